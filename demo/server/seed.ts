// Demo data, created on first start (and by `--reset`). Every date is relative to "now" at seed time so that
// each documented case (see SEED.md) holds on the day the seed is created.
import { nowIso, run, toJson, type DB } from './db.js';
import { HOUR_MS as HOUR } from '../../src/core/dates/instants';
import { createIntent } from './reservations/intents.js';
import { hashPasswordSync, type PasswordHashing } from './auth/passwords.js';

export const DEMO_PASSWORD = 'Guest#2026';
export const STAFF_PASSWORD = 'Staff#2026';

export const SEED_LOGINS = [
  { tenant: 1, email: 'guest@demo.test', password: DEMO_PASSWORD, role: 'guest', note: 'Alex Morgan — owns every reservation case (DEMO-*)' },
  { tenant: 1, email: 'jamie@demo.test', password: DEMO_PASSWORD, role: 'guest', note: 'Jamie Rivera — another guest of tenant 1 (DEMO-OTHER)' },
  { tenant: 1, email: 'staff@demo.test', password: STAFF_PASSWORD, role: 'staff', note: 'ability create-store-purchase' },
  { tenant: 2, email: 'guest@alpine.test', password: DEMO_PASSWORD, role: 'guest', note: 'Camille Dubois — tenant 2 (ALP-*), send X-Tenant-Id: 2' },
] as const;

const XSS_HTML =
  '<p>Fresh linens and towels halfway through your stay.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>';

interface SeedOptions {
  passwordHashing: PasswordHashing;
  allowedOrigins: string[];
  now?: number;
}

