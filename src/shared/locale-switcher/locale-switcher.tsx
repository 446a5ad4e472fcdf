import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { updateLocale } from '../../api/endpoints/account';
import type { User } from '../../api/schemas/user';
import { useElement } from '../../element/context';
import { isLocale, LOCALES } from '../../core/locales';
import { rememberDeviceLocale } from '../../i18n/device-locale';
import { LOCALE_LABELS } from './locale-labels';
import { localeSwitcherStyles } from './locale-switcher.styles';
import { keys } from '../../state/keys';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Select } from '../../ui/select';

const OPTIONS = LOCALES.map((l) => ({ value: l.code, label: LOCALE_LABELS[l.code], lang: l.intl }));

/**
 * The 15 locales, each named in its own language. A choice applies at once to every element of the
 * runtime (useElement().setLocale) and is saved on the account (PUT /api/users/{id}/locale); a failed
 * save is only logged (spec §8). Signed out, it is remembered on the device instead.
 */
export function LocaleSwitcher({ id }: { id?: string }) {
  useAdoptedStyles(localeSwitcherStyles);
  const { t } = useTranslation();
  const { locale, setLocale, runtime } = useElement();
  const user = useStore(runtime.resources, (s) => s.entries[keys.user]?.data as User | undefined);
  return (
    <Select
      id={id}
      className="gp-locale"
      label={t('shell:locale.label')}
      hideLabel
      options={OPTIONS}
      value={locale}
      onChange={(e) => {
        const next = e.target.value;
        if (!isLocale(next) || next === locale) return;
        setLocale(next);
        if (user) {
          updateLocale(runtime.api, user.id, next).catch((err: unknown) => console.warn('[guest-portal] saving the locale failed', err));
        } else {
          rememberDeviceLocale(next);
        }
      }}
    />
  );
}
