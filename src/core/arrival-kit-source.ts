// A reservation's arrival kit made from the info page's answer: only for a reservation whose details the
// server unlocked (src/core/arrival-kit.ts holds the kit's shape and expiry).
import type { ArrivalKit } from './arrival-kit';
import { directionsUrl, telHref } from './reservation-info';

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

