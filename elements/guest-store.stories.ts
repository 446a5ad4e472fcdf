import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { element } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
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
    http.post('*/api/tourist/reservations/:id/store-items/:action', () => HttpResponse.json({ payment_intent: { payment_intent_id: 'pi_story' }, purchase_id: 1 }, { status: 201 })),
    ...handlers,
  ];
}

const meta: Meta<Args> = {
  title: 'Elements/<guest-store>',
  parameters: { msw: { handlers: storeHandlers() } },
  args: { locale: 'en' },
  argTypes: { locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] } },
  render: (args) => element('guest-store', { locale: args.locale, 'confirmation-code': STORE_CODE }),
};
export default meta;
type Story = StoryObj<Args>;

/** The reservation store: filters, every item status, 'From' and per-day / per-hour prices. */
export const English: Story = {};
export const Hebrew: Story = { args: { locale: 'he' } };
export const Arabic: Story = { args: { locale: 'ar' } };

/** The Store tab: the paid reservations. */
export const StoreTab: Story = { render: (args) => element('guest-store', { locale: args.locale }) };

const onlyStatus = (entry: Entry): Story => ({ parameters: { msw: { handlers: storeHandlers({ items: [ITEMS.early, entry] }) } } });
export const StatusNotAvailable = onlyStatus(ITEMS.hotTub);
export const StatusInBag = onlyStatus(ITEMS.late);
export const StatusPurchased = onlyStatus(ITEMS.beach);
export const StatusFuture = onlyStatus(ITEMS.spa);
export const StatusRequested = onlyStatus(ITEMS.chef);

/** An item opened through ?selectedItem (the portal's route carries the query). */
const dialog = (id: number, o: Parameters<typeof storeHandlers>[0] = {}): Story => ({
  parameters: { msw: { handlers: storeHandlers(o) } },
  render: (args) => element('guest-portal', { locale: args.locale, 'initial-path': `/tourist/store/reservation/${STORE_CODE}?selectedItem=${id}` }),
});
/** Option menus with select, number, date and checkbox fields; the total appears after the price call. */
export const ItemDialogOptions = dialog(4);
/** A manual-approval item whose disclaimer must be accepted; a date range within the stay. */
export const ItemDialogDisclaimer = dialog(12);
/** The price call fails: the payment section is hidden without a message. */
export const ItemDialogFailedPrice = dialog(13, { price: 'fail', items: [...STORE_ITEMS, { ...ITEMS.transfer, item: { ...ITEMS.transfer.item, id: 13, name: 'Boat Transfer' } }] });
/** Staff with create-store-purchase: 'Create Payment Request'. */
export const StaffView = dialog(1, { user: STAFF });
export const ItemDialogArabic: Story = { ...dialog(4), args: { locale: 'ar' } };

/** Purchase history: a table, stacked cards in a narrow element. */
export const PurchaseHistory: Story = {
  render: (args) => element('guest-portal', { locale: args.locale, 'initial-path': '/tourist/store/history' }),
};
export const PurchaseHistoryHebrew: Story = { ...PurchaseHistory, args: { locale: 'he' } };
