// The Node build: the browser one schedules its work on a MessageChannel whose port keeps a Node process alive.
import { prerender } from 'react-dom/static.node';
import type { Configuration } from '../api/schemas/config';
import { normalizeApiBase } from '../core/url';
import type { Locale } from '../core/locales';
import { baseStyles } from '../element/base.styles';
import { brandingCss } from '../element/branding';
import { propName } from '../element/descriptor';
import { ElementRoot, type ElementSpec } from '../element/element-root';
import { HYDRATE_ATTRIBUTE, STATE_ATTRIBUTE, type EmbeddedState } from '../element/embedded-state';
import { reservedVariableStyles } from '../element/reserved-box';
import { ServerRenderContext, type ServerRender } from '../element/server-render-context';
import { ensureLocale } from '../i18n/i18n';
import { memoryHistory } from '../router/history';
import { keys } from '../state/keys';
import { createRuntime } from '../state/runtime';
import { embedCss, embedJson, escapeHtmlAttribute } from './embed-json';

export interface ElementRenderInput {
  spec: ElementSpec & { styles?: string[] };
  /** The element's attributes as the page writes them (`api-base`, `routing`, `base-path`, `locale`...). */
  attributes: Readonly<Record<string, string>>;
  /** The route inside the element: path below its base path, with the query (`/tourist/login?view=forgot`). */
  url: string;
  locale: Locale;
  /** Resource store entries by key (src/state/keys.ts): what the screen reads, as the API answered it. */
  resources: Readonly<Record<string, unknown>>;
  /** The page's CSP nonce for the shadow root's <style> (a strict `style-src` allows no other inline style). */
  nonce?: string;
  /** A render still waiting after this long is given up (the caller serves the page without it). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 2000;

/** A server render never asks the API: what it shows comes from `resources`, or it shows the screen's loader. */
const noNetwork: typeof fetch = () => Promise.reject(new Error('A server render does not fetch'));

/**
 * An element's first screen as declarative shadow DOM, the inner HTML of its tag:
 * `<template shadowrootmode="open">` with the element's stylesheets, the data it used (inert JSON the
 * element seeds its stores from) and React's markup in the wrapper the element hydrates
 * (src/element/hydrate.ts). Rejects when anything fails or suspends past the timeout: the caller then
 * serves the element without it, to render in the browser as before.
 */
export async function renderElementMarkup(input: ElementRenderInput): Promise<string> {
  const { spec, attributes, locale, resources } = input;
  const runtime = createRuntime(normalizeApiBase(attributes['api-base']), { fetch: noNetwork });
  for (const [key, data] of Object.entries(resources)) runtime.resources.set(key, data);
  const catalogue = (await spec.catalogues[locale]()).default;
  await ensureLocale(locale, spec.catalogues);

  const sheets = new Set<string>();
  const server: ServerRender = { runtime, history: memoryHistory(input.url), locale, styles: { collect: (text) => sheets.add(text) } };
  const props = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [propName(name), value]));
  const tree = (
    <ServerRenderContext.Provider value={server}>
      <ElementRoot {...props} container={serverContainer(spec.descriptor.tag, attributes)} spec={spec} />
    </ServerRenderContext.Provider>
  );

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('The server render timed out')), input.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const errors: unknown[] = [];
  let markup: string;
  try {
    const { prelude } = await prerender(tree, { signal: controller.signal, onError: (error) => void errors.push(error) });
    markup = await new Response(prelude).text();
  } finally {
    clearTimeout(timer);
  }
  // An error React recovered from would leave a client-rendered hole in the markup: not a first screen.
  if (errors.length) throw errors[0];

  const config = resources[keys.config] as Configuration | undefined;
  // The browser's order: the element's own sheets after those its components adopt (src/styles/css.ts).
  const css = [...sheets, baseStyles, reservedVariableStyles(spec.descriptor), ...(spec.styles ?? []), brandingCss(config)].join('\n');
  const state: EmbeddedState = { locale, resources: { ...resources }, catalogue };
  const nonce = input.nonce ? ` nonce="${escapeHtmlAttribute(input.nonce)}"` : '';
  return (
    `<template shadowrootmode="open">` +
    `<style${nonce}>${embedCss(css)}</style>` +
    `<script type="application/json" ${STATE_ATTRIBUTE}>${embedJson(state)}</script>` +
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
