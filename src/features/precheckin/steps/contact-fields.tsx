import { useTranslation } from 'react-i18next';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { birthDateBounds } from '../../../core/dates/birth-date';
import { TextField } from '../../../ui/text-field';
import { ScanIdButton } from '../id-scan/scan-id-button';
import { PhoneField } from '../phone/phone-field';
import type { StepProps } from '../step-contract';
import { guestTimeZone } from './personal-info-validate';

type ClientInfo = NonNullable<PreCheckInDraft['client_info']>;

export function setClientInfo(update: StepProps['update'], patch: Partial<ClientInfo>) {
  update((d) => ({ ...d, client_info: { ...d.client_info, ...patch } }));
}

/** E-mail, date of birth (18 or older, born 1940 or later) and phone. */
export function ContactFields({ draft, update, message }: Pick<StepProps, 'draft' | 'update'> & { message: (path: string) => string | null }) {
  const { t } = useTranslation('contact');
  const client = draft.client_info ?? {};
  const bounds = birthDateBounds(new Date(), guestTimeZone());
  return (
    <fieldset className="gp-contact__section">
      <legend className="gp-contact__legend">{t('sections.contact')}</legend>
      {/* The scan fills the date of birth here; the record keeps no name or document for the main guest. */}
      <ScanIdButton typedName={null} onApply={(scanned) => setClientInfo(update, { birthday: scanned.birthDate })} />
      <div className="gp-contact__grid">
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          value={client.email ?? ''}
          error={message('client_info.email')}
          onChange={(e) => setClientInfo(update, { email: e.target.value })}
        />
        <TextField
          label={t('fields.birthday')}
          name="birthday"
          type="date"
          autoComplete="bday"
          required
          min={bounds.min}
          max={bounds.max}
          hint={t('hints.birthday')}
          value={(client.birthday ?? '').slice(0, 10)}
          error={message('client_info.birthday')}
          onChange={(e) => setClientInfo(update, { birthday: e.target.value })}
        />
      </div>
      <PhoneField value={client.phone_number} required error={message('client_info.phone_number')} onChange={(phone) => setClientInfo(update, { phone_number: phone })} />
    </fieldset>
  );
}
