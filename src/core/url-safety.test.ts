import { describe, expect, it } from 'vitest';
import { forceHttps, httpUrl, isAllowedMessageOrigin, isAllowedRedirect, normalizeOrigin, resolveParentOrigin, safeRedirect } from './url-safety';

const policy = { currentOrigin: 'https://portal.example.com', allowedOrigins: ['https://pay.example.com', 'https://rentals.example.org/'] };

describe('isAllowedRedirect', () => {
  it.each(['/tourist/trips', '/tourist/trips?x=1#y', 'trips/ABC', '?q=1', '#top', './a', '../b'])('allows same-origin relative %s', (url) => {
    expect(isAllowedRedirect(url, policy)).toBe(true);
  });
  it.each(['https://portal.example.com/x', 'https://pay.example.com/checkout', 'https://rentals.example.org', 'HTTPS://PAY.EXAMPLE.COM/a'])(
    'allows absolute URLs on allowed origins: %s',
    (url) => {
      expect(isAllowedRedirect(url, policy)).toBe(true);
    },
  );
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript with spaces', '  javascript:alert(1)'],
    ['javascript with tab', 'java\tscript:alert(1)'],
    ['javascript with newline', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/tourist'],
    ['backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash in the middle', 'https://portal.example.com\\@evil.com'],
    ['credentials', 'https://user:pass@pay.example.com/'],
    ['username only', 'https://user@portal.example.com/'],
    ['at-sign host confusion', 'https://portal.example.com@evil.com/'],
    ['other origin', 'https://evil.com/'],
    ['subdomain of allowed', 'https://evil.pay.example.com/'],
    ['http downgrade of allowed', 'http://pay.example.com/'],
    ['other port', 'https://pay.example.com:8443/'],
    ['null byte', '/a\u0000b'],
    ['empty', ''],
    ['blank', '   '],
  ])('rejects %s', (_name, url) => {
    expect(isAllowedRedirect(url, policy)).toBe(false);
  });
  it('rejects non-strings and bad policies', () => {
    expect(isAllowedRedirect(null, policy)).toBe(false);
    expect(isAllowedRedirect(undefined, policy)).toBe(false);
    expect(isAllowedRedirect('/x', { currentOrigin: 'not a url' })).toBe(false);
  });
  it('without allowedOrigins only same origin', () => {
    expect(isAllowedRedirect('https://pay.example.com/', { currentOrigin: 'https://portal.example.com' })).toBe(false);
    expect(isAllowedRedirect('https://portal.example.com/a', { currentOrigin: 'https://portal.example.com/some/page' })).toBe(true);
  });
  it('safeRedirect falls back', () => {
    expect(safeRedirect(' /tourist ', policy, '/fallback')).toBe('/tourist');
    expect(safeRedirect('javascript:x', policy, '/fallback')).toBe('/fallback');
  });
});

describe('isAllowedMessageOrigin', () => {
  const allowed = ['https://portal.example.com', 'https://pay.example.com/path'];
  it('exact origin match only', () => {
    expect(isAllowedMessageOrigin('https://portal.example.com', allowed)).toBe(true);
    expect(isAllowedMessageOrigin('https://pay.example.com', allowed)).toBe(true);
    expect(isAllowedMessageOrigin('https://portal.example.com.evil.com', allowed)).toBe(false);
    expect(isAllowedMessageOrigin('http://portal.example.com', allowed)).toBe(false);
    expect(isAllowedMessageOrigin('https://portal.example.com/', allowed)).toBe(false);
    expect(isAllowedMessageOrigin('https://PORTAL.example.com', allowed)).toBe(false);
  });
  it("rejects 'null', empty and wildcard lists", () => {
    expect(isAllowedMessageOrigin('null', ['null'])).toBe(false);
    expect(isAllowedMessageOrigin('', allowed)).toBe(false);
    expect(isAllowedMessageOrigin(undefined, allowed)).toBe(false);
    expect(isAllowedMessageOrigin('https://evil.com', ['*'])).toBe(false);
  });
  it('normalizeOrigin', () => {
    expect(normalizeOrigin('https://A.example.com:443/x')).toBe('https://a.example.com');
    expect(normalizeOrigin('data:text/plain,x')).toBeNull();
    expect(normalizeOrigin('nope')).toBeNull();
    expect(normalizeOrigin(undefined)).toBeNull();
  });
});

