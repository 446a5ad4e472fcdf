/**
 * Client ↔ contract test: the endpoint functions and the contract cannot drift apart.
 *
 * Type level (checked by `npx tsc --noEmit`; vitest only runs the runtime half):
 *   (a) every success body the contract allows (`operations[op]['responses'][200|201]['content']['application/json']`)
 *       is assignable to the input type of the schema that validates it — anything the contract allows, the SDK accepts;
 *   (b) every request body / query the endpoint functions send is assignable to the contract's request type.
 * Each endpoint function is also tied to its schema (its result type is the schema's output type), so a
 * function switching to another schema is caught too.
 *
 * Runtime: one example per contract response (typed with the contract's own types, so tsc checks the
 * examples against openapi-types.ts) goes through each schema; a body with a required field of the wrong type
 * is rejected by every endpoint function with ApiError kind `malformed`.
 *
 * `openapi-types.ts` is generated from openapi.yaml (`npm run gen:api`; a server test fails when stale),
 * so a contract change that the SDK types do not follow fails `tsc` here.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as v from 'valibot';
import type { components, operations } from './openapi-types';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { mockFetch } from '../../tests/unit/mock-fetch';
import * as precheckin from './endpoints/precheckin';
import * as store from './endpoints/store';
import * as feedback from './endpoints/feedback';
import * as tickets from './endpoints/tickets';
import * as lookup from './endpoints/lookup';
import type * as media from './endpoints/media';
import type * as account from './endpoints/account';
import type * as reservations from './endpoints/reservations';
import type * as tripInfo from './endpoints/trip-info';
import type * as checkout from './endpoints/checkout';
import { PreCheckInSchema, VerificationDetailsResponseSchema } from './schemas/precheckin';
import {
  MenuOptionListSchema,
  MenuPriceSchema,
  OrderCreatedSchema,
  PurchaseHistorySchema,
  PurchaseSchema,
  StoreItemEntryListSchema,
} from './schemas/store';
import { ReservationBasicSchema, SurveyResponseSchema } from './schemas/feedback';
import { TicketResponseSchema, type TicketSchema } from './schemas/ticket';
import { CompanyLogoSchema, GateCodeSchema } from './schemas/lookup';
import { MediaUploadSchema } from './schemas/media';
import { CurrentUserSchema, type SignedOut } from './schemas/user';
import { LoginResponseSchema, SignupResponseSchema, ValidateResponseSchema } from './schemas/account';
import { ConfigurationSchema, FeatureFlagsSchema } from './schemas/config';
import { ReservationListSchema } from './schemas/reservation';
import { CheckoutInfoSchema, CheckoutPurchaseSchema } from './schemas/checkout';
import { PreCheckInSummarySchema, TripInfoSchema } from './schemas/trip-info';

type S = components['schemas'];
type Ops = operations;

/** Fallback that no schema input accepts, so a response lookup that goes wrong cannot pass vacuously. */
type NoJsonBody = { readonly brand: 'no JSON body'; readonly never: never };
/** The JSON success body of an operation. */
type Body<Op extends keyof Ops, Code extends keyof Ops[Op]['responses']> = Ops[Op]['responses'][Code] extends {
  content: { 'application/json': infer T };
}
  ? T
  : NoJsonBody;
/** The JSON request body of an operation. */
type RequestBody<Op extends keyof Ops> = Ops[Op] extends { requestBody: { content: { 'application/json': infer T } } } ? T : NoJsonBody;
/** The query of an operation (never when it has none). */
type Query<Op extends keyof Ops> = NonNullable<Ops[Op]['parameters']['query']>;
type In<T extends v.GenericSchema> = v.InferInput<T>;
type Out<T extends v.GenericSchema> = v.InferOutput<T>;
type Result<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

