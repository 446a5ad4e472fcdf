import { lazy, Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import catalogues from 'gp-locale-loaders:guest-portal';
import { guestPortal } from '../../elements/descriptors/guest-portal';
import { parseEmbeddedState } from '../element/hydration/seed';
import { acceptedLanguages, embedJson, portalFirstScreenCalls, renderElement } from './index';
import { renderElementMarkup } from './render-element';
import { firstCalls } from '../element/descriptor';
import { NOW, trip } from '../../tests/fixtures/trips-fixtures';
import { CODE, INFO_URL, preCheckIn, reservation, tripInfo } from '../../tests/fixtures/info-fixtures';
import { PCI_CODE, PCI_URL, pciRecord, pciReservation, pciTripInfo } from '../../tests/fixtures/precheckin-shell-fixtures';
import { HISTORY, STORE_CODE, STORE_CONFIG, STORE_ITEMS, STORE_RESERVATION } from '../../tests/fixtures/store-fixtures';

const CONFIG = { tenant_id: 1, company_name: 'Seaside Stays', logo_url: 'https://cdn.test/logo.svg', default_locale: 'en', timezone: 'UTC' };
const ATTRS = { routing: 'path', 'base-path': '/', 'api-base': 'http://127.0.0.1:5000' };

/** The parts of a render: the <style>, the embedded state, React's markup. */
function partsOf(html: string) {
  const [, style = ''] = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html) ?? [];
  const [, json = ''] = /<script type="application\/json" data-gp-state[^>]*>([\s\S]*?)<\/script>/.exec(html) ?? [];
  const [, markup = ''] = /<div data-gp-hydrate>([\s\S]*)<\/div><\/template>$/.exec(html) ?? [];
  return { style, state: parseEmbeddedState(json), markup };
}

