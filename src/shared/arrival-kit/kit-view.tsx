import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrivalKit } from '../../core/arrival-kit';
import { formatHHmm } from '../../core/dates/time-of-day';
import { dateText } from '../../core/dates/zoned-text';
import { intlLocale } from '../../core/locales';
import { telHref } from '../../core/reservation-info';
import { useElement } from '../../element/context';
import { LtrText, ServerText } from '../../ui/bidi';
import { SafeHtml } from '../../ui/safe-html';

/** "Saved on this phone · updated {time}" in the guest's locale. */
export function SavedAtLine({ kit }: { kit: Pick<ArrivalKit, 'savedAt'> }) {
  const { t } = useTranslation();
  const { locale } = useElement();
  const time = dateText(new Date(kit.savedAt), intlLocale(locale), Intl.DateTimeFormat().resolvedOptions().timeZone, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="gp-kit__saved" part="kit-saved-at">
      {t('offline:savedAt', { time })}
    </p>
  );
}

function StayLine({ label, instant, time, kit }: { label: string; instant: string | null; time: string | null; kit: ArrivalKit }) {
  const { locale } = useElement();
  const intl = intlLocale(locale);
  const date = instant ? dateText(new Date(instant), intl, kit.timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) : null;
  const clock = time ? (formatHHmm(time, intl) ?? time) : null;
  if (!date && !clock) return null;
  return (
    <div className="gp-kit__row">
      <dt>{label}</dt>
      <dd>{[date, clock].filter(Boolean).join(' · ')}</dd>
    </div>
  );
}

/** One fact: its label (server text or translated) and its value; a code reads left-to-right, larger. */
function Fact({ label, part, code, children }: { label: string; part?: string; code?: string; children?: ReactNode }) {
  return (
    <div className="gp-kit__row" part={part}>
      <dt dir="auto">{label}</dt>
      {code ? (
        <dd className="gp-kit__code">
          <LtrText>{code}</LtrText>
        </dd>
      ) : (
        <dd>{children}</dd>
      )}
    </div>
  );
}

/** The arrival facts of one reservation, from the phone: address and directions, times, codes, Wi-Fi, parking, phones. */
export function ArrivalKitView({ kit }: { kit: ArrivalKit }) {
  const { t } = useTranslation();
  return (
    <article className="gp-kit" part="arrival-kit" data-code={kit.code} aria-labelledby="gp-kit-title">
      <h1 id="gp-kit-title" className="gp-kit__title" dir="auto">
        {kit.title}
      </h1>
      <SavedAtLine kit={kit} />
      {kit.address ? (
        <p className="gp-kit__address" part="kit-address">
          <ServerText>{kit.address}</ServerText>
        </p>
      ) : null}
      {kit.geoUri || kit.mapsUrl ? (
        <p className="gp-kit__links">
          {kit.geoUri ? (
            <a className="gp-button gp-button--secondary" href={kit.geoUri}>
              {t('offline:openMapsApp')}
            </a>
          ) : null}
          {kit.mapsUrl ? (
            <a className="gp-button gp-button--secondary" href={kit.mapsUrl} target="_blank" rel="noopener noreferrer">
              {t('info:directions')}
            </a>
          ) : null}
        </p>
      ) : null}
      <dl className="gp-kit__facts">
        <StayLine label={t('info:stay.checkIn')} instant={kit.checkIn} time={kit.checkInTime} kit={kit} />
        <StayLine label={t('info:stay.checkOut')} instant={kit.checkOut} time={kit.checkOutTime} kit={kit} />
        {kit.doorCodes.map((d, i) => (
          <Fact key={`door-${i}`} label={d.label ?? t('info:codes.doorCode')} part="kit-door-code" code={d.code} />
        ))}
        {kit.gateCode ? <Fact label={t('offline:gateCode')} part="kit-gate-code" code={kit.gateCode} /> : null}
        {kit.wifi?.name ? <Fact label={t('info:codes.wifiName')} part="kit-wifi-name" code={kit.wifi.name} /> : null}
        {kit.wifi?.password ? <Fact label={t('info:codes.wifiPassword')} part="kit-wifi-password" code={kit.wifi.password} /> : null}
        {kit.parking.map((p, i) => (
          <Fact key={`parking-${i}`} label={t('offline:parking')}>
            <ServerText>{p}</ServerText>
          </Fact>
        ))}
        {kit.phones.map((p, i) => (
          <Fact key={`phone-${i}`} label={p.label ?? t('offline:phone')} part="kit-phone">
            <a className="gp-link" href={telHref(p.number) ?? undefined}>
              <LtrText>{p.number}</LtrText>
            </a>
          </Fact>
        ))}
      </dl>
      {kit.instructions ? (
        <section className="gp-kit__instructions" aria-labelledby="gp-kit-instructions">
          <h2 id="gp-kit-instructions" className="gp-kit__h2">
            {t('offline:instructions')}
          </h2>
          <SafeHtml className="gp-html" html={kit.instructions} />
        </section>
      ) : null}
    </article>
  );
}