describe('contract (type level; enforced by tsc)', () => {
  it('(a) every contract success body is accepted by the schema of its endpoint function', () => {
    // pre-check-in
    expectTypeOf<Body<'getPreCheckIn', 200>>().toExtend<In<typeof PreCheckInSchema>>();
    expectTypeOf<Body<'savePreCheckIn', 200>>().toExtend<In<typeof PreCheckInSchema>>();
    expectTypeOf<Body<'getVerificationDetails', 200>>().toExtend<In<typeof VerificationDetailsResponseSchema>>();
    // store
    expectTypeOf<Body<'getReservationStoreItems', 200>>().toExtend<In<typeof StoreItemEntryListSchema>>();
    expectTypeOf<Body<'getStoreItemOptions', 200>>().toExtend<In<typeof MenuOptionListSchema>>();
    expectTypeOf<Body<'getMenuPrice', 200>>().toExtend<In<typeof MenuPriceSchema>>();
    expectTypeOf<Body<'listStoreItems', 200>>().toExtend<In<typeof StoreItemEntryListSchema>>();
    expectTypeOf<Body<'getPurchaseHistory', 200>>().toExtend<In<typeof PurchaseHistorySchema>>();
    expectTypeOf<Body<'getPurchase', 200>>().toExtend<In<typeof PurchaseSchema>>();
    expectTypeOf<Body<'requestStoreItem', 201>>().toExtend<In<typeof OrderCreatedSchema>>();
    expectTypeOf<Body<'reserveStoreItem', 201>>().toExtend<In<typeof OrderCreatedSchema>>();
    // feedback
    expectTypeOf<Body<'getReservationBasicInfo', 200>>().toExtend<In<typeof ReservationBasicSchema>>();
    expectTypeOf<Body<'submitSurvey', 201>>().toExtend<In<typeof SurveyResponseSchema>>();
    expectTypeOf<Body<'getTicket', 200>>().toExtend<In<typeof TicketResponseSchema>>();
    expectTypeOf<Body<'addTicketPhotos', 200>>().toExtend<In<typeof TicketResponseSchema>>();
    // lookup, media
    expectTypeOf<Body<'getGateCode', 200>>().toExtend<In<typeof GateCodeSchema>>();
    expectTypeOf<Body<'getCompanyLogo', 200>>().toExtend<In<typeof CompanyLogoSchema>>();
    expectTypeOf<Body<'uploadMedia', 201>>().toExtend<In<typeof MediaUploadSchema>>();
    // account, reservations, trip info (endpoint files owned by others; checked here all the same)
    expectTypeOf<Body<'getCurrentUser', 200>>().toExtend<In<typeof CurrentUserSchema>>();
    expectTypeOf<Body<'validateUser', 200>>().toExtend<In<typeof ValidateResponseSchema>>();
    expectTypeOf<Body<'login', 200>>().toExtend<In<typeof LoginResponseSchema>>();
    expectTypeOf<Body<'signup', 202>>().toExtend<In<typeof SignupResponseSchema>>();
    expectTypeOf<Body<'getConfig', 200>>().toExtend<In<typeof ConfigurationSchema>>();
    expectTypeOf<Body<'getFeatureFlags', 200>>().toExtend<In<typeof FeatureFlagsSchema>>();
    expectTypeOf<Body<'listReservations', 200>>().toExtend<In<typeof ReservationListSchema>>();
    expectTypeOf<Body<'getTripInfo', 200>>().toExtend<In<typeof TripInfoSchema>>();
    expectTypeOf<Body<'getPreCheckIn', 200>>().toExtend<In<typeof PreCheckInSummarySchema>>();
    expectTypeOf<Body<'getCheckoutInfo', 200>>().toExtend<In<typeof CheckoutInfoSchema>>();
    expectTypeOf<Body<'getPurchase', 200>>().toExtend<In<typeof CheckoutPurchaseSchema>>();
  });

  it('(a) the lookup helpers cannot pass vacuously', () => {
    expectTypeOf<Body<'getMenuPrice', 200>>().not.toBeNever();
    expectTypeOf<Body<'getMenuPrice', 200>>().not.toEqualTypeOf<NoJsonBody>();
    expectTypeOf<Body<'getMenuPrice', 200>>().toHaveProperty('total_price').toEqualTypeOf<number>();
    expectTypeOf<NoJsonBody>().not.toExtend<In<typeof MenuPriceSchema>>();
    expectTypeOf<NoJsonBody>().not.toExtend<In<typeof StoreItemEntryListSchema>>();
    expectTypeOf<RequestBody<'savePreCheckIn'>>().not.toEqualTypeOf<NoJsonBody>();
  });

  it('each endpoint function answers what its schema gives', () => {
    expectTypeOf<Result<typeof precheckin.getPreCheckIn>>().toEqualTypeOf<Out<typeof PreCheckInSchema>>();
    expectTypeOf<Result<typeof precheckin.savePreCheckIn>>().toEqualTypeOf<Out<typeof PreCheckInSchema>>();
    expectTypeOf<Result<typeof precheckin.getVerificationDetails>>().toEqualTypeOf<
      Out<typeof VerificationDetailsResponseSchema>['data']['verification_details']
    >();
    expectTypeOf<Result<typeof store.getReservationStoreItems>>().toEqualTypeOf<Out<typeof StoreItemEntryListSchema>>();
    expectTypeOf<Result<typeof store.getStoreItemOptions>>().toEqualTypeOf<Out<typeof MenuOptionListSchema>>();
    expectTypeOf<Result<typeof store.getMenuPrice>>().toEqualTypeOf<Out<typeof MenuPriceSchema>>();
    expectTypeOf<Result<typeof store.listStoreItems>>().toEqualTypeOf<Out<typeof StoreItemEntryListSchema>>();
    expectTypeOf<Result<typeof store.getPurchaseHistory>>().toEqualTypeOf<Out<typeof PurchaseHistorySchema>>();
    expectTypeOf<Result<typeof store.getStorePurchase>>().toEqualTypeOf<Out<typeof PurchaseSchema>>();
    expectTypeOf<Result<typeof store.requestStoreItem>>().toEqualTypeOf<Out<typeof OrderCreatedSchema>>();
    expectTypeOf<Result<typeof store.reserveStoreItem>>().toEqualTypeOf<Out<typeof OrderCreatedSchema>>();
    expectTypeOf<Result<typeof feedback.getReservationBasicInfo>>().toEqualTypeOf<Out<typeof ReservationBasicSchema>>();
    expectTypeOf<Result<typeof feedback.submitSurvey>>().toEqualTypeOf<Out<typeof SurveyResponseSchema>>();
    expectTypeOf<Result<typeof tickets.getTicket>>().toEqualTypeOf<Out<typeof TicketSchema>>();
    expectTypeOf<Result<typeof tickets.addTicketPhotos>>().toEqualTypeOf<Out<typeof TicketSchema>>();
    expectTypeOf<Result<typeof tickets.uploadTicketPhotos>>().toEqualTypeOf<Out<typeof TicketSchema> | null>();
    expectTypeOf<Result<typeof lookup.getGateCode>>().toEqualTypeOf<Out<typeof GateCodeSchema>>();
    expectTypeOf<Result<typeof lookup.getCompanyLogo>>().toEqualTypeOf<Out<typeof CompanyLogoSchema>>();
    expectTypeOf<Result<typeof media.uploadMedia>>().toEqualTypeOf<Out<typeof MediaUploadSchema>>();
    expectTypeOf<Result<typeof account.getCurrentUser>>().toEqualTypeOf<Exclude<Out<typeof CurrentUserSchema>, SignedOut>>();
    expectTypeOf<Result<typeof account.validateUser>>().toEqualTypeOf<Out<typeof ValidateResponseSchema>>();
    expectTypeOf<Result<typeof account.login>>().toEqualTypeOf<Out<typeof LoginResponseSchema>>();
    expectTypeOf<Result<typeof account.signup>>().toEqualTypeOf<Out<typeof SignupResponseSchema>>();
    expectTypeOf<Result<typeof account.getConfiguration>>().toEqualTypeOf<Out<typeof ConfigurationSchema>>();
    expectTypeOf<Result<typeof account.getFeatureFlags>>().toEqualTypeOf<Out<typeof FeatureFlagsSchema>>();
    expectTypeOf<Result<typeof reservations.getReservations>>().toEqualTypeOf<Out<typeof ReservationListSchema>>();
    expectTypeOf<Result<typeof tripInfo.getTripInfo>>().toEqualTypeOf<Out<typeof TripInfoSchema>>();
    expectTypeOf<Result<typeof tripInfo.getPreCheckInSummary>>().toEqualTypeOf<Out<typeof PreCheckInSummarySchema>>();
    expectTypeOf<Result<typeof checkout.getCheckoutInfo>>().toEqualTypeOf<Out<typeof CheckoutInfoSchema>>();
    expectTypeOf<Result<typeof checkout.getPurchaseByIntent>>().toEqualTypeOf<Out<typeof CheckoutPurchaseSchema>>();
  });

  it('(b) every request body and query we send is one the contract accepts', () => {
    expectTypeOf<ReturnType<typeof precheckin.preCheckInSaveBody>>().toExtend<RequestBody<'savePreCheckIn'>>();
    expectTypeOf<precheckin.VerificationDetailsQuery>().toExtend<Query<'getVerificationDetails'>>();
    expectTypeOf<store.MenuPriceQuery>().toExtend<Query<'getMenuPrice'>>();
    expectTypeOf<store.StorePurchaseQuery>().toExtend<Query<'getPurchase'>>();
    expectTypeOf<store.StoreOrderBody>().toExtend<RequestBody<'requestStoreItem'>>();
    expectTypeOf<store.StoreOrderBody>().toExtend<RequestBody<'reserveStoreItem'>>();
    expectTypeOf<{ 'Idempotency-Key': string }>().toExtend<NonNullable<Ops['requestStoreItem']['parameters']['header']>>();
    expectTypeOf<{ 'Idempotency-Key': string }>().toExtend<NonNullable<Ops['reserveStoreItem']['parameters']['header']>>();
    expectTypeOf<feedback.SurveyAnswers>().toExtend<RequestBody<'submitSurvey'>>();
    expectTypeOf<tickets.TicketPhotosBody>().toExtend<RequestBody<'addTicketPhotos'>>();
    expectTypeOf<lookup.GateCodeQuery>().toExtend<Query<'getGateCode'>>();
    expectTypeOf<lookup.CompanyLogoQuery>().toExtend<Query<'getCompanyLogo'>>();
    // multipart: the same field names as the contract (values are checked at runtime in media.test.ts)
    expectTypeOf<keyof Ops['uploadMedia']['requestBody']['content']['multipart/form-data']>().toEqualTypeOf<'file' | 'upload_preset' | 'ticket_id' | 'reservation_id'>();
    // account (owned by others)
    expectTypeOf<Parameters<typeof account.validateUser>[1]>().toExtend<RequestBody<'validateUser'>>();
    expectTypeOf<Parameters<typeof account.login>[1]>().toExtend<RequestBody<'login'>>();
    expectTypeOf<Parameters<typeof account.forgotPassword>[1]>().toExtend<RequestBody<'forgotPassword'>>();
    expectTypeOf<Parameters<typeof account.resetPassword>[1]>().toExtend<RequestBody<'resetPassword'>>();
    expectTypeOf<Parameters<typeof account.logAction>[2]>().toExtend<RequestBody<'logAction'>>();
  });

  it('path parameters: whatever the contract allows, the functions take', () => {
    expectTypeOf<Ops['getPreCheckIn']['parameters']['path']['code']>().toExtend<Parameters<typeof precheckin.getPreCheckIn>[1]>();
    expectTypeOf<Ops['savePreCheckIn']['parameters']['path']['id']>().toExtend<Parameters<typeof precheckin.savePreCheckIn>[1]>();
    expectTypeOf<Ops['getStoreItemOptions']['parameters']['path']['id']>().toExtend<Parameters<typeof store.getStoreItemOptions>[1]>();
    expectTypeOf<Ops['getStoreItemOptions']['parameters']['path']['itemId']>().toExtend<Parameters<typeof store.getStoreItemOptions>[2]>();
    expectTypeOf<Ops['getMenuPrice']['parameters']['path']['menuId']>().toExtend<Parameters<typeof store.getMenuPrice>[1]>();
    expectTypeOf<Ops['requestStoreItem']['parameters']['path']['id']>().toExtend<store.StoreOrder['reservationId']>();
    expectTypeOf<Ops['getReservationBasicInfo']['parameters']['path']['code']>().toExtend<Parameters<typeof feedback.getReservationBasicInfo>[1]>();
    expectTypeOf<Ops['getTicket']['parameters']['path']['id']>().toExtend<Parameters<typeof tickets.getTicket>[1]>();
    expectTypeOf<Ops['addTicketPhotos']['parameters']['path']['id']>().toExtend<Parameters<typeof tickets.addTicketPhotos>[1]>();
  });
});

