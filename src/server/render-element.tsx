import { AsyncLocalStorage } from 'node:async_hooks';
// The Node build: the browser one schedules its work on a MessageChannel whose port keeps a Node process alive.
import { prerender } from 'react-dom/static.node';
import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { setIntlTextBook } from '../core/intl/formatters';
import { joinUrl, normalizeApiBase } from '../core/url';
import type { Locale } from '../core/locales';
import { baseStyles } from '../element/base.styles';
import { cascadeOrder } from '../styles/css';
import { brandingCss } from '../element/branding';
import { propName } from '../element/descriptor';
import { ElementRoot, type ElementSpec } from '../element/element-root';
import { HYDRATE_ATTRIBUTE, STATE_ATTRIBUTE, STATE_LOCALE_ATTRIBUTE, type EmbeddedState } from '../element/embedded-state';
import { localeInput, resolveLocale } from '../element/locale';
import { reservedVariableStyles } from '../element/reserved-box';
import { ServerRenderContext, type ServerRender } from '../element/server-render-context';
import { ensureLocale } from '../i18n/i18n';
import type { FirstLoad } from '../state/store-resource';
import { memoryHistory } from '../router/history';
import { keys } from '../state/keys';
import { createRuntime, type Runtime } from '../state/runtime';
import { embedCss, embedJson, escapeHtmlAttribute } from './embed-json';
import { ServerSanitizerContext } from '../ui/server-sanitizer';
import { sanitizeOnServer } from './sanitize-on-server';

export interface ElementRenderInput {
  spec: ElementSpec & { styles?: string[] };
  /** The element's attributes as the page writes them (`api-base`, `routing`, `base-path`, `locale`...). */
  attributes: Readonly<Record<string, string>>;
  /** The route inside the element: path below its base path, with the query (`/tourist/login?view=forgot`). */
  url: string;
  /** The browser's languages, best first: the locale is resolved from them as in the browser (after the attribute and the user's). */
  languages?: readonly string[];
  /** The API's answers the screen reads, by resource key (src/state/keys.ts), as the API sent them. */
  resources: Readonly<Record<string, unknown>>;
  /**
   * The screen's own loads of those answers (src/server/first-screen.ts): each given answer goes through
   * its load (the same GET, the same schema) into the store, so the screen reads exactly what it reads in
   * the browser. An answer without a load goes into the store as given.
   */
  loads?: readonly FirstLoad[];
  /** The page's CSP nonce for the shadow root's <style> (a strict `style-src` allows no other inline style). */
  nonce?: string;
  /** A render still waiting after this long is given up (the caller serves the page without it). */
  timeoutMs?: number;
  /** The instant the screen shows (ms; default: now), embedded for the browser's hydration. */
  now?: number;
}

const DEFAULT_TIMEOUT_MS = 2000;

// Each render keeps the texts it formats with Intl in its own book (renders of different guests run at
// once), embedded for the browser's hydration (src/core/intl/formatters.ts).
const renderTexts = new AsyncLocalStorage<Map<string, string>>();
setIntlTextBook(() => renderTexts.getStore());

const requestKey = (url: string) => new URL(url, 'http://server-render.invalid/').href;

/**
 * A server render never asks the network: its API client's GETs are answered with the answers given for
 * the loads' paths, as the API sent them; anything else fails (the screen then cannot be rendered here).
 */
