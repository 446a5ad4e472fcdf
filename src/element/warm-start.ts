import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { matchLocale } from '../core/locales';
import { ensureLocale, type CatalogueLoaders } from '../i18n/i18n';
import { keys } from '../state/keys';
import { getRuntime } from '../state/runtime';
import { ensureResource } from '../state/store-resource';
import { configResource } from './config-resource';
import type { AttributeReader } from './descriptor';
import { firstLoadsOf, type FirstLoadsSpec } from './first-loads';
import { applyAuthConfig, readElementConfig } from './element-config';
import { localeInput, resolveLocale } from './locale';

/** The longest React's first render waits for the element's first answers (then it renders its loaders). */
export const WARM_START_MS = 400;

export interface WarmStartSpec extends FirstLoadsSpec {
  catalogues: CatalogueLoaders;
  /**
   * false: the first screen shows nothing of the configuration (a form), so with a `locale` attribute the
   * first render does not wait for it (without one it still does: the tenant's default locale is in it).
   */
  configurationFirst?: boolean;
}

const settle = (jobs: Promise<unknown>[]) => Promise.allSettled(jobs).then(() => undefined);

/**
 * What an element waits for before React's first render: the descriptor's first calls (the loader
 * started them while the code downloaded, so they are usually in) and the catalogue of the locale they
 * resolve to. The first render then shows the element's screen with its data, instead of a loader
 * followed by a render of the whole tree as each answer lands. At most WARM_START_MS: the element's box
 * is reserved meanwhile (no layout shift). A token-mode element waits for nothing but its catalogue.
 */
export function warmStart(spec: WarmStartSpec, el: Element): Promise<void> {
  const attr: AttributeReader = (name) => el.getAttribute(name);
  const config = readElementConfig(attr);
  const attributeLocale = matchLocale(config.locale);
  const jobs: Promise<unknown>[] = attributeLocale ? [ensureLocale(attributeLocale, spec.catalogues)] : [];
  let answers: Promise<unknown> = settle(jobs);
  const runtime = getRuntime(config.apiBase);
  // Token mode (of this element or of another one on the same API): the bearer token may come later.
  if (applyAuthConfig(runtime, el, config) !== 'token') {
    for (const load of firstLoadsOf(spec, attr)) {
      const loading = ensureResource(runtime, load);
      if (load.key !== configResource.key || spec.configurationFirst !== false || !attributeLocale) jobs.push(loading);
    }
    answers = settle(jobs).then(() => {
      if (attributeLocale) return undefined;
      // Without a `locale` attribute the locale depends on the user and the tenant, known now.
      const { entries } = runtime.resources.getState();
      const locale = resolveLocale(
        localeInput({
          choice: runtime.prefs.getState().locale,
          attribute: null,
          user: entries[keys.user]?.data as User | undefined,
          config: entries[keys.config]?.data as Configuration | undefined,
        }),
      );
      return ensureLocale(locale, spec.catalogues).catch(() => undefined);
    });
  }
  return Promise.race([answers.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, WARM_START_MS))]);
}
