import DOMPurify from 'dompurify';
import { dropEventHandlers } from './drop-event-handlers';

/**
 * Server-supplied HTML (instructions, guidebook, item descriptions) is tenant content, not ours:
 * only formatting survives; scripts, event handlers, styles, forms and frames are removed, and links
 * open in a new tab without an opener.
 */
const purifier = typeof window !== 'undefined' ? DOMPurify(window) : null;

/** The attributes whose URL the browser fetches as soon as the HTML is in the page. */
const FETCHED_URLS = ['src', 'srcset', 'poster', 'background'] as const;

/**
 * The HTML is shown on the rental company's page, not the API's: a relative URL would be fetched from
 * the host page's origin (a 404 at best). Only absolute http(s) URLs and inline data survive.
 */
function isAbsolute(url: string): boolean {
  return /^\s*(https?:|data:)/i.test(url);
}
const srcsetUrls = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '').filter(Boolean);

if (purifier) {
  // Set once: a config given with each call is parsed again on every call (a fifth of a block's sanitising).
  purifier.setConfig({
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:|tel:|sms:)/i.test(href)) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    for (const name of FETCHED_URLS) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const urls = name === 'srcset' ? srcsetUrls(value) : [value];
      if (urls.length === 0 || !urls.every(isAbsolute)) node.removeAttribute(name);
    }
    // A picture the server did not describe is decoration: an empty alt keeps screen readers off the URL.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Results by input: every render of a block (the hydration, each re-render of the page around it) asks
 * for the same HTML again, and sanitising parses it into a document each time. Bounded: the oldest goes.
 */
const sanitised = new Map<string, string>();
const KEPT = 100;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // DOMPurify hands back its input untouched where the DOM cannot sanitise; then show it as text.
  if (!purifier?.isSupported) return escapeHtml(html);
  const known = sanitised.get(html);
  if (known !== undefined) return known;
  const clean = purifier.sanitize(dropEventHandlers(html));
  if (sanitised.size >= KEPT) sanitised.delete(sanitised.keys().next().value!);
  sanitised.set(html, clean);
  return clean;
}

export const escapeForTest = escapeHtml;
