// `guest-portal.classic.js`: for hosts that can only paste a classic <script src>. It adds the module
// loader next to itself, carrying over nonce and crossorigin, so CSP nonces keep working.
(function () {
  var current = document.currentScript;
  if (!current || !current.src) return;
  var s = document.createElement('script');
  s.type = 'module';
  s.src = new URL('guest-portal.js', current.src).href;
  if (current.crossOrigin !== null) s.crossOrigin = current.crossOrigin;
  if (current.nonce) s.nonce = current.nonce;
  var integrity = current.getAttribute('data-module-integrity');
  if (integrity) s.integrity = integrity;
  document.head.appendChild(s);
})();
