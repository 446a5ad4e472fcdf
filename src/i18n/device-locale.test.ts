import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberDeviceLocale, rememberedDeviceLocale } from './device-locale';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the language chosen on this device (issue 25)', () => {
  it('is kept across page loads in localStorage and read back', () => {
    expect(rememberedDeviceLocale()).toBeNull();
    rememberDeviceLocale('ar');
    expect(localStorage.getItem('gp-locale')).toBe('ar');
    expect(rememberedDeviceLocale()).toBe('ar');
  });

  it('ignores what is not one of the portal locales (an edited or old value)', () => {
    localStorage.setItem('gp-locale', 'klingon');
    expect(rememberedDeviceLocale()).toBeNull();
  });

  it('a browser that refuses storage (private mode, sandboxed frame) changes nothing and throws nothing', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => rememberDeviceLocale('he')).not.toThrow();
    expect(rememberedDeviceLocale()).toBeNull();
  });
});
