// The example site renders its elements on its own server (issue 20: <guest-trips>, <gate-code-lookup>,
// <guest-survey>), as a rental company's Node server would with the package's server entry
// (`import { … } from 'guest-portal-elements/server'`; here the SDK build the site serves): it asks the
// API for what the element's first screen shows, with the guest's own session when there is one, and
// writes the element's declarative shadow DOM inside its tag. The element hydrates it. Anything else (a
// signed-out guest on My trips, an API or render failure) serves the page as before.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The API's session cookie. The demo's site and API share a host (cookies are not kept apart by port),
 * so the browser sends it here too; a company whose API sits on another site holds the guest's bearer
 * token on its own server instead (auth="token") and sends it as `Authorization: Bearer …`.
 */
const SESSION_COOKIE = 'gp_session';
/** An API that answers slower than this costs the guest more than the browser's render would. */
const API_TIMEOUT_MS = 2000;

/** A fresh CSP nonce for one response: the element's <style> in its shadow root carries it. */
export const newNonce = () => randomBytes(16).toString('base64');

const entries = new Map();
/** The server entry of the SDK build, once per process; null when the build has none. */
function serverEntry(distDir) {
  const file = path.join(distDir, 'server', 'index.js');
  if (!entries.has(file)) entries.set(file, existsSync(file) ? import(pathToFileURL(file).href) : Promise.resolve(null));
  return entries.get(file);
}

/** @param {string | undefined} header */
function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

const decodeEntities = (value) => value.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]);

/** The attributes of the page's empty `<tag …></tag>`, as the browser will read them; null without one. */
function tagAttributes(page, tag) {
  const found = new RegExp(`<${tag}\\b([^>]*)></${tag}>`).exec(page);
  if (!found) return null;
  const attributes = {};
  for (const [, name, value] of found[1].matchAll(/([a-z][a-z0-9-]*)(?:="([^"]*)")?/g)) attributes[name] = decodeEntities(value ?? '');
  return attributes;
}

/** One GET of the API with the guest's session: its 200 JSON, else it throws. */
async function apiGet(apiBase, apiPath, session, tenantId) {
  const headers = { accept: 'application/json' };
  if (session) headers.cookie = `${SESSION_COOKIE}=${session}`;
  if (tenantId) headers['x-tenant-id'] = tenantId;
  const answer = await fetch(apiBase.replace(/\/+$/, '') + apiPath, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  if (answer.status !== 200) throw new Error(`${apiPath} answered ${answer.status}`);
  return answer.json();
}

/** The resource key of the session check (`GET /api/tourist/user`) among an element's first calls. */
const SESSION_CHECK = 'user';

/**
 * The page with `<tag>` holding its first screen rendered for this guest, or null when there is nothing
 * to render on the server (a screen that checks the session without one, no such tag, an SDK build
 * without the server entry). Throws on a failure: the caller serves the page unchanged then.
 *
 * @param {string} page
 * @param {string} tag
 * @param {{ distDir: string, apiBase: string, request: import('node:http').IncomingMessage, nonce: string }} options
 */
export async function renderInPage(page, tag, { distDir, apiBase, request, nonce }) {
  const session = cookieValue(request.headers.cookie, SESSION_COOKIE);
  const attributes = tagAttributes(page, tag);
  const entry = attributes ? await serverEntry(distDir) : null;
  const calls = entry?.elementFirstCalls(tag, attributes);
  // Signed out, the session check answers "signed out", which is not a screen the server renders.
  if (!calls || (!session && calls.some((call) => call.key === SESSION_CHECK))) return null;
  const resources = {};
  await Promise.all(calls.map(async ({ key, path: apiPath }) => (resources[key] = await apiGet(apiBase, apiPath, session, attributes['tenant-id']))));
  const languages = entry.acceptedLanguages(request.headers['accept-language']);
  const markup = await entry.renderElement(tag, { attributes, languages, resources, nonce });
  // A function, not a string: `$` in the markup (a price) is not a replacement pattern.
  return page.replace(`></${tag}>`, () => `>${markup}</${tag}>`);
}