function answersOnly(answers: ReadonlyMap<string, unknown>): typeof fetch {
  return (input) => {
    const url = requestKey(input instanceof Request ? input.url : String(input));
    if (!answers.has(url)) return Promise.reject(new Error(`A server render does not fetch ${url}`));
    return Promise.resolve(new Response(JSON.stringify(answers.get(url)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
}

/** The render's own runtime with the answers in its store: through their loads when they have one (a failing load rejects). */
async function runtimeWith(apiBase: string, resources: Readonly<Record<string, unknown>>, loads: readonly FirstLoad[]): Promise<Runtime> {
  const given = loads.filter((l) => l.key in resources);
  const answers = new Map(given.map((l) => [requestKey(joinUrl(apiBase, l.path)), resources[l.key]]));
  const runtime = createRuntime(apiBase, { fetch: answersOnly(answers) });
  for (const [key, data] of Object.entries(resources)) if (!given.some((l) => l.key === key)) runtime.resources.set(key, data);
  await Promise.all(given.map((l) => runtime.resources.ensure(l.key, (signal) => l.load(runtime.api, signal))));
  return runtime;
}

/** What the store holds, by key: the data the screen rendered with, embedded for the browser's store. */
function storedResources(runtime: Runtime): Record<string, unknown> {
  const { entries } = runtime.resources.getState();
  return Object.fromEntries(Object.entries(entries).flatMap(([key, entry]) => (entry.status === 'ready' ? [[key, entry.data]] : [])));
}

/** The element's locale as the browser resolves it: its attribute, the signed-in user's, the browser's languages, the tenant's default. */
function serverLocale(attribute: string | undefined, stored: Record<string, unknown>, languages: readonly string[]): Locale {
  const input = localeInput({ choice: null, attribute, user: stored[keys.user] as User | undefined, config: stored[keys.config] as Configuration | undefined });
  return resolveLocale({ ...input, device: null, browser: languages });
}

/**
 * An element's first screen as declarative shadow DOM, the inner HTML of its tag:
 * `<template shadowrootmode="open">` with the element's stylesheets, the data it used (inert JSON the
 * element seeds its stores from) and React's markup in the wrapper the element hydrates
 * (src/element/hydrate.ts). Rejects when anything fails or suspends past the timeout: the caller then
 * serves the element without it, to render in the browser as before.
 */
export async function renderElementMarkup(input: ElementRenderInput): Promise<string> {
  const { spec, attributes } = input;
  const runtime = await runtimeWith(normalizeApiBase(attributes['api-base']), input.resources, input.loads ?? []);
  const resources = storedResources(runtime);
  const locale = serverLocale(attributes.locale, resources, input.languages ?? []);
  const now = input.now ?? Date.now();
  const catalogue = (await spec.catalogues[locale]()).default;
  await ensureLocale(locale, spec.catalogues);

  const sheets = new Set<string>();
  const server: ServerRender = { runtime, history: memoryHistory(input.url), locale, styles: { collect: (text) => sheets.add(text) }, now };
  const props = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [propName(name), value]));
  const tree = (
    <ServerRenderContext.Provider value={server}>
      <ServerSanitizerContext.Provider value={sanitizeOnServer}>
        <ElementRoot {...props} container={serverContainer(spec.descriptor.tag, attributes)} spec={spec} />
      </ServerSanitizerContext.Provider>
    </ServerRenderContext.Provider>
  );

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('The server render timed out')), input.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const errors: unknown[] = [];
  const texts = new Map<string, string>();
  let markup: string;
  try {
    // Every boundary's content in place, whatever its size: React would write a large one after its
    // fallback, with an inline script to swap them in, which the page's CSP blocks (and which could not
    // reach into a shadow root anyway).
    const { prelude } = await renderTexts.run(texts, () => prerender(tree, { signal: controller.signal, onError: (error) => void errors.push(error), progressiveChunkSize: Infinity }));
    markup = await new Response(prelude).text();
  } finally {
    clearTimeout(timer);
  }
  // An error React recovered from would leave a client-rendered hole in the markup: not a first screen.
  if (errors.length) throw errors[0];

  const config = resources[keys.config] as Configuration | undefined;
  // The browser's order: primitives, then screens, then the element's own sheets (src/styles/css.ts).
  const css = [...cascadeOrder(sheets), baseStyles, reservedVariableStyles(spec.descriptor), ...(spec.styles ?? []), brandingCss(config)].join('\n');
  const state: EmbeddedState = { locale, resources, catalogue, now, intl: Object.fromEntries(texts) };
  const nonce = input.nonce ? ` nonce="${escapeHtmlAttribute(input.nonce)}"` : '';
  return (
    `<template shadowrootmode="open">` +
    `<style${nonce}>${embedCss(css)}</style>` +
    `<script type="application/json" ${STATE_ATTRIBUTE} ${STATE_LOCALE_ATTRIBUTE}="${escapeHtmlAttribute(locale)}">${embedJson(state)}</script>` +
    `<div ${HYDRATE_ATTRIBUTE}>${markup}</div>` +
    `</template>`
  );
}

/**
 * The element root reads its host through the shadow root; on the server there is neither. Its
 * components read attributes in render and touch the DOM only in effects, which a server render skips.
 */
function serverContainer(tag: string, attributes: Readonly<Record<string, string>>): ShadowRoot {
  const host = {
    tagName: tag.toUpperCase(),
    localName: tag,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  return { host } as unknown as ShadowRoot;
}