// ——— Examples of every contract response (typed with the contract's types, so tsc checks them too) ———

const listing: S['Listing'] = {
  id: 7,
  title: 'Ocean Loft',
  nickname: null,
  hotel_title: null,
  hotel_name: null,
  city_name: 'Miami',
  resort_name: null,
  is_resort: false,
  container_picture: null,
  container_pictures: ['https://img.test/1.jpg'],
  picture: 'https://img.test/p.jpg',
  public_logo: null,
  timezone: 'America/New_York',
  address: '1 Ocean Dr',
  lat: 25.77,
  lng: -80.13,
  get_currency: 'USD',
  damage_waiver_amount: 4900,
};

const paymentIntent: S['PaymentIntent'] = {
  payment_intent_id: 'pi_123',
  client_secret: 'pi_123_secret',
  status: 'requires_payment_method',
  amount: 12000,
  currency: 'USD',
  capture_method: 'automatic',
  metadata: { type: 'store' },
  payment_provider: 'sandbox',
  store_item_purchase: { id: 3, store_item_id: 11 },
};

const guestDetail: S['GuestDetail'] = {
  full_name: 'Ana Lopez',
  passport: null,
  id: 'X123',
  phone_number: '+1 555 0100',
  email: 'ana@example.com',
  address: null,
  photo_id: 'https://media.test/id.jpg',
  driving_licence: null,
  age: 34,
};

