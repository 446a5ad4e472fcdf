import { describe, expect, it } from 'vitest';
import { href, resolve } from './match';
import { memoryHistory } from './history';

describe('route table', () => {
  it.each([
    ['/tourist', 'tourist-portal', {}],
    ['/tourist/trips', 'tourist-trips', {}],
    ['/tourist/trips/ABC', 'pre-check-in', { id: 'ABC' }],
    ['/tourist/trips/ABC/2', 'pre-check-in', { id: 'ABC', step: '2' }],
    ['/tourist/trips/ABC/info', 'reservation-info', { id: 'ABC' }],
    ['/tourist/trips/ABC/checkout/pi_1', 'reservation-checkout', { id: 'ABC', intentId: 'pi_1' }],
    ['/checkout/pi_1', 'standalone-checkout', { intentId: 'pi_1' }],
    ['/tourist/store', 'store-main', {}],
    ['/tourist/store/history', 'purchase-history', {}],
    ['/tourist/store/reservation/ABC', 'tourist-store', { id: 'ABC' }],
    ['/tourist/store/checkout/pi_2', 'store-checkout', { id: 'pi_2' }],
    ['/store-checkout/pi_2', 'standalone-store-checkout', { id: 'pi_2' }],
    ['/purchase-request-success', 'purchase-request-success', {}],
    ['/payment-success', 'payment-success', {}],
    ['/tourist/login', 'login', {}],
    ['/tourist/signup', 'signup', {}],
    ['/tourist-lt/T1', 'ticket-tracker', { id: 'T1' }],
    ['/reservations/ABC/survey', 'survey', { id: 'ABC' }],
    ['/search', 'hotel-lookup', {}],
    ['/payment-iframe', 'payment-iframe', {}],
  ])('%s → %s', (url, name, params) => {
    const { match, redirectTo } = resolve(url);
    expect(match.name).toBe(name);
    expect(match.params).toEqual(params);
    expect(redirectTo).toBeUndefined();
  });

  it('redirects / and unknown paths under /tourist to /tourist, keeping the query of /', () => {
    expect(resolve('/').redirectTo).toBe('/tourist');
    expect(resolve('/?a=1').redirectTo).toBe('/tourist?a=1');
    expect(resolve('/tourist/nope/deeper/still').redirectTo).toBe('/tourist');
  });

  it('shows not-found for unknown paths outside /tourist', () => {
    expect(resolve('/elsewhere').match.name).toBe('not-found');
  });

  it('parses the query and decodes params', () => {
    const { match } = resolve('/tourist/trips/A%20B/info?origin=search&x=1');
    expect(match.params.id).toBe('A B');
    expect(match.query).toEqual({ origin: 'search', x: '1' });
  });

  it('builds URLs from names, dropping empty optional params and false flags', () => {
    expect(href({ name: 'pre-check-in', params: { id: 'A/B' } })).toBe('/tourist/trips/A%2FB');
    expect(href({ name: 'pre-check-in', params: { id: 'X', step: 2 } })).toBe('/tourist/trips/X/2');
    expect(href({ name: 'tourist-trips', query: { afterLogin: 1, skip: false, none: undefined } })).toBe('/tourist/trips?afterLogin=1');
    expect(() => href({ name: 'reservation-info' })).toThrow(/needs param id/);
  });
});

describe('memory history', () => {
  it('pushes, replaces and goes back without touching the page URL', () => {
    const before = location.href;
    const h = memoryHistory('/tourist');
    let n = 0;
    h.subscribe(() => n++);
    h.push('/tourist/trips');
    h.push('/tourist/trips/A/info', { message: 'm' });
    expect(h.current()).toEqual({ url: '/tourist/trips/A/info', state: { message: 'm' } });
    h.replace('/tourist/store');
    h.back();
    expect(h.current().url).toBe('/tourist/trips');
    expect(n).toBe(4);
    expect(location.href).toBe(before);
  });
});

describe('browser histories', () => {
  it('path history maps portal URLs under the base path and notifies subscribers', async () => {
    const { pathHistory, hashHistory } = await import('./history');
    history.replaceState(null, '', '/portal/tourist/trips?x=1');
    const h = pathHistory('/portal/');
    expect(h.current().url).toBe('/tourist/trips?x=1');
    let n = 0;
    const off = h.subscribe(() => n++);
    h.push('/tourist/trips/A/info', { message: 'm' });
    expect(location.pathname).toBe('/portal/tourist/trips/A/info');
    expect(h.current()).toEqual({ url: '/tourist/trips/A/info', state: { message: 'm' } });
    expect(h.current()).toBe(h.current());
    off();
    expect(n).toBe(1);
    const hh = hashHistory();
    hh.replace('/search?gate=true');
    expect(location.hash).toBe('#/search?gate=true');
    expect(hh.current().url).toBe('/search?gate=true');
  });
});
