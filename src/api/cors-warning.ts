/**
 * One clear console line when the API refuses the page's origin. A refused CORS request fails as an
 * opaque TypeError, the same as an unreachable server; a `no-cors` probe of the same URL tells them
 * apart (it reaches a server that is up, whatever its CORS headers), so only a refusal is reported,
 * once per API origin.
 */
const WARNED = Symbol.for('guest-portal-elements.cors-warned');

function warnedOrigins(): Set<string> {
  const g = globalThis as { [WARNED]?: Set<string> };
  return (g[WARNED] ??= new Set());
}

export async function warnIfOriginRefused(url: string, error: unknown): Promise<void> {
  if (!(error instanceof TypeError) || typeof location === 'undefined') return;
  const api = new URL(url, location.href).origin;
  const page = location.origin;
  if (api === page || warnedOrigins().has(api)) return;
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit' });
  } catch {
    return; // unreachable, not refused
  }
  if (warnedOrigins().has(api)) return;
  warnedOrigins().add(api);
  console.warn(
    `[guest-portal] The API ${api} refused this page's origin ${page} (CORS): add ${page} to the tenant's allowed origins (reference server: GP_ALLOWED_ORIGINS=${page}).`,
  );
}
