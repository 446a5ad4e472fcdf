import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, DOCUMENT_IMAGE_TYPES, validateDocumentFile, validateSelfieFile } from '../../../core/validation/uploads';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/field-error';
import { fieldStyles } from '../../../ui/field.styles';
import { DocumentPreview, previewKindOfFile, previewKindOfUrl, type PreviewKind } from './document-preview';
import { documentUploadStyles } from './document-upload.styles';
import { useMediaUpload } from './use-media-upload';

export interface DocumentUploadProps {
  label: ReactNode;
  /** The uploaded document's URL (null / empty: none yet). */
  value: string | null | undefined;
  onChange(url: string | null): void;
  /** 'document': png, jpeg, jpg, webp, video, pdf; 'selfie': images only. */
  kind: 'document' | 'selfie';
  /** Already translated message from the step's validation. */
  error?: string | null;
  reservationId: string | number;
  setBusy?(busy: boolean): void;
  /** Form name of the field (tests and automation find the file input by it). */
  name: string;
  required?: boolean;
  /** Offer the file picker (default true); the selfie turns it off for camera-only tenants. */
  allowPicker?: boolean;
  /** More ways to provide the file (the camera); `send` uploads a file through the same path as the picker. */
  extra?: (send: (file: File) => void, uploading: boolean) => ReactNode;
}

const SELFIE_ACCEPT = DOCUMENT_IMAGE_TYPES.join(',');

/**
 * A document field: pick a file (or take it another way through `extra`), see its upload progress and a
 * 250×160 preview, replace or remove it. A failed upload leaves the value empty and says so next to the
 * field; nothing else in the form changes.
 */
export function DocumentUpload({ label, value, onChange, kind, error, reservationId, setBusy, name, required, allowPicker = true, extra }: DocumentUploadProps) {
  useAdoptedStyles(fieldStyles);
  useAdoptedStyles(documentUploadStyles);
  const { t } = useTranslation(['contact', 'validation']);
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, reset } = useMediaUpload(reservationId, setBusy);
  const [local, setLocal] = useState<{ url: string; kind: PreviewKind; name: string } | null>(null);
  const [rejected, setRejected] = useState(false);

  useEffect(() => () => revoke(local?.url), [local]);

  const send = (file: File) => {
    const invalid = kind === 'selfie' ? validateSelfieFile(file) : validateDocumentFile(file);
    setRejected(!!invalid);
    if (invalid) return;
    setLocal({ url: URL.createObjectURL(file), kind: previewKindOfFile(file), name: file.name });
    onChange(null);
    void upload(file).then((url) => {
      if (url) onChange(url);
    });
  };

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) send(file);
  };

  const remove = () => {
    setLocal(null);
    setRejected(false);
    reset();
    onChange(null);
  };

  const uploading = state.phase === 'uploading';
  const percent = uploading ? Math.round(state.progress * 100) : 0;
  const shown = value ? (local ?? { url: value, kind: previewKindOfUrl(value), name: '' }) : uploading ? local : null;
  const note = rejected ? t('validation:fileTypeNotAccepted') : state.phase === 'failed' ? t('contact:upload.failed') : '';
  const labelId = `${uid}-label`;
  const noteId = `${uid}-note`;
  const errorId = `${uid}-error`;
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="gp-upload" role="group" aria-labelledby={labelId} data-upload={name} part="upload">
      <span id={labelId} className="gp-upload__label" data-required={required ? '' : undefined}>
        {label}
      </span>
      <DocumentPreview src={shown?.url ?? null} kind={shown?.kind ?? 'image'} name={shown?.name ?? ''} />
      {uploading ? (
        <div className="gp-upload__progress">
          <progress max={100} value={percent} aria-label={t('contact:upload.progress', { name: local?.name ?? '' })} />
          <span role="status">{t('contact:upload.uploading', { percent })}</span>
        </div>
      ) : null}
      <div className="gp-upload__actions">
        {allowPicker ? (
          <>
            <input
              ref={input}
              className="gp-visually-hidden"
              type="file"
              name={name}
              accept={kind === 'selfie' ? SELFIE_ACCEPT : DOCUMENT_ACCEPT}
              onChange={picked}
              tabIndex={-1}
              aria-hidden="true"
            />
            <Button variant="secondary" size="small" disabled={uploading} aria-describedby={describedBy} onClick={() => input.current?.click()}>
              {value || local ? t('contact:upload.replace') : t('contact:upload.choose')}
            </Button>
          </>
        ) : null}
        {extra?.(send, uploading)}
        {value && !uploading ? (
          <Button variant="text" size="small" onClick={remove}>
            {t('contact:upload.remove')}
          </Button>
        ) : null}
      </div>
      <p className="gp-upload__note" id={noteId} role="status">
        {note}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function revoke(url: string | undefined) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