// The first render of a file loads the screens' modules: slow on a busy machine.
describe('renderElement (guest-portal)', { timeout: 30_000 }, () => {
  it('renders the login screen into a declarative shadow root with its styles, the nonce and the data it used', async () => {
    const html = await renderElement('guest-portal', { attributes: ATTRS, url: '/tourist/login', languages: ['en-US'], resources: { config: CONFIG }, nonce: 'n0nce' });
    expect(html.startsWith('<template shadowrootmode="open"><style nonce="n0nce">')).toBe(true);
    const { style, state, markup } = partsOf(html);
    expect(markup).toContain('<h1 class="gp-auth__title" id="gp-auth-title">Portal login</h1>');
    expect(markup).toContain('data-locale="en"');
    // What the screen reads from the store is the given answer (the tenant's logo), not an empty first state.
    expect(markup).toContain('<img class="gp-auth__logo" src="https://cdn.test/logo.svg" alt="Seaside Stays logo"');
    // The element's own sheets and those its components adopted (portal shell, auth screens).
    expect(style).toContain(':host');
    expect(style).toContain('.gp-shell');
    expect(style).toContain('.gp-auth');
    // The browser's cascade order: primitives (button) under the screens that override them (the portal
    // shell, rendered before its buttons), the element's own sheet last.
    const at = (selector: string) => style.search(new RegExp(`(^|[}\\s])${selector.replace('.', '\\.')}\\s*\\{`));
    expect(at('.gp-button')).toBeGreaterThan(-1);
    expect(at('.gp-button')).toBeLessThan(at('.gp-shell'));
    expect(at('.gp-shell')).toBeLessThan(at(':host'));
    expect(state).toMatchObject({ locale: 'en', resources: { config: CONFIG } });
    expect(state?.catalogue.auth).toMatchObject({ login: { title: 'Portal login' } });
    // The page's own script (the hosted portal's service worker) reads the locale without parsing the data.
    expect(html).toContain('<script type="application/json" data-gp-state data-gp-locale="en">');
  });

  it('renders sign-up and the forgot-password view of the login route', async () => {
    const signup = partsOf(await renderElement('guest-portal', { attributes: ATTRS, url: '/tourist/signup', resources: { config: CONFIG } }));
    expect(signup.markup).toContain('Portal sign-up');
    const forgot = partsOf(await renderElement('guest-portal', { attributes: ATTRS, url: '/tourist/login?view=forgot', resources: { config: CONFIG } }));
    expect(forgot.markup).toContain('Forgot Password');
  });

  it("renders in the browser's language, else the tenant's default; the locale attribute comes first", async () => {
    const fr = partsOf(await renderElement('guest-portal', { attributes: ATTRS, url: '/tourist/login', languages: ['xx', 'fr-CA'], resources: { config: CONFIG } }));
    expect(fr.state?.locale).toBe('fr');
    expect(fr.markup).toContain('Connexion au portail');
    const he = partsOf(await renderElement('guest-portal', { attributes: ATTRS, url: '/tourist/login', languages: ['xx'], resources: { config: { ...CONFIG, default_locale: 'he' } } }));
    expect(he.markup).toContain('dir="rtl" lang="he"');
    const attr = partsOf(await renderElement('guest-portal', { attributes: { ...ATTRS, locale: 'sv' }, url: '/tourist/login', languages: ['fr'], resources: { config: CONFIG } }));
    expect(attr.state?.locale).toBe('sv');
  });

  it('embeds server text so it cannot end the script or open markup', async () => {
    const hostile = { ...CONFIG, company_name: '</script><script>alert(1)</script><!--' };
    const html = await renderElement('guest-portal', { attributes: ATTRS, url: '/tourist/login', resources: { config: hostile } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    // The configuration as the element's store holds it (read through its schema), the hostile text intact.
    expect(partsOf(html).state?.resources.config).toMatchObject(hostile);
  });

  it('rejects an element without a server render, so the caller serves the page as before', async () => {
    await expect(renderElement('guest-store', { attributes: {}, resources: {} })).rejects.toThrow('has no server render');
  });
});

describe('renderElementMarkup failures (the caller falls back to the browser render)', () => {
  const spec = (Feature: () => React.ReactNode) => ({ descriptor: guestPortal, initialUrl: () => '/tourist', canRender: () => true, Feature, catalogues });
  const input = { attributes: ATTRS, url: '/tourist/login', languages: ['en'], resources: { config: CONFIG } };

  it("renders a large lazy screen complete in place, without React's inline scripts (the page's CSP blocks them)", async () => {
    const rows = Array.from({ length: 400 }, (_, i) => <li key={i}>A trip card with enough text to make the screen large, number {i}</li>);
    const Screen = lazy(() => new Promise<{ default: () => React.ReactNode }>((done) => setTimeout(() => done({ default: () => <ul>{rows}</ul> }), 10)));
    const Page = () => (
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    );
    const { markup } = partsOf(await renderElementMarkup({ ...input, spec: spec(Page) }));
    expect(markup).toContain('399</li></ul>');
    expect(markup.length).toBeGreaterThan(20_000);
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('loading');
  });

  it('rejects when the screen throws', async () => {
    const Broken = () => {
      throw new Error('screen failed');
    };
    await expect(renderElementMarkup({ ...input, spec: spec(Broken) })).rejects.toThrow('screen failed');
  });

  it('rejects when the screen waits past the timeout (data it was not given)', async () => {
    const never = new Promise<never>(() => undefined);
    const Waiting = () => (
      <Suspense fallback={<p>loading</p>}>
        <Forever promise={never} />
      </Suspense>
    );
    await expect(renderElementMarkup({ ...input, spec: spec(Waiting), timeoutMs: 50 })).rejects.toThrow();
  });
});

function Forever({ promise }: { promise: Promise<never> }) {
  return use(promise);
}

describe('embedJson', () => {
  it('writes every < as \\u003c and the line separators escaped; JSON.parse gives the value back', () => {
    const value = { a: '</script>', b: '<!--', c: 'x\u2028y\u2029z' };
    const text = embedJson(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('portalFirstScreenCalls', () => {
  const PORTAL = firstCalls(guestPortal, () => null).map((c) => c.path);

  it('asks for the configuration on the signed-out screens', () => {
    for (const url of ['/tourist/login', '/tourist/login?view=forgot', '/tourist/signup', '/tourist/reset-password?token=x']) {
      expect(portalFirstScreenCalls(url), url).toEqual([{ key: 'config', path: '/api/config' }]);
    }
  });

  it("asks the portal's own first calls (its descriptor's: configuration, session check), then the screen's", () => {
    expect(PORTAL).toEqual(['/api/config', '/api/tourist/user?session=optional']);
    const trips = [
      { key: 'config', path: '/api/config' },
      { key: 'user', path: '/api/tourist/user?session=optional' },
      { key: 'reservations', path: '/api/tourist/reservations/' },
    ];
    for (const url of ['/tourist', '/tourist/trips', '/tourist/trips?tab=past', '/tourist/store']) expect(portalFirstScreenCalls(url), url).toEqual(trips);
    expect(portalFirstScreenCalls('/tourist/trips/AB%201%2F2/info')).toEqual([
      ...trips,
      { key: 'trip-info:AB 1/2', path: '/api/tourist-data/AB%201%2F2' },
      { key: 'pre-check-in:AB 1/2', path: '/api/tourist/reservations/AB%201%2F2/check-in' },
      // The lock panel offers the damage waiver from them.
      { key: 'store-items:AB 1/2', path: '/api/tourist/reservations/AB%201%2F2/store-items' },
    ]);
  });

  it("asks a pre-check-in's record, trip info and store items (the wizard waits for them where it may offer the waiver or the store)", () => {
    const calls = portalFirstScreenCalls('/tourist/trips/X%2F1/2');
    expect(calls?.slice(3)).toEqual([
      { key: 'pre-check-in:X/1', path: '/api/tourist/reservations/X%2F1/check-in' },
      { key: 'trip-info:X/1', path: '/api/tourist-data/X%2F1' },
      { key: 'store-items:X/1', path: '/api/tourist/reservations/X%2F1/store-items' },
    ]);
    expect(portalFirstScreenCalls('/tourist/trips/X%2F1')).toEqual(calls);
  });

  it("asks a reservation's store items for its store, and the purchases for the history", () => {
    const portal = [
      { key: 'config', path: '/api/config' },
      { key: 'user', path: '/api/tourist/user?session=optional' },
    ];
    expect(portalFirstScreenCalls('/tourist/store/reservation/X%2F1')).toEqual([
      ...portal,
      { key: 'reservations', path: '/api/tourist/reservations/' },
      { key: 'store-items:X/1', path: '/api/tourist/reservations/X%2F1/store-items' },
    ]);
    expect(portalFirstScreenCalls('/tourist/store/history')).toEqual([...portal, { key: 'purchase-history', path: '/api/tourist/store-items/history' }]);
  });

  it('renders no other route on the server, nor the list a sign-in lands on (it may hand over to a pre-check-in)', () => {
    for (const url of ['/', '/tourist/nowhere', '/nowhere', '/tourist/store/checkout/X', '/tourist/trips?afterLogin=1']) {
      expect(portalFirstScreenCalls(url), url).toBeNull();
    }
  });
});

describe('renderElement (guest-portal), signed in', { timeout: 30_000 }, () => {
  const USER = { id: 7, first_name: 'Gina', last_name: 'Guest', email: 'guest@demo.test', locale: null, tenant_id: 1, guest_id: 5, abilities: [] };
  const SIGNED_IN = { config: CONFIG, user: USER };
  const LIST = [
    trip({ code: 'PAST1', checkIn: -30, checkOut: -25, title: 'Past place' }),
    trip({ code: 'SOON1', checkIn: 0.25, checkOut: 4, title: 'Soon place' }),
  ];
  const trips = (now: number, resources: Record<string, unknown> = { ...SIGNED_IN, reservations: LIST }) =>
    renderElement('guest-portal', { attributes: ATTRS, url: '/tourist/trips', languages: ['en'], resources, now });
  /** A signed-in screen's render, its parts, and that it is complete: no loader, none of React's inline scripts. */
  const rendered = async (url: string, resources: Record<string, unknown>) => {
    const parts = partsOf(await renderElement('guest-portal', { attributes: ATTRS, url, languages: ['en'], resources, now: NOW.getTime(), timeoutMs: 20_000 }));
    expect(parts.markup).not.toContain('gp-spinner');
    expect(parts.markup).not.toContain('<script');
    return { ...parts, keys: Object.keys(parts.state?.resources ?? {}).sort() };
  };
  const badges = (markup: string) => [...markup.matchAll(/data-code="([^"]+)" data-class="([a-z]+)"/g)].map((m) => `${m[1]}:${m[2]}`);

  it("renders the trips list with the guest's trips, the top bar and the data as the browser's store holds it", async () => {
    const { markup, state } = partsOf(await trips(NOW.getTime()));
    expect(markup).toContain('<h1 class="gp-trips__title" id="gp-trips-title">My Trips</h1>');
    expect(markup).toContain('Soon place');
    expect(markup).toContain('https://img.test/SOON1.jpg');
    expect(markup).toContain('class="gp-topbar"');
    // Complete markup: no boundary left for one of React's inline scripts (the page's CSP blocks them).
    expect(markup).not.toContain('<script');
    expect(badges(markup)).toEqual(['SOON1:upcoming', 'PAST1:past']);
    // Read through the screens' own schemas: what the browser's store would hold after the same GETs.
    expect(state?.resources.user).toMatchObject({ email: 'guest@demo.test', abilities: [] });
    expect(state?.resources.reservations).toHaveLength(2);
    expect(state?.now).toBe(NOW.getTime());
  });

  it('embeds the texts it formatted with Intl, its own only when guests are rendered at once', async () => {
    const other = [trip({ code: 'ELSE1', checkIn: 40, checkOut: 47, title: 'Someone else' })];
    const [mine, theirs] = await Promise.all([trips(NOW.getTime()), trips(NOW.getTime(), { ...SIGNED_IN, reservations: other })]);
    // The displayed ones (a zone's clock read for a rule is kept too, but shows nowhere).
    const texts = (html: string) => Object.entries(partsOf(html).state?.intl ?? {}).flatMap(([key, text]) => (key.startsWith('parts|') ? [] : [text]));
    // Every formatted text is in the markup it came from, and none of the other render's dates is.
    expect(texts(mine).length).toBeGreaterThan(0);
    for (const text of texts(mine)) expect(partsOf(mine).markup).toContain(text);
    for (const text of texts(theirs)) expect(partsOf(theirs).markup).toContain(text);
    expect(texts(mine).filter((t) => texts(theirs).includes(t) && !partsOf(mine).markup.includes(t))).toEqual([]);
    expect(Object.keys(partsOf(mine).state?.intl ?? {}).filter((k) => k.startsWith('range|'))).toHaveLength(2);
    expect(Object.keys(partsOf(theirs).state?.intl ?? {}).filter((k) => k.startsWith('range|'))).toHaveLength(1);
  });

  it('compares dates with the instant it is given, which the page embeds for the hydration', async () => {
    const later = NOW.getTime() + 86_400_000;
    const { markup, state } = partsOf(await trips(later));
    expect(badges(markup)).toEqual(['SOON1:current', 'PAST1:past']);
    expect(state?.now).toBe(later);
  });

  it("writes dates in the listing's time zone: the same markup whatever the server's zone", async () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = await trips(NOW.getTime());
      process.env.TZ = 'America/Los_Angeles';
      const west = await trips(NOW.getTime());
      expect(partsOf(west).markup).toBe(partsOf(east).markup);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("renders a reservation's info page with its facts", async () => {
    const resources = { ...SIGNED_IN, reservations: [reservation()], [`trip-info:${CODE}`]: tripInfo(), [`pre-check-in:${CODE}`]: preCheckIn() };
    const { markup, keys } = await rendered(INFO_URL, resources);
    expect(markup).toContain('id="gp-info-title"');
    expect(markup).toContain('Sea View Loft');
    expect(markup).toContain('1 Rua Augusta, Lisbon');
    expect(markup).toContain('4821');
    expect(markup).toContain('LoftNet');
    // Server HTML sanitised on the server (src/server/sanitize-on-server.ts), as markup, not as escaped tags.
    expect(markup).toContain('<p>Key box at the gate.</p>');
    expect(markup).not.toContain('&lt;p&gt;');
    expect(keys).toEqual(['config', 'pre-check-in:ABC123', 'reservations', 'trip-info:ABC123', 'user']);
  });

  it("renders the Store tab with the guest's paid reservations, each opening its store", async () => {
    const paid = reservation();
    const resources = { ...SIGNED_IN, config: { ...CONFIG, store_support: true }, reservations: [paid] };
    const { markup, keys } = await rendered('/tourist/store', resources);
    expect(markup).toContain('id="gp-store-title"');
    expect(markup).toContain(`data-code="${CODE}"`);
    expect(markup).toContain(`href="/tourist/store/reservation/${CODE}"`);
    expect(keys).toEqual(['config', 'reservations', 'user']);
  });

  it("renders a reservation's store with its card, filters and every item, sanitised", async () => {
    const resources = { config: STORE_CONFIG, user: USER, reservations: [STORE_RESERVATION], [`store-items:${STORE_CODE}`]: STORE_ITEMS };
    const { markup, keys } = await rendered(`/tourist/store/reservation/${STORE_CODE}`, resources);
    expect(markup).toContain('id="gp-store-title"');
    expect(markup).toContain('Ocean View Villa');
    expect(markup).toContain('gp-store__grid');
    // The whole grid, not its first step (src/features/store/use-progressive-list.ts): read without JavaScript, the page is complete.
    expect([...markup.matchAll(/<li class="gp-store-item"/g)]).toHaveLength(STORE_ITEMS.length);
    expect(markup).toContain('Early Check-in');
    expect(markup).not.toContain('data-gp-reserve');
    expect(markup).not.toContain('onerror');
    expect(keys).toEqual(['config', 'reservations', `store-items:${STORE_CODE}`, 'user']);
  });

  it("renders the purchase history with the guest's purchases", async () => {
    const resources = { config: STORE_CONFIG, user: USER, 'purchase-history': HISTORY };
    const { markup, keys } = await rendered('/tourist/store/history', resources);
    expect(markup).toContain('id="gp-history-title"');
    expect(markup).toContain('Private Chef Dinner');
    expect(markup).toContain('OLD-1');
    expect(markup).toContain('€43.20');
    expect(keys).toEqual(['config', 'purchase-history', 'user']);
  });

  describe('the pre-check-in', () => {
    const pci = (url: string, record: Record<string, unknown> = {}) =>
      renderElement('guest-portal', {
        attributes: ATTRS,
        url,
        languages: ['en'],
        resources: { ...SIGNED_IN, reservations: [pciReservation()], [`pre-check-in:${PCI_CODE}`]: pciRecord(record), [`trip-info:${PCI_CODE}`]: pciTripInfo(), [`store-items:${PCI_CODE}`]: [] },
        now: NOW.getTime(),
        timeoutMs: 20_000,
      }).then(partsOf);

    it('renders the wizard with the step the guest is on, its fields filled from the record, and Next', async () => {
      const { markup, state } = await pci(PCI_URL, { guest_count_info: { adults: 2, kids: 0, babies: 0, guests: [] } });
      expect(markup).toContain('Harbour House');
      expect(markup).toContain('class="gp-stepper"');
      expect(markup).toMatch(/<h2 class="gp-wizard__title"[^>]*>Guests info<\/h2>/);
      expect(markup).toContain('>2</output>');
      expect(markup).toMatch(/<button[^>]*>Next<\/button>/);
      // The step itself, not its loading box: the server waited for the step's module.
      expect(markup).not.toContain('gp-wizard__step-loading');
      expect(markup).not.toContain('<script');
      expect(Object.keys(state?.resources ?? {}).sort()).toEqual(['config', `pre-check-in:${PCI_CODE}`, 'reservations', `store-items:${PCI_CODE}`, `trip-info:${PCI_CODE}`, 'user']);
    });

    it('renders a step that reads the browser (phone country, country names) as its loading box, filled once hydrated', async () => {
      const { markup } = await pci(`${PCI_URL}/3`, { step: 3 });
      expect(markup).toMatch(/<h2 class="gp-wizard__title"[^>]*>Personal info<\/h2>/);
      expect(markup).toContain('gp-wizard__step-loading');
      expect(markup).not.toContain('type="tel"');
    });
  });

  it('rejects a signed-out session check, and an answer the screen cannot read: the browser renders then', async () => {
    await expect(trips(NOW.getTime(), { config: CONFIG, user: { signed_in: false }, reservations: LIST })).rejects.toMatchObject({ status: 401 });
    await expect(trips(NOW.getTime(), { ...SIGNED_IN, reservations: { nope: true } })).rejects.toThrow();
  });
});

describe('acceptedLanguages', () => {
  it("orders an Accept-Language header by weight, as the browser's navigator.languages", () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.1,he')).toEqual(['he', 'en']);
    expect(acceptedLanguages('x;q=0, <script>, ')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
