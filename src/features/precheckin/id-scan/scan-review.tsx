import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MrzReading } from '../../../core/id-scan/mrz-reading';
import { nameNeedsConsent, type ReviewedScan } from '../../../core/id-scan/scan-fill';
import { Alert } from '../../../ui/alert';
import { LtrText, ServerText } from '../../../ui/bidi';
import { Checkbox } from '../../../ui/checkbox';
import { countryNamer } from '../../../ui/country-names';
import { TextField } from '../../../ui/text-field';

export interface ScanReviewProps {
  reading: MrzReading;
  /** The name already in the form; null where the scan fills no name (Personal info). */
  typedName: string | null;
  /** Edits are kept here so the footer's "Use these details" applies what the guest sees. */
  onChange(reviewed: ReviewedScan, replaceName: boolean): void;
}

/**
 * The values read from the document, for review: the ones the wizard takes are editable; the rest are
 * shown (the record has no field for them). Codes and dates stay left-to-right in right-to-left locales.
 */
export function ScanReview({ reading, typedName, onChange }: ScanReviewProps) {
  const { t, i18n } = useTranslation('idscan');
  const [values, setValues] = useState<ReviewedScan>(reading);
  const [replace, setReplace] = useState(false);
  const country = countryNamer(i18n.language);
  const set = (patch: Partial<ReviewedScan>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange(next, replace);
  };
  const place = (alpha2: string | null, code: string) => (alpha2 ? `${country(alpha2)} (${code})` : code);
  const askName = typedName !== null && nameNeedsConsent(typedName, values);

  return (
    <div className="gp-idscan__review">
      <p className="gp-idscan__hint">{t('reviewIntro')}</p>
      {reading.expired ? <Alert tone="error">{t('expired', { date: `\u2066${reading.expiryDate}\u2069` })}</Alert> : null}
      <div className="gp-idscan__grid">
        <TextField label={t('fields.surname')} name="scan_surname" dir="auto" value={values.surname} onChange={(e) => set({ surname: e.target.value })} />
        <TextField label={t('fields.givenNames')} name="scan_given_names" dir="auto" value={values.givenNames} onChange={(e) => set({ givenNames: e.target.value })} />
        <TextField label={t('fields.documentNumber')} name="scan_document_number" dir="ltr" value={values.documentNumber} onChange={(e) => set({ documentNumber: e.target.value })} />
        <TextField label={t('fields.birthDate')} name="scan_birth_date" type="date" value={values.birthDate} onChange={(e) => set({ birthDate: e.target.value })} />
      </div>
      {askName ? (
        <div className="gp-idscan__consent">
          <Checkbox
            name="scan_replace_name"
            checked={replace}
            label={
              <>
                {t('replaceName')} (<ServerText>{typedName}</ServerText>)
              </>
            }
            onChange={(e) => {
              setReplace(e.target.checked);
              onChange(values, e.target.checked);
            }}
          />
        </div>
      ) : null}
      <dl className="gp-idscan__facts">
        <dt>{t('fields.documentType')}</dt>
        <dd>{t(reading.documentType === 'passport' ? 'passport' : 'idCard')}</dd>
        <dt>{t('fields.nationality')}</dt>
        <dd>
          <ServerText>{place(reading.nationality, reading.nationalityCode)}</ServerText>
        </dd>
        <dt>{t('fields.sex')}</dt>
        <dd>{t(reading.sex === 'female' ? 'female' : reading.sex === 'male' ? 'male' : 'unspecified')}</dd>
        <dt>{t('fields.expiryDate')}</dt>
        <dd>
          <LtrText>{reading.expiryDate}</LtrText>
        </dd>
        <dt>{t('fields.issuingCountry')}</dt>
        <dd>
          <ServerText>{place(reading.issuingCountry, reading.issuingCode)}</ServerText>
        </dd>
      </dl>
    </div>
  );
}
