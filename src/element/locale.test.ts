import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale';
import { intlLocale, isRtl, matchLocale } from '../core/locales';
import { brandingCss, safeCssColor } from './branding';

describe('locale resolution', () => {
  const base = { choice: null, attribute: undefined, userLocale: null, device: null, tenantDefault: null, browser: [] as string[] };
  it('prefers the switcher choice, then the attribute, user, browser, tenant, English', () => {
    expect(resolveLocale({ ...base, choice: 'fr', attribute: 'he', userLocale: 'ru', browser: ['ar'], tenantDefault: 'es' })).toBe('fr');
    expect(resolveLocale({ ...base, attribute: 'he', userLocale: 'fr', browser: ['ar'], tenantDefault: 'es' })).toBe('he');
    expect(resolveLocale({ ...base, userLocale: 'ru', browser: ['ar'], tenantDefault: 'es' })).toBe('ru');
    expect(resolveLocale({ ...base, tenantDefault: 'es' })).toBe('es');
    expect(resolveLocale({ ...base, browser: ['xx', 'de-DE'] })).toBe('ge');
    expect(resolveLocale(base)).toBe('en');
    expect(resolveLocale({ ...base, attribute: 'klingon' })).toBe('en');
  });

  it('a language chosen on this device while signed out (issue 25) comes after the account and before the browser', () => {
    expect(resolveLocale({ ...base, device: 'ar', browser: ['en-US'], tenantDefault: 'es' })).toBe('ar');
    expect(resolveLocale({ ...base, device: 'ar', userLocale: 'fr', browser: ['en-US'] })).toBe('fr');
    expect(resolveLocale({ ...base, device: 'ar', attribute: 'he' })).toBe('he');
    expect(resolveLocale({ ...base, device: 'ar', choice: 'pl' })).toBe('pl');
  });

  it("puts a signed-out guest's browser language before the tenant default", () => {
    expect(resolveLocale({ ...base, browser: ['ar-EG', 'en'], tenantDefault: 'es' })).toBe('ar');
    expect(resolveLocale({ ...base, browser: ['he-IL'], tenantDefault: 'fr' })).toBe('he');
  });

  it('falls back to the tenant default when no browser language is offered, then to English', () => {
    expect(resolveLocale({ ...base, browser: ['ja-JP', 'ko'], tenantDefault: 'es' })).toBe('es');
    expect(resolveLocale({ ...base, browser: ['ja-JP'], tenantDefault: 'tlh' })).toBe('en');
  });

  it('maps browser tags to portal codes', () => {
    expect(matchLocale('en-GB')).toBe('gb');
    expect(matchLocale('zh-CN')).toBe('zh-Hans');
    expect(matchLocale('ar-SA')).toBe('ar-SA');
    expect(matchLocale('ar-EG')).toBe('ar');
    expect(matchLocale('iw')).toBe('he');
    expect(matchLocale('pt-BR')).toBe('pt');
    expect(matchLocale('')).toBeNull();
  });

  it('knows the right-to-left locales and Intl tags', () => {
    expect(['he', 'ar', 'ar-SA'].every(isRtl)).toBe(true);
    expect(['en', 'zh-Hans', 'ru'].some(isRtl)).toBe(false);
    expect(intlLocale('ge')).toBe('de');
    expect(intlLocale('gb')).toBe('en-GB');
  });
});

describe('tenant branding', () => {
  it('accepts colours only', () => {
    expect(safeCssColor('#0f7d80')).toBe('#0f7d80');
    expect(safeCssColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeCssColor('red; } body { display:none')).toBeNull();
    expect(safeCssColor('url(https://evil)')).toBeNull();
    expect(brandingCss({ primary_color: '#abc' })).toContain('--gp-brand-primary: #abc');
    expect(brandingCss({ primary_color: 'expression(alert(1))' })).toBe('');
  });
});
