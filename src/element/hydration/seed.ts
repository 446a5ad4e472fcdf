import type { Configuration } from '../../api/schemas/config';
import type { User } from '../../api/schemas/user';
import { seedIntlTexts } from '../../core/intl/formatters';
import { isLocale, type Locale } from '../../core/locales';
import { seedLocale, type Catalogue, type CatalogueLoaders } from '../../i18n/i18n';
import { keys } from '../../state/keys';
import type { Runtime } from '../../state/runtime';
import type { EmbeddedState } from '../embedded-state';
import { localeInput, resolveLocale } from '../locale';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The embedded state, or null when it is missing or not what a server render writes. */
export function parseEmbeddedState(text: string | null | undefined): EmbeddedState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isLocale(value.locale) || !isRecord(value.resources) || !isRecord(value.catalogue) || !Number.isFinite(value.now)) return null;
  // The texts are an optimisation: a malformed entry is left out (the browser formats it itself).
  const intl = isRecord(value.intl) ? Object.fromEntries(Object.entries(value.intl).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  return { locale: value.locale, resources: value.resources, catalogue: value.catalogue as Catalogue, now: value.now as number, intl };
}

/** Puts the embedded answers into the runtime's store and the catalogue into i18n, as if loaded. */
export function seedEmbeddedState(runtime: Runtime, catalogues: CatalogueLoaders, state: EmbeddedState): void {
  const { entries } = runtime.resources.getState();
  // An answer the page already holds (another element loaded it) is newer than the server's.
  for (const [key, data] of Object.entries(state.resources)) if (!entries[key]) runtime.resources.set(key, data);
  seedLocale(state.locale, catalogues, state.catalogue);
  seedIntlTexts(state.intl);
}

/** The locale the element root will resolve to now (the same inputs as src/element/element-root.tsx). */
export function clientLocale(runtime: Runtime, attribute: string | null): Locale {
  const { entries } = runtime.resources.getState();
  return resolveLocale(
    localeInput({
      choice: runtime.prefs.getState().locale,
      attribute,
      user: entries[keys.user]?.data as User | undefined,
      config: entries[keys.config]?.data as Configuration | undefined,
    }),
  );
}
