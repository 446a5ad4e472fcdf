// Registers the guest portal's service worker for /portal/ (docs/offline.md, "On your own site") once the
// portal has shown its screen (gp-ready, or 10 s at most), the page has loaded and the browser is idle: its
// install downloads the SDK, which must not compete with the first visit's own scripts and hydration. An
// external script: this site's Content-Security-Policy allows no inline script.
const portal = document.querySelector('guest-portal');
const shown = new Promise((resolve) => {
  portal?.addEventListener('gp-ready', resolve, { once: true });
  setTimeout(resolve, 10000);
});
const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => addEventListener('load', resolve, { once: true }));
const idle = () => new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 200)));
Promise.all([shown, loaded])
  .then(idle)
  .then(() => {
    if (!navigator.serviceWorker) return;
    return (
      navigator.serviceWorker
        .register('/portal/sw.js', { scope: '/portal/' })
        .then(() => navigator.serviceWorker.ready)
        // The SDK files this visit loaded before the worker controlled the page (the guest's locale among them).
        .then((registration) => registration.active?.postMessage({ type: 'gp-cache-loaded', urls: performance.getEntriesByType('resource').map((e) => e.name) }))
    );
  })
  .catch((e) => console.warn('[guest-portal] service worker not registered', e));
