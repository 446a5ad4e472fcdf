/**
 * Server HTML with its event-handler attributes (`onerror`, `onload`...) cut out of the text.
 *
 * Chromium checks an inline handler against the page's Content Security Policy as soon as an HTML
 * parser reads the attribute, in any document the page creates (DOMParser, `<template>`, an HTML
 * document from `document.implementation`, even the built-in Sanitizer API): sanitising
 * `<img onerror=…>` on a page whose CSP forbids inline script logs a CSP violation although the handler
 * never runs. So the handlers go before the text reaches a parser. DOMPurify still does the real
 * sanitising afterwards: anything this pass misreads only costs a console line, never safety.
 *
 * Every attribute whose name starts with "on" goes (the sanitiser keeps none of them either).
 * The scan follows the HTML tokenizer's rules for a start tag (attributes separated by white space or
 * `/`, values quoted with either quote or unquoted) and skips comments and the raw-text elements whose
 * content is not markup.
 */
const START_TAG = /<([a-zA-Z][^\t\n\f\r />]*)/y;
const SEPARATORS = /[\t\n\f\r /]*/y;
const NAME = /[^\t\n\f\r />][^\t\n\f\r />=]*/y;
const VALUE = /[\t\n\f\r ]*=[\t\n\f\r ]*(?:"[^"]*"?|'[^']*'?|[^\t\n\f\r >]*)/y;
const RAW_TEXT = /^(script|style|textarea|title|xmp|iframe|noembed|noframes|plaintext)$/i;

function matchAt(re: RegExp, text: string, at: number): string | null {
  re.lastIndex = at;
  return re.exec(text)?.[0] ?? null;
}

/** Reads one start tag from `at` (just after its name); returns the tag's text without handlers and where it ends. */
function readAttributes(html: string, at: number): { text: string; end: number } {
  let text = '';
  let i = at;
  while (i < html.length && html[i] !== '>') {
    const gap = matchAt(SEPARATORS, html, i)!;
    text += gap;
    i += gap.length;
    const name = matchAt(NAME, html, i);
    if (!name) break;
    const value = matchAt(VALUE, html, i + name.length) ?? '';
    if (!/^on/i.test(name)) text += name + value;
    i += name.length + value.length;
  }
  return { text, end: i };
}

function skipRawText(html: string, from: number, tag: string): number {
  if (/^plaintext$/i.test(tag)) return html.length;
  const close = html.toLowerCase().indexOf(`</${tag.toLowerCase()}`, from);
  return close === -1 ? html.length : close;
}

export function dropEventHandlers(html: string): string {
  if (!/\bon/i.test(html)) return html;
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end === -1 ? html.length : end + 3;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    const tag = matchAt(START_TAG, html, lt);
    if (!tag) {
      out += html.slice(i, lt + 1);
      i = lt + 1;
      continue;
    }
    const attrs = readAttributes(html, lt + tag.length);
    out += html.slice(i, lt + tag.length) + attrs.text;
    i = attrs.end;
    const name = tag.slice(1);
    if (RAW_TEXT.test(name) && i < html.length) {
      const stop = skipRawText(html, i + 1, name);
      out += html.slice(i, stop);
      i = stop;
    }
  }
  return out + html.slice(i);
}
