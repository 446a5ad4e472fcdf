// The demo's homes: a house, a resort unit and a loft for tenant 1; two chalets for tenant 2.
import { toJson } from '../db.js';
import type { SeedContext } from './context.js';

export interface SeedListings {
  ocean: number;
  resort: number;
  loft: number;
  chalet: number;
  chaletFamily: number;
}

export function seedListings({ insert }: SeedContext, t1: number, t2: number): SeedListings {
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
    container_picture: '/assets/house-ocean.webp',
    container_pictures: toJson(['/assets/house-ocean.webp', '/assets/house-ocean-2.webp', '/assets/house-ocean-3.webp']),
    picture: '/assets/house-ocean.webp',
    public_logo: '/assets/logo-sunny.webp',
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
    instruction_media: toJson([{ type: 'image', url: '/assets/house-ocean-2.webp' }]),
    custom_address_url: 'https://maps.google.com/?q=1200+Ocean+Drive+Miami+Beach',
    guidebook_url: 'https://example.com/sunny-coast/guidebook/ocean-view-villa',
    travel_guide_url: 'https://example.com/sunny-coast/travel-guide',
    guests_info: toJson({
      listing_info_def: [
        { topic: 'Kitchen', sub_topic: 'Coffee machine', hint: '<p>Pods are in the top drawer.</p>' },
        { topic: 'Pool', sub_topic: 'Heating', hint: '<p>The pool is heated from 8:00 to 20:00.</p>' },
      ],
      comments: 'Beach towels are in the hallway closet.',
      images: ['/assets/house-ocean-3.webp'],
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
    container_picture: '/assets/house-resort.webp',
    container_pictures: toJson(['/assets/house-resort.webp']),
    picture: '/assets/house-resort.webp',
    public_logo: '/assets/logo-sunny.webp',
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
    container_picture: '/assets/house-loft.webp',
    container_pictures: toJson(['/assets/house-loft.webp']),
    picture: '/assets/house-loft.webp',
    public_logo: '/assets/logo-sunny.webp',
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
    container_picture: '/assets/house-chalet.webp',
    container_pictures: toJson(['/assets/house-chalet.webp']),
    picture: '/assets/house-chalet.webp',
    public_logo: '/assets/logo-alpine.webp',
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
  return { ocean, resort, loft, chalet, chaletFamily };
}
