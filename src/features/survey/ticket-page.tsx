import { useTranslation } from 'react-i18next';
import { getTicket } from '../../api/endpoints/tickets';
import { errorMessageKey, isApiError } from '../../api/errors';
import { isTicketRejected, ticketGallery, ticketStatusKey } from '../../core/tickets';
import { useElement } from '../../element/context';
import { intlLocale } from '../../core/locales';
import { useRouter } from '../../router/router';
import { keys } from '../../state/keys';
import { useResource } from '../../element/use-element-resource';
import { FeedbackFrame, FeedbackLoadError } from './feedback-frame';
import { StayBox } from './stay-box';
import { stayText, usableTimeZone } from './stay-format';
import { TicketGallery } from './ticket-gallery';
import { TicketTimeline } from './ticket-timeline';
import { useTicketUpload } from './use-ticket-upload';
import { useConfiguration } from '../../element/config-resource';

/** An alarm clock: the sign of a rejected ticket. */
function AlarmIcon() {
  return (
    <svg className="gp-ticket__alarm" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 4a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 16a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm.5-11h-1.5v5l4 2.4.75-1.23-3.25-1.92V9ZM7.88 2.39 6.6.86 2 4.71l1.29 1.53 4.59-3.85ZM22 4.72 17.4.86l-1.29 1.53 4.6 3.86L22 4.72Z"
      />
    </svg>
  );
}

/**
 * The ticket tracker (route `ticket-tracker`, id = the ticket's public id), open to anyone with the link:
 * ticket number and status, the reservation, the main issues, and the timeline with the media gallery.
 */
export function TicketPage() {
  const { t } = useTranslation();
  const { locale } = useElement();
  const { route } = useRouter();
  const id = route.params.id ?? '';
  const ticket = useResource(id ? keys.ticket(id) : null, (api, signal) => getTicket(api, id, { signal }));
  const config = useConfiguration();
  const { state, upload } = useTicketUpload(id, config.data);
  const data = ticket.data;
  const logo = data?.listing?.public_logo ?? config.data?.logo_url ?? null;
  const company = config.data?.company_name ?? null;

  let body;
  if (!id || (ticket.status === 'error' && isApiError(ticket.error) && ticket.error.isNotFound)) {
    body = <FeedbackLoadError title={t('ticket:notFound')} />;
  } else if (ticket.status === 'error' && !data) {
    body = <FeedbackLoadError title={t('ticket:loadFailed')} message={t(errorMessageKey(ticket.error))} onRetry={() => void ticket.reload()} />;
  } else if (data) {
    const reservation = data.review?.reservation;
    const listing = reservation?.listing;
    const zone = usableTimeZone(listing?.timezone, config.data?.timezone);
    const intl = intlLocale(locale);
    const statusKey = ticketStatusKey(data);
    const bullets = (data.review?.ai_bullets ?? []).filter((b) => b.trim());
    body = (
      <>
        <h1 className="gp-ticket__title">
          {data.id != null ? t('ticket:title', { number: String(data.id) }) : t('ticket:titleGeneric')}
        </h1>
        <p className={`gp-ticket__status${isTicketRejected(data) ? ' gp-ticket__status--rejected' : ''}`} part="status">
          {isTicketRejected(data) ? <AlarmIcon /> : null}
          <span>{t('ticket:status')} </span>
          {statusKey ? <strong>{t(statusKey)}</strong> : <strong dir="auto">{data.status}</strong>}
        </p>
        {reservation ? (
          <StayBox
            title={listing?.title}
            city={listing?.city_name}
            picture={listing?.picture}
            stay={stayText(reservation.check_in, reservation.check_out, intl, zone)}
            label={t('ticket:reservation')}
          />
        ) : null}
        {bullets.length ? (
          <section className="gp-ticket__issues" aria-labelledby="gp-ticket-issues">
            <h2 id="gp-ticket-issues" className="gp-ticket__heading">
              {t('ticket:issues')}
            </h2>
            <ul>
              {bullets.map((b, i) => (
                <li key={i} dir="auto">
                  {b}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="gp-ticket__progress" aria-labelledby="gp-ticket-timeline">
          <h2 id="gp-ticket-timeline" className="gp-ticket__heading">
            {t('ticket:timeline')}
          </h2>
          <TicketTimeline
            ticket={data}
            locale={intl}
            timeZone={zone}
            gallery={<TicketGallery items={ticketGallery(data)} state={state} onUpload={(files) => void upload(files)} />}
          />
        </section>
      </>
    );
  }

  return (
    <FeedbackFrame className="gp-ticket" logoUrl={logo} company={company} busy={!body} part="ticket">
      {body}
    </FeedbackFrame>
  );
}
