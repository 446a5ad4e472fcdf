import { describe, expect, it } from 'vitest';
import { isExactOrigin, joinUrl, normalizeApiBase } from './url';

describe('joinUrl', () => {
  it('puts a path under an API base, however the base ends and the path starts', () => {
    expect(joinUrl('https://api.test', '/api/config')).toBe('https://api.test/api/config');
    expect(joinUrl('https://api.test/v2//', '/api/config')).toBe('https://api.test/v2/api/config');
    expect(joinUrl('https://api.test/v2', 'api/config')).toBe('https://api.test/v2/api/config');
    expect(joinUrl(' /prefix/ ', '/api/config')).toBe('/prefix/api/config');
  });

  it('keeps a path under this origin for an empty base, and an absolute URL as it is', () => {
    expect(joinUrl('', '/api/config')).toBe('/api/config');
    expect(joinUrl('https://api.test', 'https://pay.test/challenge?x=1')).toBe('https://pay.test/challenge?x=1');
  });
});

describe('normalizeApiBase', () => {
  const page = 'https://shop.test/stay/page.html';

  it('spells the page origin as its path only, another origin in full, without trailing slashes', () => {
    expect(normalizeApiBase('https://shop.test/', page)).toBe('');
    expect(normalizeApiBase('https://shop.test/v2/', page)).toBe('/v2');
    expect(normalizeApiBase('/v2', page)).toBe('/v2');
    expect(normalizeApiBase('https://api.test/v2/', page)).toBe('https://api.test/v2');
  });

  it('is its own fixed point (a normalized base normalizes to itself), and empty for none', () => {
    for (const raw of ['https://api.test/v2', '/v2', '']) expect(normalizeApiBase(normalizeApiBase(raw, page), page)).toBe(normalizeApiBase(raw, page));
    expect(normalizeApiBase(null, page)).toBe('');
    expect(normalizeApiBase('  ', page)).toBe('');
  });

  it('keeps an absolute base in full outside a page', () => {
    expect(normalizeApiBase('https://api.test/', undefined)).toBe('https://api.test');
  });
});

describe('isExactOrigin', () => {
  it('accepts a serialised http(s) origin and nothing else', () => {
    expect(isExactOrigin('https://shop.test')).toBe(true);
    expect(isExactOrigin('http://localhost:8080')).toBe(true);
    for (const bad of ['', '*', 'null', 'https://shop.test/', 'https://shop.test/path', 'javascript:alert(1)', 'shop.test']) expect(isExactOrigin(bad)).toBe(false);
  });
});
