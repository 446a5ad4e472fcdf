// <guest-trips> rendered on a rental company's server: the calls it names, and its first screen from
// the API's answers as the API sent them (bare or wrapped), read as the browser reads them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW, trip } from '../../tests/fixtures/trips-fixtures';
import { parseEmbeddedState } from '../element/hydration/seed';
import { elementFirstCalls, portalFirstScreenCalls, renderElement } from './index';

const API = 'http://127.0.0.1:5000';
const ATTRS = { 'api-base': API, 'portal-url': 'https://portal.test' };
const CONFIG = { tenant_id: 1, company_name: 'Seaside Stays', default_locale: 'en', timezone: 'UTC' };
const USER = { id: 7, email: 'guest@demo.test', locale: null };
const TRIPS = [trip({ code: 'SOON1', checkIn: 5, checkOut: 8, title: 'Soon place' }), trip({ code: 'PAST1', checkIn: -30, checkOut: -25, title: 'Past place' })];

const stateOf = (html: string) => parseEmbeddedState(/<script type="application\/json" data-gp-state[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]);
const markupOf = (html: string) => /<div data-gp-hydrate>([\s\S]*)<\/div><\/template>$/.exec(html)?.[1] ?? '';

describe('elementFirstCalls', () => {
  it("names <guest-trips>' configuration, session check and reservation list, with the key each answer goes under", () => {
    const calls = [
      { key: 'config', path: '/api/config' },
      { key: 'user', path: '/api/tourist/user?session=optional' },
      { key: 'reservations', path: '/api/tourist/reservations/' },
    ];
    expect(elementFirstCalls('guest-trips', ATTRS)).toEqual(calls);
    // Token mode: the same answers, asked with the guest's bearer token.
    expect(elementFirstCalls('guest-trips', { ...ATTRS, auth: 'token' })).toEqual(calls);
  });

  it("gives the portal's calls for its route, and null for an element the server does not render", () => {
    for (const url of ['/tourist/login', '/tourist/signup', '/tourist/trips']) {
      expect(elementFirstCalls('guest-portal', { routing: 'path' }, url), url).toEqual(portalFirstScreenCalls(url));
    }
    expect(elementFirstCalls('guest-store', {})).toBeNull();
    expect(elementFirstCalls('constructor', {})).toBeNull();
  });
});

// The first render of a file loads the screens' modules: slow on a busy machine.
describe('renderElement (guest-trips)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders the guest's trips from the answers, wrapped or bare, and embeds them as the browser's store holds them", async () => {
    const html = await renderElement('guest-trips', { attributes: ATTRS, languages: ['en-US'], resources: { config: CONFIG, user: { data: USER }, reservations: { data: TRIPS } }, nonce: 'n0nce' });
    expect(html.startsWith('<template shadowrootmode="open"><style nonce="n0nce">')).toBe(true);
    const markup = markupOf(html);
    expect(markup).toContain('My Trips');
    expect(markup).toMatch(/<li class="gp-trip" part="trip-card" data-code="SOON1" data-class="upcoming"/);
    expect(markup).toContain('data-code="PAST1"');
    // Dates in the listing's time zone, as the browser shows them.
    expect(markup).toContain('Lisbon');
    expect(markup).toMatch(/Jun 20.+23, 2026/);
    const state = stateOf(html);
    expect(state?.locale).toBe('en');
    expect(state?.resources.user).toEqual(USER);
    expect((state?.resources.reservations as { confirmation_code: string }[]).map((r) => r.confirmation_code)).toEqual(['SOON1', 'PAST1']);
    expect(state?.catalogue.trips).toMatchObject({ title: 'My Trips' });
  });

  it("renders in the signed-in guest's language", async () => {
    const html = await renderElement('guest-trips', { attributes: ATTRS, languages: ['en-US'], resources: { config: CONFIG, user: { ...USER, locale: 'fr' }, reservations: TRIPS } });
    expect(stateOf(html)?.locale).toBe('fr');
    expect(markupOf(html)).toContain('lang="fr"');
  });

  it('rejects a signed-out session check and an answer the element cannot read: the page keeps the browser render', async () => {
    await expect(renderElement('guest-trips', { attributes: ATTRS, resources: { config: CONFIG, user: { signed_in: false }, reservations: [] } })).rejects.toThrow('401');
    await expect(renderElement('guest-trips', { attributes: ATTRS, resources: { config: CONFIG, user: USER, reservations: 'not a list' } })).rejects.toThrow('/api/tourist/reservations/');
  });
});
