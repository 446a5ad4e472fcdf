// Where the arrival kit lives on the phone: localStorage of the portal's origin, one entry per tenant
// address (`scope`), holding ONE guest's kits. A read is synchronous, so the offline page paints the
// codes in its first render; the data is a few kilobytes (docs/decisions.md: why not IndexedDB, why
// not encrypted). The entry names its guest: another guest signing in on the same phone replaces it,
// and the offline page (no server to ask) shows the kits of the last guest signed in here only until
// that guest signs out, which removes every kit.
import { isArrivalKit, isArrivalKitExpired, type ArrivalKit } from '../../core/arrival-kit';
import { ARRIVAL_KIT_KEY_PREFIX as PREFIX } from './forget-all';


interface Slot {
  userId: string;
  kits: Record<string, ArrivalKit>;
}

const keyOf = (scope: string) => `${PREFIX}${scope}`;

function readSlot(scope: string): Slot | null {
  try {
    const raw = localStorage.getItem(keyOf(scope));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Slot> | null;
    if (!value || typeof value.userId !== 'string' || !value.kits || typeof value.kits !== 'object') return null;
    const kits = Object.fromEntries(Object.entries(value.kits).filter(([code, kit]) => isArrivalKit(kit) && kit.code === code));
    return { userId: value.userId, kits };
  } catch {
    return null;
  }
}

function writeSlot(scope: string, slot: Slot): void {
  try {
    if (Object.keys(slot.kits).length) localStorage.setItem(keyOf(scope), JSON.stringify(slot));
    else localStorage.removeItem(keyOf(scope));
  } catch {
    // Storage refused or full: the guest still has the online page; nothing half-written is left.
  }
}

/** Keeps (or refreshes) a kit for the signed-in guest; a slot of another guest is replaced, never merged. */
export function saveArrivalKit(scope: string, userId: string, kit: ArrivalKit): void {
  const slot = readSlot(scope);
  const kits = slot?.userId === userId ? slot.kits : {};
  writeSlot(scope, { userId, kits: { ...kits, [kit.code]: kit } });
}

/** The server no longer shows this reservation's details to the guest (locked again, 401/403/404): the kit goes. */
export function removeArrivalKit(scope: string, code: string): void {
  const slot = readSlot(scope);
  if (!slot?.kits[code]) return;
  const { [code]: _gone, ...rest } = slot.kits;
  writeSlot(scope, { userId: slot.userId, kits: rest });
}

/**
 * The guest signed in (or the session check answered) is `userId`: kits of anyone else go. `codes` (the
 * guest's reservation list, when the server sent it) also drops kits of reservations no longer listed.
 */
export function keepArrivalKitsOf(scope: string, userId: string, codes?: readonly string[]): void {
  const slot = readSlot(scope);
  if (!slot) return;
  if (slot.userId !== userId) return writeSlot(scope, { userId, kits: {} });
  if (!codes) return;
  const listed = new Set(codes);
  writeSlot(scope, { userId, kits: Object.fromEntries(Object.entries(slot.kits).filter(([code]) => listed.has(code))) });
}

/** The session is gone (the server answered 401): nothing of the guest stays for this tenant address. */
export function forgetArrivalKitsOf(scope: string): void {
  writeSlot(scope, { userId: '', kits: {} });
}

/**
 * The kits to show offline, soonest check-in first. Expired kits (one day after check-out) are removed
 * here too, so a phone that stays offline past the stay does not keep the codes. The instructions were
 * sanitised before they were saved and are sanitised again where they are shown (SafeHtml): storage is
 * not trusted.
 */
export function readArrivalKits(scope: string, now: Date): ArrivalKit[] {
  const slot = readSlot(scope);
  if (!slot) return [];
  const live = Object.values(slot.kits).filter((kit) => !isArrivalKitExpired(kit, now));
  if (live.length !== Object.keys(slot.kits).length) writeSlot(scope, { userId: slot.userId, kits: Object.fromEntries(live.map((k) => [k.code, k])) });
  return live.sort((a, b) => (Date.parse(a.checkIn ?? '') || 0) - (Date.parse(b.checkIn ?? '') || 0));
}
