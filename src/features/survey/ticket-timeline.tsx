import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../api/schemas/ticket';
import { NOT_ASSIGNED_KEY, ticketAssignee, ticketTimeline, type TimelineEntry } from '../../core/tickets';
import { momentText } from './stay-format';

export interface TicketTimelineProps {
  ticket: Ticket;
  locale: string;
  timeZone: string;
  /** The media gallery, shown as the step after "Issue created". */
  gallery: ReactNode;
}

function Step({ entry, label, children }: { entry: { id: string; done: boolean }; label: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className={`gp-timeline__step${entry.done ? ' gp-timeline__step--done' : ''}`} data-step={entry.id}>
      <span className="gp-timeline__marker" aria-hidden="true" />
      <div className="gp-timeline__content">
        <h3 className="gp-timeline__label">
          {label} <span className="gp-visually-hidden">({t(entry.done ? 'ticket:step.done' : 'ticket:step.pending')})</span>
        </h3>
        {children}
      </div>
    </li>
  );
}

/**
 * Issue created (time) → photos and videos → assigned agent (name, else e-mail, else 'not assigned yet') →
 * in progress (scheduled time, once the status is past New) → task completed (done time, Done or Closed).
 * Times are shown in the listing's time zone.
 */
export function TicketTimeline({ ticket, locale, timeZone, gallery }: TicketTimelineProps) {
  const { t } = useTranslation();
  const [created, assigned, progress, completed] = ticketTimeline(ticket);
  const when = (entry: TimelineEntry | undefined) => (entry?.done ? momentText(entry.at, locale, timeZone) : null);
  const agent = ticketAssignee(ticket);
  const createdAt = when(created);
  const scheduledAt = when(progress);
  const doneAt = when(completed);
  return (
    <ol className="gp-timeline" part="timeline">
      {created ? (
        <Step entry={created} label={t(created.labelKey)}>
          {createdAt ? <p className="gp-timeline__time">{createdAt}</p> : null}
        </Step>
      ) : null}
      <Step entry={{ id: 'media', done: (ticket.desc_images?.length ?? 0) > 0 }} label={t('ticket:media.title')}>
        {gallery}
      </Step>
      {assigned ? (
        <Step entry={assigned} label={t(assigned.labelKey)}>
          <p className={agent ? 'gp-timeline__agent' : 'gp-ticket__muted'}>{agent ? <bdi>{agent}</bdi> : t(NOT_ASSIGNED_KEY)}</p>
        </Step>
      ) : null}
      {progress ? (
        <Step entry={progress} label={t(progress.labelKey)}>
          {scheduledAt ? <p className="gp-timeline__time">{t('ticket:scheduledFor', { time: scheduledAt })}</p> : null}
        </Step>
      ) : null}
      {completed ? (
        <Step entry={completed} label={t(completed.labelKey)}>
          {doneAt ? <p className="gp-timeline__time">{t('ticket:doneAt', { time: doneAt })}</p> : null}
        </Step>
      ) : null}
    </ol>
  );
}
