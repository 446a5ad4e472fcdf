// The demo's store: tenant 1's catalogue (with a menu item, a manual one, a damage waiver and an item whose
// description carries a script, for the sanitiser), tenant 2's, and purchases in every state.
import { run, toJson } from '../db.js';
import { createIntent } from '../reservations/intents.js';
import type { SeedContext } from './context.js';
import type { SeedStays } from './reservations.js';

const XSS_HTML =
  '<p>Fresh linens and towels halfway through your stay.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>';

/** Answers the Beach Kit's id (the action log's viewed item). */
export function seedStore({ db, at, insert }: SeedContext, t1: number, t2: number, resort: number, { current, past }: SeedStays): number {
  const item = (fields: Record<string, unknown>) => {
    const keys = Object.keys(fields);
    return insert(`INSERT INTO store_items (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`, ...keys.map((k) => fields[k]));
  };
  const menu = (fields: Record<string, unknown>) => {
    const keys = Object.keys(fields);
    return insert(`INSERT INTO store_item_menus (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`, ...keys.map((k) => fields[k]));
  };
  let sort = 0;
  const earlyCheckIn = item({ tenant_id: t1, sort: sort++, name: 'Early Check-in', topic_name: 'Addons', price_total: 4000, image: '/assets/item-addon.webp', description: '<p>Check in from <b>12:00</b> instead of 16:00.</p>', bullets: toJson(['From 12:00', 'Subject to availability']) });
  const lateCheckOut = item({ tenant_id: t1, sort: sort++, name: 'Late Check-out', topic_name: 'Addons', price_total: 3500, image: '/assets/item-addon.webp', description: '<p>Stay until 14:00 on your last day.</p>' });
  item({ tenant_id: t1, sort: sort++, name: 'Mid-stay Cleaning', topic_name: 'Services', price_total: 9000, image: '/assets/item-service.webp', description: XSS_HTML, max_quantity: 3 });
  const transfer = item({ tenant_id: t1, sort: sort++, name: 'Airport Transfer', topic_name: 'Services', image: '/assets/item-service.webp', description: '<p>Private driver between the airport and your home.</p>', duration: 45, max_quantity: 2 });
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
  menu({ store_item_id: transfer, name: 'Sedan (up to 3)', base_price: 6000, images: toJson(['/assets/item-service.webp']), main_image: '/assets/item-service.webp', description: '<p>Comfortable sedan.</p>', bullets: toJson(['Meet & greet', 'Flight tracking']), menu_fields: transferFields(0) });
  menu({ store_item_id: transfer, name: 'SUV (up to 6)', base_price: 9000, images: toJson(['/assets/item-service.webp']), main_image: '/assets/item-service.webp', description: '<p>Room for the whole family.</p>', bullets: toJson(['Meet & greet']), disclaimer: 'Large luggage may need a second trip.', menu_fields: transferFields(500) });
  const chef = item({ tenant_id: t1, sort: sort++, name: 'Private Chef Dinner', topic_name: 'Services', is_manual: 1, image: '/assets/item-service.webp', description: '<p>A chef cooks a three-course dinner in your kitchen.</p>', disclaimer: 'An agent confirms availability within 24 hours; your card is charged only after approval.', enforce_disclaimer: 1 });
  const chefMenu = menu({ store_item_id: chef, name: 'Three-course dinner', base_price: 0, images: toJson(['/assets/item-service.webp']), main_image: '/assets/item-service.webp', description: '<p>Seasonal menu.</p>', bullets: toJson(['Groceries included', 'Cleanup included']), disclaimer: 'Tell us about allergies in the comments.', menu_fields: toJson([
    { key: 'guests', label: 'Guests', type: 'number', required: true, min: 2, max: 10, units: 'guests', price_per_unit: 8500 },
    { key: 'date', label: 'Date', type: 'date', required: true },
    { key: 'dietary', label: 'Dietary needs', type: 'text', required: false },
  ]) });
  item({ tenant_id: t1, sort: sort++, name: 'Bike Rental', topic_name: 'Amenities', price_per_day: 1500, image: '/assets/item-amenity.webp', description: '<p>City bikes with helmets and locks.</p>', max_quantity: 4, options: toJson([{ key: 'days', label: 'Days', units: 'day', type: 'number', value: 1 }]) });
  const beachKit = item({ tenant_id: t1, sort: sort++, name: 'Beach Kit', topic_name: 'Amenities', price_total: 2500, image: '/assets/item-amenity.webp', description: '<p>Everything for a day at the beach.</p>', bullets: toJson(['2 chairs', 'Umbrella', 'Cooler']) });
  item({ tenant_id: t1, sort: sort++, name: 'Spa Day Pass', topic_name: 'Amenities', price_total: 12000, image: '/assets/item-amenity.webp', description: '<p>Access to the partner spa.</p>', available_from: at(60 * 24) });
  item({ tenant_id: t1, sort: sort++, name: 'Hot Tub Heating', topic_name: 'Amenities', price_total: 5000, image: '/assets/item-amenity.webp', description: '<p>Resort units only.</p>', listing_ids: toJson([resort]) });
  item({ tenant_id: t1, sort: sort++, name: 'Kayak Tour', topic_name: 'Services', inquiry_only: 1, is_manual: 1, price_per_hour: 4000, image: '/assets/item-service.webp', description: '<p>Guided mangrove kayak tour.</p>', options: toJson([{ key: 'hours', label: 'Hours', units: 'hour', type: 'number', value: 2 }]), max_quantity: 4 });
  item({ tenant_id: t1, sort: sort++, name: 'Damage Waiver', topic_name: 'Addons', is_damage_waiver: 1, image: '/assets/item-waiver.webp', description: '<p>A small non-refundable fee instead of the refundable security deposit hold.</p>' });
  item({ tenant_id: t2, sort: 0, name: 'Ski Pass (6 days)', topic_name: 'Services', price_total: 32000, image: '/assets/item-service.webp', description: '<p>Forfait Mont-Blanc Unlimited.</p>' });
  item({ tenant_id: t2, sort: 1, name: 'Firewood', topic_name: 'Amenities', price_total: 2500, image: '/assets/item-amenity.webp', description: '<p>Bois de chauffage.</p>' });
  item({ tenant_id: t2, sort: 2, name: 'Breakfast Basket', topic_name: 'Addons', price_total: 1800, image: '/assets/item-addon.webp', description: '<p>Croissants, baguette, confiture.</p>', max_quantity: 7 });

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
  return beachKit;
}
