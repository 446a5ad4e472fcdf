// Text placed into the hosted page's HTML.

/** A value safe inside a double- or single-quoted attribute (and as element text). */
export const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
