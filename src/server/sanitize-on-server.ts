// Server HTML (instructions, guidebook, item descriptions) in a server render. DOMPurify needs a DOM,
// which Node has not; sanitize-html is the sanitiser made for Node (an HTML parser and allow-lists). The
// rules are those of the browser's sanitiser (src/ui/sanitize.ts): formatting only, no scripts, handlers,
// styles, classes, ids, forms or frames; links open in a new tab without an opener and only to http(s),
// mail, phone and SMS; pictures only from absolute http(s) or inline data, an undescribed one decoration.
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';

const LINK = /^(https?:|mailto:|tel:|sms:)/i;
const ABSOLUTE = /^\s*(https?:|data:)/i;
const srcsetUrls = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '').filter(Boolean);

function link(tagName: string, attribs: Attributes) {
  const { href, ...rest } = attribs;
  return { tagName, attribs: { ...rest, ...(href && LINK.test(href) ? { href } : {}), target: '_blank', rel: 'noopener noreferrer' } };
}

/** Only absolute URLs stay where the browser fetches one at once (src, srcset, poster). */
function fetchedUrls(attribs: Attributes): Attributes {
  const { src, srcset, poster, ...rest } = attribs;
  const srcsetOk = srcset !== undefined && srcsetUrls(srcset).length > 0 && srcsetUrls(srcset).every((u) => ABSOLUTE.test(u));
  return { ...rest, ...(src && ABSOLUTE.test(src) ? { src } : {}), ...(srcsetOk ? { srcset } : {}), ...(poster && ABSOLUTE.test(poster) ? { poster } : {}) };
}

const picture = (tagName: string, attribs: Attributes) => {
  const kept = fetchedUrls(attribs);
  return { tagName, attribs: { ...kept, alt: kept.alt ?? '' } };
};
const video = (tagName: string, attribs: Attributes) => ({ tagName, attribs: fetchedUrls(attribs) });

const OPTIONS: IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'video', 'h1', 'h2', 'u', 's', 'del', 'ins', 'small', 'sub', 'sup'],
  allowedAttributes: {
    '*': ['dir', 'lang', 'title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height'],
    video: ['src', 'poster', 'controls'],
    ol: ['start', 'reversed'],
    li: ['value'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], video: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Text of a removed element stays (as DOMPurify keeps it); script, style, SVG, MathML and the like go
  // with their text, as DOMPurify forbids them.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  transformTags: { a: link, img: picture, video },
};

/** `html` with only formatting left, for the markup a server render writes. */
export function sanitizeOnServer(html: string): string {
  return sanitize(html, OPTIONS);
}
