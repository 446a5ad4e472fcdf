import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { areIdDocsDenied, CAMERA_ACCESS_DENIED_MESSAGE, isSelfieRequired, isSelfieShown, selfieCaptureModes } from '../../../core/validation/identity';
import { Alert } from '../../../ui/alert';
import { ServerText } from '../../../ui/bidi';
import { CameraButton } from '../camera/camera-button';
import type { StepProps } from '../step-contract';
import { DocumentUpload } from '../uploads/document-upload';

type Uploaded = NonNullable<PreCheckInDraft['additional_documents']>[number];
type Requested = NonNullable<PreCheckInDraft['additional_docs']>[number];

const sameDoc = (req: Requested) => (u: Uploaded) => (u.id != null && String(u.id) === String(req.id)) || (!!req.type && u.type === req.type);

/** Puts (or with null removes) the upload for one requested document, matched by id, else by type. */
export function withAdditionalDocument(list: readonly Uploaded[] | null | undefined, req: Requested, url: string | null): Uploaded[] {
  const rest = (list ?? []).filter((u) => !sameDoc(req)(u));
  return url ? [...rest, { id: req.id, type: req.type, url }] : rest;
}

/**
 * ID document, selfie with ID (upload and/or camera per selfie_upload_option; a refused camera falls back to
 * upload) and every additional document the host asked for.
 */
export function IdentityDocuments({ draft, update, ctx, setBusy, message }: StepProps & { message: (path: string) => string | null }) {
  const { t } = useTranslation(['contact', 'validation']);
  const [cameraUnavailable, setCameraUnavailable] = useState(false);
  const denied = areIdDocsDenied(ctx.settings, ctx.channel);
  const selfieShown = isSelfieShown(ctx.settings, ctx.channel, ctx.identityVerification);
  const selfieRequired = isSelfieRequired(ctx.settings, ctx.channel, ctx.identityVerification);
  const modes = selfieCaptureModes(ctx.settings.selfie_upload_option);
  const requested = ctx.record.additional_docs ?? [];
  const set = (edit: (d: PreCheckInDraft) => PreCheckInDraft) => update(edit);

  return (
    <fieldset className="gp-contact__section">
      <legend className="gp-contact__legend">{t('sections.documents')}</legend>
      {/* Spec §1's reason for the uploads, where they are asked for (not when the channel's ID documents are denied). */}
      {denied ? null : <p className="gp-contact__hint">{t('documents.whyRequired')}</p>}
      <div className="gp-contact__docs">
        {denied ? null : (
          <DocumentUpload
            label={t('documents.id')}
            name="id_pic"
            kind="document"
            required={ctx.identityVerification || ctx.settings.require_selfie_with_id !== false}
            value={draft.id_pic}
            error={message('id_pic')}
            reservationId={ctx.reservationId}
            setBusy={setBusy}
            onChange={(url) => set((d) => ({ ...d, id_pic: url }))}
          />
        )}
        {selfieShown ? (
          <div>
            <DocumentUpload
              label={t('documents.selfie')}
              name="selfie_pic"
              kind="selfie"
              required={selfieRequired}
              value={draft.selfie_pic}
              error={message('selfie_pic')}
              reservationId={ctx.reservationId}
              setBusy={setBusy}
              allowPicker={modes.upload || cameraUnavailable}
              onChange={(url) => set((d) => ({ ...d, selfie_pic: url }))}
              extra={
                modes.camera && !cameraUnavailable
                  ? (send, uploading) => <CameraButton onPhoto={send} disabled={uploading} onUnavailable={() => setCameraUnavailable(true)} />
                  : undefined
              }
            />
            {cameraUnavailable ? <Alert tone="error">{t(CAMERA_ACCESS_DENIED_MESSAGE.key)}</Alert> : null}
          </div>
        ) : null}
      </div>
      {requested.length > 0 ? (
        <>
          <h3 className="gp-contact__optin-title">{t('documents.additional')}</h3>
          {message('additional_documents') ? <p className="gp-contact__error">{message('additional_documents')}</p> : null}
          <div className="gp-contact__docs">
            {requested.map((req) => (
              <DocumentUpload
                key={String(req.id)}
                label={<ServerText>{req.type}</ServerText>}
                name={`additional_document_${req.id}`}
                kind="document"
                required
                value={(draft.additional_documents ?? []).find(sameDoc(req))?.url ?? null}
                reservationId={ctx.reservationId}
                setBusy={setBusy}
                onChange={(url) => set((d) => ({ ...d, additional_documents: withAdditionalDocument(d.additional_documents, req, url) }))}
              />
            ))}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
