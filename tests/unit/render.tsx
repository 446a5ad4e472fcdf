import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ElementContext, type ElementContextValue } from '../../src/element/context';
import { emit as emitEvent } from '../../src/element/events';
import { createElementI18n, ensureLocale } from '../../src/i18n/i18n';
import catalogues from 'gp-locale-loaders:guest-portal';
import type { Locale } from '../../src/core/locales';
import { isRtl } from '../../src/core/locales';
import { memoryHistory } from '../../src/router/history';
import { RouterProvider } from '../../src/router/router';
import type { RouteName } from '../../src/router/routes';
import { getRuntime, type Runtime } from '../../src/state/runtime';
import { StyleRootContext } from '../../src/styles/use-adopted-styles';
import { mockFetch, type MockHandler } from './mock-fetch';

let counter = 0;

export interface RenderInElementOptions {
  url?: string;
  attrs?: Record<string, string | undefined>;
  routes?: Record<string, MockHandler | unknown>;
  locale?: Locale;
  /** The element's `portal-url` (absolute, no trailing slash). */
  portalUrl?: string;
  /** Seed shared resources (e.g. the signed-in user) before rendering. */
  seed?: (runtime: Runtime) => void;
  /** Routes the element shows itself (default: all); others go nowhere, as with no portal. */
  canRender?: (name: RouteName) => boolean;
  /** The host's answer to a navigation (gp-navigate): false cancels it (default: every navigation goes on). */
  onNavigate?: (detail: { name: RouteName; url: string }) => boolean;
  /** Attributes of the element itself, for code that reads them on the host (e.g. `arrival-kit`). */
  hostAttributes?: Record<string, string>;
}

export interface RenderInElementResult extends RenderResult {
  runtime: Runtime;
  calls: ReturnType<typeof mockFetch>['calls'];
  events: CustomEvent[];
  history: ReturnType<typeof memoryHistory>;
  host: HTMLElement;
}

/**
 * Renders a feature the way an element does (context, i18n with the real catalogue, a memory router,
 * a fresh runtime whose fetch is mocked) but in light DOM so testing-library's `screen` sees it.
 */
export async function renderInElement(ui: ReactElement, opts: RenderInElementOptions = {}): Promise<RenderInElementResult> {
  const locale = opts.locale ?? 'en';
  await ensureLocale(locale, catalogues);
  const i18n = createElementI18n(locale);
  await i18n.changeLanguage(locale);
  const { fetch, calls } = mockFetch(opts.routes ?? {});
  const runtime = getRuntime(`http://api${++counter}.test`, { fetch, retryDelayMs: 1 });
  opts.seed?.(runtime);
  const host = document.createElement('div');
  for (const [name, value] of Object.entries(opts.hostAttributes ?? {})) host.setAttribute(name, value);
  document.body.appendChild(host);
  const shadowHost = document.createElement('div');
  const shadowRoot = shadowHost.attachShadow({ mode: 'open' });
  const events: CustomEvent[] = [];
  const history = memoryHistory(opts.url ?? '/tourist');
  const controller = new AbortController();
  const ctx: ElementContextValue = {
    host,
    shadowRoot,
    runtime,
    locale,
    setLocale: (l) => runtime.prefs.setState({ locale: l }),
    emit: (name, detail, o) => {
      const ok = emitEvent(host, name, detail, o);
      return ok;
    },
    signal: controller.signal,
    attrs: opts.attrs ?? {},
    portalUrl: opts.portalUrl ?? null,
  };
  const listener = (e: Event) => events.push(e as CustomEvent);
  for (const name of ['gp-ready', 'gp-navigate', 'gp-error', 'gp-login', 'gp-logout', 'gp-locale-change', 'gp-payment-succeeded', 'gp-payment-failed', 'gp-identify']) {
    host.addEventListener(name, listener);
  }
  const result = render(
    <ElementContext.Provider value={ctx}>
      <StyleRootContext.Provider value={shadowRoot}>
      <I18nextProvider i18n={i18n}>
        <div className="gp-root" dir={isRtl(locale) ? 'rtl' : 'ltr'} lang={locale}>
          <RouterProvider history={history} mode="memory" canRender={opts.canRender ?? (() => true)} onNavigate={opts.onNavigate ?? (() => true)} onOutside={() => undefined}>
            {ui}
          </RouterProvider>
        </div>
      </I18nextProvider>
      </StyleRootContext.Provider>
    </ElementContext.Provider>,
    { container: host },
  );
  return { ...result, runtime, calls, events, history, host };
}
