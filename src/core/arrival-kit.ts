// The arrival kit: the facts a guest needs to get in (address, times, codes, Wi-Fi, parking, the host's
// phones), kept on the guest's phone so they open without a signal. Pure rules: what a kit holds and when
// it must go; what the info page makes one from is arrival-kit-source.ts (kept apart: the portal's first
// render checks kept kits, only the info page makes them). Storage is src/shared/arrival-kit/kit-storage.ts.
import { DAY_MS } from './dates/instants';

export interface ArrivalKitCode {
  label: string | null;
  code: string;
}

export interface ArrivalKit {
  code: string;
  title: string;
  address: string | null;
  /** Maps URL (the listing's own, else coordinates, else an address search). */
  mapsUrl: string | null;
  /** `geo:` URI for the phone's own maps app (works without a browser page). */
  geoUri: string | null;
  timeZone: string;
  /** ISO instants. */
  checkIn: string | null;
  checkOut: string | null;
  /** Standard times, `HH:mm` as the server sent them. */
  checkInTime: string | null;
  checkOutTime: string | null;
  /** Check-in instructions, already sanitised when the kit was made (kit-storage sanitises again on read). */
  instructions: string | null;
  doorCodes: ArrivalKitCode[];
  gateCode: string | null;
  wifi: { name: string | null; password: string | null } | null;
  parking: string[];
  phones: { label: string | null; number: string }[];
  /** ISO instant of the last save from the server's answer. */
  savedAt: string;
}

/** How long after check-out a kit is kept: the way home (a forgotten item, the last Wi-Fi use) still has it. */
export const KIT_KEPT_AFTER_CHECK_OUT_MS = DAY_MS;

/**
 * A kit is kept until one day after check-out. A kit without a readable check-out goes one day after it
 * was saved: nothing says the stay is still on.
 */
export function isArrivalKitExpired(kit: Pick<ArrivalKit, 'checkOut' | 'savedAt'>, now: Date): boolean {
  const end = Date.parse(kit.checkOut ?? '') || Date.parse(kit.savedAt);
  return !Number.isFinite(end) || now.getTime() >= end + KIT_KEPT_AFTER_CHECK_OUT_MS;
}

/** A stored value read back: a kit only when it has the shape this module writes (storage is not trusted). */
export function isArrivalKit(value: unknown): value is ArrivalKit {
  if (!value || typeof value !== 'object') return false;
  const k = value as Record<string, unknown>;
  return (
    typeof k.code === 'string' &&
    typeof k.title === 'string' &&
    typeof k.savedAt === 'string' &&
    typeof k.timeZone === 'string' &&
    Array.isArray(k.doorCodes) &&
    Array.isArray(k.phones) &&
    Array.isArray(k.parking)
  );
}
