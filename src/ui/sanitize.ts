import DOMPurify from 'dompurify';

/**
 * Server-supplied HTML (instructions, guidebook, item descriptions) is tenant content, not ours:
 * only formatting survives; scripts, event handlers, styles, forms and frames are removed, and links
 * open in a new tab without an opener.
 */
const purifier = typeof window !== 'undefined' ? DOMPurify(window) : null;

if (purifier) {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:|tel:|sms:)/i.test(href)) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // A picture the server did not describe is decoration: an empty alt keeps screen readers off the URL.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // DOMPurify hands back its input untouched where the DOM cannot sanitise; then show it as text.
  if (!purifier?.isSupported) return escapeHtml(html);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}

export const escapeForTest = escapeHtml;
