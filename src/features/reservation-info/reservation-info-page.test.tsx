import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { json } from '../../../tests/unit/mock-fetch';
import { NOW, at } from '../../../tests/fixtures/trips-fixtures';
import { CODE, INFO_URL, infoRoutes, paymentRequired, preCheckIn, reservation, tripInfo } from '../../../tests/fixtures/info-fixtures';
import { ReservationInfoPage } from './reservation-info-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const render = (routes = infoRoutes(), locale?: 'en' | 'he' | 'es' | 'ar') => renderInElement(<ReservationInfoPage />, { url: INFO_URL, routes, ...(locale ? { locale } : {}) });
const title = () => screen.findByRole('heading', { level: 1, name: 'Sea View Loft' });
const pics = (n: number) => Array.from({ length: n }, (_, i) => `https://img.test/p${i + 1}.jpg`);
const slides = () => screen.getAllByRole('group', { hidden: true }).filter((g) => g.classList.contains('gp-carousel__slide'));
const visibleSlide = () => slides().find((g) => !g.hidden)!.getAttribute('aria-label');

describe('ReservationInfoPage', () => {
  describe('photo carousel', () => {
    const withPictures = (n: number) =>
      infoRoutes({ reservation: reservation({ listing: { ...(reservation().listing as object), container_pictures: pics(n) } }) });

    it('shows at most the first 5 pictures', async () => {
      await render(withPictures(7));
      await title();
      expect(slides()).toHaveLength(5);
      expect(slides().map((s) => s.querySelector('img')!.getAttribute('src'))).toEqual(pics(5));
      expect(screen.getAllByRole('button', { name: /^Show photo \d$/ })).toHaveLength(5);
    });

    it('moves with arrow keys and labelled buttons, wrapping around', async () => {
      await render(withPictures(3));
      await title();
      const carousel = screen.getByRole('region', { name: 'Photos of Sea View Loft' });
      expect(visibleSlide()).toBe('1 of 3');
      fireEvent.keyDown(carousel, { key: 'ArrowRight' });
      expect(visibleSlide()).toBe('2 of 3');
      fireEvent.keyDown(carousel, { key: 'End' });
      expect(visibleSlide()).toBe('3 of 3');
      fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
      expect(visibleSlide()).toBe('1 of 3');
      fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
      expect(visibleSlide()).toBe('3 of 3');
      fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
      expect(visibleSlide()).toBe('2 of 3');
      expect(screen.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current')).toBe('true');
    });

    it('mirrors arrow keys and swipes in right-to-left', async () => {
      await render(withPictures(3), 'he');
      await screen.findByRole('heading', { level: 1, name: 'Sea View Loft' });
      const carousel = screen.getAllByRole('region').find((r) => r.classList.contains('gp-carousel'))!;
      fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
      expect(visibleSlide()).toMatch(/2/);
      fireEvent.keyDown(carousel, { key: 'ArrowRight' });
      expect(visibleSlide()).toMatch(/1/);
      const viewport = carousel.querySelector('.gp-carousel__viewport')!;
      fireEvent.pointerDown(viewport, { clientX: 100, clientY: 10 });
      fireEvent.pointerUp(viewport, { clientX: 200, clientY: 12 });
      expect(visibleSlide()).toMatch(/2/);
    });

    it('swipes to the next photo left-to-right', async () => {
      await render(withPictures(2));
      await title();
      const viewport = document.querySelector('.gp-carousel__viewport')!;
      fireEvent.pointerDown(viewport, { clientX: 200, clientY: 10 });
      fireEvent.pointerUp(viewport, { clientX: 100, clientY: 10 });
      expect(visibleSlide()).toBe('2 of 2');
    });
  });

  describe('departure instructions (12 days before check-out)', () => {
    it('are hidden 13 days before check-out', async () => {
      await render(infoRoutes({ reservation: reservation({}, { checkIn: 0.5, checkOut: 13 }), trip: tripInfo({}, { checkIn: 0.5, checkOut: 13 }) }));
      await title();
      expect(screen.getByRole('button', { name: 'Arrival instructions' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Departure instructions' })).toBeNull();
    });
    it('are shown from 12 days before check-out', async () => {
      await render(infoRoutes({ reservation: reservation({}, { checkIn: 0.5, checkOut: 12 }), trip: tripInfo({}, { checkIn: 0.5, checkOut: 12 }) }));
      await title();
      const toggle = screen.getByRole('button', { name: 'Departure instructions' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText('Leave keys on the table.')).toBeTruthy();
    });
  });

  it('folds the arrival instructions and shows them in the guest language when available', async () => {
    await render(
      infoRoutes({ trip: tripInfo({ instructions_langs: { es: { check_in: '<p>Caja de llaves en la puerta.</p>' } } }) }),
      'es',
    );
    await screen.findByRole('heading', { level: 1, name: 'Sea View Loft' });
    const body = document.querySelector('.gp-collapsible__body')!;
    expect((body as HTMLElement).hidden).toBe(true);
    fireEvent.click(body.closest('section')!.querySelector('button')!);
    expect((body as HTMLElement).hidden).toBe(false);
    expect(body.textContent).toContain('Caja de llaves en la puerta.');
    expect(body.textContent).not.toContain('Key box at the gate.');
  });

  describe('check-in and check-out boxes', () => {
    it('show the planned time only when it differs from the standard time', async () => {
      await render(infoRoutes({ trip: tripInfo({ times_info: { requested_check_in_time: '18:30', requested_check_out_time: '11:00' } }) }));
      await title();
      expect(screen.getByText('From 4:00 PM')).toBeTruthy();
      expect(screen.getByText('Until 11:00 AM')).toBeTruthy();
      expect(screen.getByText('Your planned arrival: 6:30 PM')).toBeTruthy();
      expect(screen.queryByText(/Your planned departure/)).toBeNull();
    });
    it('show no planned time when none was requested', async () => {
      await render();
      await title();
      expect(screen.queryByText(/Your planned arrival/)).toBeNull();
    });
  });

  it('links directions to the custom address URL, else to the coordinates', async () => {
    await render(infoRoutes({ trip: tripInfo({ custom_address_url: 'https://maps.example/loft' }) }));
    expect((await screen.findByRole('link', { name: 'Get directions' })).getAttribute('href')).toBe('https://maps.example/loft');
  });

  it('links directions to the coordinates without a custom URL', async () => {
    await render();
    expect((await screen.findByRole('link', { name: 'Get directions' })).getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=38.71,-9.14');
  });

  describe('codes panel', () => {
    it('copies the Wi-Fi name and password', async () => {
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await render();
      await title();
      fireEvent.click(screen.getByRole('button', { name: 'Copy Wi-Fi password' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith('s3cret-pass'));
      fireEvent.click(screen.getByRole('button', { name: 'Copy Wi-Fi name' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith('LoftNet'));
      expect(screen.getByText('s3cret-pass')).toBeTruthy();
    });

    it('shows door codes with their alert, phones with call and SMS links, and messaging links', async () => {
      await render(
        infoRoutes({
          trip: tripInfo({
            info: {
              door_codes: [{ name: 'Gate', code: '7777', Alert: 'Press # after the code' }],
              wifi: null,
              phones: [{ label: 'Host', number: '+1 (555) 010-2030' }],
              links: [
                { type: 'whatsapp', url: 'https://wa.me/15550102030' },
                { type: 'instagram', url: 'https://instagram.com/loft', label: 'Our Instagram' },
                { type: 'website', url: 'javascript:alert(1)' },
              ],
              custom_instructions: null,
            },
          }),
        }),
      );
      await title();
      expect(screen.getByText('7777')).toBeTruthy();
      expect(screen.getByText('Press # after the code')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Call Host' }).getAttribute('href')).toBe('tel:+15550102030');
      expect(screen.getByRole('link', { name: 'Send an SMS to Host' }).getAttribute('href')).toBe('sms:+15550102030');
      expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/15550102030');
      expect(screen.getByRole('link', { name: 'Our Instagram' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Website' })).toBeNull();
    });
  });

  it('in Arabic isolates every server string and keeps codes, passwords, phones and amounts left to right', async () => {
    await render(
      infoRoutes({
        reservation: reservation({ additional_invoice_items: [{ title: 'Pet fee', amount: 5000 }] }),
        trip: tripInfo({
          car_info: { has_info: true, model: null, license_plate: null, assigned_parking_desc: null, parking_pass_desc: 'Pick up the pass at the front desk.' },
          info: {
            door_codes: [{ name: 'Gate', code: '12 34#', Alert: 'Press # after the code.' }],
            wifi: { name: 'LoftNet', password: 'ab 12 cd' },
            phones: [{ label: 'Host', number: '+1 (555) 010-2030' }],
            links: [],
            custom_instructions: null,
          },
        }),
      }),
      'ar',
    );
    expect((await title()).getAttribute('dir')).toBe('auto');
    expect(screen.getByText('12 34#').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Gate').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Press # after the code.').tagName).toBe('BDI');
    expect(screen.getByText('ab 12 cd').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('LoftNet').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('+1 (555) 010-2030').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Host').getAttribute('dir')).toBe('auto');
    // Server HTML (the instructions) takes its direction from its own first strong character.
    expect(screen.getByText('Key box at the gate.').closest('[dir]')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Pet fee').tagName).toBe('BDI');
    // Blocks of server text keep the page's right alignment (issue 25); the text inside is isolated.
    const address = document.querySelector('.gp-info__address')!;
    expect(address.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(address.querySelector('bdi')?.textContent).toBe(address.textContent);
    const parkingNote = screen.getByText('Pick up the pass at the front desk.');
    expect(parkingNote.tagName).toBe('BDI');
    expect(parkingNote.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    // Intl's own text for the locale (no-break space, right-to-left mark), compared unnormalised.
    const amount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(50);
    const fee = [...document.querySelectorAll('bdi')].find((el) => el.textContent === amount);
    expect(fee?.getAttribute('dir')).toBe('ltr');
  });

  it("tags a pending_capture purchase 'pending approval'", async () => {
    await render(
      infoRoutes({
        trip: tripInfo({
          purchased_items: [
            { id: 1, store_item_id: 3, item_name: 'Late checkout', description: 'Until 2 PM', status: 'pending_capture', item_image: null, extra_data: { category: 'Services', description: '' } },
            { id: 2, store_item_id: 4, item_name: 'Welcome basket', description: 'Wine and cheese', status: 'confirmed', item_image: null, extra_data: { category: 'Addons', description: '' } },
          ],
        }),
      }),
    );
    await title();
    const row = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);
    expect(row('Late checkout').getByText(/pending approval/i)).toBeTruthy();
    expect(row('Welcome basket').queryByText(/pending approval/i)).toBeNull();
    expect(row('Welcome basket').getByText('Confirmed')).toBeTruthy();
  });

  it('offers Browse Vacation Addons only when the store is enabled', async () => {
    const { history } = await render(infoRoutes({ config: { store_support: true } }));
    await title();
    fireEvent.click(await screen.findByRole('button', { name: 'Browse Vacation Addons' }));
    expect(history.current().url).toBe(`/tourist/store/reservation/${CODE}`);
  });

  it('hides Browse Vacation Addons when the store is disabled', async () => {
    await render(infoRoutes({ config: { store_support: false } }));
    await title();
    expect(screen.queryByRole('button', { name: 'Browse Vacation Addons' })).toBeNull();
  });

  describe('travel guide', () => {
    it('opens an https guide in a modal with an iframe and returns focus on close', async () => {
      await render(infoRoutes({ trip: tripInfo({ travel_guide_url: 'https://guide.example/lisbon' }) }));
      await title();
      const opener = screen.getByRole('button', { name: 'Travel Guide' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Travel guide' });
      expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe('https://guide.example/lisbon');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });
    it('offers a non-https guide as a link, never in a frame', async () => {
      await render(infoRoutes({ trip: tripInfo({ travel_guide_url: 'http://guide.example/lisbon' }) }));
      await title();
      expect(screen.getByRole('link', { name: 'Travel Guide' }).getAttribute('href')).toBe('http://guide.example/lisbon');
      expect(document.querySelector('iframe')).toBeNull();
    });
  });

  it('summarises the pre-check-in with an Edit link to the pre-check-in', async () => {
    const { history } = await render(
      infoRoutes({
        reservation: reservation({ additional_invoice_items: [{ title: 'Cleaning fee', amount: 5000 }] }),
        trip: tripInfo({ special_reqeusts: { 'High Chair': true, 'Pack n play': 2, 'Pool fence': false } }),
      }),
    );
    await title();
    const details = screen.getByRole('region', { name: 'Reservation details' });
    // Names, item titles and amounts are isolated pieces (<bdi>), so the cells are read whole.
    const cell = (part: string) => details.querySelector(`[part="${part}"] dd`)?.textContent;
    expect(cell('details-who')).toBe('Ada Guest, Bob Guest');
    expect(within(details).getByText('Ada Guest').tagName).toBe('BDI');
    expect(within(details).getByText('Adults: 2')).toBeTruthy();
    expect(within(details).getByText('High Chair')).toBeTruthy();
    expect(within(details).getByText('Pack n play × 2')).toBeTruthy();
    expect(within(details).queryByText('Pool fence')).toBeNull();
    expect(cell('details-additional')).toBe('Cleaning fee: $50.00');
    expect(within(details).getByText('$980.00')).toBeTruthy();
    fireEvent.click(within(details).getByRole('link', { name: 'Edit' }));
    expect(history.current().url).toBe(`/tourist/trips/${CODE}`);
  });

  describe('overlays', () => {
    it('prompts to pay the accommodation balance and proceeds to checkout with its intent', async () => {
      const owing = reservation({
        balance_due: 5000,
        payment_intents: [{ payment_intent_id: 'pi_acc', status: 'requires_payment_method', amount: 5000, metadata: { type: 'accommodation' } }],
      });
      const { history } = await render(infoRoutes({ reservation: owing, trip: paymentRequired('not_paid', { payment_intent_id: 'pi_acc' }) }));
      await title();
      expect(screen.getByRole('region', { name: 'Complete your booking payment' })).toBeTruthy();
      expect(screen.queryByText('LoftNet')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
      expect(history.current().url).toBe(`/tourist/trips/${CODE}/checkout/pi_acc`);
    });

    it('puts the pay prompt before the pre-check-in gate: an unpaid trip whose pre-check-in is not Done stays here with Proceed to Checkout', async () => {
      const owing = reservation(
        {
          balance_due: 90000,
          payment_intents: [{ payment_intent_id: 'pi_acc', status: 'requires_source', amount: 90000, metadata: { type: 'accommodation' } }],
        },
        { status: 'New' },
      );
      const body = { payment_intent_id: 'pi_acc' };
      const { history } = await render(infoRoutes({ reservation: owing, pci: paymentRequired('not_paid', body), trip: paymentRequired('not_paid', body) }));
      await title();
      expect(screen.getByRole('region', { name: 'Complete your booking payment' })).toBeTruthy();
      expect(history.current().url).toBe(`/tourist/trips/${CODE}/info`);
      fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
      expect(history.current().url).toBe(`/tourist/trips/${CODE}/checkout/pi_acc`);
    });

    it('shows no pay prompt or lock when everything is paid', async () => {
      await render();
      await title();
      expect(screen.queryByRole('region', { name: 'Complete your booking payment' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Reservation details are locked' })).toBeNull();
      expect(screen.getByText('LoftNet')).toBeTruthy();
    });

    const depositDue = (extra: Record<string, unknown> = {}) =>
      reservation({
        checkin_info: { use_listing_title: true, accept_portal_payments: true, accept_deposit_payments: true, deposit_deny_channels: [], accept_damage_waiver: true },
        payment_intents: [{ payment_intent_id: 'pi_dep', status: 'requires_payment_method', amount: 50000, capture_method: 'manual', metadata: { type: 'deposit' } }],
        has_damage_waiver_to_pay: true,
        ...extra,
      });

    it('locks the details and offers Pay Deposit (within 48 h) going to checkout with the deposit intent', async () => {
      const { history } = await render(
        infoRoutes({
          reservation: depositDue({ checkin_info: { use_listing_title: true, accept_deposit_payments: true, deposit_deny_channels: [], accept_damage_waiver: false } }),
          trip: paymentRequired('deposit_not_paid', { payment_intent_id: 'pi_dep', deposit: { required: true, placed: false, payable: true, payment_intent_id: 'pi_dep' } }),
        }),
      );
      await title();
      const lock = screen.getByRole('region', { name: 'Reservation details are locked' });
      expect(within(lock).queryByRole('button', { name: 'Pay Waiver' })).toBeNull();
      fireEvent.click(within(lock).getByRole('button', { name: 'Pay Deposit' }));
      expect(history.current().url).toBe(`/tourist/trips/${CODE}/checkout/pi_dep`);
    });

    it('offers Pay Waiver, orders the Damage Waiver and goes to store checkout flagged as damage protection', async () => {
      let ordered: unknown = null;
      const { history } = await render(
        infoRoutes({
          reservation: depositDue(),
          trip: paymentRequired('deposit_not_paid'),
          extra: {
            [`GET /api/tourist/reservations/${CODE}/store-items`]: [
              { item: { id: 9, name: 'Damage Waiver', is_damage_waiver: true }, status: null },
              { item: { id: 3, name: 'Late checkout' }, status: null },
            ],
            'POST /api/tourist/reservations/42/store-items/add': ({ body, headers }: { body: unknown; headers: Headers }) => {
              ordered = { body, key: headers.get('Idempotency-Key') };
              return json({ payment_intent: { payment_intent_id: 'pi_waiver' }, purchase_id: 5 }, 201);
            },
          },
        }),
      );
      await title();
      const lock = screen.getByRole('region', { name: 'Reservation details are locked' });
      const waiver = await within(lock).findByRole('button', { name: 'Pay Waiver' });
      expect(within(lock).getByRole('button', { name: 'Pay Deposit' })).toBeTruthy();
      fireEvent.click(waiver);
      await waitFor(() => expect(history.current().url).toBe('/tourist/store/checkout/pi_waiver?isDamageProtection=true'));
      expect(history.current().state).toEqual({ isDamageProtection: true });
      expect(ordered).toMatchObject({ body: { item_id: 9, count: 1 }, key: expect.any(String) });
    });

    it('does not lock once the deposit is placed', async () => {
      await render(
        infoRoutes({
          reservation: depositDue({ payment_intents: [{ payment_intent_id: 'pi_dep', status: 'requires_capture', amount: 50000, metadata: { type: 'deposit' } }] }),
        }),
      );
      await title();
      expect(screen.queryByRole('region', { name: 'Reservation details are locked' })).toBeNull();
      expect(screen.getByText('4821')).toBeTruthy();
    });
  });

  it('redirects (replace) to the pre-check-in with the gate message when it is not Done', async () => {
    const { history } = await render(infoRoutes({ pci: preCheckIn({ status: 'In Progress', step: 2 }), trip: tripInfo({ need_pre_checkin: true }) }));
    await waitFor(() => expect(history.current().url).toBe(`/tourist/trips/${CODE}`));
    expect(history.current().state).toEqual({ message: 'Please complete the pre-check-in process to access your reservation details.' });
    history.back();
    expect(history.current().url).toBe(`/tourist/trips/${CODE}`);
  });

  it('shows the server error field as a translated message with the check-in date and minimum time', async () => {
    await render(
      infoRoutes({
        reservation: reservation({}, { checkIn: 3, checkOut: 6 }),
        trip: tripInfo({ error: 'details_not_available_yet', check_in: '2026-06-18T12:00:00.000Z', min_check_in_time_string: '16:00', info: null, checkin_instructions: null }),
      }),
    );
    await title();
    expect(
      screen.getByText('Your reservation details will be available 24 hours before check-in. Check-in is on Thursday, June 18, 2026, from 4:00 PM.'),
    ).toBeTruthy();
    expect(screen.queryByText('LoftNet')).toBeNull();
  });

  it('shows the not-found screen on 404', async () => {
    await render(infoRoutes({ trip: () => json({ error: 'Not found', code: 'not_found' }, 404), pci: () => json({ error: 'Not found', code: 'not_found' }, 404) }));
    expect(await screen.findByText('Empty Place')).toBeTruthy();
    expect(screen.getByText('Unfortunately, nothing could be found')).toBeTruthy();
  });

  it('sends a 401 to the login route', async () => {
    const unauthorized = () => json({ error: 'no', code: 'unauthorized' }, 401);
    const { history } = await render(infoRoutes({ trip: unauthorized, pci: unauthorized, reservation: undefined, extra: { 'GET /api/tourist/reservations/': unauthorized } }));
    await waitFor(() => expect(history.current().url).toBe('/tourist/login?status=not_authorized'));
  });

  it('keeps the map out until leaflet is needed and still shows address and directions', async () => {
    await render();
    await title();
    expect(screen.getByRole('figure', { name: 'Map showing the location of Sea View Loft' })).toBeTruthy();
    expect(document.querySelector('.leaflet-container')).toBeNull();
    expect(screen.getByText('1 Rua Augusta, Lisbon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get directions' })).toBeTruthy();
  });

  it('uses the check-in date of the trip in the listing time zone', async () => {
    await render(infoRoutes({ trip: tripInfo({ check_in: at(0.5) }) }));
    await title();
    expect(document.querySelector('.gp-stay__box--checkIn .gp-stay__date')!.textContent).toBe('Tue, Jun 16, 2026');
  });
});
