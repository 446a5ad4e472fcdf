/**
 * Vue in-DOM templates: the loader sees `<guest-trips :api-base="api">` before Vue compiles it. Its
 * first calls must go to the API the compiled element names, not to the host page's own origin.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestTrips } from '../../elements/descriptors/guest-trips';
import { startFirstCalls } from './loader-first-calls';

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return new Promise(() => undefined);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const paths = () => urls.map((u) => new URL(u, location.href).pathname).sort();

describe("the loader's first calls", () => {
  it('start at once for an element that names its API', () => {
    document.body.innerHTML = '<guest-trips api-base="http://vue-api-1.test"></guest-trips>';
    startFirstCalls(guestTrips, document.querySelector('guest-trips')!);
    expect(urls.every((u) => u.startsWith('http://vue-api-1.test/'))).toBe(true);
    expect(paths()).toEqual(['/api/config', '/api/tourist/user']);
  });

  it('wait for an uncompiled template and go to the API the compiled element names', async () => {
    document.body.innerHTML = '<div id="app"><guest-trips :api-base="api" auth="cookie"></guest-trips></div>';
    startFirstCalls(guestTrips, document.querySelector('guest-trips')!);
    expect(urls).toEqual([]);
    // What Vue's mount does: the template's elements replaced by the rendered ones, attributes bound.
    const app = document.getElementById('app')!;
    app.innerHTML = '<guest-trips api-base="http://vue-api-2.test"></guest-trips>';
    await vi.waitFor(() => expect(urls.length).toBeGreaterThan(0));
    expect(urls.every((u) => u.startsWith('http://vue-api-2.test/'))).toBe(true);
    expect(urls.some((u) => u.startsWith(location.origin))).toBe(false);
  });

  it('take an api-base property set before the element was defined', () => {
    const el = document.createElement('guest-trips') as HTMLElement & { apiBase?: string };
    el.apiBase = 'http://vue-api-3.test';
    document.body.append(el);
    startFirstCalls(guestTrips, el);
    expect(urls.every((u) => u.startsWith('http://vue-api-3.test/'))).toBe(true);
    expect(urls).toHaveLength(2);
  });

  it('start at once, to this origin, for an element without api-base nor template bindings (the hosted portal)', () => {
    document.body.innerHTML = '<guest-trips locale="en"></guest-trips>';
    startFirstCalls(guestTrips, document.querySelector('guest-trips')!);
    expect(paths()).toEqual(['/api/config', '/api/tourist/user']);
    expect(urls.every((u) => new URL(u, location.href).origin === location.origin)).toBe(true);
  });

  it('go to this origin when the compiled element still has no api-base (the page is the API)', async () => {
    // Another tenant than the test above: the prefetch registry keeps one request per URL and tenant.
    document.body.innerHTML = '<guest-trips :locale="lang" tenant-id="5"></guest-trips>';
    startFirstCalls(guestTrips, document.querySelector('guest-trips')!);
    expect(urls).toEqual([]);
    await vi.waitFor(() => expect(paths()).toEqual(['/api/config', '/api/tourist/user']));
    expect(urls.every((u) => new URL(u, location.href).origin === location.origin)).toBe(true);
  });
});
