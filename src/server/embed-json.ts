/**
 * JSON for an inert `<script type="application/json">`: the HTML parser ends a script at `</script`
 * and treats `<!--` specially, whatever the type, so every `<` is written as its JSON escape. The
 * line and paragraph separators are escaped too: harmless in JSON, they break a script read as JS.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** CSS text inside a `<style>`: only `</style` could end it early; `\/` is the same slash to CSS. */
export function embedCss(text: string): string {
  return text.replace(/<\//g, '<\\/');
}

export const escapeHtmlAttribute = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
