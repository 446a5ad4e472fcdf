// Registers the guest portal's service worker for /portal/ (docs/offline.md, "On your own site"), after load
// so the first visit downloads nothing more before it is usable. An external script: this site's
// Content-Security-Policy allows no inline script.
addEventListener('load', () => {
  if (!navigator.serviceWorker) return;
  navigator.serviceWorker
    .register('/portal/sw.js', { scope: '/portal/' })
    .then(() => navigator.serviceWorker.ready)
    // The SDK files this visit loaded before the worker controlled the page (the guest's locale among them).
    .then((registration) => registration.active?.postMessage({ type: 'gp-cache-loaded', urls: performance.getEntriesByType('resource').map((e) => e.name) }))
    .catch((e) => console.warn('[guest-portal] service worker not registered', e));
});
