// @vitest-environment jsdom
// DOMPurify needs a complete DOM; happy-dom's is not one it supports, jsdom is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links but keeps formatting', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://ok.test">ok</a></p>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<b>there</b>');
    expect(out).toContain('href="https://ok.test"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('drops styles, forms and frames', () => {
    const out = sanitizeHtml('<style>*{}</style><form><input></form><iframe src="https://x"></iframe><span style="color:red">t</span>');
    expect(out).toBe('<span>t</span>');
  });

  it('escapes instead of passing HTML through where sanitising is impossible', async () => {
    const { escapeForTest } = await import('./sanitize');
    expect(escapeForTest('<b onclick="x">')).toBe('&#60;b onclick=&#34;x&#34;&#62;');
  });

  it('gives pictures without a description an empty alt and keeps a given one', () => {
    expect(sanitizeHtml('<img src="https://x.test/a.png">')).toBe('<img src="https://x.test/a.png" alt="">');
    expect(sanitizeHtml('<img src="https://x.test/a.png" alt="Pool">')).toBe('<img src="https://x.test/a.png" alt="Pool">');
  });

  it('never hands an event handler to an HTML parser (Chromium reports it against the page CSP)', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const out = sanitizeHtml('<p>Fresh linens.</p><img src="https://x.test/a.png" onerror="alert(1)"><img/onload=a()><script>alert(2)</script>');
    expect(out).toBe('<p>Fresh linens.</p><img src="https://x.test/a.png" alt=""><img alt="">');
    expect(parse).toHaveBeenCalled();
    for (const [html] of parse.mock.calls) expect(String(html)).not.toMatch(/\son\w+\s*=|\/on\w+=/i);
  });

  it('drops relative URLs that the host page would fetch from its own origin', () => {
    expect(sanitizeHtml('<img src="x">')).toBe('<img alt="">');
    expect(sanitizeHtml('<img src="/media/a.png" alt="Map">')).toBe('<img alt="Map">');
    expect(sanitizeHtml('<img srcset="https://x.test/a.png 1x, b.png 2x" src="https://x.test/a.png">')).toBe('<img src="https://x.test/a.png" alt="">');
    expect(sanitizeHtml('<img srcset="https://x.test/a.png 1x, https://x.test/b.png 2x">')).toBe('<img srcset="https://x.test/a.png 1x, https://x.test/b.png 2x" alt="">');
    expect(sanitizeHtml('<video poster="p.png"></video>')).toBe('<video></video>');
    expect(sanitizeHtml('<a href="guide.html">Guide</a>')).toBe('<a target="_blank" rel="noopener noreferrer">Guide</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA" alt="">');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('answers the same HTML again from its results, and still sanitises what it has let go of', () => {
    const dirty = '<p>Kept <script>alert(1)</script><a href="https://ok.test">ok</a></p>';
    const first = sanitizeHtml(dirty);
    expect(sanitizeHtml(dirty)).toBe(first);
    for (let i = 0; i < 150; i++) expect(sanitizeHtml(`<p data-n="${i}">${i}<img src=x onerror="alert(${i})"></p>`)).not.toMatch(/onerror|<img src="x"/);
    expect(sanitizeHtml(dirty)).toBe(first);
    expect(first).not.toMatch(/script/);
  });
});
