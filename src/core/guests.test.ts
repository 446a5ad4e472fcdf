import { describe, expect, it } from 'vitest';
import {
  adultGuests,
  ageCategory,
  AGE_BANDS,
  applyRegisteredGuestAge,
  DEFAULT_PARKING_SPACES,
  AIR_MATTRESS_REQUEST,
  guestCategoryAt,
  guestDocumentType,
  guestDocumentTypes,
  guestFieldRequirements,
  guestFieldsShown,
  GUEST_DOCUMENT_TYPES,
  namedSpecialRequest,
  previousGuestsToPrefill,
  regroupGuestDetails,
  withGuestDocument,
  initialGuestCounts,
  isAdultGuest,
  mapRegisteredGuests,
  parkingSpaces,
  parkingWarningThreshold,
  resizeGuestDetails,
  shouldWarnAboutParking,
  totalGuests,
  TRIP_PURPOSES,
  validateGuest,
  validateGuests,
  validateTripPurpose,
  type GuestRequirementContext,
} from './guests';

describe('age bands', () => {
  it('reading A: adults 13+, kids 2–12, babies under 2', () => {
    expect(AGE_BANDS.A).toEqual({ adultFrom: 13, kidFrom: 2 });
    expect(ageCategory(13, 'A')).toBe('adult');
    expect(ageCategory(12, 'A')).toBe('kid');
    expect(ageCategory(2, 'A')).toBe('kid');
    expect(ageCategory(1, 'A')).toBe('baby');
    expect(ageCategory(0, 'A')).toBe('baby');
    expect(ageCategory(5)).toBe('kid');
  });
  it('reading B: adults 13+, kids 3–12, babies under 3', () => {
    expect(AGE_BANDS.B).toEqual({ adultFrom: 13, kidFrom: 3 });
    expect(ageCategory(13, 'B')).toBe('adult');
    expect(ageCategory(3, 'B')).toBe('kid');
    expect(ageCategory(2, 'B')).toBe('baby');
    expect(ageCategory(0, 'B')).toBe('baby');
  });
});

