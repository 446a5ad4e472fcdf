// fastify's `trustProxy` from the option or GP_TRUST_PROXY: only explicit proxies (addresses, CIDRs) or a
// hop count. `true` would believe X-Forwarded-For from anyone, so any client could rotate its address
// past the per-client limits: refused at start-up, with the setting to use instead.
import { StartupError } from './errors.js';

/** A hop count becomes fastify's trust function: the first `hops` proxies from this server are trusted. */
type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const hops = (count: number): TrustProxy => (count === 0 ? false : (_address: string, hop: number) => hop < count);

const REFUSED =
  'trustProxy / GP_TRUST_PROXY = true would trust X-Forwarded-For from any client (each could pick its own address). Give the proxies\' addresses or CIDRs (e.g. "127.0.0.1,10.0.0.0/8") or the number of proxy hops (e.g. "1").';

function parse(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^true$/i.test(text)) throw new StartupError(REFUSED);
  if (/^\d{1,2}$/.test(text)) return hops(Number(text));
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function trustProxySetting(option: unknown, env: string | undefined): TrustProxy {
  if (option === undefined) return parse(env ?? '');
  if (option === true) throw new StartupError(REFUSED);
  if (option === false) return false;
  if (typeof option === 'number' && Number.isInteger(option) && option >= 0) return hops(option);
  if (typeof option === 'string') return parse(option);
  if (Array.isArray(option) && option.every((item) => typeof item === 'string' && !/^true$/i.test(item.trim()))) return option.map((item) => item.trim());
  throw new StartupError(`trustProxy must be the proxies' addresses or CIDRs, or a hop count (got ${JSON.stringify(option)}).`);
}