const preCheckIn: S['PreCheckIn'] = {
  reservation_id: 42,
  confirmation_code: 'ABC123',
  step: 1,
  status: 'In Progress',
  min_check_in_time_string: '16:00',
  max_check_out_time_string: '11:00',
  times_info: { requested_check_in_time: '17:30', requested_check_out_time: null },
  guest_count_info: { adults: 2, kids: 1, babies: 0, guests: ['Ana Lopez', 'Luis Lopez'] },
  guests_details: [guestDetail],
  client_info: {
    email: 'ana@example.com',
    birthday: '1990-05-01',
    phone_number: '+1 555 0100',
    trip_purpose: 'leisure',
    need_parking: true,
    car_amount: 1,
    car_model: 'Civic',
    licence_plate: 'ABC-1',
    address: { address_line1: '1 Main St', town: 'Springfield', county: null, zip_code: '12345' },
  },
  locked_guest_details: false,
  previous_check_in_info: { guests_details: [guestDetail] },
  guest_registration_id: null,
  skip_guest_registration: false,
  unlock_portal_access: false,
  special_requests_settings: [
    { name: 'Pack n play', type: 'toggle', required: false, max: null },
    { name: 'High Chair', type: 'counter', required: true, max: 2 },
  ],
  special_requests: { 'Pack n play': true, 'High Chair': 1 },
  allow_air_mattress: true,
  has_assigned_parking: true,
  has_parking_pass: false,
  parking_spaces: 3,
  listing_num_of_rooms: 4,
  id_pic: 'https://media.test/id.jpg',
  selfie_pic: null,
  additional_doc: null,
  additional_docs: [{ id: 1, type: 'Passport' }],
  additional_documents: [{ id: 1, type: 'Passport', url: 'https://media.test/passport.pdf' }],
  terms_of_use: '<p>Terms</p>',
  generated_sign_doc: null,
  terms_signature_image: 'data:image/png;base64,iVBORw0KGgo=',
  request_to_memeber: false,
  opt_in_info: { opt_in_title: 'News', opt_in_message: 'Hear from us' },
  opt_in_consent: false,
  vr_licence_signed: false,
  car_info: { has_info: true, model: 'Civic', license_plate: 'ABC-1', assigned_parking_desc: 'Bay 4', parking_pass_desc: null },
  terms_accepted: true,
  updated_at: '2026-11-20T10:00:00.000Z',
};

const storeItemEntry: S['StoreItemEntry'] = {
  item: {
    id: 11,
    name: 'Early check-in',
    description: '<p>Arrive early</p>',
    image: null,
    media: ['https://img.test/e.jpg'],
    bullets: ['From 12:00'],
    disclaimer: 'Subject to availability',
    enforce_disclaimer: true,
    max_quantity: 1,
    inquiry_only: false,
    is_manual: true,
    topic_name: 'Services',
    available_from: null,
    duration: 120,
    is_damage_waiver: false,
  },
  price: { total: 5000, start_from: null, per_hour: null, per_day: null, currency: 'USD' },
  status: null,
  options: [{ key: 'time', label: 'Arrival time', units: null, type: 'time', value: '12:00' }],
  has_menus: true,
};

