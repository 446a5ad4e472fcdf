// Short-lived signed URLs for private media (identity documents): an <img> cannot send a bearer token,
// so the upload answer and the pre-check-in record carry a URL that opens the file for a few minutes.
import { createHmac, randomBytes } from 'node:crypto';
import type { DB } from '../db.js';
import { secretsMatch } from '../secrets.js';

/** How long a signed media URL opens its file. */
export const SIGNED_MEDIA_TTL_MS = 15 * 60_000;
const OWN_MEDIA = /^\/media\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/;

// One key per server (database): a restart ends every signed URL, as it should for short-lived ones.
const keys = new WeakMap<DB, Buffer>();
function keyOf(db: DB): Buffer {
  let key = keys.get(db);
  if (!key) {
    key = randomBytes(32);
    keys.set(db, key);
  }
  return key;
}

const signature = (db: DB, file: string, expires: number) => createHmac('sha256', keyOf(db)).update(`${file}|${expires}`).digest('base64url');

/** The URL of a file of this server, signed until now + TTL; other URLs are returned as they are. */
export function signMediaUrl(db: DB, url: string, ownOrigins: readonly string[], now = Date.now()): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const file = ownOrigins.includes(parsed.origin) ? OWN_MEDIA.exec(parsed.pathname)?.[1] : undefined;
  if (!file) return url;
  const expires = Math.floor((now + SIGNED_MEDIA_TTL_MS) / 1000);
  return `${parsed.origin}${parsed.pathname}?expires=${expires}&sig=${signature(db, file, expires)}`;
}

/** A signature this server made for the file and not expired. */
export function isSignedFor(db: DB, file: string, query: { expires?: unknown; sig?: unknown }, now = Date.now()): boolean {
  const expires = Number(query.expires);
  if (typeof query.sig !== 'string' || !Number.isInteger(expires) || expires * 1000 < now) return false;
  return secretsMatch(query.sig, signature(db, file, expires));
}
