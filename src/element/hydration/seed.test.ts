import { describe, expect, it } from 'vitest';
import { createRuntime } from '../../state/runtime';
import { isLocaleLoaded, type CatalogueLoaders } from '../../i18n/i18n';
import { clientLocale, parseEmbeddedState, seedEmbeddedState } from './seed';

const STATE = { locale: 'fr', resources: { config: { company_name: 'Seaside', default_locale: 'en' } }, catalogue: { auth: { login: { title: 'Connexion' } } }, now: Date.UTC(2026, 10, 27, 5), intl: { 'date|fr|{}|0': '1 janv. 1970' } };

describe('parseEmbeddedState', () => {
  it('reads what a server render writes', () => {
    expect(parseEmbeddedState(JSON.stringify(STATE))).toEqual(STATE);
  });

  it('gives null for anything else: the element then renders as if the server had not', () => {
    for (const text of [null, '', '{', '[]', '{"locale":"xx","resources":{},"catalogue":{}}', '{"locale":"fr","resources":[],"catalogue":{}}', '{"locale":"fr","resources":{}}', '{"locale":"fr","resources":{},"catalogue":{},"now":"soon"}']) {
      expect(parseEmbeddedState(text), String(text)).toBeNull();
    }
  });

  it("keeps the formatted texts that are strings, and reads a render without them: they only save the browser work", () => {
    const { intl: _texts, ...without } = STATE;
    expect(parseEmbeddedState(JSON.stringify(without))?.intl).toEqual({});
    expect(parseEmbeddedState(JSON.stringify({ ...STATE, intl: ['x'] }))?.intl).toEqual({});
    expect(parseEmbeddedState(JSON.stringify({ ...STATE, intl: { a: 'A', b: 2, c: { d: 'D' }, e: null } }))?.intl).toEqual({ a: 'A' });
  });
});

describe('seedEmbeddedState', () => {
  it('puts the answers into the store and the catalogue into i18n as loaded, keeping answers the page already has', () => {
    const runtime = createRuntime('http://api.test');
    runtime.resources.set('user', { id: 1, locale: null });
    const loaders = { fr: () => Promise.reject(new Error('must not load')) } as unknown as CatalogueLoaders;
    seedEmbeddedState(runtime, loaders, { ...STATE, resources: { ...STATE.resources, user: { id: 2 } } } as never);
    const { entries } = runtime.resources.getState();
    expect(entries.config).toMatchObject({ status: 'ready', data: STATE.resources.config });
    expect(entries.user?.data).toEqual({ id: 1, locale: null });
    expect(isLocaleLoaded('fr', loaders)).toBe(true);
  });
});

describe('clientLocale', () => {
  it("resolves as the element root does: the switcher's choice, then the attribute, the user, the browser, the tenant", () => {
    const runtime = createRuntime('http://api.test');
    runtime.resources.set('config', { default_locale: 'it' });
    expect(clientLocale(runtime, 'pl')).toBe('pl');
    runtime.prefs.setState({ locale: 'sv' });
    expect(clientLocale(runtime, 'pl')).toBe('sv');
  });
});
