// The arrival kit: the facts a guest needs to get in (address, times, codes, Wi-Fi, parking, the host's
// phones), kept on the guest's phone so they open without a signal. Pure rules: what a kit holds, when a
// reservation may have one at all, and when it must go. Storage is src/shared/arrival-kit/kit-storage.ts.
import { DAY_MS } from './dates/instants';
import { directionsUrl, telHref } from './reservation-info';

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

/** What the info page hands over once it has the server's answer (all already read by the page). */
export interface ArrivalKitSource {
  code: string;
  title: string;
  address: string | null | undefined;
  customAddressUrl: string | null | undefined;
  lat: number | null | undefined;
  lng: number | null | undefined;
  timeZone: string;
  checkIn: Date | null;
  checkOut: Date | null;
  checkInTime: string | null | undefined;
  checkOutTime: string | null | undefined;
  instructions: string | null;
  doorCodes: readonly { name?: string | null; code?: string | null }[];
  gateCode: string | null | undefined;
  wifi: { name?: string | null; password?: string | null } | null | undefined;
  parking: readonly (string | null | undefined)[];
  phones: readonly { label?: string | null; number?: string | null }[];
  /**
   * The server sent the protected details (`info` present, no `error`) and the page shows them (not the
   * pay prompt, not a lock). Anything else: no kit, and a kit saved earlier is removed.
   */
  unlocked: boolean;
}

const text = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
const validCoordinates = (lat: number | null | undefined, lng: number | null | undefined): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** The kit for a reservation whose details the server has unlocked; null for a locked one (nothing is kept). */
export function arrivalKitOf(source: ArrivalKitSource, now: Date): ArrivalKit | null {
  if (!source.unlocked) return null;
  const doorCodes = source.doorCodes.flatMap((d) => (text(d.code) ? [{ label: text(d.name), code: text(d.code)! }] : []));
  const wifi = text(source.wifi?.name) || text(source.wifi?.password) ? { name: text(source.wifi?.name), password: text(source.wifi?.password) } : null;
  return {
    code: source.code,
    title: source.title,
    address: text(source.address),
    mapsUrl: directionsUrl({ custom_address_url: source.customAddressUrl, lat: source.lat, lng: source.lng, address: source.address }),
    geoUri: validCoordinates(source.lat, source.lng) ? `geo:${source.lat},${source.lng}` : text(source.address) ? `geo:0,0?q=${encodeURIComponent(text(source.address)!)}` : null,
    timeZone: source.timeZone,
    checkIn: source.checkIn?.toISOString() ?? null,
    checkOut: source.checkOut?.toISOString() ?? null,
    checkInTime: text(source.checkInTime),
    checkOutTime: text(source.checkOutTime),
    instructions: text(source.instructions),
    doorCodes,
    gateCode: text(source.gateCode),
    wifi,
    parking: source.parking.flatMap((p) => (text(p) ? [text(p)!] : [])),
    phones: source.phones.flatMap((p) => (telHref(p.number) ? [{ label: text(p.label), number: text(p.number)! }] : [])),
    savedAt: now.toISOString(),
  };
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