const menuOption: S['MenuOption'] = {
  id: 5,
  name: 'Bike rental',
  images: ['https://img.test/b.jpg'],
  main_image: 'https://img.test/b.jpg',
  description: '<p>Bikes</p>',
  bullets: ['Helmet included'],
  disclaimer: null,
  menu_fields: [
    { key: 'dates', label: 'Dates', type: 'date_range', required: true, units: null, min: null, max: null, price_per_day: 1500 },
    { key: 'size', label: 'Size', type: 'select', required: true, options: [{ value: 'm', label: 'M', price: 0 }] },
    { key: 'bikes', label: 'Bikes', type: 'number', required: true, min: 1, max: 4, price_per_unit: 500 },
    { key: 'lock', label: 'Lock', type: 'checkbox', required: false, price: 300 },
  ],
  base_price: 1000,
};

const purchase: S['Purchase'] = {
  id: 3,
  store_item_id: 11,
  reservation_id: 42,
  amount: 5400,
  item_amount: 5000,
  tax_amount: 400,
  currency: 'USD',
  status: 'pending_payment',
  count: 1,
  options: {},
  payment_intent: paymentIntent,
  store_item: { id: 11, name: 'Early check-in', description: 'Arrive early', image: null, is_damage_waiver: false, topic_name: 'Services' },
  reservation: { id: 42, confirmation_code: 'ABC123', check_in: '2026-11-23T16:00:00.000Z', check_out: '2026-11-27T11:00:00.000Z', listing_title: 'Ocean Loft' },
  public_keys: { stripe: 'pk_test_1' },
  created_at: '2026-11-20T10:00:00.000Z',
};

const historyRow: S['PurchaseHistoryRow'] = {
  id: 3,
  store_item: { id: 11, name: 'Early check-in' },
  description: 'Arrive early',
  reservation: { id: 42, confirmation_code: 'ABC123' },
  total_amount: 5400,
  currency: 'USD',
  status: 'confirmed',
  created_at: '2026-11-20T10:00:00.000Z',
  payment_intent_id: null,
};

const review: S['Review'] = { id: 1, source: 'checkup', avg_rate: 6, listing_task: { public_id: 'lt_9' }, created_at: '2026-11-24T10:00:00.000Z' };

const reservationBasic: S['ReservationBasic'] = {
  id: 42,
  confirmation_code: 'ABC123',
  check_in: '2026-11-23T16:00:00.000Z',
  check_out: '2026-11-27T11:00:00.000Z',
  nights: 4,
  tenant_id: 1,
  source: 'direct',
  is_mid_stay: true,
  listing: { title: 'Ocean Loft', city_name: 'Miami', picture: null, public_logo: null },
  logo_url: 'https://img.test/logo.svg',
  basic_company_info: { company_name: 'Sunny Stays', links: { google: 'https://g.test/r', facebook: null } },
  reviews: [review],
};

const ticket: S['Ticket'] = {
  id: 9,
  public_id: 'lt_9',
  status: 'In Progress',
  title: 'Broken shower',
  created_at: '2026-11-24T10:00:00.000Z',
  scheduled_at: null,
  moved_to_done_at: null,
  assigned_contractor_id: 4,
  assigned_contractor: { first_name: 'Sam', last_name: null, email: null },
  desc_images: ['https://media.test/a.jpg'],
  review: {
    ai_bullets: ['Shower broken'],
    reservation: { check_in: '2026-11-23T16:00:00.000Z', check_out: '2026-11-27T11:00:00.000Z', listing: { title: 'Ocean Loft', city_name: 'Miami', picture: null } },
  },
  listing: { public_logo: null },
};

const user: S['User'] = {
  id: 1,
  first_name: 'Ana',
  last_name: 'Lopez',
  locale: 'en',
  tenant_id: 1,
  tenant_name: 'Sunny Stays',
  role: 'guest',
  email: 'ana@example.com',
  phone: null,
  abilities: [],
  guest: { id: 3, full_name: 'Ana Lopez', picture: null },
  guest_id: 3,
};

const configuration: S['Configuration'] = {
  tenant_id: 1,
  slug: 'sunny',
  company_name: 'Sunny Stays',
  logo_url: 'https://img.test/logo.svg',
  icon_url: null,
  primary_color: '#0f766e',
  currency: 'USD',
  timezone: 'America/New_York',
  default_locale: 'en',
  store_tax: 0.08,
  store_support: true,
  identity_verification_support: false,
  guest_registration_api_key: null,
  guest_registration_environment: 'production',
  precheckin_variant: 'A',
  age_bands: 'kids-2-12',
  media_upload_url: '/api/media/upload',
  media_upload_preset: 'guest-portal-demo',
  review_links: { google: null, facebook: null },
  terms_of_use: null,
};

