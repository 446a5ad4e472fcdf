import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLinkHref } from '../../core/reservation-info';
import { SafeHtml } from '../../ui/safe-html';

/** A section whose body folds away behind its heading button (aria-expanded). */
export function Collapsible({ title, children, defaultOpen = false, part }: { title: string; children: ReactNode; defaultOpen?: boolean; part?: string }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="gp-collapsible" part={part}>
      <h2 className="gp-collapsible__heading">
        <button type="button" className="gp-collapsible__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <span>{title}</span>
          <span className="gp-collapsible__icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={id} className="gp-collapsible__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

export interface Media {
  type?: string | null;
  url?: string | null;
}

function MediaList({ media }: { media: readonly Media[] }) {
  const { t } = useTranslation();
  const items = media.map((m) => ({ type: m.type, url: safeLinkHref(m.url) })).filter((m) => m.url && /^https?:/i.test(m.url));
  if (!items.length) return null;
  return (
    <ul className="gp-media">
      {items.map((m, i) => (
        <li key={`${m.url}-${i}`}>
          {m.type === 'video' ? (
            // Instruction videos come from the host's media library, which supplies no caption tracks.
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the host's media library supplies no caption tracks
            <video className="gp-media__item" src={m.url!} controls preload="metadata" aria-label={t('info:instructions.video', { n: i + 1 })} />
          ) : (
            <img className="gp-media__item" src={m.url!} alt={t('info:instructions.image', { n: i + 1 })} loading="lazy" />
          )}
        </li>
      ))}
    </ul>
  );
}

export function ArrivalInstructions({ html, media }: { html: string | null; media: readonly Media[] }) {
  const { t } = useTranslation();
  if (!html && !media.length) return null;
  return (
    <Collapsible title={t('info:instructions.arrival')} part="arrival-instructions">
      {html ? <SafeHtml className="gp-html" html={html} /> : null}
      <MediaList media={media} />
    </Collapsible>
  );
}

export function DepartureInstructions({ html }: { html: string | null }) {
  const { t } = useTranslation();
  if (!html) return null;
  return (
    <Collapsible title={t('info:instructions.departure')} part="departure-instructions">
      <SafeHtml className="gp-html" html={html} />
    </Collapsible>
  );
}
