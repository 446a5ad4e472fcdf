// The fake external guest-registration service: its widget script (served for other origins, and run
// here in happy-dom against the widget API the SDK uses) and its Finish call, which completes the
// reservation's registration for the verification details the wizard checks.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapRegisteredGuests, type ExternalRegisteredGuest } from '../../../src/core/guests';
import { FAKE_COMPLETE_PATH, FAKE_WIDGET_PATH } from '../fake-registration.js';
import { call, login, startServer, type TestServer } from './helpers.js';

const KEY = 'demo-guest-registration-key';
const ALPINE = { 'x-tenant-id': '2' };

interface WidgetApi {
  init(options: Record<string, unknown>): { destroy(): void };
}

describe('fake guest-registration widget', () => {
  let s: TestServer;
  let camille: string;
  let alpWidgetId: number;

  const complete = (body: unknown, origin?: string) =>
    fetch(s.url + FAKE_COMPLETE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    });
  const status = async (reservation: string | number) =>
    (await call(s, 'GET', '/api/reservations/verification_details', { token: camille, query: { reservation_id: reservation }, headers: ALPINE })).body.data.verification_details
      .guests_registration_status;

  beforeAll(async () => {
    s = await startServer();
    camille = await login(s, 'guest@alpine.test', 'Guest#2026', 2);
    alpWidgetId = (await call(s, 'GET', '/api/tourist/reservations/{code}/check-in', { token: camille, params: { code: 'ALP-WIDGET' }, headers: ALPINE })).body.reservation_id;
  });
  afterAll(async () => {
    await s.close();
  });

  it('is served as JavaScript that pages on other origins may load', async () => {
    const res = await fetch(s.url + FAKE_WIDGET_PATH, { headers: { origin: 'http://rental-company.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('window.GuestRegistrationWidget');
  });

  it('Finish with a wrong key is refused (403) and changes nothing; an unknown reservation of the right tenant is 404', async () => {
    expect(await status('ALP-WIDGET')).toBe('NOT_STARTED');
    const wrong = await complete({ api_key: 'not-the-key', reservation_id: String(alpWidgetId) });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'forbidden' });
    // The key is tenant 2's: a tenant-1 reservation is not reachable with it.
    expect((await complete({ api_key: KEY, reservation_id: 'DEMO-FAMILY' })).status).toBe(404);
    expect((await complete({ api_key: KEY })).status).toBe(400);
    expect(await status('ALP-WIDGET')).toBe('NOT_STARTED');
  });

  it('init renders a labelled, keyboard-usable form; each registered guest is reported; Finish sets COMPLETE', async () => {
    const source = await (await fetch(s.url + FAKE_WIDGET_PATH)).text();
    const window = new Window({ url: `${s.url}/tourist/trips/ALP-WIDGET` });
    try {
      // The page's globals, as a browser gives them to a classic script.
      new Function('window', 'document', 'location', 'fetch', source)(window, window.document, window.location, fetch);
      const widget = (window as unknown as { GuestRegistrationWidget: WidgetApi }).GuestRegistrationWidget;
      const container = window.document.createElement('div');
      window.document.body.appendChild(container);
      const guests: ExternalRegisteredGuest[] = [];
      const statuses: string[] = [];
      let completed!: () => void;
      const done = new Promise<void>((resolve) => (completed = resolve));
      const handle = widget.init({
        apiKey: KEY,
        reservationId: alpWidgetId,
        language: 'fr',
        container,
        onGuestRegistered: (g: ExternalRegisteredGuest) => guests.push(g),
        onStatusChange: (st: string) => {
          statuses.push(st);
          if (st === 'COMPLETE') completed();
        },
      });

      const form = container.querySelector('form')!;
      expect(form.getAttribute('lang')).toBe('fr');
      const controls = [...form.querySelectorAll('input, select')];
      expect(controls).toHaveLength(5);
      for (const control of controls) {
        const label = form.querySelector(`label[for="${control.id}"]`);
        expect(label?.textContent, control.id).toMatch(/\S/);
      }
      const labels = [...form.querySelectorAll('label')].map((l) => l.textContent);
      expect(labels).toEqual(['Full name', 'E-mail', 'Document type', 'Document number', 'Age']);
      const buttons = [...form.querySelectorAll('button')].map((b) => [b.textContent, b.getAttribute('type') ?? (b as unknown as { type: string }).type]);
      expect(buttons).toEqual([
        ['Register guest', 'submit'],
        ['Finish registration', 'button'],
      ]);
      const [name, email, docType, docNumber, age] = controls as unknown as Array<{ value: string }>;
      const submit = () => form.dispatchEvent(new window.Event('submit', { cancelable: true }));

      submit();
      expect(guests).toEqual([]);
      expect(form.querySelector('[role="status"]')?.textContent).toBe('Please fill in the full name.');
      expect(form.querySelector('[aria-invalid="true"]')).toBe(controls[0]);

      name!.value = 'Camille Dubois';
      email!.value = 'guest@alpine.test';
      docType!.value = 'Passport';
      docNumber!.value = '19FR12345';
      age!.value = '37';
      submit();
      name!.value = 'Léa Dubois';
      docType!.value = 'Identity Card';
      docNumber!.value = 'ID-778';
      age!.value = '6';
      submit();
      expect(guests).toEqual([
        { full_name: 'Camille Dubois', email: 'guest@alpine.test', document_type: 'Passport', document_number: '19FR12345', age: 37 },
        { full_name: 'Léa Dubois', email: null, document_type: 'Identity Card', document_number: 'ID-778', age: 6 },
      ]);
      expect(mapRegisteredGuests(guests)).toEqual([
        { full_name: 'Camille Dubois', email: 'guest@alpine.test', passport: '19FR12345' },
        { full_name: 'Léa Dubois', id: 'ID-778' },
      ]);
      expect(statuses).toEqual(['IN_PROGRESS']);

      (form.querySelectorAll('button')[1] as unknown as { click(): void }).click();
      await done;
      expect(statuses).toEqual(['IN_PROGRESS', 'COMPLETE']);
      expect(await status(alpWidgetId)).toBe('COMPLETE');

      handle.destroy();
      expect(container.querySelector('form')).toBeNull();
    } finally {
      await window.happyDOM.close();
    }
  });
});