describe('counts', () => {
  it('adults default 1', () => {
    expect(initialGuestCounts(null)).toEqual({ adults: 1, kids: 0, babies: 0 });
    expect(initialGuestCounts({ guest_count_info: { adults: 0 } }).adults).toBe(1);
    expect(initialGuestCounts({ guest_count_info: { adults: 3, kids: 2, babies: 1 } })).toEqual({ adults: 3, kids: 2, babies: 1 });
    expect(initialGuestCounts({ guest_count_info: { adults: null, kids: -1 } })).toEqual({ adults: 1, kids: 0, babies: 0 });
    expect(totalGuests({ adults: 2, kids: 1, babies: 1 })).toBe(4);
  });
  it('a phone-registered guest under 13 reduces adults only when adults exceed 2', () => {
    expect(applyRegisteredGuestAge({ adults: 3, kids: 0, babies: 0 }, 8)).toEqual({ adults: 2, kids: 1, babies: 0 });
    expect(applyRegisteredGuestAge({ adults: 2, kids: 0, babies: 0 }, 8)).toEqual({ adults: 2, kids: 1, babies: 0 });
    expect(applyRegisteredGuestAge({ adults: 4, kids: 0, babies: 0 }, 1)).toEqual({ adults: 3, kids: 0, babies: 1 });
  });
  it('age 2 is a kid in reading A and a baby in reading B', () => {
    expect(applyRegisteredGuestAge({ adults: 3, kids: 0, babies: 0 }, 2, 'A')).toEqual({ adults: 2, kids: 1, babies: 0 });
    expect(applyRegisteredGuestAge({ adults: 3, kids: 0, babies: 0 }, 2, 'B')).toEqual({ adults: 2, kids: 0, babies: 1 });
  });
  it('a registered adult leaves counts unchanged', () => {
    const c = { adults: 3, kids: 1, babies: 0 };
    const r = applyRegisteredGuestAge(c, 30);
    expect(r).toEqual(c);
    expect(r).not.toBe(c);
  });
  it('adults are the first N guests', () => {
    expect(adultGuests(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(adultGuests(['a'], 3)).toEqual(['a']);
    expect(adultGuests(['a'], -1)).toEqual([]);
    expect(isAdultGuest(0, 2)).toBe(true);
    expect(isAdultGuest(1, 2)).toBe(true);
    expect(isAdultGuest(2, 2)).toBe(false);
    expect(isAdultGuest(-1, 2)).toBe(false);
  });
  it('regroups detail rows per category when counts change', () => {
    const rows = [{ full_name: 'A1' }, { full_name: 'A2' }, { full_name: 'K1' }, { full_name: 'B1' }];
    expect(regroupGuestDetails(rows, { adults: 2, kids: 1, babies: 1 }, { adults: 1, kids: 1, babies: 1 })).toEqual([{ full_name: 'A1' }, { full_name: 'K1' }, { full_name: 'B1' }]);
    expect(regroupGuestDetails(rows, { adults: 2, kids: 1, babies: 1 }, { adults: 3, kids: 2, babies: 0 })).toEqual([
      { full_name: 'A1' },
      { full_name: 'A2' },
      {},
      { full_name: 'K1' },
      {},
    ]);
    expect(regroupGuestDetails(null, { adults: 1, kids: 0, babies: 0 }, { adults: 1, kids: 0, babies: 1 })).toEqual([{}, {}]);
    expect([0, 1, 2, 3].map((i) => guestCategoryAt(i, { adults: 2, kids: 1, babies: 1 }))).toEqual(['adult', 'adult', 'kid', 'baby']);
  });
  it('resizes detail rows', () => {
    expect(resizeGuestDetails([{ full_name: 'A' }], 3)).toEqual([{ full_name: 'A' }, {}, {}]);
    expect(resizeGuestDetails([{ full_name: 'A' }, { full_name: 'B' }], 1)).toEqual([{ full_name: 'A' }]);
    expect(resizeGuestDetails(null, 0)).toEqual([]);
  });
});

describe('per-guest required fields', () => {
  const all = {
    require_guest_passport: true,
    require_guest_id: true,
    require_guest_phone: true,
    require_guest_email: true,
    require_guest_address: true,
    require_guest_photo_id: true,
    require_all_guest_details: true,
  };
  const ctx: GuestRequirementContext = { settings: all, adults: 2, channel: 'direct' };
  it('full name required for everyone unless optional_guest_names', () => {
    expect(guestFieldRequirements(0, { adults: 1 }).full_name).toBe(true);
    expect(guestFieldRequirements(5, { adults: 1 }).full_name).toBe(true);
    expect(guestFieldRequirements(0, { adults: 1, settings: { optional_guest_names: true } }).full_name).toBe(false);
  });
  const none = { full_name: true, document: false, phone_number: false, email: false, address: false, photo_id: false };
  it('adult fields only for adults and only when the flag is on', () => {
    const allRequired = { full_name: true, document: true, phone_number: true, email: true, address: true, photo_id: true };
    expect(guestFieldRequirements(1, ctx)).toEqual(allRequired);
    expect(guestFieldsShown(1, ctx)).toEqual(allRequired);
    expect(guestFieldRequirements(2, ctx)).toEqual(none);
    expect(guestFieldsShown(2, ctx)).toEqual(none);
    expect(guestFieldRequirements(0, { adults: 2, settings: {} })).toEqual(none);
    for (const [flag, field] of [
      ['require_guest_passport', 'document'],
      ['require_guest_id', 'document'],
      ['require_guest_phone', 'phone_number'],
      ['require_guest_email', 'email'],
      ['require_guest_address', 'address'],
      ['require_guest_photo_id', 'photo_id'],
    ] as const) {
      const req = guestFieldRequirements(0, { adults: 1, settings: { [flag]: true } });
      expect(Object.entries(req).filter(([, v]) => v).map(([k]) => k)).toEqual(['full_name', field]);
    }
  });
  it('without require_all_guest_details only the first guest must fill the details; photo ID stays required per adult', () => {
    const firstOnly = { ...ctx, settings: { ...all, require_all_guest_details: false } };
    expect(guestFieldRequirements(0, firstOnly)).toEqual({ full_name: true, document: true, phone_number: true, email: true, address: true, photo_id: true });
    expect(guestFieldsShown(1, firstOnly)).toEqual({ full_name: true, document: true, phone_number: true, email: true, address: true, photo_id: true });
    expect(guestFieldRequirements(1, firstOnly)).toEqual({ full_name: true, document: false, phone_number: false, email: false, address: false, photo_id: true });
    expect(validateGuest({ full_name: 'Robin' }, 1, firstOnly)).toEqual({ photo_id: { key: 'validation:photoIdRequired' } });
    expect(validateGuest({ full_name: 'Robin', photo_id: 'u', email: 'bad' }, 1, firstOnly)).toEqual({ email: { key: 'validation:emailInvalid' } });
  });
  it('the document and photo ID are neither shown nor required for denied channels', () => {
    const denied = { ...ctx, channel: 'Airbnb', settings: { ...all, guest_id_docs_deny_channels: ['airbnb'] } };
    const expected = { full_name: true, document: false, phone_number: true, email: true, address: true, photo_id: false };
    expect(guestFieldRequirements(0, denied)).toEqual(expected);
    expect(guestFieldsShown(0, denied)).toEqual(expected);
    expect(guestDocumentTypes(denied.settings, 'airbnb')).toEqual([]);
  });
  it('primary_guest_info_only limits adult fields to the first guest', () => {
    const p = { ...ctx, settings: { ...all, primary_guest_info_only: true } };
    expect(guestFieldRequirements(0, p).document).toBe(true);
    expect(guestFieldRequirements(1, p)).toEqual(none);
    expect(guestFieldsShown(1, p)).toEqual(none);
  });
  it('document types: require_guest_id accepts any identity document, require_guest_passport alone a passport', () => {
    expect(GUEST_DOCUMENT_TYPES).toEqual(['id', 'passport', 'driving_licence']);
    expect(guestDocumentTypes({ require_guest_id: true })).toEqual(['id', 'passport', 'driving_licence']);
    expect(guestDocumentTypes({ require_guest_passport: true, require_guest_id: true })).toEqual(['id', 'passport', 'driving_licence']);
    expect(guestDocumentTypes({ require_guest_passport: true })).toEqual(['passport']);
    expect(guestDocumentTypes({})).toEqual([]);
    expect(guestDocumentTypes(null)).toEqual([]);
  });
  it('the document number lives in the field of its type', () => {
    expect(guestDocumentType({})).toBeNull();
    expect(guestDocumentType({ id: ' I1 ' })).toBe('id');
    expect(guestDocumentType({ passport: 'P1', id: 'I1' })).toBe('passport');
    expect(guestDocumentType({ driving_licence: 'D1' })).toBe('driving_licence');
    expect(withGuestDocument({ full_name: 'A', id: 'I1' }, 'passport', 'P9')).toEqual({ full_name: 'A', id: null, passport: 'P9', driving_licence: null });
    const passportOnly = { adults: 1, settings: { require_guest_passport: true } };
    expect(validateGuest({ full_name: 'A', id: 'I1' }, 0, passportOnly)).toEqual({ document: { key: 'validation:requiredField' } });
    expect(validateGuest({ full_name: 'A', passport: 'P1' }, 0, passportOnly)).toEqual({});
    expect(validateGuest({ full_name: 'A', driving_licence: 'D1' }, 0, { adults: 1, settings: { require_guest_id: true } })).toEqual({});
  });
  it("messages: 'Required field' and 'Photo ID is required' per adult", () => {
    const e = validateGuest({}, 0, ctx);
    expect(e).toEqual({
      full_name: { key: 'validation:requiredField' },
      document: { key: 'validation:requiredField' },
      phone_number: { key: 'validation:requiredField' },
      email: { key: 'validation:requiredField' },
      address: { key: 'validation:requiredField' },
      photo_id: { key: 'validation:photoIdRequired' },
    });
    expect(validateGuest({ full_name: 'Kid' }, 2, ctx)).toEqual({});
    const full = { full_name: 'A B', id: 'I1', phone_number: '+1 555', email: 'a@b.c', address: 'Main St', photo_id: 'u' };
    expect(validateGuest(full, 0, ctx)).toEqual({});
    expect(validateGuest({ ...full, email: 'nope', phone_number: 'abc' }, 0, ctx)).toEqual({
      email: { key: 'validation:emailInvalid' },
      phone_number: { key: 'validation:phoneInvalid' },
    });
    expect(validateGuests([full, {}], { ...ctx, adults: 1 })).toEqual([{}, { full_name: { key: 'validation:requiredField' } }]);
    expect(validateGuest({}, 0, { adults: 1, settings: { optional_guest_names: true } })).toEqual({});
  });
});

describe('prefill from the previous stay', () => {
  const previous = [{ full_name: 'Alex Morgan', id: 'X1' }, { full_name: 'Robin Morgan' }];
  const profileRow = [{ full_name: 'Alex Morgan', email: 'guest@demo.test' }];
  const record = { step: 0, guests_details: profileRow, previous_check_in_info: { guests_details: previous } };
  it('fills an unsaved record whose details are still the server defaults or empty, resized to the guest count', () => {
    expect(previousGuestsToPrefill(record, [...profileRow.map((g) => ({ ...g }))], 2)).toEqual(previous);
    expect(previousGuestsToPrefill(record, [{}, {}, {}], 3)).toEqual([...previous, {}]);
    expect(previousGuestsToPrefill(record, null, 1)).toEqual([previous[0]]);
  });
  it('never overwrites details the guest typed or saved, nor locked details', () => {
    expect(previousGuestsToPrefill(record, [{ full_name: 'Someone else' }], 2)).toBeNull();
    expect(previousGuestsToPrefill({ ...record, step: 1 }, profileRow, 2)).toBeNull();
    expect(previousGuestsToPrefill({ ...record, locked_guest_details: true }, profileRow, 2)).toBeNull();
    expect(previousGuestsToPrefill({ ...record, previous_check_in_info: { guests_details: [{}] } }, profileRow, 2)).toBeNull();
    expect(previousGuestsToPrefill({ ...record, previous_check_in_info: null }, profileRow, 2)).toBeNull();
  });
});

describe('named special requests', () => {
  it('Pack n play, High Chair and Pool fence are recognised whatever the case and spacing', () => {
    expect(namedSpecialRequest('Pack n play')).toBe('packNPlay');
    expect(namedSpecialRequest(' high  CHAIR ')).toBe('highChair');
    expect(namedSpecialRequest('Pool fence')).toBe('poolFence');
    expect(namedSpecialRequest('Ski storage heating')).toBeNull();
    expect(AIR_MATTRESS_REQUEST).toBe('Air mattress');
  });
});

describe('trip purpose', () => {
  it('mandatory: leisure or business', () => {
    expect(TRIP_PURPOSES).toEqual(['leisure', 'business']);
    expect(validateTripPurpose('leisure')).toBeNull();
    expect(validateTripPurpose('Business')).toBeNull();
    expect(validateTripPurpose('')).toEqual({ key: 'validation:tripPurposeRequired' });
    expect(validateTripPurpose('holiday')).toEqual({ key: 'validation:tripPurposeRequired' });
    expect(validateTripPurpose(null)).toEqual({ key: 'validation:tripPurposeRequired' });
  });
});

describe('parking', () => {
  it('spaces default 3', () => {
    expect(DEFAULT_PARKING_SPACES).toBe(3);
    expect(parkingSpaces(null)).toBe(3);
    expect(parkingSpaces({ parking_spaces: 1 })).toBe(1);
    expect(parkingSpaces({ parking_spaces: 0 })).toBe(0);
  });
  it('warning threshold is rooms minus 2 cars', () => {
    expect(parkingWarningThreshold(4)).toBe(2);
    expect(parkingWarningThreshold(null)).toBeNull();
    expect(shouldWarnAboutParking(2, 4)).toBe(false);
    expect(shouldWarnAboutParking(3, 4)).toBe(true);
    expect(shouldWarnAboutParking(1, 2)).toBe(true);
    expect(shouldWarnAboutParking(0, 1)).toBe(false);
    expect(shouldWarnAboutParking(3, undefined)).toBe(false);
  });
});

describe('external registration mapping', () => {
  it('maps registered guests into guests_details', () => {
    expect(
      mapRegisteredGuests([
        { first_name: 'Ann', last_name: 'Lee', email: 'ann@x.com', phone: '+1 555', document_type: 'Passport', document_number: 'P123', document_image: 'u1' },
        { full_name: ' Bo Chen ', document_type: 'identity_card', document_number: 'ID9' },
        { name: 'Cy', document_type: 'Driving Licence', document_number: 'DL1', address: 'Main St', phone_number: '+2' },
        {},
      ]),
    ).toEqual([
      { full_name: 'Ann Lee', email: 'ann@x.com', phone_number: '+1 555', passport: 'P123', photo_id: 'u1' },
      { full_name: 'Bo Chen', id: 'ID9' },
      { full_name: 'Cy', driving_licence: 'DL1', address: 'Main St', phone_number: '+2' },
      { full_name: '' },
    ]);
    expect(mapRegisteredGuests(null)).toEqual([]);
  });
});
