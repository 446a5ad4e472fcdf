import { useElement } from '../../element/context';

/**
 * The storage scope of the arrival kit, or null when the element keeps none. Only an element with the
 * `arrival-kit` attribute keeps one (the hosted portal page sets it; embedded elements stay online-only
 * unless their page serves the portal's service worker, docs/offline.md). One scope per tenant address:
 * the `tenant-id` attribute, else the origin's default tenant.
 */
export function useArrivalKitScope(): string | null {
  const { attrs, host } = useElement();
  const on = attrs.arrivalKit !== undefined && attrs.arrivalKit.trim().toLowerCase() !== 'false';
  // The attribute itself, not the runtime's tenant: offline the configuration that would name it never comes.
  return on ? `tenant-${host.getAttribute('tenant-id')?.trim() || 'default'}` : null;
}
