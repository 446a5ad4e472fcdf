// @vitest-environment jsdom
// The server's sanitiser against the browser's (DOMPurify, which needs jsdom's complete DOM): the markup a
// server render writes is what the browser keeps when it hydrates, so both must leave the same HTML.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../ui/sanitize';
import { sanitizeOnServer } from './sanitize-on-server';

const CASES = [
  '<p>Fresh linens.</p><ul><li>Towels</li><li><b>Coffee</b> &amp; <i>tea</i></li></ul>',
  '<h3>Arrival</h3><p>Park in space 3.<br>The lockbox is left of the door.</p><ol start="2"><li>Code</li></ol>',
  '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://ok.test">ok</a></p>',
  '<style>*{}</style><form><input></form><iframe src="https://x"></iframe><span style="color:red" class="c" id="i">t</span>',
  '<img src="https://x.test/a.png">',
  '<img src="https://x.test/a.png" alt="Pool">',
  '<img src="/media/a.png" alt="Map">',
  '<img srcset="https://x.test/a.png 1x, b.png 2x" src="https://x.test/a.png">',
  '<img srcset="https://x.test/a.png 1x, https://x.test/b.png 2x">',
  '<img src="data:image/png;base64,AAAA">',
  '<video poster="p.png"></video>',
  '<a href="guide.html">Guide</a>',
  '<a href="mailto:host@x.test">Mail</a> <a href="tel:+15550102030">Call</a>',
  '<table><tr><th>Day</th><td colspan="2">Tuesday</td></tr></table>',
  '<p dir="rtl" lang="he">שלום</p><blockquote>Quiet hours 22:00–08:00</blockquote>',
  '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><object data="x"></object><embed src="x">',
];

/** The two outputs as DOM trees: the same elements, attributes (in any order) and text. */
function sameMarkup(a: string, b: string): boolean {
  const parse = (html: string) => {
    const t = document.createElement('template');
    t.innerHTML = html;
    return t.content;
  };
  return parse(a).isEqualNode(parse(b));
}

describe('sanitizeOnServer', () => {
  it.each(CASES)('leaves what the browser leaves: %s', (html) => {
    const server = sanitizeOnServer(html);
    const browser = sanitizeHtml(html);
    expect(sameMarkup(server, browser), `server: ${server}\nbrowser: ${browser}`).toBe(true);
  });

  it('never keeps a script, a handler, a style or a javascript: link', () => {
    for (const html of CASES) expect(sanitizeOnServer(html)).not.toMatch(/<script|\son\w+=|style=|javascript:/i);
  });
});
