import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { useRouter } from '../router/router';
import type { RouteName } from '../router/routes';
import { Button } from '../ui/button';
import { Drawer } from '../ui/drawer';
import { Tabs } from '../ui/tabs';
import { safeImageUrl } from '../features/auth/auth-layout';
import { useLogout } from '../features/auth/session';
import { LocaleSwitcher } from '../shared/locale-switcher/locale-switcher';
import { UserMenu } from './user-menu';
import { MenuIcon } from '../ui/icons/menu-icon';

export const NAV_ID = 'gp-nav';
type NavTab = 'trips' | 'store';

const TAB_OF: Partial<Record<RouteName, NavTab>> = {
  'tourist-portal': 'trips',
  'tourist-trips': 'trips',
  'pre-check-in': 'trips',
  'reservation-info': 'trips',
  'reservation-checkout': 'trips',
  'store-main': 'store',
  'tourist-store': 'store',
  'purchase-history': 'store',
  'store-checkout': 'store',
};
const TARGET: Record<NavTab, RouteName> = { trips: 'tourist-trips', store: 'store-main' };

export function currentTab(name: RouteName): NavTab | '' {
  return TAB_OF[name] ?? '';
}

/**
 * Top bar: tenant logo and company name, tabs (My Trips; Store when the store is enabled), locale
 * switcher and user menu. Below 600px of element width the tabs, switcher and menu move into a drawer.
 */
export function TopBar({ config, user }: { config: Configuration | undefined; user: User | undefined }) {
  const { t } = useTranslation();
  const { route, navigate } = useRouter();
  const logout = useLogout();
  const [drawer, setDrawer] = useState(false);
  const storeEnabled = config?.store_support === true;
  const logo = safeImageUrl(config?.logo_url);
  const company = config?.company_name ?? '';
  const tabs = [
    { id: 'trips', label: t('shell:nav.trips') },
    ...(storeEnabled ? [{ id: 'store', label: t('shell:nav.store') }] : []),
  ];
  const value = currentTab(route.name);
  const go = (to: RouteName) => {
    setDrawer(false);
    navigate({ name: to });
  };

  return (
    <header className="gp-topbar" part="top-bar">
      <div className="gp-topbar__brand">
        {logo ? <img className="gp-topbar__logo" src={logo} alt={company ? t('shell:logoAlt', { company }) : ''} part="logo" /> : null}
        {company ? <span className="gp-topbar__company" dir="auto">
            {company}
          </span> : null}
      </div>
      <nav className="gp-topbar__nav gp-topbar__desktop" aria-label={t('shell:nav.label')}>
        <Tabs
          tabs={tabs}
          value={value}
          onChange={(id) => {
            const to = TARGET[id as NavTab];
            // The list with a query (the afterLogin landing, a tab) is not "already there": going to
            // the plain list is the guest's own navigation and wins over a landing still loading.
            if (to !== route.name || Object.keys(route.query).length > 0) navigate({ name: to });
          }}
          label={t('shell:nav.label')}
          idPrefix={NAV_ID}
          activation="manual"
          hasPanels={false}
        />
      </nav>
      <div className="gp-topbar__actions gp-topbar__desktop">
        <LocaleSwitcher />
        <UserMenu user={user} storeEnabled={storeEnabled} />
      </div>
      <Button variant="text" className="gp-topbar__burger" aria-label={t('shell:nav.openMenu')} aria-haspopup="dialog" onClick={() => setDrawer(true)}>
        <MenuIcon />
      </Button>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title={user?.first_name?.trim() || t('shell:nav.menuTitle')}>
        <nav aria-label={t('shell:nav.label')}>
          <ul className="gp-drawer-nav">
            <li>
              <Button variant="text" block aria-current={value === 'trips' ? 'page' : undefined} onClick={() => go('tourist-trips')}>
                {t('shell:nav.trips')}
              </Button>
            </li>
            {storeEnabled ? (
              <>
                <li>
                  <Button variant="text" block aria-current={value === 'store' && route.name !== 'purchase-history' ? 'page' : undefined} onClick={() => go('store-main')}>
                    {t('shell:nav.store')}
                  </Button>
                </li>
                <li>
                  <Button variant="text" block aria-current={route.name === 'purchase-history' ? 'page' : undefined} onClick={() => go('purchase-history')}>
                    {t('shell:nav.purchaseHistory')}
                  </Button>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <LocaleSwitcher id="gp-drawer-locale" />
        <Button
          variant="secondary"
          block
          onClick={() => {
            setDrawer(false);
            void logout();
          }}
        >
          {t('shell:nav.disconnect')}
        </Button>
      </Drawer>
    </header>
  );
}
