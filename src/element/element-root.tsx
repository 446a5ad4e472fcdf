import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useStore } from 'zustand';
import { errorMessageKey } from '../api/errors';
import type { User } from '../api/schemas/user';
import { createElementI18n, ensureLocale, isLocaleLoaded, type CatalogueLoaders } from '../i18n/i18n';
import { FALLBACK_LOCALE, isRtl, type Locale } from '../core/locales';
import { createHistory, type RoutingMode } from '../router/history';
import { RouterProvider, useRouter } from '../router/router';
import type { RouteName } from '../router/routes';
import { keys } from '../state/keys';
import { getRuntime } from '../state/runtime';
import { releaseAuthMode } from '../state/auth-modes';
import { useStoreResource } from '../state/store-resource';
import { brandingCss } from './branding';
import { ElementContext, useElement as useElementContext, type ElementContextValue } from './context';
import { ErrorBoundary } from './error-boundary';
import { emit } from './events';
import { localeInput, resolveLocale } from './locale';
import { setNamedSheet } from '../styles/css';
import { StyleRootContext } from '../styles/use-adopted-styles';
import { releaseReservedBox } from './reserved-box';
import { ElementFallback } from './element-fallback';
import { configResource } from './config-resource';
import { handOffUrl, SIGN_IN_ROUTES } from './hand-off';
import type { WarmStartSpec } from './warm-start';
import { ownProps, propName, type ElementDescriptor } from './descriptor';
import { applyAuthConfig, readElementConfig } from './element-config';
import { ServerRenderContext } from './server-render-context';
import { ServerNowContext, serverNowOf } from './screen-now';

export interface CommonProps {
  apiBase?: string;
  locale?: string;
  tenantId?: string;
  routing?: string;
  basePath?: string;
  auth?: string;
  portalUrl?: string;
}

export interface ElementSpec {
  /** The element's facts as data (tag, attributes, first calls, reserved height...). */
  descriptor: ElementDescriptor;
  /** First URL of the element's own router in memory mode. */
  initialUrl: (attrs: Record<string, string | undefined>) => string;
  canRender: (name: RouteName) => boolean;
  /** Shows the sign-in routes itself when no `portal-url` is set (its Feature renders them). */
  inlineSignIn?: boolean;
  Feature: ComponentType;
  /** The element's catalogue bundle: `import catalogues from 'gp-locale-loaders:<bundle>'`. */
  catalogues: CatalogueLoaders;
  /** How to load each of the descriptor's first calls beyond the configuration (src/element/warm-start.ts). */
  loads?: WarmStartSpec['loads'];
  /** See WarmStartSpec: false when the first screen shows nothing of the configuration. */
  configurationFirst?: boolean;
}

type RootProps = CommonProps & Record<string, unknown> & { container: ShadowRoot; spec: ElementSpec };

function safePortalUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    // A server render has no location: the attribute is an absolute URL there (a relative one is not kept).
    const u = new URL(value, globalThis.location?.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** Exposes the current route on the root box (`data-route`) for host CSS and tests. */
function RouteMarker() {
  const { route } = useRouter();
  const { shadowRoot } = useElementContext();
  useLayoutEffect(() => {
    shadowRoot.querySelector('.gp-root')?.setAttribute('data-route', route.name);
  }, [route.name, shadowRoot]);
  return null;
}

export function ElementRoot(props: RootProps) {
  const { container, spec } = props;
  const host = container.host as HTMLElement;
  const config = readElementConfig((name) => {
    const value = props[propName(name)];
    return typeof value === 'string' ? value : null;
  });
  const server = useContext(ServerRenderContext);
  const runtime = useMemo(() => server?.runtime ?? getRuntime(config.apiBase), [server, config.apiBase]);
  const own = useMemo(() => ownProps(spec.descriptor), [spec.descriptor]);
  // One string of the element's own attribute values: `attrs` keeps its identity until one changes.
  const attrKey = JSON.stringify(own.map((p) => (typeof props[p] === 'string' ? props[p] : null)));
  const attrs = useMemo(() => {
    const values = JSON.parse(attrKey) as (string | null)[];
    return Object.fromEntries(own.map((p, i) => [p, values[i] ?? undefined])) as Record<string, string | undefined>;
  }, [attrKey, own]);

  const [controller, setController] = useState(() => new AbortController());
  useEffect(() => {
    // StrictMode's simulated unmount aborted this controller: the remounted element needs a live one.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- StrictMode's simulated unmount aborted the controller; the remount needs a live one
    if (controller.signal.aborted) setController(new AbortController());
    return () => controller.abort();
  }, [controller]);

  const { auth, tenantId, locale: localeAttribute } = config;
  useLayoutEffect(() => {
    applyAuthConfig(runtime, host, { auth, tenantId });
    return () => releaseAuthMode(runtime, host);
  }, [runtime, host, auth, tenantId]);

  const configuration = useStoreResource(runtime, controller.signal, configResource.key, configResource.load);
  useEffect(() => {
    const tenant = configuration.data?.tenant_id;
    if (!tenantId && tenant !== undefined && tenant !== null && !runtime.auth.getState().tenantId) {
      runtime.auth.setState({ tenantId: String(tenant), headerlessTenantId: String(tenant) });
    }
    setNamedSheet(container, 'brand', brandingCss(configuration.data));
  }, [configuration.data, container, tenantId, runtime]);

  const choice = useStore(runtime.prefs, (s) => s.locale);
  const user = useStore(runtime.resources, (s) => s.entries[keys.user]?.data as User | undefined);
  const locale = server?.locale ?? resolveLocale(localeInput({ choice, attribute: localeAttribute, user, config: configuration.data }));

  // A changed `locale` attribute is an explicit instruction from the host: it beats an earlier switcher choice.
  const lastAttr = useRef(localeAttribute);
  useEffect(() => {
    if (lastAttr.current !== localeAttribute) {
      lastAttr.current = localeAttribute;
      runtime.prefs.setState({ locale: null });
    }
  }, [localeAttribute, runtime]);

  const [i18n] = useState(() => createElementI18n(locale));
  const [shown, setShown] = useState<Locale | null>(() => (isLocaleLoaded(locale, spec.catalogues) ? locale : null));
  const [catalogueFailed, setCatalogueFailed] = useState(false);
  useEffect(() => {
    let live = true;
    ensureLocale(locale, spec.catalogues)
      .catch(() => ensureLocale(FALLBACK_LOCALE, spec.catalogues).then(() => FALLBACK_LOCALE))
      .then(async (loaded) => {
        const lng = loaded ?? locale;
        // The instance starts in the element's first locale: changing to the same language would only
        // make every translated component render again.
        if (i18n.language !== lng) await i18n.changeLanguage(lng);
        if (live) setShown(lng);
      })
      .catch(() => live && setCatalogueFailed(true));
    return () => {
      live = false;
    };
  }, [locale, i18n, spec.catalogues]);

  const mode: RoutingMode = config.routing ?? spec.descriptor.defaultRouting ?? 'memory';
  const initialUrl = spec.initialUrl(attrs);
  const history = useMemo(
    () => server?.history ?? createHistory(mode, { basePath: props.basePath ?? '/', initialUrl }),
    [server, mode, props.basePath, initialUrl],
  );
  // The server's instant holds for the screen it rendered: the first navigation leaves that screen.
  const [serverNow, setServerNow] = useState<number | null>(() => server?.now ?? serverNowOf(host));
  useEffect(() => (serverNow === null ? undefined : history.subscribe(() => setServerNow(null))), [history, serverNow]);

  const portalUrl = safePortalUrl(props.portalUrl);
  const onNavigate = useCallback(
    (detail: { name: RouteName; url: string; params: Record<string, string>; query: Record<string, string> }) =>
      emit(host, 'gp-navigate', detail, { cancelable: true }),
    [host],
  );
  const canRender = useCallback(
    (name: RouteName) => spec.canRender(name) || (!!spec.inlineSignIn && !portalUrl && SIGN_IN_ROUTES.has(name)),
    [spec, portalUrl],
  );
  const handOffLocale = shown ?? locale;
  const onOutside = useCallback(
    (url: string) => {
      if (portalUrl) location.assign(handOffUrl(portalUrl, url, { returnTo: location.href, locale: handOffLocale }));
    },
    [portalUrl, handOffLocale],
  );

  const ctx = useMemo<ElementContextValue>(
    () => ({
      host,
      shadowRoot: container,
      runtime,
      locale: shown ?? locale,
      setLocale: (l) => {
        runtime.prefs.setState({ locale: l });
        emit(host, 'gp-locale-change', { locale: l });
      },
      emit: (name, detail, opts) => emit(host, name, detail, opts),
      signal: controller.signal,
      attrs,
      portalUrl,
    }),
    [host, container, runtime, shown, locale, controller, attrs, portalUrl],
  );

  const readyFired = useRef(false);
  useEffect(() => {
    if (shown && !readyFired.current) {
      readyFired.current = true;
      emit(host, 'gp-ready', { tag: spec.descriptor.tag });
    }
  }, [shown, host, spec.descriptor.tag]);

  const lang = shown ?? locale;
  // The root is in the shadow tree now and keeps the reservation while it loads: the host lets go.
  useLayoutEffect(() => releaseReservedBox(container), [container]);
  return (
    <ElementContext.Provider value={ctx}>
      <ServerNowContext.Provider value={serverNow}>
      <StyleRootContext.Provider value={server?.styles ?? container}>
      <I18nextProvider i18n={i18n}>
        <div className="gp-root" part="root" dir={isRtl(lang) ? 'rtl' : 'ltr'} lang={lang} data-locale={lang}>
          {catalogueFailed ? (
            <ElementFallback offline />
          ) : shown ? (
            <RouterProvider history={history} mode={mode} basePath={props.basePath} canRender={canRender} onNavigate={onNavigate} onOutside={onOutside}>
              <ErrorBoundary
                onError={(e) => emit(host, 'gp-error', { code: 'render', message: String((e as Error)?.message ?? e) })}
                fallback={(e, reset) => <ElementFallback messageKey={errorMessageKey(e)} onRetry={reset} />}
              >
                <RouteMarker />
                <spec.Feature />
              </ErrorBoundary>
            </RouterProvider>
          ) : (
            <div data-gp-reserve="" aria-busy="true" />
          )}
        </div>
      </I18nextProvider>
      </StyleRootContext.Provider>
      </ServerNowContext.Provider>
    </ElementContext.Provider>
  );
}
