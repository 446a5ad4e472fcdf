import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import catalogues from 'gp-locale-loaders:guest-portal';
import { guestPortal } from '../../elements/descriptors/guest-portal';
import { parseEmbeddedState } from '../element/hydration/seed';
import { acceptedLanguages, embedJson, portalFirstScreenCalls, renderElement } from './index';
import { renderElementMarkup } from './render-element';

const CONFIG = { tenant_id: 1, company_name: 'Seaside Stays', logo_url: 'https://cdn.test/logo.svg', default_locale: 'en', timezone: 'UTC' };
const ATTRS = { routing: 'path', 'base-path': '/', 'api-base': 'http://127.0.0.1:5000' };

/** The parts of a render: the <style>, the embedded state, React's markup. */
function partsOf(html: string) {
  const [, style = ''] = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html) ?? [];
  const [, json = ''] = /<script type="application\/json" data-gp-state>([\s\S]*?)<\/script>/.exec(html) ?? [];
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
    expect(state).toMatchObject({ locale: 'en', resources: { config: CONFIG } });
    expect(state?.catalogue.auth).toMatchObject({ login: { title: 'Portal login' } });
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
    expect(partsOf(html).state?.resources.config).toEqual(hostile);
  });

  it('rejects an element without a server render, so the caller serves the page as before', async () => {
    await expect(renderElement('guest-survey', { attributes: {}, resources: {} })).rejects.toThrow('has no server render');
  });
});

describe('renderElementMarkup failures (the caller falls back to the browser render)', () => {
  const spec = (Feature: () => React.ReactNode) => ({ descriptor: guestPortal, initialUrl: () => '/tourist', canRender: () => true, Feature, catalogues });
  const input = { attributes: ATTRS, url: '/tourist/login', locale: 'en' as const, resources: { config: CONFIG } };

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
  it('asks for the configuration on the signed-out screens, and renders no other route yet', () => {
    for (const url of ['/tourist/login', '/tourist/login?view=forgot', '/tourist/signup', '/tourist/reset-password?token=x']) {
      expect(portalFirstScreenCalls(url), url).toEqual([{ key: 'config', path: '/api/config' }]);
    }
    for (const url of ['/', '/tourist', '/tourist/nowhere', '/nowhere', '/tourist/trips/X/store']) expect(portalFirstScreenCalls(url), url).toBeNull();
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
