import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { tenantFaviconUrl } from '../core/tenant-favicon';
import { useElement } from '../element/context';
import { useRouter } from '../router/router';
import { keys } from '../state/keys';

/**
 * Tenant favicon (spec §9), in the hosted portal only: with `routing="path"` the element owns the
 * page, so it sets `<link rel=icon>` in the document head. Embedded elements never touch the head.
 */
export function useTenantFavicon(): void {
  const { runtime } = useElement();
  const { mode } = useRouter();
  const config = useStore(runtime.resources, (s) => s.entries[keys.config]?.data as Configuration | undefined);
  const user = useStore(runtime.resources, (s) => s.entries[keys.user]?.data as User | undefined);
  const tenantId = config?.tenant_id ?? user?.tenant_id ?? null;
  const tenantName = user?.tenant_name ?? config?.company_name ?? null;

  useEffect(() => {
    if (mode !== 'path' || tenantId === null || tenantId === undefined) return;
    const href = tenantFaviconUrl({ id: tenantId, name: tenantName });
    let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    if (link.getAttribute('href') === href) return;
    link.setAttribute('href', href);
    // The page's own icon may say its type and size; the tenant's file has its own (the server sends its type).
    link.removeAttribute('type');
    link.removeAttribute('sizes');
  }, [mode, tenantId, tenantName]);
}
