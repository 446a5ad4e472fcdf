import { isLocale, type Locale } from '../core/locales';

/**
 * The language a signed-out guest chose in a switcher, remembered on the device (localStorage of the
 * page's origin) so a reload does not forget it. A signed-in guest's choice is saved on the account
 * instead. Storage can be refused (private windows, sandboxed frames): then nothing is remembered.
 */
const STORAGE_KEY = 'gp-locale';

export function rememberDeviceLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

export function rememberedDeviceLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}
