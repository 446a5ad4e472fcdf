/**
 * When the code of an element with server markup may start. That markup is on screen without the SDK,
 * so its code waits until the browser has painted it: the first paint never waits behind the SDK's
 * downloads and evaluation, which a fast connection otherwise lets run before it (the browser paints
 * after the deferred scripts that are already in). Settles at the first contentful paint (already
 * past: the observer's buffered entry), at once in a hidden tab (which paints nothing until shown), and
 * after `limitMs` at the latest (a page whose content is all out of view, a browser without paint timing).
 */
export function afterFirstPaint(limitMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    try {
      observer = new PerformanceObserver((list) => void (list.getEntriesByName('first-contentful-paint').length && done()));
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the limit decides.
    }
  });
}
