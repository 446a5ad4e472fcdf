import { describe, expect, it } from 'vitest';
import { handOffUrl } from './hand-off';

const FROM = { returnTo: 'https://rentals.test/trips.html?tab=past#top', locale: 'ar' };

describe('handOffUrl', () => {
  it('sends sign-in routes to the hosted portal with the way back and the locale', () => {
    const url = new URL(handOffUrl('https://portal.test/', '/tourist/login?status=not_authorized', FROM));
    expect(url.origin + url.pathname).toBe('https://portal.test/tourist/login');
    expect(url.searchParams.get('status')).toBe('not_authorized');
    expect(url.searchParams.get('return_to')).toBe(FROM.returnTo);
    expect(url.searchParams.get('lng')).toBe('ar');
    expect(new URL(handOffUrl('https://portal.test', '/tourist/signup', FROM)).searchParams.get('return_to')).toBe(FROM.returnTo);
  });

  it('keeps a portal base path and leaves other routes as they are', () => {
    expect(handOffUrl('https://portal.test/guests', '/tourist/trips/ABC/info', FROM)).toBe('https://portal.test/guests/tourist/trips/ABC/info');
    expect(new URL(handOffUrl('https://portal.test/guests', '/tourist/login', FROM)).pathname).toBe('/guests/tourist/login');
  });
});
