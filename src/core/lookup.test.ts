import { describe, expect, it } from 'vitest';
import {
  GATE_CODE_DISPLAY_MS,
  lookupModeOfAttribute,
  lookupModeOfQuery,
  lookupUrl,
  retryAfterParts,
  retryAfterSeconds,
  searchInfoPath,
  searchTarget,
} from './lookup';

describe('lookup modes', () => {
  it('the attribute: gate-code and the older gate spelling mean the gate code; reservation the search; default gate code', () => {
    expect(lookupModeOfAttribute('gate-code')).toBe('gate-code');
    expect(lookupModeOfAttribute('gate')).toBe('gate-code');
    expect(lookupModeOfAttribute(' Reservation ')).toBe('reservation');
    expect(lookupModeOfAttribute(undefined)).toBe('gate-code');
    expect(lookupModeOfAttribute('nonsense')).toBe('gate-code');
  });

  it('the /search query flag switches to the gate code; without it, the reservation search', () => {
    expect(lookupModeOfQuery({})).toBe('reservation');
    expect(lookupModeOfQuery({ gate: 'true' })).toBe('gate-code');
    expect(lookupModeOfQuery({ gate: '' })).toBe('gate-code');
    expect(lookupModeOfQuery({ gateCode: '1' })).toBe('gate-code');
    expect(lookupModeOfQuery({ 'gate-code': 'yes' })).toBe('gate-code');
    expect(lookupModeOfQuery({ gate: 'false' })).toBe('reservation');
    expect(lookupModeOfQuery({ gate: '0' })).toBe('reservation');
  });

  it('the element starts on /search with the flag and the company; both round-trip through the query rules', () => {
    expect(lookupUrl('gate-code', 'demo')).toBe('/search?gate=true&company=demo');
    expect(lookupUrl('reservation', 'Sunny & Co')).toBe('/search?company=Sunny+%26+Co');
    expect(lookupUrl('reservation', '  ')).toBe('/search');
    const q = Object.fromEntries(new URL(lookupUrl('gate-code', 'x'), 'http://h').searchParams);
    expect(lookupModeOfQuery(q)).toBe('gate-code');
  });

  it('the gate code shows for 10 seconds (spec section 9)', () => {
    expect(GATE_CODE_DISPLAY_MS).toBe(10_000);
  });
});

describe('searchTarget: where a found reservation opens (the redirect allow-list)', () => {
  const policy = { portalOrigin: 'https://portal.example', allowedOrigins: ['https://rentals.example'] };

  it('without redirect_url: the info page with origin=search, the code encoded', () => {
    expect(searchTarget(null, 'AB 12/3', policy)).toEqual({ kind: 'path', path: '/tourist/trips/AB%2012%2F3/info?origin=search' });
    expect(searchInfoPath(' DEMO-CURRENT ')).toBe('/tourist/trips/DEMO-CURRENT/info?origin=search');
  });

  it('a portal path is kept and gets origin=search when it has none', () => {
    expect(searchTarget('/tourist/trips/X/info?origin=search', 'X', policy)).toEqual({ kind: 'path', path: '/tourist/trips/X/info?origin=search' });
    expect(searchTarget('/tourist/trips/X', 'X', policy)).toEqual({ kind: 'path', path: '/tourist/trips/X?origin=search' });
  });

  it('an absolute URL is followed only on the portal origin or a tenant-allowed origin', () => {
    expect(searchTarget('https://portal.example/tourist/trips/X/info', 'X', policy)).toEqual({ kind: 'absolute', href: 'https://portal.example/tourist/trips/X/info' });
    expect(searchTarget('https://rentals.example/trip?x=1', 'X', policy)).toEqual({ kind: 'absolute', href: 'https://rentals.example/trip?x=1' });
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    'https://user:pass@portal.example/x',
    'java\tscript:alert(1)',
    'http://rentals.example/trip',
  ])('refuses %s and falls back to the info page', (url) => {
    expect(searchTarget(url, 'X', policy)).toEqual({ kind: 'path', path: '/tourist/trips/X/info?origin=search' });
  });

  it('no allowed origins from the configuration: only the portal itself', () => {
    expect(searchTarget('https://rentals.example/trip', 'X', { portalOrigin: 'https://portal.example', allowedOrigins: null }).kind).toBe('path');
  });
});

describe('retryAfterSeconds: when a rate-limited guest may try again', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('reads the Retry-After header as delta seconds or an HTTP date', () => {
    expect(retryAfterSeconds('120', null, now)).toBe(120);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 12:05:00 GMT', null, now)).toBe(300);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 11:00:00 GMT', null, now)).toBe(0);
  });

  it('falls back to the body (top level or under data), in seconds', () => {
    expect(retryAfterSeconds(null, { error: 'Too many', retry_after: 599.2 }, now)).toBe(600);
    expect(retryAfterSeconds(undefined, { retryAfter: '45' }, now)).toBe(45);
    expect(retryAfterSeconds(undefined, { data: { retry_after_seconds: 30 } }, now)).toBe(30);
  });

  it('the header wins over the body', () => {
    expect(retryAfterSeconds('60', { retry_after: 600 }, now)).toBe(60);
  });

  it('unknown, broken, negative or absurd values give null (the message then says "later")', () => {
    expect(retryAfterSeconds(null, null, now)).toBeNull();
    expect(retryAfterSeconds('soon', { retry_after: 'whenever' }, now)).toBeNull();
    expect(retryAfterSeconds(null, { retry_after: -5 }, now)).toBeNull();
    expect(retryAfterSeconds('99999999', null, now)).toBeNull();
    expect(retryAfterSeconds(null, 'Too many requests', now)).toBeNull();
  });

  it('phrases the wait in seconds, whole minutes rounded up, or hours', () => {
    expect(retryAfterParts(0)).toEqual({ value: 1, unit: 'second' });
    expect(retryAfterParts(59)).toEqual({ value: 59, unit: 'second' });
    expect(retryAfterParts(60)).toEqual({ value: 1, unit: 'minute' });
    expect(retryAfterParts(61)).toEqual({ value: 2, unit: 'minute' });
    expect(retryAfterParts(600)).toEqual({ value: 10, unit: 'minute' });
    expect(retryAfterParts(7200)).toEqual({ value: 2, unit: 'hour' });
  });
});
