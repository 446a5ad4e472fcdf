import { randomBytes } from 'node:crypto';

/**
 * Small HTML pages the sandbox serves into frames: the cashier fingerprint page (hidden iframe) and
 * the 3-D Secure challenge page (embedded frame). Both post to `window.parent` with an explicit,
 * allow-listed target origin; inline script and style carry a per-response nonce (strict CSP).
 */

// The SDK's rule (the origins this server accepts are the ones the SDK posts to).
export { isExactOrigin } from '../../../src/core/url';

/** JSON for a `<script>` block (no `</script>` break-out). */
function js(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Page {
  html: string;
  csp: string;
}

function csp(nonce: string, frameAncestors: readonly string[], connect = "'self'"): string {
  const ancestors = ["'self'", ...frameAncestors].join(' ');
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src ${connect}; form-action 'none'; base-uri 'none'; frame-ancestors ${ancestors}`;
}

export function fingerprintPage(fingerprint: string, parentOrigin: string, frameAncestors: readonly string[]): Page {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>fingerprint</title></head><body>
<script nonce="${nonce}">
(function () {
  var msg = { type: 'gp-fingerprint', fingerprint: ${js(fingerprint)} };
  if (window.parent && window.parent !== window) window.parent.postMessage(msg, ${js(parentOrigin)});
})();
</script></body></html>`;
  return { html, csp: csp(nonce, frameAncestors, "'none'") };
}

export function challengePage(opts: { challengeId: string; answerUrl: string; parentOrigin: string; amountText: string; frameAncestors: readonly string[] }): Page {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3-D Secure (sandbox)</title>
<style nonce="${nonce}">
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; padding: 24px; color: #1f2933; }
  h1 { font-size: 18px; margin: 0 0 8px; }
  p { margin: 0 0 16px; }
  .actions { display: flex; gap: 12px; }
  button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 1px solid #0f766e; cursor: pointer; }
  #approve { background: #0f766e; color: #fff; }
  #fail { background: #fff; color: #b42318; border-color: #b42318; }
  button:disabled { opacity: .6; cursor: default; }
</style></head><body>
<h1>3-D Secure authentication</h1>
<p>Sandbox bank challenge for ${esc(opts.amountText)}. Choose the outcome of this test.</p>
<div class="actions"><button type="button" id="approve">Approve</button><button type="button" id="fail">Fail</button></div>
<p id="status" role="status"></p>
<script nonce="${nonce}">
(function () {
  var answerUrl = ${js(opts.answerUrl)};
  var parentOrigin = ${js(opts.parentOrigin)};
  var buttons = document.querySelectorAll('button');
  function answer(result) {
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
    fetch(answerUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ result: result }) })
      .then(function (res) { return res.ok ? res.json() : Promise.reject(res.status); })
      .then(function (body) {
        document.getElementById('status').textContent = body.status === 'approved' ? 'Approved' : 'Failed';
        if (window.parent && window.parent !== window) window.parent.postMessage({ type: 'gp-3ds', result: body.status === 'approved' ? 'approved' : 'failed' }, parentOrigin);
      })
      .catch(function () {
        document.getElementById('status').textContent = 'Error';
        for (var i = 0; i < buttons.length; i++) buttons[i].disabled = false;
      });
  }
  document.getElementById('approve').addEventListener('click', function () { answer('approved'); });
  document.getElementById('fail').addEventListener('click', function () { answer('failed'); });
})();
</script></body></html>`;
  return { html, csp: csp(nonce, opts.frameAncestors) };
}

export function errorPage(message: string): Page {
  return { html: `<!doctype html><html><head><meta charset="utf-8"><title>Error</title></head><body><p>${esc(message)}</p></body></html>`, csp: "default-src 'none'; frame-ancestors 'none'" };
}
