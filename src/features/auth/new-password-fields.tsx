import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../ui/text-field';

type Bound = { name: string; value: string; error: string | null; onChange: (e: { target: { value: string } }) => void };

/** New password + confirmation, as sign-up and reset-password both ask for them. */
export function NewPasswordFields({ password, confirmation, passwordLabel }: { password: Bound; confirmation: Bound; passwordLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={passwordLabel} {...password} autoComplete="new-password" required hint={t('auth:signup.passwordHint')} />
      <PasswordField label={t('auth:fields.confirmation')} {...confirmation} autoComplete="new-password" required />
    </>
  );
}
