// Guest rules: age bands, counts, adults, per-guest required fields, trip purpose, parking and the
// mapping of guests registered through the external registration service.
import { msg, VALIDATION as V } from './messages';
import { isChannelIn } from './reservation';
import { validateEmail, validatePhone } from './validation/general';
import type { CheckinInfoSettings, GuestDetail, Message, PreCheckIn } from './types';

// ---------------------------------------------------------------------------------------------
// Age bands (two readings in the spec, chosen by configuration)

/** 'A': kids 2–12, babies under 2. 'B': kids 3–12, babies under 3. Adults from 13 in both. */
export type AgeBandVariant = 'A' | 'B';
export const AGE_BANDS: Record<AgeBandVariant, { adultFrom: number; kidFrom: number }> = {
  A: { adultFrom: 13, kidFrom: 2 },
  B: { adultFrom: 13, kidFrom: 3 },
};

export type AgeCategory = 'adult' | 'kid' | 'baby';

/** Category of an age in years. */
export function ageCategory(age: number, variant: AgeBandVariant = 'A'): AgeCategory {
  const b = AGE_BANDS[variant];
  if (age >= b.adultFrom) return 'adult';
  return age >= b.kidFrom ? 'kid' : 'baby';
}

// ---------------------------------------------------------------------------------------------
// Counts

export interface GuestCounts {
  adults: number;
  kids: number;
  babies: number;
}

export const DEFAULT_ADULTS = 1;

const count = (n: number | null | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback);

/** Counts from the record; adults default to 1 (and never below 1), kids and babies to 0. */
export function initialGuestCounts(record?: Pick<PreCheckIn, 'guest_count_info'> | null): GuestCounts {
  const g = record?.guest_count_info;
  return { adults: Math.max(1, count(g?.adults, DEFAULT_ADULTS)), kids: count(g?.kids, 0), babies: count(g?.babies, 0) };
}

export function totalGuests(c: GuestCounts): number {
  return c.adults + c.kids + c.babies;
}

/**
 * A guest registered by phone with a known age: under 13 adds a kid (age >= kidFrom) or a baby, and
 * reduces adults by one when adults exceed 2. A registered adult leaves the counts unchanged.
 */
export function applyRegisteredGuestAge(c: GuestCounts, age: number, variant: AgeBandVariant = 'A'): GuestCounts {
  const cat = ageCategory(age, variant);
  if (cat === 'adult') return { ...c };
  return {
    adults: c.adults > 2 ? c.adults - 1 : c.adults,
    kids: c.kids + (cat === 'kid' ? 1 : 0),
    babies: c.babies + (cat === 'baby' ? 1 : 0),
  };
}

/** Adults are the first N guests, N = adults count. */
export function isAdultGuest(index: number, adults: number): boolean {
  return index >= 0 && index < adults;
}

export function adultGuests<T>(guests: readonly T[], adults: number): T[] {
  return guests.slice(0, Math.max(0, adults));
}

/** Guest detail rows resized to `size`: kept in order, padded with empty rows, extra rows dropped. */
export function resizeGuestDetails(details: readonly GuestDetail[] | null | undefined, size: number): GuestDetail[] {
  const list = [...(details ?? [])].slice(0, Math.max(0, size));
  while (list.length < size) list.push({});
  return list;
}

/**
 * Detail rows after a count change: the rows are read as adults, then kids, then babies (by the old
 * counts) and each group is resized on its own, so removing an adult never turns an adult's row into a
 * kid's or drops a kid's name.
 */
export function regroupGuestDetails(details: readonly GuestDetail[] | null | undefined, from: GuestCounts, to: GuestCounts): GuestDetail[] {
  const rows = resizeGuestDetails(details, totalGuests(from));
  const adults = rows.slice(0, from.adults);
  const kids = rows.slice(from.adults, from.adults + from.kids);
  const babies = rows.slice(from.adults + from.kids);
  return [...resizeGuestDetails(adults, to.adults), ...resizeGuestDetails(kids, to.kids), ...resizeGuestDetails(babies, to.babies)];
}

/** The category of the guest at `index` (adults first, then kids, then babies). */
export function guestCategoryAt(index: number, c: GuestCounts): AgeCategory {
  if (index < c.adults) return 'adult';
  return index < c.adults + c.kids ? 'kid' : 'baby';
}

// ---------------------------------------------------------------------------------------------
// Per-guest fields: which a guest's block shows, which must be filled

export interface GuestRequirementContext {
  settings?: CheckinInfoSettings | null;
  /** Reservation channel (source), for guest_id_docs_deny_channels. */
  channel?: string | null;
  /** Adults count: the first N guests are adults. */
  adults: number;
}

/** `document` is one identity document, a type and a number; the number is stored in `id`, `passport` or `driving_licence`. */
export type GuestField = 'full_name' | 'document' | 'phone_number' | 'email' | 'address' | 'photo_id';
export type GuestFieldRequirements = Record<GuestField, boolean>;

