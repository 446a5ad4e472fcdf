/**
 * How the example hosts get a bearer token for `auth="token"`: the host's own sign-in calls the API's
 * login with `token: true` and without cookies (a real host would usually get it from its own backend).
 * The token stays in the page's memory and goes to the elements as their `authToken` property.
 */
export async function signInForToken(apiBase, email, password) {
  const res = await fetch(`${apiBase}/api/login-portal`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password, token: true }),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok || !body?.token) throw new Error(body?.error ?? `sign-in failed (${res.status})`);
  return body.token;
}

/** The API origin of the example hosts: the reference server of `npm start`. */
export const API_BASE = 'http://localhost:8787';
