import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
// Direct module imports (not core/index): rollup then keeps the country/state lists out of chunks other elements share.
import { providerCShowsState, validateCardForm, validateProviderCForm, type CardFormField, type ProviderCField } from '../../core/card-form';
import { COUNTRY_CODES } from '../../core/countries';
import { statesOf } from '../../core/states';
import type { Message } from '../../core/types';
import { intlLocale } from '../../core/locales';
import { useElement } from '../../element/context';
import type { HolderData } from '../../payments/types';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';

/** Card holder fields of the general card form (spec section 5). */
export const GENERAL_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'zip'] as const satisfies readonly CardFormField[];
export type GeneralValues = Record<(typeof GENERAL_FIELDS)[number], string>;
export type ProviderCValues = Record<ProviderCField, string>;

export type HolderValues = { kind: 'general'; values: GeneralValues } | { kind: 'provider-c'; values: ProviderCValues };

export function initialHolder(providerC: boolean, user?: { first_name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null } | null): HolderValues {
  const first = user?.first_name ?? '';
  const last = user?.last_name ?? '';
  if (providerC) {
    return {
      kind: 'provider-c',
      values: { fullName: `${first} ${last}`.trim(), email: user?.email ?? '', phone: user?.phone ?? '', address: '', city: '', zip: '', country: '', state: '' },
    };
  }
  return { kind: 'general', values: { firstName: first, lastName: last, email: user?.email ?? '', phone: user?.phone ?? '', zip: '' } };
}

export function holderErrors(h: HolderValues, requireAddressFields: boolean, now: Date): Record<string, Message | undefined> {
  return h.kind === 'provider-c'
    ? validateProviderCForm(h.values, { requireAddressFields })
    : validateCardForm(h.values, { now, fields: GENERAL_FIELDS });
}

export function holderData(h: HolderValues, requireAddressFields: boolean): HolderData {
  if (h.kind === 'general') {
    const v = h.values;
    return { full_name: `${v.firstName.trim()} ${v.lastName.trim()}`.trim(), email: v.email.trim(), phone: v.phone.trim(), zip_code: v.zip.trim() };
  }
  const v = h.values;
  return {
    full_name: v.fullName.trim().replace(/\s+/g, ' '),
    email: v.email.trim(),
    phone: v.phone.trim(),
    ...(requireAddressFields
      ? { address1: v.address.trim(), city: v.city.trim(), zip_code: v.zip.trim(), country: v.country, ...(providerCShowsState(v.country, true) ? { state: v.state } : {}) }
      : {}),
  };
}

interface Props {
  holder: HolderValues;
  onChange: (h: HolderValues) => void;
  errors: Record<string, Message | undefined>;
  /** Fields whose error is shown (blurred, or every field after a submit attempt). */
  touched: ReadonlySet<string>;
  onBlur: (field: string) => void;
  requireAddressFields: boolean;
  disabled?: boolean;
}

/** The card holder form: the general form, or provider C's (address fields only when required). */
export function HolderForm({ holder, onChange, errors, touched, onBlur, requireAddressFields, disabled }: Props) {
  const { t } = useTranslation();
  const { locale } = useElement();
  const err = (f: string) => (touched.has(f) && errors[f] ? t(errors[f]!.key, errors[f]!.params) : null);
  const countries = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    } catch {
      names = null;
    }
    const coll = new Intl.Collator(intlLocale(locale));
    return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => coll.compare(a.label, b.label));
  }, [locale]);

  if (holder.kind === 'general') {
    const v = holder.values;
    const set = (k: keyof GeneralValues) => (e: { target: { value: string } }) => onChange({ kind: 'general', values: { ...v, [k]: e.target.value } });
    const common = (k: keyof GeneralValues) => ({ name: k, value: v[k], onChange: set(k), onBlur: () => onBlur(k), error: err(k), required: true, disabled });
    return (
      <fieldset className="gp-checkout__holder" part="holder-form">
        <legend className="gp-checkout__legend">{t('checkout:holder.title')}</legend>
        <div className="gp-checkout__grid">
          <TextField label={t('checkout:holder.firstName')} autoComplete="cc-given-name" {...common('firstName')} />
          <TextField label={t('checkout:holder.lastName')} autoComplete="cc-family-name" {...common('lastName')} />
        </div>
        <TextField label={t('checkout:holder.email')} type="email" inputMode="email" autoComplete="email" dir="ltr" {...common('email')} />
        <div className="gp-checkout__grid">
          <TextField label={t('checkout:holder.phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...common('phone')} />
          <TextField label={t('checkout:holder.zip')} autoComplete="postal-code" dir="ltr" {...common('zip')} />
        </div>
      </fieldset>
    );
  }

  const v = holder.values;
  const set = (k: ProviderCField) => (e: { target: { value: string } }) => {
    const next = { ...v, [k]: e.target.value };
    // A state picked for the previous country means nothing for the new one.
    if (k === 'country') next.state = '';
    onChange({ kind: 'provider-c', values: next });
  };
  const common = (k: ProviderCField) => ({ name: k, value: v[k], onChange: set(k), onBlur: () => onBlur(k), error: err(k), required: true, disabled });
  const showState = providerCShowsState(v.country, requireAddressFields);
  return (
    <fieldset className="gp-checkout__holder" part="holder-form">
      <legend className="gp-checkout__legend">{t('checkout:holder.title')}</legend>
      <TextField label={t('checkout:holder.cardHolderName')} autoComplete="cc-name" {...common('fullName')} />
      <TextField label={t('checkout:holder.email')} type="email" inputMode="email" autoComplete="email" dir="ltr" {...common('email')} />
      <TextField label={t('checkout:holder.phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...common('phone')} />
      {requireAddressFields ? (
        <>
          <TextField label={t('checkout:holder.address')} autoComplete="address-line1" {...common('address')} />
          <div className="gp-checkout__grid">
            <TextField label={t('checkout:holder.city')} autoComplete="address-level2" {...common('city')} />
            <TextField label={t('checkout:holder.zip')} autoComplete="postal-code" dir="ltr" {...common('zip')} />
          </div>
          <Select label={t('checkout:holder.country')} options={countries} placeholder={t('checkout:holder.choose')} autoComplete="country" {...common('country')} />
          {showState ? (
            <Select
              label={t('checkout:holder.state')}
              options={statesOf(v.country).map((s) => ({ value: s.code, label: s.label }))}
              placeholder={t('checkout:holder.choose')}
              autoComplete="address-level1"
              {...common('state')}
            />
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
