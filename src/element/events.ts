/**
 * Events every element may fire. All are CustomEvents that bubble and are composed (they cross the
 * shadow boundary), prefixed `gp-`. Payloads are versioned by adding fields, never by changing them.
 */
export interface GpEventMap {
  /** The element rendered its first real content. */
  'gp-ready': { tag: string };
  /** A navigation is about to happen; cancelable: `preventDefault()` keeps the element where it is. */
  'gp-navigate': { name: string; url: string; params: Record<string, string>; query: Record<string, string> };
  /** Something failed that the guest was told about; `code` is machine-readable. */
  'gp-error': { code: string; message: string; status?: number };
  /** The guest signed in (token mode: `token` is the bearer token the host may keep in memory). */
  'gp-login': { userId: string; token?: string | null };
  'gp-logout': Record<string, never>;
  /** The signed-in guest, for the host's heatmap tool (`identify-user` on `<guest-portal>` only; off by default). */
  'gp-identify': { id: string; email: string; role: string | null };
  'gp-locale-change': { locale: string };
  'gp-payment-succeeded': { paymentIntentId: string; type: string };
  'gp-payment-failed': { paymentIntentId: string; type: string; message: string };
}
export type GpEventName = keyof GpEventMap;

export function emit<K extends GpEventName>(host: Element, name: K, detail: GpEventMap[K], opts: { cancelable?: boolean } = {}): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: opts.cancelable ?? false }));
}
