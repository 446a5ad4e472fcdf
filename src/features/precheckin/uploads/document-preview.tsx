import { useTranslation } from 'react-i18next';
import { FileTextIcon } from '../../../ui/icons/file-text-icon';
import { FilmIcon } from '../../../ui/icons/film-icon';

export type PreviewKind = 'image' | 'pdf' | 'video';

const VIDEO_EXT = /\.(mp4|mov|webm|m4v|avi|mkv|3gp)(\?|#|$)/i;

/** What a stored document URL shows as: PDFs and videos by extension (a media host's URLs keep it), else an image. */
export function previewKindOfUrl(url: string): PreviewKind {
  if (/\.pdf(\?|#|$)/i.test(url)) return 'pdf';
  if (VIDEO_EXT.test(url) || /\/video\/upload\//.test(url)) return 'video';
  return 'image';
}

export function previewKindOfFile(file: { type: string; name: string }): PreviewKind {
  if (file.type === 'application/pdf') return 'pdf';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('image/')) return 'image';
  return previewKindOfUrl(file.name);
}

/** The 250×160 box: the picture itself, or a tile naming a PDF or a video (they are not rendered inline). */
export function DocumentPreview({ src, kind, name }: { src: string | null; kind: PreviewKind; name: string }) {
  const { t } = useTranslation('contact');
  return (
    <div className="gp-upload__preview" part="upload-preview">
      {src == null ? (
        <span className="gp-upload__tile">{t('upload.none')}</span>
      ) : kind === 'image' ? (
        <img src={src} alt={name ? t('upload.previewAlt', { name }) : t('upload.previewGeneric')} />
      ) : (
        <span className="gp-upload__tile">
          <span className="gp-upload__tile-icon" aria-hidden="true">
            {kind === 'pdf' ? <FileTextIcon /> : <FilmIcon />}
          </span>
          {kind === 'pdf' ? t('upload.pdf') : t('upload.video')}
        </span>
      )}
    </div>
  );
}
