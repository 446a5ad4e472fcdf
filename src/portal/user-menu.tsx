import { useTranslation } from 'react-i18next';
import type { User } from '../api/schemas/user';
import { useRouter } from '../router/router';
import { Menu, type MenuItem } from '../ui/menu';
import { useLogout } from '../features/auth/session';
import { ServerText } from '../ui/bidi';

/** The guest's first name; the menu offers Purchase history (store enabled) and Disconnect. */
export function UserMenu({ user, storeEnabled }: { user: User | undefined; storeEnabled: boolean }) {
  const { t } = useTranslation();
  const { navigate } = useRouter();
  const logout = useLogout();
  const name = user?.first_name?.trim() || t('shell:nav.guest');
  const items: MenuItem[] = [
    ...(storeEnabled ? [{ id: 'purchase-history', label: t('shell:nav.purchaseHistory'), onSelect: () => navigate({ name: 'purchase-history' }) }] : []),
    { id: 'disconnect', label: t('shell:nav.disconnect'), onSelect: () => void logout() },
  ];
  return <Menu label={<ServerText>{name}</ServerText>} buttonLabel={t('shell:nav.userMenu', { name })} items={items} className="gp-user-menu" />;
}
