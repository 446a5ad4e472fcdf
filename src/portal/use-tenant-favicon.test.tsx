import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderInElement } from '../../tests/unit/render';
import { memoryHistory } from '../router/history';
import { RouterProvider } from '../router/router';
import { keys } from '../state/keys';
import { useTenantFavicon } from './use-tenant-favicon';

function Probe() {
  useTenantFavicon();
  return null;
}
function PathMode({ children }: { children: ReactNode }) {
  return (
    <RouterProvider history={memoryHistory('/tourist')} mode="path" canRender={() => true} onNavigate={() => true} onOutside={() => undefined}>
      {children}
    </RouterProvider>
  );
}
const icon = () => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? null;

afterEach(() => document.head.querySelectorAll('link[rel~="icon"]').forEach((l) => l.remove()));

describe('useTenantFavicon', () => {
  it('hosted portal (routing=path), tenant 1: its own favicon', async () => {
    await renderInElement(<PathMode><Probe /></PathMode>, { seed: (rt) => rt.resources.set(keys.config, { tenant_id: 1, company_name: 'Demo Rentals' }) });
    await waitFor(() => expect(icon()).toBe('/favicons/favicon.ico'));
  });

  it("replaces the page's own icon, without the type and size that described that file", async () => {
    const own = Object.assign(document.createElement('link'), { rel: 'icon', href: '/assets/icon-sunny.png', type: 'image/png' });
    own.setAttribute('sizes', '64x64');
    document.head.append(own);
    await renderInElement(<PathMode><Probe /></PathMode>, { seed: (rt) => rt.resources.set(keys.config, { tenant_id: 1, company_name: 'Demo Rentals' }) });
    await waitFor(() => expect(icon()).toBe('/favicons/favicon.ico'));
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
    expect([own.getAttribute('type'), own.getAttribute('sizes')]).toEqual([null, null]);
  });

  it('hosted portal, another tenant: a file named after the tenant', async () => {
    await renderInElement(<PathMode><Probe /></PathMode>, {
      seed: (rt) => {
        rt.resources.set(keys.config, { tenant_id: 2, company_name: 'Sea Breeze Homes' });
        rt.resources.set(keys.user, { id: 3, email: 'a@b.c', abilities: [], tenant_id: 2, tenant_name: 'Sea Breeze' });
      },
    });
    await waitFor(() => expect(icon()).toBe('/favicons/sea-breeze.ico'));
  });

  it('embedded (memory routing): the document head is left alone', async () => {
    await renderInElement(<Probe />, { seed: (rt) => rt.resources.set(keys.config, { tenant_id: 2, company_name: 'Sea Breeze' }) });
    await new Promise((r) => setTimeout(r, 10));
    expect(icon()).toBeNull();
  });
});