const checkinSettings: S['CheckinSettings'] = {
  accept_deposit_payments: true,
  deposit_deny_channels: ['airbnb'],
  accept_portal_payments: true,
  allow_manual_card_charge: false,
  partial_reservation_days_threshold: 7,
  use_listing_title: true,
  hide_hotel_units: false,
  guest_id_docs_deny_channels: [],
  require_all_guest_details: false,
  require_guest_passport: false,
  require_guest_id: true,
  require_guest_address: false,
  require_guest_email: true,
  require_guest_phone: true,
  require_guest_photo_id: true,
  primary_guest_info_only: false,
  optional_guest_names: false,
  disable_guest_count_changes: false,
  offer_parking: true,
  require_signature: true,
  show_membership: true,
  membership_title: 'Vacation Club',
  membership_description: 'Join',
  show_opt_in: true,
  selfie_upload_option: 'both',
  show_selfie_with_id: true,
  require_selfie_with_id: true,
  accept_damage_waiver: true,
  travel_guide_url: null,
};

const deposit: S['DepositInfo'] = {
  required: true,
  placed: false,
  payable: false,
  amount: 50000,
  currency: 'USD',
  payment_intent_id: null,
  payable_from: '2026-11-21T16:00:00.000Z',
};

const purchasedItem: S['PurchasedItem'] = {
  id: 3,
  store_item_id: 11,
  reservation_id: 42,
  item_name: 'Early check-in',
  description: 'Arrive early',
  status: 'pending_capture',
  item_image: null,
  amount: 5400,
  extra_data: { category: 'Services', description: 'Arrive early' },
};

const reservation: S['Reservation'] = {
  id: 42,
  confirmation_code: 'ABC123',
  check_in: '2026-11-23T16:00:00.000Z',
  check_out: '2026-11-27T11:00:00.000Z',
  planned_arrival: '16:00',
  planned_departure: null,
  source: 'direct',
  tenant_id: 1,
  price: 120000,
  balance_due: 0,
  currency: 'USD',
  is_merchant: false,
  use_vcc: false,
  extra_data: { is_local: false },
  invoice_items: [{ title: 'Nights', amount: 120000 }],
  additional_invoice_items: [{ title: 'Cleaning', amount: 9000 }],
  payment_items: [{ status: 'SUCCEEDED', amount: 120000 }],
  payment_intents: [paymentIntent],
  checkin_info: checkinSettings,
  pre_check_in_info: { status: 'Done', step: 3, unlock_portal_access: false },
  guest: { full_name: 'Ana Lopez', primary_email: 'ana@example.com', primary_phone: null, phones: [], emails: ['ana@example.com'] },
  listing,
  reviews: [review],
  basic_company_info: { company_name: 'Sunny Stays', links: { google: null, facebook: null } },
  purchased_items: [purchasedItem],
  logo_url: 'https://img.test/logo.svg',
  classification: 'upcoming',
  deposit,
  payment_required: false,
  has_damage_waiver_to_pay: true,
};

const tripInfoExample: S['TripInfo'] = {
  reservation_id: 42,
  confirmation_code: 'ABC123',
  check_in: '2026-11-23T16:00:00.000Z',
  check_out: '2026-11-27T11:00:00.000Z',
  need_pre_checkin: false,
  has_damage_waiver_to_pay: false,
  has_store_items: true,
  error: null,
  min_check_in_time_string: '16:00',
  max_check_out_time_string: '11:00',
  times_info: { requested_check_in_time: '17:30', requested_check_out_time: null },
  checkin_instructions: '<p>Welcome</p>',
  checkout_instructions: null,
  instructions_langs: { fr: { check_in: '<p>Bienvenue</p>', check_out: null } },
  instruction_media: [{ type: 'image', url: 'https://img.test/door.jpg' }],
  custom_address_url: null,
  travel_guide_url: null,
  guidebook_url: null,
  guests_info: { listing_info_def: [{ topic: 'Pool', sub_topic: 'Hours', hint: '9–21' }], comments: null, images: [] },
  info: {
    door_codes: [{ name: 'Front door', code: '1234', Alert: null }],
    wifi: { name: 'Loft', password: 'sunny' },
    phones: [{ label: 'Host', number: '+1 555 0100' }],
    links: [{ type: 'website', url: 'https://sunny.test', label: 'Site' }],
    custom_instructions: null,
  },
  car_info: { has_info: false },
  special_reqeusts: { 'Pack n play': true },
  listing,
  purchased_items: [purchasedItem],
};

