import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '../../../core/countries';
import { countryHasStates, statesOf } from '../../../core/states';
import { useElement } from '../../../element/context';
import { countryNamer, sortByLabel } from '../../../ui/country-names';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { defaultPhoneCountry } from '../phone/phone-country';
import type { StepProps } from '../step-contract';

type Address = { address_line1?: string | null; town?: string | null; county?: string | null; zip_code?: string | null; country?: unknown };

/**
 * The optional address: line, town, county and zip. The country picks what "county" is: a state or
 * province list for the US, Canada and Australia, free text elsewhere. The contract's address has no
 * country, so the country lives in the draft only to drive that choice.
 */
export function AddressFields({ draft, update, message }: Pick<StepProps, 'draft' | 'update'> & { message: (path: string) => string | null }) {
  const { t } = useTranslation('contact');
  const { locale } = useElement();
  const address = (draft.client_info?.address ?? {}) as Address;
  const [fallbackCountry] = useState(() => defaultPhoneCountry(locale));
  const country = typeof address.country === 'string' && address.country ? address.country : fallbackCountry;
  const countries = useMemo(() => {
    const name = countryNamer(locale);
    return sortByLabel(
      COUNTRY_CODES.map((code) => ({ value: code, label: name(code) })),
      locale,
    );
  }, [locale]);
  const set = (patch: Partial<Address>) =>
    update((d) => ({ ...d, client_info: { ...d.client_info, address: { ...(d.client_info?.address ?? {}), ...patch } } }));
  const states = statesOf(country);

  return (
    <fieldset className="gp-contact__section">
      <legend className="gp-contact__legend">{t('sections.address')}</legend>
      <TextField label={t('fields.addressLine')} name="address_line1" autoComplete="address-line1" value={address.address_line1 ?? ''} onChange={(e) => set({ address_line1: e.target.value })} />
      <div className="gp-contact__grid">
        <TextField label={t('fields.town')} name="town" autoComplete="address-level2" value={address.town ?? ''} onChange={(e) => set({ town: e.target.value })} />
        <Select
          label={t('fields.country')}
          name="country"
          autoComplete="country"
          options={countries}
          value={country}
          onChange={(e) => {
            // A state of the previous country means nothing in the new one.
            const next = e.target.value;
            set({ country: next, ...(countryHasStates(next) || countryHasStates(country) ? { county: '' } : {}) });
          }}
        />
        {countryHasStates(country) ? (
          <Select
            label={t('fields.state')}
            name="county"
            autoComplete="address-level1"
            options={states.map((s) => ({ value: s.code, label: s.label }))}
            placeholder={t('fields.choose')}
            value={address.county ?? ''}
            onChange={(e) => set({ county: e.target.value })}
          />
        ) : (
          <TextField label={t('fields.county')} name="county" autoComplete="address-level1" value={address.county ?? ''} onChange={(e) => set({ county: e.target.value })} />
        )}
        <TextField
          label={t('fields.zip')}
          name="zip_code"
          autoComplete="postal-code"
          dir="ltr"
          value={address.zip_code ?? ''}
          error={message('client_info.address.zip_code')}
          onChange={(e) => set({ zip_code: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
