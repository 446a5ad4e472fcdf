import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guestDocumentType, withGuestDocument, type AgeCategory, type GuestDocumentType, type GuestFieldRequirements } from '../../../core/guests';
import type { GuestDetail } from '../../../core/types';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { guestScanFill } from '../../../core/id-scan/scan-fill';
import { ScanIdButton } from '../id-scan/scan-id-button';
import { DocumentUpload } from '../uploads/document-upload';

export interface GuestDetailBlockProps {
  index: number;
  category: AgeCategory;
  guest: GuestDetail;
  /** Fields the block shows (core guestFieldsShown) and those that must be filled (guestFieldRequirements). */
  shown: GuestFieldRequirements;
  required: GuestFieldRequirements;
  /** Document types this guest may give (core guestDocumentTypes). */
  documentTypes: readonly GuestDocumentType[];
  readOnly: boolean;
  error: (field: string) => string | null;
  onChange: (edit: (guest: GuestDetail) => GuestDetail) => void;
  reservationId: string | number;
  setBusy: (busy: boolean) => void;
}

/**
 * One guest: the full name, and for adults the fields the tenant asks for (identity document as type +
 * number, phone, e-mail, address, photo ID). Read-only blocks (locked details, registered guests) keep
 * their values visible and focusable but unchangeable.
 */
export function GuestDetailBlock({ index, category, guest, shown, required, documentTypes, readOnly, error, onChange, reservationId, setBusy }: GuestDetailBlockProps) {
  const { t } = useTranslation('guests');
  const stored = guestDocumentType(guest);
  const [chosenType, setChosenType] = useState<GuestDocumentType | null>(null);
  const docType = stored && documentTypes.includes(stored) ? stored : chosenType && documentTypes.includes(chosenType) ? chosenType : (documentTypes[0] ?? 'id');
  const docNumber = stored ? (guest[stored] ?? '') : '';
  const name = (field: string) => `guests_details.${index}.${field}`;
  const text = (field: 'full_name' | 'phone_number' | 'email' | 'address', label: string, extra: { type?: string; autoComplete?: string; dir?: string } = {}) => (
    <TextField
      label={label}
      name={name(field)}
      value={guest[field] ?? ''}
      required={required[field]}
      readOnly={readOnly}
      error={error(field)}
      onChange={(e) => {
        const value = e.target.value;
        onChange((g) => ({ ...g, [field]: value }));
      }}
      {...extra}
    />
  );

  return (
    <fieldset className="gp-guest" data-guest={index} part="guest">
      <legend className="gp-guest__legend">{t(`details.${category}`, { number: index + 1 })}</legend>
      {category === 'adult' && !readOnly ? (
        <ScanIdButton
          typedName={guest.full_name ?? ''}
          onApply={(scanned, replaceName) =>
            onChange((g) => {
              const fill = guestScanFill(scanned, g.full_name, replaceName, shown.document ? documentTypes : []);
              const named = fill.full_name ? { ...g, full_name: fill.full_name } : g;
              return fill.document ? withGuestDocument(named, fill.document.type, fill.document.number) : named;
            })
          }
        />
      ) : null}
      {text('full_name', t('details.fullName'), { autoComplete: index === 0 ? 'name' : 'off', dir: 'auto' })}
      {shown.document ? (
        <div className="gp-guests__row">
          <Select
            label={t('details.documentType')}
            name={name('document_type')}
            options={documentTypes.map((type) => ({ value: type, label: t(`details.documentTypes.${type}`) }))}
            value={docType}
            disabled={readOnly || documentTypes.length < 2}
            onChange={(e) => {
              const type = e.target.value as GuestDocumentType;
              setChosenType(type);
              if (docNumber) onChange((g) => withGuestDocument(g, type, docNumber));
            }}
          />
          <TextField
            label={t('details.documentNumber')}
            name={name('document_number')}
            value={docNumber}
            required={required.document}
            readOnly={readOnly}
            dir="ltr"
            autoComplete="off"
            error={error('document')}
            onChange={(e) => {
              const value = e.target.value;
              onChange((g) => withGuestDocument(g, docType, value));
            }}
          />
        </div>
      ) : null}
      {shown.phone_number ? text('phone_number', t('details.phone'), { type: 'tel', autoComplete: index === 0 ? 'tel' : 'off', dir: 'ltr' }) : null}
      {shown.email ? text('email', t('details.email'), { type: 'email', autoComplete: index === 0 ? 'email' : 'off', dir: 'ltr' }) : null}
      {shown.address ? text('address', t('details.address'), { autoComplete: index === 0 ? 'street-address' : 'off', dir: 'auto' }) : null}
      {shown.photo_id && !readOnly ? (
        <DocumentUpload
          label={t('details.photoId')}
          name={name('photo_id')}
          kind="document"
          value={guest.photo_id}
          required={required.photo_id}
          error={error('photo_id')}
          reservationId={reservationId}
          setBusy={setBusy}
          onChange={(url) => onChange((g) => ({ ...g, photo_id: url }))}
        />
      ) : null}
    </fieldset>
  );
}