const examples = {
  getPreCheckIn: { schema: PreCheckInSchema, body: preCheckIn satisfies Body<'getPreCheckIn', 200> },
  getVerificationDetails: {
    schema: VerificationDetailsResponseSchema,
    body: { data: { verification_details: { guests_registration_status: 'COMPLETE' } } } satisfies Body<'getVerificationDetails', 200>,
  },
  getReservationStoreItems: { schema: StoreItemEntryListSchema, body: [storeItemEntry, { ...storeItemEntry, status: 'future' }] satisfies Body<'getReservationStoreItems', 200> },
  getStoreItemOptions: { schema: MenuOptionListSchema, body: [menuOption] satisfies Body<'getStoreItemOptions', 200> },
  getMenuPrice: { schema: MenuPriceSchema, body: { total_price: 7300, currency: 'USD' } satisfies Body<'getMenuPrice', 200> },
  getPurchaseHistory: { schema: PurchaseHistorySchema, body: [historyRow] satisfies Body<'getPurchaseHistory', 200> },
  getPurchase: { schema: PurchaseSchema, body: purchase satisfies Body<'getPurchase', 200> },
  requestStoreItem: { schema: OrderCreatedSchema, body: { payment_intent: { payment_intent_id: 'pi_123' }, purchase_id: 3 } satisfies Body<'requestStoreItem', 201> },
  getReservationBasicInfo: { schema: ReservationBasicSchema, body: reservationBasic satisfies Body<'getReservationBasicInfo', 200> },
  submitSurvey: { schema: SurveyResponseSchema, body: { avg: 9.2, link: 'https://g.test/r' } satisfies Body<'submitSurvey', 201> },
  submitSurveyNoLink: { schema: SurveyResponseSchema, body: { avg: 8, link: null } satisfies Body<'submitSurvey', 201> },
  getTicket: { schema: TicketResponseSchema, body: { data: ticket } satisfies Body<'getTicket', 200> },
  getGateCode: { schema: GateCodeSchema, body: { gate_code: '4321#' } satisfies Body<'getGateCode', 200> },
  getCompanyLogo: { schema: CompanyLogoSchema, body: { logo_url: 'https://img.test/logo.svg', company_name: 'Sunny Stays', tenant_id: 1 } satisfies Body<'getCompanyLogo', 200> },
  uploadMedia: {
    schema: MediaUploadSchema,
    body: { secure_url: 'https://media.test/x.jpg', resource_type: 'image', format: 'jpg', bytes: 1024 } satisfies Body<'uploadMedia', 201>,
  },
  // endpoint files owned by others
  getCurrentUser: { schema: CurrentUserSchema, body: user satisfies Body<'getCurrentUser', 200> },
  getCurrentUserSignedOut: { schema: CurrentUserSchema, body: { signed_in: false } satisfies Body<'getCurrentUser', 200> },
  login: { schema: LoginResponseSchema, body: { user, token: 'tok' } satisfies Body<'login', 200> },
  signup: { schema: SignupResponseSchema, body: { verification_required: true } satisfies Body<'signup', 202> },
  validateUser: { schema: ValidateResponseSchema, body: { redirect_url: '/reservation-info/ABC123' } satisfies Body<'validateUser', 200> },
  getConfig: { schema: ConfigurationSchema, body: configuration satisfies Body<'getConfig', 200> },
  getFeatureFlags: { schema: FeatureFlagsSchema, body: { store_v2: true } satisfies Body<'getFeatureFlags', 200> },
  listReservations: { schema: ReservationListSchema, body: [reservation] satisfies Body<'listReservations', 200> },
  getTripInfo: { schema: TripInfoSchema, body: tripInfoExample satisfies Body<'getTripInfo', 200> },
  getPreCheckInSummary: { schema: PreCheckInSummarySchema, body: preCheckIn satisfies Body<'getPreCheckIn', 200> },
  getCheckoutInfo: {
    schema: CheckoutInfoSchema,
    body: {
      // The intent's provider and the top-level one agree (the spec's field wins when they do not).
      payment: { ...paymentIntent, payment_provider: 'stripe' },
      reservation: {
        id: 42,
        confirmation_code: 'ABC123',
        balance_due: 0,
        currency: 'USD',
        check_in: '2026-11-23T16:00:00.000Z',
        check_out: '2026-11-27T11:00:00.000Z',
        listing: { id: 7, title: 'Ocean Loft', city_name: 'Miami', picture: null },
      },
      provider: 'stripe',
      stripe_public_key: 'pk_test_1',
      require_address_fields: false,
      terms_of_use: null,
    } satisfies Body<'getCheckoutInfo', 200>,
  },
  getPurchaseByIntent: { schema: CheckoutPurchaseSchema, body: purchase satisfies Body<'getPurchase', 200> },
} satisfies Record<string, { schema: v.GenericSchema; body: unknown }>;

describe('contract examples through the schemas (runtime)', () => {
  it.each(Object.entries(examples))('%s: a contract example is accepted and handed through unchanged', (_name, { schema, body }) => {
    const result = v.safeParse(schema, body);
    expect(result.issues).toBeUndefined();
    expect(result.success).toBe(true);
    // no defaults or transforms: the validated value is the server's value (shared resource keys rely on it)
    expect(result.output).toEqual(body);
  });

  it('extra fields pass (loose objects) and are kept', () => {
    const result = v.safeParse(PreCheckInSchema, { ...preCheckIn, some_new_field: { x: 1 } });
    expect(result.success).toBe(true);
    expect((result.output as Record<string, unknown>).some_new_field).toEqual({ x: 1 });
  });

  it('the saved record built from the contract example is a valid save body', () => {
    const body = precheckin.preCheckInSaveBody(preCheckIn, 2);
    expect(body.step).toBe(2);
    // read-only fields are not sent
    expect(body).not.toHaveProperty('special_requests_settings');
    expect(body).not.toHaveProperty('terms_of_use');
    expect(body.guests_details).toEqual([guestDetail]);
    expect(body.additional_documents).toEqual(preCheckIn.additional_documents);
  });
});

// ——— Malformed bodies: a required field of the wrong type → ApiError kind 'malformed' ———

function client(routes: Parameters<typeof mockFetch>[0]): ApiClient {
  return createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: mockFetch(routes).fetch, retryDelayMs: 1 });
}