describe('httpUrl (what may reach an <img src>)', () => {
  it('keeps absolute http(s) URLs, normalised', () => {
    expect(httpUrl('https://img.test/a logo.svg')).toBe('https://img.test/a%20logo.svg');
    expect(httpUrl('http://img.test/l.png')).toBe('http://img.test/l.png');
  });
  it.each([null, undefined, '', '/relative.svg', '//img.test/l.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'not a url'])('refuses %s', (v) => {
    expect(httpUrl(v)).toBeNull();
  });
});

describe('forceHttps', () => {
  it.each([
    ['http://g.co/review', 'https://g.co/review'],
    ['HTTP://g.co', 'https://g.co'],
    ['https://g.co/x', 'https://g.co/x'],
    ['//g.co/x', 'https://g.co/x'],
    ['www.facebook.com/acme/reviews', 'https://www.facebook.com/acme/reviews'],
    ['  g.co  ', 'https://g.co'],
    ['localhost:8080/x', 'https://localhost:8080/x'],
  ])('%s → %s', (input, out) => {
    expect(forceHttps(input)).toBe(out);
  });
  it.each(['javascript:alert(1)', 'mailto:a@b.c', 'data:text/html,x', 'https://u:p@g.co', 'http://a\\b', '', 'https://', null])('rejects %s', (input) => {
    expect(forceHttps(input)).toBeNull();
  });
});

describe('resolveParentOrigin (the card form without a parentOrigin parameter)', () => {
  const allowed = ['https://site.test', 'https://other.test/'];
  const framed = { ancestorOrigins: [] as string[], referrer: '', selfOrigin: null };

  it('takes the nearest ancestor the browser names, when the tenant allows it', () => {
    expect(resolveParentOrigin({ ...framed, ancestorOrigins: ['https://site.test', 'https://top.test'] }, allowed)).toBe('https://site.test');
    expect(resolveParentOrigin({ ...framed, ancestorOrigins: ['https://other.test'] }, allowed)).toBe('https://other.test');
  });

  it('refuses an ancestor outside the allow-list, whatever the referrer says', () => {
    expect(resolveParentOrigin({ ...framed, ancestorOrigins: ['https://evil.test'], referrer: 'https://site.test/pay' }, allowed)).toBeNull();
  });

  it('falls back to the referrer\'s origin (browsers without ancestorOrigins)', () => {
    expect(resolveParentOrigin({ ...framed, referrer: 'https://site.test/stay/pay.html?x=1' }, allowed)).toBe('https://site.test');
    expect(resolveParentOrigin({ ...framed, referrer: 'https://evil.test/' }, allowed)).toBeNull();
  });

  it('a framed form with neither (no-referrer policy) does not start', () => {
    expect(resolveParentOrigin(framed, allowed)).toBeNull();
  });

  it('an element on the host page itself posts to its own origin, when allowed', () => {
    expect(resolveParentOrigin({ ...framed, selfOrigin: 'https://site.test' }, allowed)).toBe('https://site.test');
    expect(resolveParentOrigin({ ...framed, selfOrigin: 'https://evil.test' }, allowed)).toBeNull();
  });

  it('a stated parentOrigin decides alone and must match exactly', () => {
    expect(resolveParentOrigin({ ...framed, explicit: 'https://site.test', ancestorOrigins: ['https://other.test'] }, allowed)).toBe('https://site.test');
    expect(resolveParentOrigin({ ...framed, explicit: 'https://evil.test', ancestorOrigins: ['https://site.test'] }, allowed)).toBeNull();
    expect(resolveParentOrigin({ ...framed, explicit: 'https://site.test/path' }, allowed)).toBeNull();
    expect(resolveParentOrigin({ ...framed, explicit: '*' }, allowed)).toBeNull();
  });
});