export function seed(db: DB, options: SeedOptions): void {
  const now = options.now ?? Date.now();
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  const created = nowIso();
  const hash = (pw: string) => hashPasswordSync(pw, options.passwordHashing);
  const insert = (sql: string, ...params: unknown[]) => Number(run(db, sql, ...params).lastInsertRowid);

  db.transaction(() => {
    // ---------- tenants ----------
    const t1 = insert(
      `INSERT INTO tenants (id, slug, company_name, logo_url, icon_url, primary_color, currency, timezone, default_locale,
         store_tax, store_support, identity_verification_support, guest_registration_api_key, allowed_origins,
         media_upload_url, media_upload_preset, review_links, checkin_settings, feature_flags, public_keys, terms_of_use, created_at)
       VALUES (1, 'demo', 'Sunny Coast Rentals', '/assets/logo-sunny.svg', '/assets/icon-sunny.svg', '#0f766e', 'USD',
         'America/New_York', 'en', 0.08, 1, 0, NULL, ?, '/api/media/upload', 'guest-portal-demo', ?, ?, ?, ?, ?, ?)`,
      toJson(options.allowedOrigins),
      toJson({ google: 'http://g.page/r/sunny-coast-demo/review', facebook: 'https://www.facebook.com/sunnycoastdemo/reviews' }),
      toJson({
        travel_guide_url: 'https://example.com/sunny-coast/travel-guide',
        opt_in_title: 'Stay in touch',
        opt_in_message: 'Send me offers and news about my next vacation.',
      }),
      toJson({ store: true, survey: true, gate_code: true, travel_guide: true, new_checkout: false }),
      toJson({ sandbox: 'pk_sandbox_sunny_coast' }),
      '<h3>Terms of stay</h3><p>No parties. Quiet hours 22:00–08:00. The primary guest must be 21 or older.</p>',
      created,
    );
    const t2 = insert(
      `INSERT INTO tenants (id, slug, company_name, logo_url, icon_url, primary_color, currency, timezone, default_locale,
         store_tax, store_support, identity_verification_support, guest_registration_api_key, allowed_origins,
         media_upload_url, media_upload_preset, review_links, checkin_settings, feature_flags, public_keys, terms_of_use, created_at)
       VALUES (2, 'alpine', 'Alpine Chalets Co.', '/assets/logo-alpine.svg', '/assets/icon-alpine.svg', '#7c3aed', 'EUR',
         'Europe/Paris', 'fr', 0.2, 1, 1, 'demo-guest-registration-key', ?, '/api/media/upload', 'alpine-guests', ?, ?, ?, ?, ?, ?)`,
      toJson(options.allowedOrigins),
      toJson({ google: 'https://g.page/r/alpine-chalets-demo/review', facebook: null }),
      toJson({
        require_guest_passport: true,
        require_guest_address: true,
        require_all_guest_details: true,
        selfie_upload_option: 'camera',
        offer_parking: true,
        accept_damage_waiver: false,
        show_membership: false,
        show_opt_in: false,
        deposit_deny_channels: ['Airbnb'],
        partial_reservation_days_threshold: 30,
      }),
      toJson({ store: true, survey: true, gate_code: false, travel_guide: false, new_checkout: true }),
      toJson({ sandbox: 'pk_sandbox_alpine' }),
      '<p>Les chaussures de ski restent dans le local à skis. Ski boots stay in the ski room.</p>',
      created,
    );

    // Tenant 1 keeps the defaults (reading A, kids 2–12, production widget address); tenant 2 shows the
    // other readings, so both wizards and both age bands are reachable in the demo.
    run(db, `UPDATE tenants SET precheckin_variant = 'B', age_bands = 'kids-3-12', guest_registration_environment = 'staging' WHERE id = ?`, t2);

    // ---------- people ----------
    const guest = (tenant: number, first: string, last: string, email: string, phone: string) =>
      insert(
        `INSERT INTO guests (tenant_id, first_name, last_name, primary_email, primary_phone, phones, emails, picture)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
        tenant,
        first,
        last,
        email,
        phone,
        toJson([phone]),
        toJson([email]),
      );
    const user = (tenant: number, email: string, pw: string, first: string, last: string, role: string, abilities: string[], guestId: number | null, locale: string) =>
      insert(
        `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, phone, guest_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
        tenant,
        email,
        hash(pw),
        first,
        last,
        role,
        toJson(abilities),
        locale,
        guestId,
        created,
      );
    const alex = guest(t1, 'Alex', 'Morgan', 'guest@demo.test', '+1 305 555 0101');
    const jamie = guest(t1, 'Jamie', 'Rivera', 'jamie@demo.test', '+1 305 555 0102');
    const camille = guest(t2, 'Camille', 'Dubois', 'guest@alpine.test', '+33 6 55 55 01 03');
    user(t1, 'guest@demo.test', DEMO_PASSWORD, 'Alex', 'Morgan', 'guest', [], alex, 'en');
    user(t1, 'jamie@demo.test', DEMO_PASSWORD, 'Jamie', 'Rivera', 'guest', [], jamie, 'es');
    user(t1, 'staff@demo.test', STAFF_PASSWORD, 'Sam', 'Staff', 'staff', ['create-store-purchase'], null, 'en');
    user(t2, 'guest@alpine.test', DEMO_PASSWORD, 'Camille', 'Dubois', 'guest', [], camille, 'fr');

    // ---------- listings ----------
    const specialRequests = toJson([
      { name: 'Pack n play', type: 'toggle', required: false, max: null },
      { name: 'High Chair', type: 'toggle', required: false, max: null },
      { name: 'Pool fence', type: 'toggle', required: true, max: null },
      { name: 'Extra towels', type: 'counter', required: false, max: 4 },
    ]);
    const listing = (fields: Record<string, unknown>) => {
      const keys = Object.keys(fields);
      return insert(
        `INSERT INTO listings (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
        ...keys.map((k) => fields[k]),
      );
    };
    const ocean = listing({
      tenant_id: t1,
      title: 'Ocean View Villa',
      nickname: 'OVV-3BR',
      city_name: 'Miami Beach',
      is_resort: 0,
      container_picture: '/assets/house-ocean.svg',
      container_pictures: toJson(['/assets/house-ocean.svg', '/assets/house-ocean-2.svg', '/assets/house-ocean-3.svg']),
      picture: '/assets/house-ocean.svg',
      public_logo: '/assets/logo-sunny.svg',
      timezone: 'America/New_York',
      address: '1200 Ocean Drive, Miami Beach, FL 33139',
      lat: 25.7826,
      lng: -80.1341,
      damage_waiver_amount: 4900,
      deposit_amount: null,
      num_of_rooms: 3,
      min_check_in_time: '16:00',
      max_check_out_time: '11:00',
      checkin_instructions:
        '<p>Park in <strong>space 3</strong>. The lockbox is left of the front door.</p><img src="x" onerror="alert(1)"><script>document.title="pwned"</script>',
      checkout_instructions: '<p>Start the dishwasher, leave the keys on the kitchen counter and lock the door.</p>',
      instructions_langs: toJson({
        en: { check_in: '<p>Park in space 3. The lockbox is left of the front door.</p>', check_out: '<p>Leave the keys on the counter.</p>' },
        es: { check_in: '<p>Estacione en el espacio 3. La caja de llaves está a la izquierda de la puerta.</p>', check_out: '<p>Deje las llaves en la encimera.</p>' },
      }),
      instruction_media: toJson([{ type: 'image', url: '/assets/house-ocean-2.svg' }]),
      custom_address_url: 'https://maps.google.com/?q=1200+Ocean+Drive+Miami+Beach',
      guidebook_url: 'https://example.com/sunny-coast/guidebook/ocean-view-villa',
      travel_guide_url: 'https://example.com/sunny-coast/travel-guide',
      guests_info: toJson({
        listing_info_def: [
          { topic: 'Kitchen', sub_topic: 'Coffee machine', hint: '<p>Pods are in the top drawer.</p>' },
          { topic: 'Pool', sub_topic: 'Heating', hint: '<p>The pool is heated from 8:00 to 20:00.</p>' },
        ],
        comments: 'Beach towels are in the hallway closet.',
        images: ['/assets/house-ocean-3.svg'],
      }),
      info: toJson({
        door_codes: [
          { name: 'Front door', code: '2580', Alert: 'Press the lock button after closing the door.' },
          { name: 'Garage', code: '1357', Alert: null },
        ],
        wifi: { name: 'OceanView-Guest', password: 'sunny-days-2026' },
        phones: [
          { label: 'Guest support (24/7)', number: '+1 305 555 0199' },
          { label: 'Emergency', number: '911' },
        ],
        links: [
          { type: 'call', url: 'tel:+13055550199', label: 'Call us' },
          { type: 'sms', url: 'sms:+13055550199', label: 'Text us' },
          { type: 'whatsapp', url: 'https://wa.me/13055550199', label: 'WhatsApp' },
          { type: 'facebook', url: 'https://www.facebook.com/sunnycoastdemo', label: 'Facebook' },
        ],
        custom_instructions: 'Trash day is Tuesday.',
      }),
      gate_code: '4821#',
      special_requests_settings: specialRequests,
      additional_docs: toJson([{ id: 1, type: 'Driving Licence' }]),
      allow_air_mattress: 1,
      has_assigned_parking: 1,
      has_parking_pass: 0,
      parking_info: toJson({ assigned_parking_desc: 'Space 3 in the building garage.', parking_pass_desc: null }),
    });
    const resort = listing({
      tenant_id: t1,
      title: 'Palm Bay Resort — Unit 204',
      nickname: 'PBR-204',
      hotel_title: 'Palm Bay Resort',
      hotel_name: 'Palm Bay',
      resort_name: 'Palm Bay Resort',
      city_name: 'Key Biscayne',
      is_resort: 1,
      container_picture: '/assets/house-resort.svg',
      container_pictures: toJson(['/assets/house-resort.svg']),
      picture: '/assets/house-resort.svg',
      public_logo: '/assets/logo-sunny.svg',
      timezone: 'America/New_York',
      address: '50 Harbor Drive, Key Biscayne, FL 33149',
      lat: 25.6937,
      lng: -80.1626,
      damage_waiver_amount: 3900,
      num_of_rooms: 1,
      min_check_in_time: '15:00',
      max_check_out_time: '10:00',
      checkin_instructions: '<p>Check in at the resort front desk.</p>',
      checkout_instructions: '<p>Drop the key cards at the front desk.</p>',
      info: toJson({ door_codes: [], wifi: { name: 'PalmBay-Resort', password: 'palmbay204' }, phones: [{ label: 'Front desk', number: '+1 305 555 0150' }], links: [], custom_instructions: null }),
      gate_code: '0204',
      special_requests_settings: '[]',
      has_parking_pass: 1,
      parking_info: toJson({ assigned_parking_desc: null, parking_pass_desc: 'Parking pass at the front desk.' }),
    });
    const loft = listing({
      tenant_id: t1,
      title: 'Downtown Loft',
      nickname: 'DTL-1',
      city_name: 'Miami',
      is_resort: 0,
      container_picture: '/assets/house-loft.svg',
      container_pictures: toJson(['/assets/house-loft.svg']),
      picture: '/assets/house-loft.svg',
      public_logo: '/assets/logo-sunny.svg',
      timezone: 'America/New_York',
      address: '88 SW 7th Street, Miami, FL 33130',
      lat: 25.7663,
      lng: -80.1961,
      damage_waiver_amount: 2900,
      deposit_amount: null,
      num_of_rooms: 1,
      checkin_instructions: '<p>Door code below; elevator to floor 12.</p>',
      checkout_instructions: '<p>Lock the door behind you.</p>',
      info: toJson({ door_codes: [{ name: 'Apartment', code: '7788', Alert: null }], wifi: { name: 'Loft12', password: 'loft-2026' }, phones: [], links: [], custom_instructions: null }),
      gate_code: null,
      special_requests_settings: toJson([{ name: 'High Chair', type: 'toggle', required: false, max: null }]),
    });
    // What the tenant-2 chalets share.
    const inChamonix = {
      tenant_id: t2,
      city_name: 'Chamonix',
      is_resort: 0,
      container_picture: '/assets/house-chalet.svg',
      container_pictures: toJson(['/assets/house-chalet.svg']),
      picture: '/assets/house-chalet.svg',
      public_logo: '/assets/logo-alpine.svg',
      timezone: 'Europe/Paris',
    };
    const chalet = listing({
      ...inChamonix,
      title: 'Chalet Edelweiss',
      nickname: 'CH-EDW',
      address: '12 Route des Praz, 74400 Chamonix',
      lat: 45.9237,
      lng: 6.8694,
      damage_waiver_amount: null,
      deposit_amount: 80000,
      num_of_rooms: 4,
      min_check_in_time: '17:00',
      max_check_out_time: '10:00',
      checkin_instructions: '<p>La clé est dans la boîte à clés. The key is in the key box.</p>',
      checkout_instructions: '<p>Merci de vider le poêle. Please empty the stove.</p>',
      info: toJson({ door_codes: [{ name: 'Key box', code: '1968', Alert: null }], wifi: { name: 'Edelweiss', password: 'montblanc' }, phones: [], links: [], custom_instructions: null }),
      gate_code: '7400',
      special_requests_settings: toJson([{ name: 'Ski storage heating', type: 'toggle', required: false, max: null }]),
    });

    const chaletFamily = listing({
      ...inChamonix,
      title: 'Chalet Familia',
      nickname: 'CH-FAM',
      address: '3 Chemin des Pècles, 74400 Chamonix',
      lat: 45.9189,
      lng: 6.8714,
      damage_waiver_amount: null,
      deposit_amount: 60000,
      num_of_rooms: 3,
      min_check_in_time: '16:00',
      max_check_out_time: '10:30',
      checkin_instructions: '<p>La clé est dans la boîte à clés. The key is in the key box.</p>',
      checkout_instructions: '<p>Please empty the stove.</p>',
      info: toJson({ door_codes: [{ name: 'Key box', code: '2424', Alert: null }], wifi: { name: 'Familia', password: 'aiguille' }, phones: [], links: [], custom_instructions: null }),
      gate_code: null,
      special_requests_settings: toJson([
        { name: 'Cot', type: 'toggle', required: true, max: null },
        { name: 'High Chair', type: 'toggle', required: false, max: null },
        { name: 'Extra blankets', type: 'counter', required: false, max: 3 },
      ]),
      additional_docs: toJson([{ id: 1, type: 'Driving Licence' }]),
      allow_air_mattress: 1,
      has_assigned_parking: 1,
      has_parking_pass: 0,
      parking_info: toJson({ assigned_parking_desc: 'Covered space B2 under the chalet.', parking_pass_desc: null }),
    });

    // ---------- reservations ----------
    interface R {
      tenant?: number;
      listing: number;
      guest: number;
      code: string;
      inH: number;
      outH: number;
      source?: string;
      price?: number;
      balance?: number;
      merchant?: boolean;
      vcc?: boolean;
      depositPlaced?: boolean;
      currency?: string;
      pci?: { status: string; step: number; data?: Record<string, unknown>; locked?: boolean; prev?: unknown[] | null; unlock?: boolean; skip?: boolean };
      group?: string;
      reg?: string;
      /** Guests entered by hand although the tenant has a registration key. */
      regOptOut?: boolean;
      adults?: number;
      kids?: number;
    }
    const reservation = (r: R) => {
      const price = r.price ?? 150000;
      const balance = r.balance ?? 0;
      const id = insert(
        `INSERT INTO reservations (tenant_id, listing_id, guest_id, confirmation_code, check_in, check_out, planned_arrival,
           planned_departure, source, price, balance_due, currency, is_merchant, use_vcc, is_local, invoice_items,
           additional_invoice_items, payment_items, group_id, deposit_placed, guest_registration_status, guest_registration_opt_out,
           adults, kids, babies, created_at)
         VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
        r.tenant ?? t1,
        r.listing,
        r.guest,
        r.code,
        at(r.inH),
        at(r.outH),
        r.source ?? 'Direct',
        price,
        balance,
        r.currency ?? 'USD',
        r.merchant === false ? 0 : 1,
        r.vcc ? 1 : 0,
        toJson([
          { title: 'Accommodation', amount: price - 15000 },
          { title: 'Cleaning fee', amount: 15000 },
        ]),
        toJson([{ title: 'Pet fee', amount: 0 }]),
        toJson(price - balance > 0 ? [{ status: 'SUCCEEDED', amount: price - balance, title: 'Accommodation' }] : []),
        r.group ?? null,
        r.depositPlaced ? 1 : 0,
        r.reg ?? 'NOT_STARTED',
        r.regOptOut ? 1 : 0,
        r.adults ?? 2,
        r.kids ?? 0,
        created,
      );
      const pci = r.pci ?? { status: 'New', step: 0 };
      run(
        db,
        `INSERT INTO pre_check_ins (reservation_id, step, status, locked_guest_details, unlock_portal_access, skip_guest_registration,
           data, previous_guests_details, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        pci.step,
        pci.status,
        pci.locked ? 1 : 0,
        pci.unlock ? 1 : 0,
        pci.skip ? 1 : 0,
        toJson(pci.data ?? {}),
        pci.prev ? toJson(pci.prev) : null,
        pci.status === 'New' ? null : created,
      );
      return id;
    };
    const doneData = {
      times_info: { requested_check_in_time: '16:00', requested_check_out_time: '11:00' },
      guest_count_info: { adults: 2, kids: 0, babies: 0, guests: ['Alex Morgan', 'Robin Morgan'] },
      guests_details: [
        { full_name: 'Alex Morgan', email: 'guest@demo.test', phone_number: '+1 305 555 0101', id: 'X1234567', photo_id: null },
        { full_name: 'Robin Morgan', email: null, phone_number: null, id: 'X7654321', photo_id: null },
      ],
      client_info: {
        email: 'guest@demo.test',
        birthday: '1985-04-12',
        phone_number: '+1 305 555 0101',
        trip_purpose: 'leisure',
        need_parking: true,
        car_amount: 1,
        car_model: 'Toyota Corolla',
        licence_plate: 'SUN 123',
        address: { address_line1: '1 Main St', town: 'Springfield', county: 'IL', zip_code: '62701' },
      },
      special_requests: { 'Pack n play': false, 'High Chair': true, 'Pool fence': true },
      car_info: { model: 'Toyota Corolla', license_plate: 'SUN 123' },
      terms_accepted: true,
      terms_signature_image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    };
    const done = { status: 'Done', step: 3, data: doneData };
    const A = alex;

    const past = reservation({ listing: ocean, guest: A, code: 'DEMO-PAST', inH: -20 * 24, outH: -15 * 24, depositPlaced: true, pci: done });
    const reviewed = reservation({ listing: loft, guest: A, code: 'DEMO-REVIEWED', inH: -40 * 24, outH: -36 * 24, depositPlaced: true, pci: done });
    const current = reservation({ listing: ocean, guest: A, code: 'DEMO-CURRENT', inH: -48, outH: 72, depositPlaced: true, pci: done });
    reservation({ listing: ocean, guest: A, code: 'DEMO-DONE', inH: 6, outH: 4 * 24, depositPlaced: true, pci: { ...done, locked: true } });
    const deposit = reservation({ listing: ocean, guest: A, code: 'DEMO-DEPOSIT', inH: 30, outH: 5 * 24, pci: done });
    reservation({ listing: loft, guest: A, code: 'DEMO-DEPOSIT-DUE', inH: 12, outH: 3 * 24, pci: done });
    reservation({ listing: loft, guest: A, code: 'DEMO-DEPOSIT-LATER', inH: 5 * 24, outH: 8 * 24 });
    reservation({
      listing: ocean,
      guest: A,
      code: 'DEMO-UPCOMING',
      inH: 10 * 24,
      outH: 15 * 24,
      group: 'GRP-DEMO',
      pci: { status: 'New', step: 0, prev: doneData.guests_details },
    });
    reservation({
      listing: loft,
      guest: A,
      code: 'DEMO-PRECHECKIN',
      inH: 8 * 24,
      outH: 11 * 24,
      pci: { status: 'In Progress', step: 1, data: { times_info: doneData.times_info, guest_count_info: doneData.guest_count_info, guests_details: doneData.guests_details } },
    });
    const balance = reservation({ listing: ocean, guest: A, code: 'DEMO-BALANCE', inH: 20 * 24, outH: 27 * 24, price: 180000, balance: 90000 });
    const balanceDirect = reservation({ listing: loft, guest: A, code: 'DEMO-BALANCE-DIRECT', inH: 25 * 24, outH: 28 * 24, price: 60000, balance: 45000, merchant: false });
    reservation({ listing: ocean, guest: A, code: 'DEMO-VCC', inH: 14 * 24, outH: 18 * 24, source: 'Booking.com', price: 120000, balance: 120000, merchant: false, vcc: true });
    const waiver = reservation({ listing: ocean, guest: A, code: 'DEMO-WAIVER', inH: 72, outH: 7 * 24, pci: { status: 'In Progress', step: 2, data: { times_info: doneData.times_info } } });
    reservation({ listing: ocean, guest: A, code: 'DEMO-NODEPOSIT', inH: 20, outH: 4 * 24, source: 'Airbnb', pci: done });
    reservation({ listing: resort, guest: A, code: 'DEMO-RESORT', inH: 15 * 24, outH: 19 * 24 });
    reservation({ listing: loft, guest: jamie, code: 'DEMO-OTHER', inH: 7 * 24, outH: 9 * 24 });
    // Fresh pre-check-ins for the wizard journeys: two adults and a kid, special requests with a required
    // toggle and a counter, parking with an assigned space, an additional document, terms and signature.
    reservation({ listing: ocean, guest: A, code: 'DEMO-FAMILY', inH: 9 * 24, outH: 13 * 24, adults: 2, kids: 1 });
    reservation({ listing: ocean, guest: A, code: 'DEMO-RETRY', inH: 9 * 24, outH: 12 * 24, adults: 2, kids: 1 });
    reservation({ tenant: t2, listing: chaletFamily, guest: camille, code: 'ALP-FAMILY', inH: 9 * 24, outH: 16 * 24, currency: 'EUR', adults: 2, kids: 1, regOptOut: true });
    reservation({ tenant: t2, listing: chaletFamily, guest: camille, code: 'ALP-WIDGET', inH: 10 * 24, outH: 17 * 24, currency: 'EUR', adults: 2, kids: 1 });
    reservation({ tenant: t2, listing: chalet, guest: camille, code: 'ALP-UPCOMING', inH: 5 * 24, outH: 12 * 24, currency: 'EUR', reg: 'IN_PROGRESS', adults: 4, kids: 2 });
    reservation({ tenant: t2, listing: chalet, guest: camille, code: 'ALP-CURRENT', inH: -24, outH: 5 * 24, currency: 'EUR', reg: 'COMPLETE', depositPlaced: true, pci: { status: 'Done', step: 3, data: {} } });
    const alpPast = reservation({ tenant: t2, listing: chalet, guest: camille, code: 'ALP-PAST', inH: -60 * 24, outH: -53 * 24, currency: 'EUR', reg: 'COMPLETE', depositPlaced: true, pci: { status: 'Done', step: 3, data: {} } });

    // ---------- payment intents ----------
    createIntent(db, { tenantId: t1, reservationId: balance, amount: 90000, currency: 'USD', type: 'accommodation' });
    createIntent(db, { tenantId: t1, reservationId: balanceDirect, amount: 45000, currency: 'USD', type: 'accommodation', status: 'requires_source' });
    createIntent(db, { tenantId: t1, reservationId: deposit, amount: 50000, currency: 'USD', type: 'deposit', captureMethod: 'manual' });
    createIntent(db, { tenantId: t1, reservationId: waiver, amount: 50000, currency: 'USD', type: 'deposit', captureMethod: 'manual' });
    createIntent(db, { tenantId: t1, reservationId: current, amount: 50000, currency: 'USD', type: 'deposit', captureMethod: 'manual', status: 'requires_capture' });
    createIntent(db, { tenantId: t1, reservationId: past, amount: 150000, currency: 'USD', type: 'accommodation', status: 'succeeded', createdAt: at(-30 * 24) });

    // ---------- store ----------
    const item = (fields: Record<string, unknown>) => {
      const keys = Object.keys(fields);
      return insert(`INSERT INTO store_items (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`, ...keys.map((k) => fields[k]));
    };
    const menu = (fields: Record<string, unknown>) => {
      const keys = Object.keys(fields);
      return insert(`INSERT INTO store_item_menus (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`, ...keys.map((k) => fields[k]));
    };
    let sort = 0;
    const earlyCheckIn = item({ tenant_id: t1, sort: sort++, name: 'Early Check-in', topic_name: 'Addons', price_total: 4000, image: '/assets/item-addon.svg', description: '<p>Check in from <b>12:00</b> instead of 16:00.</p>', bullets: toJson(['From 12:00', 'Subject to availability']) });
    const lateCheckOut = item({ tenant_id: t1, sort: sort++, name: 'Late Check-out', topic_name: 'Addons', price_total: 3500, image: '/assets/item-addon.svg', description: '<p>Stay until 14:00 on your last day.</p>' });
    item({ tenant_id: t1, sort: sort++, name: 'Mid-stay Cleaning', topic_name: 'Services', price_total: 9000, image: '/assets/item-service.svg', description: XSS_HTML, max_quantity: 3 });
    const transfer = item({ tenant_id: t1, sort: sort++, name: 'Airport Transfer', topic_name: 'Services', image: '/assets/item-service.svg', description: '<p>Private driver between the airport and your home.</p>', duration: 45, max_quantity: 2 });
    const transferFields = (perPassenger: number) =>
      toJson([
        { key: 'direction', label: 'Direction', type: 'select', required: true, options: [
          { value: 'arrival', label: 'Airport → home', price: 0 },
          { value: 'departure', label: 'Home → airport', price: 0 },
          { value: 'both', label: 'Both ways', price: 5500 },
        ] },
        { key: 'passengers', label: 'Passengers', type: 'number', required: true, min: 1, max: 6, units: 'people', price_per_unit: perPassenger },
        { key: 'date', label: 'Date', type: 'date', required: true },
        { key: 'time', label: 'Pick-up time', type: 'time', required: false },
        { key: 'child_seat', label: 'Child seat', type: 'checkbox', required: false, price: 1000 },
      ]);
    menu({ store_item_id: transfer, name: 'Sedan (up to 3)', base_price: 6000, images: toJson(['/assets/item-service.svg']), main_image: '/assets/item-service.svg', description: '<p>Comfortable sedan.</p>', bullets: toJson(['Meet & greet', 'Flight tracking']), menu_fields: transferFields(0) });
    menu({ store_item_id: transfer, name: 'SUV (up to 6)', base_price: 9000, images: toJson(['/assets/item-service.svg']), main_image: '/assets/item-service.svg', description: '<p>Room for the whole family.</p>', bullets: toJson(['Meet & greet']), disclaimer: 'Large luggage may need a second trip.', menu_fields: transferFields(500) });
    const chef = item({ tenant_id: t1, sort: sort++, name: 'Private Chef Dinner', topic_name: 'Services', is_manual: 1, image: '/assets/item-service.svg', description: '<p>A chef cooks a three-course dinner in your kitchen.</p>', disclaimer: 'An agent confirms availability within 24 hours; your card is charged only after approval.', enforce_disclaimer: 1 });
    const chefMenu = menu({ store_item_id: chef, name: 'Three-course dinner', base_price: 0, images: toJson(['/assets/item-service.svg']), main_image: '/assets/item-service.svg', description: '<p>Seasonal menu.</p>', bullets: toJson(['Groceries included', 'Cleanup included']), disclaimer: 'Tell us about allergies in the comments.', menu_fields: toJson([
      { key: 'guests', label: 'Guests', type: 'number', required: true, min: 2, max: 10, units: 'guests', price_per_unit: 8500 },
      { key: 'date', label: 'Date', type: 'date', required: true },
      { key: 'dietary', label: 'Dietary needs', type: 'text', required: false },
    ]) });
    item({ tenant_id: t1, sort: sort++, name: 'Bike Rental', topic_name: 'Amenities', price_per_day: 1500, image: '/assets/item-amenity.svg', description: '<p>City bikes with helmets and locks.</p>', max_quantity: 4, options: toJson([{ key: 'days', label: 'Days', units: 'day', type: 'number', value: 1 }]) });
    const beachKit = item({ tenant_id: t1, sort: sort++, name: 'Beach Kit', topic_name: 'Amenities', price_total: 2500, image: '/assets/item-amenity.svg', description: '<p>Everything for a day at the beach.</p>', bullets: toJson(['2 chairs', 'Umbrella', 'Cooler']) });
    item({ tenant_id: t1, sort: sort++, name: 'Spa Day Pass', topic_name: 'Amenities', price_total: 12000, image: '/assets/item-amenity.svg', description: '<p>Access to the partner spa.</p>', available_from: at(60 * 24) });
    item({ tenant_id: t1, sort: sort++, name: 'Hot Tub Heating', topic_name: 'Amenities', price_total: 5000, image: '/assets/item-amenity.svg', description: '<p>Resort units only.</p>', listing_ids: toJson([resort]) });
    item({ tenant_id: t1, sort: sort++, name: 'Kayak Tour', topic_name: 'Services', inquiry_only: 1, is_manual: 1, price_per_hour: 4000, image: '/assets/item-service.svg', description: '<p>Guided mangrove kayak tour.</p>', options: toJson([{ key: 'hours', label: 'Hours', units: 'hour', type: 'number', value: 2 }]), max_quantity: 4 });
    item({ tenant_id: t1, sort: sort++, name: 'Damage Waiver', topic_name: 'Addons', is_damage_waiver: 1, image: '/assets/item-waiver.svg', description: '<p>A small non-refundable fee instead of the refundable security deposit hold.</p>' });
    item({ tenant_id: t2, sort: 0, name: 'Ski Pass (6 days)', topic_name: 'Services', price_total: 32000, image: '/assets/item-service.svg', description: '<p>Forfait Mont-Blanc Unlimited.</p>' });
    item({ tenant_id: t2, sort: 1, name: 'Firewood', topic_name: 'Amenities', price_total: 2500, image: '/assets/item-amenity.svg', description: '<p>Bois de chauffage.</p>' });
    item({ tenant_id: t2, sort: 2, name: 'Breakfast Basket', topic_name: 'Addons', price_total: 1800, image: '/assets/item-addon.svg', description: '<p>Croissants, baguette, confiture.</p>', max_quantity: 7 });

    const purchase = (reservationId: number, itemId: number, itemAmount: number, status: string, intentStatus: string, capture: 'automatic' | 'manual', hoursAgo: number, menuId: number | null = null, options: Record<string, unknown> = {}) => {
      const tax = Math.round(itemAmount * 0.08);
      const createdAt = at(-hoursAgo);
      const pid = insert(
        `INSERT INTO store_item_purchases (tenant_id, reservation_id, store_item_id, menu_id, options, count, item_amount, tax_amount, amount,
           currency, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, 'USD', ?, ?, ?)`,
        t1, reservationId, itemId, menuId, toJson(options), itemAmount, tax, itemAmount + tax, status, createdAt, createdAt,
      );
      const intent = createIntent(db, { tenantId: t1, reservationId, amount: itemAmount + tax, currency: 'USD', type: 'store', captureMethod: capture, status: intentStatus, storeItemPurchaseId: pid, createdAt });
      run(db, 'UPDATE store_item_purchases SET payment_intent_id = ? WHERE id = ?', intent.id, pid);
      return pid;
    };
    purchase(current, beachKit, 2500, 'confirmed', 'succeeded', 'automatic', 30);
    purchase(current, lateCheckOut, 3500, 'pending_payment', 'requires_payment_method', 'automatic', 2);
    purchase(current, chef, 17000, 'pending_capture', 'requires_capture', 'manual', 20, chefMenu, { guests: 2, date: at(24).slice(0, 10) });
    purchase(past, beachKit, 2500, 'confirmed', 'succeeded', 'automatic', 21 * 24);
    purchase(past, lateCheckOut, 3500, 'refunded', 'succeeded', 'automatic', 21 * 24);
    purchase(past, earlyCheckIn, 4000, 'cancelled', 'canceled', 'automatic', 22 * 24);

    // ---------- reviews and tickets ----------
    const ticket = (publicId: string, reservationId: number, listingId: number, tenantId: number, status: string, extra: Record<string, unknown>) =>
      insert(
        `INSERT INTO listing_tasks (public_id, tenant_id, listing_id, reservation_id, status, title, ai_bullets, desc_images,
           assigned_contractor, created_at, scheduled_at, moved_to_done_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        publicId,
        tenantId,
        listingId,
        reservationId,
        status,
        (extra.title as string) ?? 'Guest feedback follow-up',
        toJson(extra.bullets ?? []),
        toJson(extra.images ?? []),
        extra.contractor ? toJson(extra.contractor) : null,
        (extra.created as string) ?? at(-35 * 24),
        (extra.scheduled as string | null) ?? null,
        (extra.done as string | null) ?? null,
      );
    const newTicket = ticket('lt-demo-new', reviewed, loft, t1, 'New', {
      title: 'Low review: Downtown Loft',
      bullets: ['Cleaning rated 2/5', 'Shower drain is slow', 'Check-in instructions were unclear'],
      images: ['/assets/house-loft.svg'],
    });
    run(db, `INSERT INTO reviews (reservation_id, source, avg_rate, ratings, feedback, listing_task_id, created_at) VALUES (?, 'survey', 5, ?, ?, ?, ?)`,
      reviewed, toJson({ cleaning: 2, communication: 3, location: 4, accuracy: 2, check_in: 2, value: 2 }), 'The shower drain was slow and the place was not clean.', newTicket, at(-35 * 24));
    const contractor = { id: 501, first_name: 'Pat', last_name: 'Fixit', email: 'pat.fixit@demo.test' };
    const progressTicket = ticket('lt-demo-progress', reviewed, loft, t1, 'In Progress', {
      title: 'Mid-stay issue: air conditioning',
      bullets: ['Air conditioning is noisy'],
      images: ['/assets/house-loft.svg'],
      contractor,
      scheduled: at(-37 * 24),
    });
    run(db, `INSERT INTO reviews (reservation_id, source, avg_rate, ratings, feedback, listing_task_id, created_at) VALUES (?, 'checkup', 4, ?, ?, ?, ?)`,
      reviewed, toJson({ rate: 2 }), 'The AC is very loud at night.', progressTicket, at(-38 * 24));
    ticket('lt-demo-done', past, ocean, t1, 'Done', {
      title: 'Pool light replaced',
      bullets: ['Pool light not working'],
      images: ['/assets/house-ocean-3.svg'],
      contractor,
      created: at(-18 * 24),
      scheduled: at(-17 * 24),
      done: at(-16 * 24),
    });
    ticket('lt-demo-rejected', alpPast, chalet, t2, 'Rejected', {
      title: 'Request: extra parking',
      bullets: ['Asked for a second parking space'],
      images: [],
      created: at(-55 * 24),
    });

    // ---------- action log ----------
    run(db, `INSERT INTO action_log (tenant_id, reservation_id, guest_id, user_id, device_type, event_type, store_item_id, created_at)
             VALUES (?, ?, ?, NULL, 'desktop', 'portal_visited', NULL, ?)`, t1, current, A, at(-47));
    run(db, `INSERT INTO action_log (tenant_id, reservation_id, guest_id, user_id, device_type, event_type, store_item_id, created_at)
             VALUES (?, ?, ?, NULL, 'phone', 'view_item', ?, ?)`, t1, current, A, beachKit, at(-31));
    void t2;
  })();
}
