import type { AuthMode } from '../api/http';
import type { Runtime } from './runtime';

/**
 * The elements of one API client (one `api-base`) and the auth mode each asked for. The client sends
 * one way for all of them (one session, one cache), so the mode is chosen from every connected element,
 * not by the last one to render: `token` as soon as one element asks for it, because a bearer token the
 * host handed over must reach the API, while a cookie-mode element keeps working on a token (the session
 * is the same guest). Elements that disagree get one console warning per API base.
 */
const claims = new WeakMap<Runtime, Map<Element, AuthMode>>();
const warned = new WeakSet<Runtime>();

/** Elements that left the page without releasing (never rendered) no longer count. */
function modesAsked(owners: Map<Element, AuthMode>, keep?: Element): Set<AuthMode> {
  for (const owner of owners.keys()) if (!owner.isConnected && owner !== keep) owners.delete(owner);
  return new Set(owners.values());
}

const chosenMode = (modes: Set<AuthMode>): AuthMode => (modes.has('token') ? 'token' : 'cookie');

/** Records the element's mode and sets the client's; returns the mode the client now uses. */
export function claimAuthMode(runtime: Runtime, el: Element, mode: AuthMode): AuthMode {
  const owners = claims.get(runtime) ?? new Map<Element, AuthMode>();
  claims.set(runtime, owners);
  owners.set(el, mode);
  const modes = modesAsked(owners, el);
  const chosen = chosenMode(modes);
  if (modes.size > 1 && !warned.has(runtime)) {
    warned.add(runtime);
    console.warn(`[guest-portal] elements of api-base "${runtime.key}" ask for different auth modes; all use ${chosen}`);
  }
  if (runtime.auth.getState().mode !== chosen) runtime.auth.setState({ mode: chosen });
  return chosen;
}

/** The element left: the client's mode follows the elements still there. */
export function releaseAuthMode(runtime: Runtime, el: Element): void {
  const owners = claims.get(runtime);
  if (!owners?.delete(el) || owners.size === 0) return;
  const chosen = chosenMode(modesAsked(owners));
  if (runtime.auth.getState().mode !== chosen) runtime.auth.setState({ mode: chosen });
}
