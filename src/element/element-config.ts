import { normalizeApiBase } from '../core/url';
import { claimAuthMode } from '../state/auth-modes';
import type { AuthMode } from '../api/http';
import type { Runtime } from '../state/runtime';
import type { AttributeReader } from './descriptor';

/** The common attributes an element starts from, parsed once (readElementConfig). */
export interface ElementConfig {
  /** The API base as the runtimes key it (normalizeApiBase): '' for this origin. */
  apiBase: string;
  tenantId: string | null;
  auth: 'cookie' | 'token';
  /**
   * The `locale` attribute as written (`matchLocale` maps it to a supported locale; the loader, which
   * carries no locale table, takes it only when it is a catalogue's exact code).
   */
  locale: string | null;
  routing: 'memory' | 'path' | 'hash' | null;
}

const ROUTINGS = ['memory', 'path', 'hash'] as const;

/**
 * `api-base`, `tenant-id`, `auth`, `locale` and `routing` as the loader's preload, the warm start, the
 * token accessors and the element's root all read them. Takes the element, or its attributes by name.
 */
export function readElementConfig(source: Element | AttributeReader): ElementConfig {
  const attr: AttributeReader = typeof source === 'function' ? source : (name) => source.getAttribute(name);
  const text = (name: string) => attr(name)?.trim() || null;
  const routing = text('routing');
  return {
    apiBase: normalizeApiBase(attr('api-base'), globalThis.location?.href),
    tenantId: text('tenant-id'),
    auth: text('auth') === 'token' ? 'token' : 'cookie',
    locale: text('locale'),
    routing: ROUTINGS.find((r) => r === routing) ?? null,
  };
}

/**
 * The element's auth mode among those of its API client's other elements (src/state/auth-modes.ts), and
 * the tenant when the attribute names one (else the configuration's, set by the root). Returns the mode
 * the client uses.
 */
export function applyAuthConfig(runtime: Runtime, el: Element, config: Pick<ElementConfig, 'auth' | 'tenantId'>): AuthMode {
  if (config.tenantId) runtime.auth.setState({ tenantId: config.tenantId });
  return claimAuthMode(runtime, el, config.auth);
}
