import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '../../core/tickets';
import { Alert } from '../../ui/alert';
import type { UploadState } from './use-ticket-upload';

export interface TicketGalleryProps {
  items: readonly GalleryItem[];
  state: UploadState;
  onUpload: (files: File[]) => void;
}

/** The ticket's photos and videos, and "Add photos" with a progress bar while the upload runs. */
export function TicketGallery({ items, state, onUpload }: TicketGalleryProps) {
  const { t } = useTranslation();
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = state.phase === 'uploading';

  function picked(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length) onUpload(files);
  }

  return (
    <div className="gp-gallery" part="gallery">
      {items.length ? (
        <ul className="gp-gallery__list">
          {items.map((item, i) => (
            <li key={item.url} className="gp-gallery__item">
              {item.kind === 'video' ? (
                // Guests' own clips of an issue come without caption tracks.
                // eslint-disable-next-line jsx-a11y/media-has-caption -- guests' own clips come without caption tracks
                <video className="gp-gallery__media" src={item.url} controls preload="metadata" aria-label={t('ticket:media.video', { n: i + 1 })} />
              ) : (
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  <img className="gp-gallery__media" src={item.url} alt={t('ticket:media.photo', { n: i + 1 })} loading="lazy" />
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="gp-ticket__muted">{t('ticket:media.empty')}</p>
      )}
      <div className="gp-gallery__upload">
        <input ref={input} id={`${uid}-file`} className="gp-visually-hidden" aria-label={t('ticket:media.add')} type="file" accept="image/*,video/*" multiple disabled={uploading} onChange={picked} tabIndex={-1} aria-hidden="true" />
        <button type="button" className="gp-button gp-button--secondary" disabled={uploading} aria-busy={uploading || undefined} onClick={() => input.current?.click()} part="add-photos">
          {t('ticket:media.add')}
        </button>
        {uploading ? (
          <div className="gp-gallery__progress">
            <progress id={`${uid}-progress`} max={100} value={Math.round(state.progress * 100)} aria-label={t('ticket:media.progress')} />
            <span role="status">{t('ticket:media.uploading', { percent: Math.round(state.progress * 100) })}</span>
          </div>
        ) : null}
        {state.phase === 'done' ? <Alert tone="success">{t('ticket:media.added')}</Alert> : null}
        {state.phase === 'failed' ? (
          <Alert tone="error">
            {t('ticket:media.failed')} {t(state.messageKey)}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
