// @vitest-environment jsdom
// DOMPurify needs a complete DOM; happy-dom's is not one it supports, jsdom is.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

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

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