/** Identity document types (Identity Card, Passport, Driving Licence), named by the guest-detail field holding the number. */
export const GUEST_DOCUMENT_TYPES = ['id', 'passport', 'driving_licence'] as const;
export type GuestDocumentType = (typeof GUEST_DOCUMENT_TYPES)[number];

/**
 * The document types a guest may give: require_guest_id accepts any identity document: Identity Card,
 * Passport, Driving Licence; require_guest_passport alone accepts a passport only. Empty when neither
 * flag is on or the channel is in guest_id_docs_deny_channels.
 */
export function guestDocumentTypes(settings: CheckinInfoSettings | null | undefined, channel?: string | null): GuestDocumentType[] {
  const s = settings ?? {};
  if (isChannelIn(channel, s.guest_id_docs_deny_channels)) return [];
  if (s.require_guest_id === true) return [...GUEST_DOCUMENT_TYPES];
  return s.require_guest_passport === true ? ['passport'] : [];
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** The type of the document number a guest holds (passport, then driving licence, then identity card); null when none is filled. */
export function guestDocumentType(guest: GuestDetail): GuestDocumentType | null {
  if (!blank(guest.passport)) return 'passport';
  if (!blank(guest.driving_licence)) return 'driving_licence';
  return blank(guest.id) ? null : 'id';
}

/** The guest with its document number stored under `type` (the other document fields cleared). */
export function withGuestDocument(guest: GuestDetail, type: GuestDocumentType, number: string): GuestDetail {
  const out: GuestDetail = { ...guest, id: null, passport: null, driving_licence: null };
  out[type] = number;
  return out;
}

/**
 * Which fields a guest's block shows:
 * - the full name for every guest;
 * - document / phone / e-mail / address / photo ID for adults only (the first N), each when its flag is
 *   on (require_guest_passport or _id, _phone, _email, _address, _photo_id);
 * - the document and photo ID never when the channel is in guest_id_docs_deny_channels;
 * - with primary_guest_info_only the adult fields belong to the first guest only.
 */
export function guestFieldsShown(index: number, ctx: GuestRequirementContext): GuestFieldRequirements {
  const s = ctx.settings ?? {};
  const adult = isAdultGuest(index, ctx.adults) && !(s.primary_guest_info_only === true && index > 0);
  const docsAllowed = !isChannelIn(ctx.channel, s.guest_id_docs_deny_channels);
  return {
    full_name: true,
    document: adult && guestDocumentTypes(s, ctx.channel).length > 0,
    phone_number: adult && s.require_guest_phone === true,
    email: adult && s.require_guest_email === true,
    address: adult && s.require_guest_address === true,
    photo_id: adult && docsAllowed && s.require_guest_photo_id === true,
  };
}

/**
 * Which shown fields a guest must fill:
 * - full_name for every guest unless optional_guest_names;
 * - photo ID for every adult that shows it ('Photo ID required per adult');
 * - document / phone / e-mail / address for the first guest, and for every adult that shows them when
 *   require_all_guest_details is on (without it the other adults may leave them empty).
 */
export function guestFieldRequirements(index: number, ctx: GuestRequirementContext): GuestFieldRequirements {
  const s = ctx.settings ?? {};
  const shown = guestFieldsShown(index, ctx);
  const detailsRequired = index === 0 || s.require_all_guest_details === true;
  return {
    full_name: s.optional_guest_names !== true,
    document: shown.document && detailsRequired,
    phone_number: shown.phone_number && detailsRequired,
    email: shown.email && detailsRequired,
    address: shown.address && detailsRequired,
    photo_id: shown.photo_id,
  };
}

/**
 * Messages for one guest: missing required fields → 'Required field' (the document: a number of an
 * accepted type; photo ID → 'Photo ID is required'); a filled e-mail or phone must also be valid.
 */
export function validateGuest(guest: GuestDetail, index: number, ctx: GuestRequirementContext): Partial<Record<GuestField, Message>> {
  const req = guestFieldRequirements(index, ctx);
  const errors: Partial<Record<GuestField, Message>> = {};
  for (const f of ['full_name', 'phone_number', 'email', 'address'] as const) {
    if (req[f] && blank(guest[f])) errors[f] = msg(V.requiredField);
  }
  if (req.document && !guestDocumentTypes(ctx.settings, ctx.channel).some((type) => !blank(guest[type]))) errors.document = msg(V.requiredField);
  if (!errors.email && !blank(guest.email)) {
    const m = validateEmail(guest.email);
    if (m) errors.email = m;
  }
  if (!errors.phone_number && !blank(guest.phone_number)) {
    const m = validatePhone(guest.phone_number);
    if (m) errors.phone_number = m;
  }
  if (req.photo_id && blank(guest.photo_id)) errors.photo_id = msg(V.photoIdRequired);
  return errors;
}

/** Messages for every guest (same order as the list). */
export function validateGuests(guests: readonly GuestDetail[], ctx: GuestRequirementContext): Array<Partial<Record<GuestField, Message>>> {
  return guests.map((g, i) => validateGuest(g, i, ctx));
}

// ---------------------------------------------------------------------------------------------
// Prefill from the previous stay

const hasAnyValue = (g: GuestDetail) => Object.values(g).some((v) => (typeof v === 'string' ? v.trim() !== '' : v != null));

/**
 * A returning guest's details from the previous stay, resized to `size`, when the record holds no guest
 * details of its own yet: nothing saved (step 0) and the current details are still the record's (the
 * server's profile-derived first row) or empty. Null when there is nothing to prefill.
 */
export function previousGuestsToPrefill(
  record: Pick<PreCheckIn, 'step' | 'guests_details' | 'previous_check_in_info' | 'locked_guest_details'>,
  current: readonly GuestDetail[] | null | undefined,
  size: number,
): GuestDetail[] | null {
  const previous = (record.previous_check_in_info?.guests_details ?? []).filter(hasAnyValue);
  if (previous.length === 0 || record.locked_guest_details === true) return null;
  const untouched = !(current ?? []).some(hasAnyValue) || JSON.stringify(current) === JSON.stringify(record.guests_details ?? []);
  if ((record.step ?? 0) > 0 || !untouched) return null;
  return resizeGuestDetails(previous, size);
}

// ---------------------------------------------------------------------------------------------
// Trip purpose

export const TRIP_PURPOSES = ['leisure', 'business'] as const;

/** Trip purpose is mandatory: leisure or business. */
export function validateTripPurpose(value: string | null | undefined): Message | null {
  return (TRIP_PURPOSES as readonly string[]).includes((value ?? '').trim().toLowerCase()) ? null : msg(V.tripPurposeRequired);
}

// ---------------------------------------------------------------------------------------------
// Parking

export const DEFAULT_PARKING_SPACES = 3;

/** Parking spaces of the listing (record.parking_spaces), default 3: the car count's maximum. */
export function parkingSpaces(record: Pick<PreCheckIn, 'parking_spaces'> | null | undefined): number {
  const n = record?.parking_spaces;
  return typeof n === 'number' && n >= 0 ? n : DEFAULT_PARKING_SPACES;
}

/** Warning threshold: number of rooms minus 2 cars (null when rooms are unknown). */
export function parkingWarningThreshold(rooms: number | null | undefined): number | null {
  return typeof rooms === 'number' ? rooms - 2 : null;
}

/** Show the parking warning when the cars exceed the threshold (rooms − 2). */
export function shouldWarnAboutParking(cars: number | null | undefined, rooms: number | null | undefined): boolean {
  const t = parkingWarningThreshold(rooms);
  return t != null && typeof cars === 'number' && cars > 0 && cars > t;
}

// ---------------------------------------------------------------------------------------------
// Special requests

/** The spec's named options (Pack n play, High Chair, Pool fence): a setting with one of these names gets a translated label. */
export const NAMED_SPECIAL_REQUESTS = { 'pack n play': 'packNPlay', 'high chair': 'highChair', 'pool fence': 'poolFence' } as const;
export type NamedSpecialRequest = (typeof NAMED_SPECIAL_REQUESTS)[keyof typeof NAMED_SPECIAL_REQUESTS];

/** Which named option a setting is (case and spacing ignored); null for the tenant's own requests. */
export function namedSpecialRequest(name: string): NamedSpecialRequest | null {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ') as keyof typeof NAMED_SPECIAL_REQUESTS;
  return NAMED_SPECIAL_REQUESTS[key] ?? null;
}

/** The special_requests key of the air mattress toggle, offered when the record has allow_air_mattress. */
export const AIR_MATTRESS_REQUEST = 'Air mattress';

// ---------------------------------------------------------------------------------------------
// External guest-registration service

/** A guest as reported by the external registration widget (fields vary; all optional). */
export interface ExternalRegisteredGuest {
  full_name?: string | null;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  phone_number?: string | null;
  address?: string | null;
  document_type?: string | null;
  document_number?: string | null;
  photo_id?: string | null;
  document_image?: string | null;
}

/**
 * Maps registered guests into guests_details: the full name (or first + last), e-mail, phone,
 * address; the document number goes to `passport` for passports, `driving_licence` for driving
 * licences, otherwise `id`; a document image becomes `photo_id`.
 */
export function mapRegisteredGuests(guests: readonly ExternalRegisteredGuest[] | null | undefined): GuestDetail[] {
  return (guests ?? []).map((g) => {
    const fullName = (g.full_name || g.name || [g.first_name, g.last_name].filter(Boolean).join(' ')).trim();
    const out: GuestDetail = { full_name: fullName };
    if (g.email) out.email = g.email;
    const phone = g.phone_number || g.phone;
    if (phone) out.phone_number = phone;
    if (g.address) out.address = g.address;
    if (g.document_number) {
      const t = (g.document_type ?? '').toLowerCase().replace(/[\s_-]+/g, '');
      if (t.includes('passport')) out.passport = g.document_number;
      else if (t.includes('driving') || t.includes('driver')) out.driving_licence = g.document_number;
      else out.id = g.document_number;
    }
    const photo = g.photo_id || g.document_image;
    if (photo) out.photo_id = photo;
    return out;
  });
}
