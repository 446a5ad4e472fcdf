/**
 * A fetch for tests: routes are `'METHOD /path'` → handler returning a body (JSON), a Response, or
 * throwing (network error). Unknown routes answer 404. Every call is recorded.
 */
export type MockHandler = (req: { url: URL; method: string; body: unknown; headers: Headers }) => unknown | Response | Promise<unknown | Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function mockFetch(routes: Record<string, MockHandler | unknown>) {
  const calls: { method: string; path: string; url: string; body: unknown; headers: Headers }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const req = input instanceof Request ? input : null;
    const url = new URL(req ? req.url : String(input), 'http://localhost');
    const method = (init.method ?? req?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? req?.headers);
    const raw = init.body ?? null;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    calls.push({ method, path: url.pathname, url: url.href, body, headers });
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const key = `${method} ${url.pathname}`;
    const handler = routes[key];
    if (handler === undefined) return json({ error: 'Not found', code: 'not_found' }, 404);
    const out = typeof handler === 'function' ? await (handler as MockHandler)({ url, method, body, headers }) : handler;
    return out instanceof Response ? out : json(out);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
