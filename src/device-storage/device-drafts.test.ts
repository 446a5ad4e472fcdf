import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDeviceDraft, readDeviceDraft, writeDeviceDraft } from './device-drafts';
import { forgetDeviceDrafts } from './sweep';

afterEach(() => vi.unstubAllGlobals());

describe('pre-check-in drafts kept on the device (issue 25)', () => {
  it('keeps one draft per guest and reservation', () => {
    writeDeviceDraft({ userId: 5, code: 'ABC' }, { draft: { client_info: { email: 'a@x.test' } }, base: '2026-01-01T00:00:00.000Z' });
    expect(readDeviceDraft({ userId: 5, code: 'ABC' })).toEqual({ draft: { client_info: { email: 'a@x.test' } }, base: '2026-01-01T00:00:00.000Z' });
    expect(readDeviceDraft({ userId: 6, code: 'ABC' })).toBeNull();
    expect(readDeviceDraft({ userId: 5, code: 'XYZ' })).toBeNull();
    forgetDeviceDraft({ userId: 5, code: 'ABC' });
    expect(readDeviceDraft({ userId: 5, code: 'ABC' })).toBeNull();
  });

  it('sign-out forgets every draft and nothing else of the page', () => {
    localStorage.setItem('gp-locale', 'he');
    localStorage.setItem('host-page-thing', '1');
    writeDeviceDraft({ userId: 5, code: 'A' }, { draft: {}, base: null });
    writeDeviceDraft({ userId: 7, code: 'B' }, { draft: {}, base: null });
    forgetDeviceDrafts();
    expect(Object.keys(localStorage).sort()).toEqual(['gp-locale', 'host-page-thing']);
  });

  it('reads an unreadable or foreign value as no draft', () => {
    localStorage.setItem('gp-draft:5:ABC', '{not json');
    expect(readDeviceDraft({ userId: 5, code: 'ABC' })).toBeNull();
    localStorage.setItem('gp-draft:5:ABC', JSON.stringify({ draft: 'nope' }));
    expect(readDeviceDraft({ userId: 5, code: 'ABC' })).toBeNull();
  });

  it('a browser that refuses storage (or a full one) changes nothing and throws nothing', () => {
    const refuse = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse, key: refuse, length: 0 });
    expect(() => writeDeviceDraft({ userId: 5, code: 'A' }, { draft: {}, base: null })).not.toThrow();
    expect(readDeviceDraft({ userId: 5, code: 'A' })).toBeNull();
    expect(() => forgetDeviceDrafts()).not.toThrow();
  });
});
