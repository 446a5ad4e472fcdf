/**
 * The script-tag entry (`dist/guest-portal.js`). It knows every element of the SDK but downloads an
 * element's code only when an instance of that tag appears in the document; the shared runtime
 * (React, stores, API client, i18n) comes with the first element and is fetched once.
 * Until an element's code arrives its box is reserved by a document-level rule (no layout shift).
 * Built on its own so that it shares no chunk with the runtime: the loader alone downloads nothing else.
 */
import { afterFirstPaint } from '../src/element/after-first-paint';
import { holdEarlyActions, releaseEarlyActions } from '../src/element/early-actions';
import { installDocumentStyles } from '../src/element/document-styles';
import { loaderTable } from '../src/element/loader-table';
import { startFirstCalls } from '../src/element/loader-first-calls';
import { preloadElement } from '../src/element/preload';
import { warmDateFormats } from '../src/element/warm-date-formats';
import { reactFile, runtimeFile } from 'gp-chunk-graph';
import { DESCRIPTORS, type Descriptor } from './descriptors';

const table = loaderTable(DESCRIPTORS);
const base = new URL('./', import.meta.url);
const requested = new Set<string>();
// The loader's own <script> (added by guest-portal.classic.js or pasted by the host): its crossorigin.
const crossOrigin = [...document.scripts].find((s) => s.src === import.meta.url)?.getAttribute('crossorigin') ?? null;

/**
 * The document parsed. An `async` loader runs as soon as it arrives, possibly while the page is still
 * parsing: its downloads and first calls start at once, but an element is defined only after this, so
 * it never upgrades while its server markup (a declarative shadow root) is still streaming in.
 */
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

/** A turn for the browser: scheduler.yield() resumes ahead of other queued tasks (Chromium), else a new task. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

function load(descriptor: Descriptor, el: Element | null = null): Promise<unknown> {
  const { tag } = descriptor;
  if (requested.has(tag) || customElements.get(tag)) return customElements.whenDefined(tag);
  requested.add(tag);
  // Server markup (a declarative shadow root) is painted before its code starts (after-first-paint.ts).
  const start = el?.shadowRoot ? afterFirstPaint() : Promise.resolve();
  // React's chunk evaluates on its own, then the rest of the shared runtime (i18n, stores, the API
  // client), then the element (its definition upgrades the tags in the page), the browser getting a turn
  // between them: three tasks instead of one long one on the host page. The files are all downloading
  // meanwhile (preloadElement).
  return start
    .then(() => {
      preloadElement(descriptor, el, base, crossOrigin);
      // The element's first API calls (whose answers the API client takes over) start in the next task:
      // inserting the links and starting the requests were one long task on the host page. The runtime
      // that would ask for them is still downloading. A task after that starts the page's date formatting
      // for an element whose first render needs it (src/element/warm-date-formats.ts). Server markup
      // needs neither: it carries its answers and the texts it formatted, which its hydration reads.
      if (el && !el.shadowRoot) void nextTask().then(() => startFirstCalls(descriptor, el)).then(nextTask).then(() => warmDateFormats(descriptor));
      return import(/* @vite-ignore */ new URL(reactFile, base).href);
    })
    .then(nextTask)
    .then(() => import(/* @vite-ignore */ new URL(runtimeFile, base).href))
    .then(() => parsed)
    .then(nextTask)
    .then(() => import(/* @vite-ignore */ new URL(`elements/${tag}.js`, base).href))
    .catch((error: unknown) => {
      requested.delete(tag);
      // Never to be hydrated: a tap held on server markup goes to the browser (a form posts, as without the SDK).
      document.querySelectorAll(tag).forEach(releaseEarlyActions);
      console.error(`[guest-portal-elements] could not load <${tag}>`, error);
    });
}

const allTags = [...table.keys()].join(',');

/** An element of the SDK in the page: its taps held until it is live, its code loaded (once per tag). */
function found(el: Element): void {
  const descriptor = table.get(el.localName);
  if (!descriptor) return;
  holdEarlyActions(el);
  if (!requested.has(descriptor.tag)) void load(descriptor, el);
}

/** Every element of the SDK in `root`, in one walk (the observer calls this for every inserted subtree). */
function scan(root: ParentNode): void {
  root.querySelectorAll(allTags).forEach(found);
}

function watch(): void {
  scan(document);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const el = node as Element;
        found(el);
        if (el.firstElementChild) scan(el);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

installDocumentStyles(DESCRIPTORS);
// From the start, also while the page parses (an `async` loader): the observer sees each element the
// parser inserts, with its attributes, so its code and first calls start before the page has finished.
watch();

/** For hosts that render elements inside their own shadow roots, where the observer cannot see. */
(globalThis as { GuestPortalElements?: unknown }).GuestPortalElements = {
  load: (tag: string) => {
    const descriptor = table.get(tag);
    return descriptor ? load(descriptor) : Promise.reject(new Error(`unknown element ${tag}`));
  },
  tags: [...table.keys()],
};
