import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { handlers, signedOut } from '../.storybook/fixtures';
import { chooseFirstMenu } from '../.storybook/play';
import { inLocale, loadStates, mocked, type Expected } from '../.storybook/states';
import { DINNER_MENUS, GUEST, HISTORY, ITEMS, STAFF, STORE_CODE, STORE_CONFIG, STORE_ITEMS, STORE_RESERVATION, TRANSFER_MENUS } from '../tests/fixtures/store-fixtures';
import './guest-store';
import './guest-portal';

type Args = { locale: string };
type Entry = (typeof STORE_ITEMS)[number];

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();
// The stay runs around today so the dialogs' date limits are current whenever the story is opened.
const reservation = { ...STORE_RESERVATION, check_in: day(-1), check_out: day(4) };

/** The store's calls answered by MSW: items, menus, prices, history; `user` and `items` vary per story. */
function storeHandlers(o: { items?: readonly Entry[]; user?: unknown; price?: 'ok' | 'fail' } = {}) {
  return [
    http.get('*/api/config', () => HttpResponse.json(STORE_CONFIG)),
    // The portal's start validates access to the reservation in the route.
    http.post('*/api/tourist/user/validate', () => HttpResponse.json({ redirect_url: null })),
    http.get('*/api/tourist/user/validate', () => HttpResponse.json({ redirect_url: null })),
    http.get('*/api/tourist/user', () => HttpResponse.json(o.user ?? GUEST)),
    http.get('*/api/tourist/reservations/', () => HttpResponse.json([reservation])),
    http.get(`*/api/tourist/reservations/${STORE_CODE}/store-items`, () => HttpResponse.json(o.items ?? STORE_ITEMS)),
    http.get('*/api/tourist/reservations/:id/store-items/4/options', () => HttpResponse.json(TRANSFER_MENUS)),
    http.get('*/api/tourist/reservations/:id/store-items/12/options', () => HttpResponse.json(DINNER_MENUS)),
    http.get('*/api/tourist/reservations/:id/store-items/13/options', () => HttpResponse.json([{ ...TRANSFER_MENUS[0], id: 131, menu_fields: [{ key: 'child_seat', label: 'Child seat', type: 'checkbox', required: false, price: 1000 }] }])),
    http.get('*/api/tourist/store-items-menu/:menu/price', () =>
      o.price === 'fail' ? HttpResponse.json({ error: 'Pricing is down', code: 'server' }, { status: 503 }) : HttpResponse.json({ total_price: 12500, currency: 'USD' }),
    ),
    http.get('*/api/tourist/store-items/history', () => HttpResponse.json(HISTORY)),
    // The seeded description's picture (`<img src=x>`, kept once the sanitiser drops its onerror): an empty image, not a 404.
    http.get('*/x', () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/tourist/reservations/:id/store-items/:action', () => HttpResponse.json({ payment_intent: { payment_intent_id: 'pi_story' }, purchase_id: 1 }, { status: 201 })),
    ...handlers,
  ];
}

const meta: Meta<Args> = {
  title: 'Elements/<guest-store>',
  parameters: mocked(storeHandlers(), {
    keys: ['store:title', 'core:store.status.inBag', 'core:store.status.purchased', 'core:store.status.requested', 'core:store.status.notAvailable', 'store:price.perDay'],
    texts: ['Late Check-out', 'Beach Kit', 'Kayak Tour'],
  }),
  args: { locale: 'en' },
  argTypes: LOCALE_ARG_TYPES,
  render: (args) => element('guest-store', { locale: args.locale, 'confirmation-code': STORE_CODE }),
};
export default meta;
type Story = StoryObj<Args>;

/** The reservation store: filters, every item status, 'From' and per-day / per-hour prices. */
export const English: Story = {};
export const Hebrew: Story = inLocale(English, 'he');
export const Arabic: Story = inLocale(English, 'ar');

/** The Store tab: the paid reservations. */
const storeTab = (list: readonly unknown[], expected: Expected): Story => ({
  parameters: mocked([http.get('*/api/tourist/reservations/', () => HttpResponse.json(list)), ...storeHandlers()], expected),
  render: (args) => element('guest-store', { locale: args.locale }),
});
export const StoreTab = storeTab([reservation], { keys: ['store:reservations.lead', 'store:reservation.code'], texts: [STORE_CODE] });
/** No paid reservation to buy add-ons for. */
export const StoreTabEmpty = storeTab([], { keys: ['store:reservations.emptyTitle', 'store:reservations.emptyMessage'] });
export const StoreTabEmptyHebrew = inLocale(StoreTabEmpty, 'he');

/** One item in each status next to a plain one (Early Check-in). */
const onlyStatus = (entry: Entry, key: string): Story => ({
  parameters: mocked(storeHandlers({ items: [ITEMS.early, entry] }), { keys: [key], texts: [String(ITEMS.early.item.name), String(entry.item.name)] }),
});
export const StatusNotAvailable = onlyStatus(ITEMS.hotTub, 'core:store.status.notAvailable');
export const StatusInBag = onlyStatus(ITEMS.late, 'core:store.status.inBag');
export const StatusPurchased = onlyStatus(ITEMS.beach, 'core:store.status.purchased');
export const StatusFuture = onlyStatus(ITEMS.spa, 'core:store.status.future');
export const StatusRequested = onlyStatus(ITEMS.chef, 'core:store.status.requested');
export const StatusFutureArabic = inLocale(StatusFuture, 'ar');

/** The reservation has no add-on to offer. */
export const NoItems: Story = { parameters: mocked(storeHandlers({ items: [] }), { keys: ['store:items.emptyTitle', 'store:items.emptyMessage'] }) };
/** Signed out: why, and Sign in. */
export const SignedOut: Story = { parameters: mocked([signedOut, ...storeHandlers()], { keys: ['auth:gate.store', 'auth:gate.signIn'] }) };

const load = loadStates('get', `*/api/tourist/reservations/${STORE_CODE}/store-items`, storeHandlers(), {
  loading: { keys: ['store:loading'] },
  error: { keys: ['common:errors.server', 'common:actions.retry'] },
  malformed: { keys: ['common:errors.malformed', 'common:actions.retry'] },
});
export const Loading: Story = load.Loading;
export const ServerError: Story = load.ServerError;
export const Malformed: Story = load.Malformed;
export const ServerErrorHebrew = inLocale(ServerError, 'he');

/** An item opened through ?selectedItem (the portal's route carries the query). */
const dialog = (id: number, expected: Expected, o: Parameters<typeof storeHandlers>[0] = {}): Story => ({
  parameters: mocked(storeHandlers(o), expected),
  render: (args) => element('guest-portal', { locale: args.locale, 'initial-path': `/tourist/store/reservation/${STORE_CODE}?selectedItem=${id}` }),
});
/** Option menus with select, number, date and checkbox fields (shown once a menu is chosen); the total appears after the price call. */
export const ItemDialogOptions: Story = { ...dialog(4, { texts: ['Airport Transfer', 'Sedan (up to 3)', 'Passengers'] }), play: chooseFirstMenu };
/** A manual-approval item whose disclaimer must be accepted; a date range within the stay. */
export const ItemDialogDisclaimer = dialog(12, { keys: ['store:dialog.acceptDisclaimer'], texts: ['Sunset Dinner', 'Charged only after approval.'] });
/** The price call fails: the payment section is hidden without a message. */
export const ItemDialogFailedPrice = dialog(13, { texts: ['Boat Transfer', 'Child seat'], statuses: [503] }, { price: 'fail', items: [...STORE_ITEMS, { ...ITEMS.transfer, item: { ...ITEMS.transfer.item, id: 13, name: 'Boat Transfer' } }] });
/** Staff with create-store-purchase: 'Create Payment Request'. */
export const StaffView = dialog(1, { keys: ['core:store.actions.createPaymentRequest'], texts: ['Early Check-in'] }, { user: STAFF });
export const ItemDialogArabic: Story = inLocale(ItemDialogOptions, 'ar');

/** Purchase history: a table, stacked cards in a narrow element. */
export const PurchaseHistory: Story = {
  parameters: { expected: [{ keys: ['store:history.title', 'core:store.purchaseStatus.confirmed', 'core:store.purchaseStatus.refunded'], texts: ['Private Chef Dinner', 'Beach Kit', 'OLD-1'] }] },
  render: (args) => element('guest-portal', { locale: args.locale, 'initial-path': '/tourist/store/history' }),
};
export const PurchaseHistoryHebrew: Story = inLocale(PurchaseHistory, 'he');
/** No purchase yet. */
export const PurchaseHistoryEmpty: Story = {
  ...PurchaseHistory,
  parameters: mocked([http.get('*/api/tourist/store-items/history', () => HttpResponse.json([])), ...storeHandlers()], { keys: ['store:history.emptyTitle', 'store:history.emptyMessage'] }),
};
