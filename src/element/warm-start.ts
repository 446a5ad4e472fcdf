import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { matchLocale } from '../core/locales';
import { ensureLocale, type CatalogueLoaders } from '../i18n/i18n';
import { keys } from '../state/keys';
import { getRuntime, type Runtime } from '../state/runtime';
import { ensureResource } from '../state/use-resource';
import { configResource } from './config-resource';
import { localeInput, resolveLocale } from './locale';

/** The longest React's first render waits for the element's first answers (then it renders its loaders). */
export const WARM_START_MS = 400;

export interface WarmStartSpec {
  catalogues: CatalogueLoaders;
  /** The element's first server data beyond the configuration, loaded into the shared store (`ensureResource`). */
  firstLoads?: (runtime: Runtime, attr: (name: string) => string | null) => Promise<unknown>[];
  /**
   * false: the first screen shows nothing of the configuration (a form), so with a `locale` attribute the
   * first render does not wait for it (without one it still does: the tenant's default locale is in it).
   */
  configurationFirst?: boolean;
}

const settle = (jobs: Promise<unknown>[]) => Promise.allSettled(jobs).then(() => undefined);

/**
 * What an element waits for before React's first render: the configuration, its first loads (the loader
 * started these calls while the code downloaded, so they are usually in) and the catalogue of the locale
 * they resolve to. The first render then shows the element's screen with its data, instead of a loader
 * followed by a render of the whole tree as each answer lands. At most WARM_START_MS: the element's box
 * is reserved meanwhile (no layout shift). A token-mode element waits for nothing but its catalogue.
 */
export function warmStart(spec: WarmStartSpec, el: Element): Promise<void> {
  const attr = (name: string) => el.getAttribute(name);
  const attribute = matchLocale(attr('locale'));
  const jobs: Promise<unknown>[] = attribute ? [ensureLocale(attribute, spec.catalogues)] : [];
  let answers: Promise<unknown> = settle(jobs);
  if (attr('auth') !== 'token') {
    const runtime = getRuntime(attr('api-base'));
    const tenantId = attr('tenant-id');
    runtime.auth.setState({ mode: 'cookie', ...(tenantId ? { tenantId } : {}) });
    const config = ensureResource(runtime, configResource);
    if (spec.configurationFirst !== false || !attribute) jobs.push(config);
    jobs.push(...(spec.firstLoads?.(runtime, attr) ?? []));
    answers = settle(jobs).then(() => {
      if (attribute) return undefined;
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