const order: store.StoreOrder = { reservationId: 42, itemId: 11, count: 1 };
const malformed: [name: string, route: string, body: unknown, call: (api: ApiClient) => Promise<unknown>][] = [
  ['getPreCheckIn', 'GET /api/tourist/reservations/ABC123/check-in', { ...preCheckIn, step: 'one' }, (api) => precheckin.getPreCheckIn(api, 'ABC123')],
  ['savePreCheckIn', 'POST /api/check-in/42', { ...preCheckIn, reservation_id: true }, (api) => precheckin.savePreCheckIn(api, 42, { step: 1 })],
  [
    'getVerificationDetails',
    'GET /api/reservations/verification_details',
    { data: { verification_details: { guests_registration_status: 3 } } },
    (api) => precheckin.getVerificationDetails(api, 42),
  ],
  ['getReservationStoreItems', 'GET /api/tourist/reservations/ABC123/store-items', [{ ...storeItemEntry, item: { ...storeItemEntry.item, name: 5 } }], (api) => store.getReservationStoreItems(api, 'ABC123')],
  ['getStoreItemOptions', 'GET /api/tourist/reservations/42/store-items/11/options', [{ ...menuOption, name: null }], (api) => store.getStoreItemOptions(api, 42, 11)],
  ['getMenuPrice', 'GET /api/tourist/store-items-menu/5/price', { total_price: '73.00' }, (api) => store.getMenuPrice(api, 5, { fields: {} })],
  ['listStoreItems', 'GET /api/tourist/store-items', { items: [] }, (api) => store.listStoreItems(api)],
  ['getPurchaseHistory', 'GET /api/tourist/store-items/history', { rows: [historyRow] }, (api) => store.getPurchaseHistory(api)],
  ['getStorePurchase', 'GET /api/store/purchase', { ...purchase, amount: 'due' }, (api) => store.getStorePurchase(api, 'pi_123')],
  ['requestStoreItem', 'POST /api/tourist/reservations/42/store-items/authorize', { payment_intent: { payment_intent_id: 1 } }, (api) => store.requestStoreItem(api, order, 'k1')],
  ['reserveStoreItem', 'POST /api/tourist/reservations/42/store-items/add', { payment_intent: null }, (api) => store.reserveStoreItem(api, order, 'k1')],
  ['getReservationBasicInfo', 'GET /api/reservations/ABC123/basic', { ...reservationBasic, confirmation_code: 42 }, (api) => feedback.getReservationBasicInfo(api, 'ABC123')],
  ['submitSurvey', 'POST /api/reservations/ABC123/survey', { avg: '9.2', link: null }, (api) => feedback.submitSurvey(api, 'ABC123', { rate: 5 })],
  ['getTicket', 'GET /api/tracked-lt/lt_9', { data: { ...ticket, status: null } }, (api) => tickets.getTicket(api, 'lt_9')],
  ['addTicketPhotos', 'POST /api/listing-tasks/lt_9/ticket-photos', { data: { ...ticket, id: {} } }, (api) => tickets.addTicketPhotos(api, 'lt_9', ['https://media.test/a.jpg'])],
  ['getGateCode', 'GET /api/tourist/gate-code', { gate_code: 4321 }, (api) => lookup.getGateCode(api, { confirmation_code: 'ABC123', last_name: 'Lopez' })],
  ['getCompanyLogo', 'GET /api/tourist/logo', 42, (api) => lookup.getCompanyLogo(api, 'sunny')],
];

describe('malformed bodies (runtime, mocked fetch)', () => {
  it.each(malformed)('%s rejects a body with a required field of the wrong type as ApiError malformed', async (_name, route, body, call) => {
    const err = await call(client({ [route]: body })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('malformed');
  });

  it.each(malformed)('%s accepts the route with a well-formed body (the malformed case is not a 404)', async (name, route, _body, call) => {
    const good = wellFormed[name];
    expect(good).toBeDefined();
    await expect(call(client({ [route]: good }))).resolves.toBeDefined();
  });
});

const wellFormed: Record<string, unknown> = {
  getPreCheckIn: preCheckIn,
  savePreCheckIn: preCheckIn,
  getVerificationDetails: examples.getVerificationDetails.body,
  getReservationStoreItems: examples.getReservationStoreItems.body,
  getStoreItemOptions: examples.getStoreItemOptions.body,
  getMenuPrice: examples.getMenuPrice.body,
  listStoreItems: examples.getReservationStoreItems.body,
  getPurchaseHistory: examples.getPurchaseHistory.body,
  getStorePurchase: purchase,
  requestStoreItem: examples.requestStoreItem.body,
  reserveStoreItem: examples.requestStoreItem.body,
  getReservationBasicInfo: reservationBasic,
  submitSurvey: examples.submitSurvey.body,
  getTicket: examples.getTicket.body,
  addTicketPhotos: examples.getTicket.body,
  getGateCode: examples.getGateCode.body,
  getCompanyLogo: examples.getCompanyLogo.body,
};

describe('account calls against the contract', () => {
  it('sends only locales the contract knows', () => {
    expectTypeOf<Parameters<typeof import('./endpoints/account').updateLocale>[2]>().toExtend<RequestBody<'updateLocale'>['locale']>();
  });
});
