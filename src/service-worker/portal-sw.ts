// The hosted portal's service worker: the app shell and the SDK files of ONE build, so the portal opens
// without a network (the arrival kit the SDK keeps in localStorage then has a page to show in). Built on
// its own by scripts/build.mjs (esbuild), which writes the build's file list and version into it; the
// server serves it at the portal's base path (/sw.js, /t/{tenant}/sw.js) so its scope is that portal.
//
// - install: precache the shell and the SDK files of this build. The shell is the scope's page asked for with
//   `X-Portal-Shell: 1`: the server answers that with the plain client-rendered page, never a route's
//   server-rendered markup or a signed-in guest's data (which a navigation's own answer may hold);
// - activate: delete this scope's caches of earlier builds, take over open pages;
// - navigations: network first, the answer never stored (it may be one guest's page); the cached shell when
//   the network fails; after a navigation that reached the server, the shell is asked for again (the page
//   may have changed without a new SDK build: the tenant's name, colour, icon);
// - SDK files: from the cache (a build's files never change), fetched and added on a miss (locales);
// - everything else, the API above all, goes to the network untouched: guest data is never cached here;
// - a page's message `{ type: 'gp-cache-loaded', urls, locale }` caches the SDK files it loaded before the
//   worker controlled it (the first visit's locale catalogue: without it the offline portal has no texts),
//   and the portal's catalogue of `locale`: a page rendered on the server carries its texts in the HTML and
//   never loads that file, which the offline shell (rendered by the browser) needs.
//
// A page registers it with `?sdk=<SDK base URL>` when the SDK is not served at /sdk/ of the same origin
// (a company site loading it from a CDN, docs/offline.md).

declare const __GP_PRECACHE__: readonly string[];
/** The portal's catalogue file of each locale (`{ en: 'locales/en_guest-portal-….js' }`), from the build. */
declare const __GP_PORTAL_CATALOGUES__: Readonly<Record<string, string>>;
declare const __GP_VERSION__: string;

// The DOM library has no service worker types; what this worker uses, typed here.
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
const scope = worker.registration.scope;
// One cache per portal address and build: tenants' portals on one origin update independently.
const CACHE_PREFIX = `gp-portal:${new URL(scope).pathname}:`;
const CACHE = `${CACHE_PREFIX}${__GP_VERSION__}`;
const SDK_BASE = new URL(new URL(worker.location.href).searchParams.get('sdk') || '/sdk/', worker.location.href).href;
const PRECACHE = __GP_PRECACHE__.map((file) => new URL(file, SDK_BASE).href);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `reload`: straight from the server, never from the HTTP cache (an unversioned file such as the
      // loader may be cached there from the build before).
      .then((cache) => cache.addAll([shellRequest(), ...PRECACHE.map((url) => new Request(url, { cache: 'reload' }))]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => worker.clients.claim()),
  );
});

/**
 * The shell, stored under the scope's address: every portal route starts from it offline. Without cookies
 * too: even a server that ignored the header would have no guest to render it for.
 */
const shellRequest = () => new Request(scope, { cache: 'reload', credentials: 'omit', headers: { 'X-Portal-Shell': '1' } });

async function refreshShell(): Promise<void> {
  const response = await fetch(shellRequest());
  if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await keep(scope, response);
}

async function navigation(event: FetchEventLike): Promise<Response> {
  try {
    const response = await fetch(event.request);
    // Never the navigation's own answer: it may carry the signed-in guest's data, and the shell serves every guest.
    event.waitUntil(refreshShell().catch(() => undefined));
    return response;
  } catch (offline) {
    const shell = await caches.match(scope, { cacheName: CACHE, ignoreVary: true });
    if (shell) return shell;
    throw offline;
  }
}

/**
 * Adds to this build's cache only while it exists: an outdated worker still finishing a request after a newer
 * one deleted its cache must not bring that cache back.
 */
async function keep(request: Request | string, response: Response): Promise<void> {
  if (await caches.has(CACHE)) await (await caches.open(CACHE)).put(request, response);
}

async function sdkFile(request: Request): Promise<Response> {
  // ignoreVary: the server varies every answer on Origin, but an SDK file is the same for every page (CORS `*`);
  // a module script's request carries Origin, the worker's own precache request does not.
  const hit = await caches.match(request, { cacheName: CACHE, ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) void keep(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate' && request.url.startsWith(scope)) event.respondWith(navigation(event));
  else if (request.url.startsWith(SDK_BASE)) event.respondWith(sdkFile(request));
});

/** Only SDK files, only what the page names: a message cannot make the worker fetch anything else. */
function loadedSdkFiles(data: unknown): string[] {
  const message = data as { type?: unknown; urls?: unknown; locale?: unknown } | null;
  if (message?.type !== 'gp-cache-loaded' || !Array.isArray(message.urls)) return [];
  const loaded = message.urls.filter((url): url is string => typeof url === 'string' && url.startsWith(SDK_BASE) && !url.includes('?'));
  const catalogue = typeof message.locale === 'string' && Object.prototype.hasOwnProperty.call(__GP_PORTAL_CATALOGUES__, message.locale) ? __GP_PORTAL_CATALOGUES__[message.locale] : undefined;
  return catalogue ? [...loaded, new URL(catalogue, SDK_BASE).href] : loaded;
}

worker.addEventListener('message', (event) => {
  const urls = loadedSdkFiles(event.data);
  if (!urls.length) return;
  event.waitUntil(
    Promise.all(
      urls.map((url) =>
        caches.match(url, { cacheName: CACHE, ignoreVary: true }).then((hit) => (hit ? undefined : fetch(url).then((response) => (response.ok ? keep(url, response) : undefined)))),
      ),
    ),
  );
});
