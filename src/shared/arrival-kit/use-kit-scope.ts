import { useElement } from '../../element/context';

/**
 * The storage scope of the arrival kit, or null when the element keeps none. Only an element with the
 * `arrival-kit` attribute keeps one (the hosted portal page sets it; embedded elements stay online-only
 * unless their page serves the portal's service worker, docs/offline.md). One scope per tenant address:
 * the `tenant-id` attribute, else the origin's default tenant.
 */
export function useArrivalKitScope(): string | null {
  const { host } = useElement();
  // Read on the element itself: a bare attribute (value "") never reaches r2wc's props. It is set in the
  // page's HTML, not toggled later.
  const value = host.getAttribute('arrival-kit');
  const on = value !== null && value.trim().toLowerCase() !== 'false';
  // The attribute itself, not the runtime's tenant: offline the configuration that would name it never comes.
  return on ? `tenant-${host.getAttribute('tenant-id')?.trim() || 'default'}` : null;
}
