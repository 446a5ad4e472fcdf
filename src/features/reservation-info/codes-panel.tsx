import { useTranslation } from 'react-i18next';
import type { TripInfo } from '../../api/schemas/trip-info';
import { safeLinkHref, smsHref, telHref } from '../../core/reservation-info';
import { useElement } from '../../element/context';
import { isolateAuto, isolateLtr } from '../../core/bidi';
import { Alert } from '../../ui/alert';
import { ServerText } from '../../ui/bidi';
import { CopyButton } from '../../ui/copy-button';
import { SafeHtml } from '../../ui/safe-html';

/** Brand names are not translated. */
const BRANDS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  messenger: 'Messenger',
  viber: 'Viber',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  airbnb: 'Airbnb',
  google: 'Google',
};
const LINK_TYPE_KEYS = ['website', 'email', 'call', 'sms'];

/** Guidebook, door codes, Wi-Fi, phones and contact links (the protected part of trip info). */
export function CodesPanel({ tripInfo }: { tripInfo: TripInfo }) {
  const { t } = useTranslation();
  const { locale } = useElement();
  const info = tripInfo.info;
  const guidebook = safeLinkHref(tripInfo.guidebook_url);
  const topics = tripInfo.guests_info?.listing_info_def ?? [];
  const comments = tripInfo.guests_info?.comments;
  const doorCodes = (info?.door_codes ?? []).filter((d) => d.code);
  const wifi = info?.wifi && (info.wifi.name || info.wifi.password) ? info.wifi : null;
  const phones = (info?.phones ?? []).filter((p) => telHref(p.number));
  const links = (info?.links ?? []).map((l) => ({ ...l, href: safeLinkHref(l.url) })).filter((l) => l.href);
  const custom = info?.custom_instructions;
  if (!guidebook && !topics.length && !comments && !doorCodes.length && !wifi && !phones.length && !links.length && !custom) return null;

  const linkLabel = (type: string | null | undefined, label: string | null | undefined) => {
    if (label) return label;
    const k = (type ?? '').toLowerCase();
    return BRANDS[k] ?? (LINK_TYPE_KEYS.includes(k) ? t(`info:contact.types.${k}`) : type || t('info:contact.types.website'));
  };

  return (
    <section className="gp-codes" part="codes" aria-labelledby="gp-codes-title">
      <h2 id="gp-codes-title" className="gp-info__h2">
        {t('info:codes.title')}
      </h2>

      {guidebook || topics.length || comments ? (
        <div className="gp-codes__block" part="guidebook">
          <h3 className="gp-info__h3">{t('info:codes.guidebook')}</h3>
          {guidebook ? (
            <p>
              <a className="gp-link" href={guidebook} target="_blank" rel="noopener noreferrer">
                {t('info:codes.openGuidebook')}
              </a>
            </p>
          ) : null}
          {topics.length ? (
            <dl className="gp-codes__topics">
              {topics.map((x, i) => (
                <div key={i} className="gp-codes__topic">
                  <dt dir="auto">{[x.topic, x.sub_topic].filter(Boolean).join(' · ')}</dt>
                  <dd>
                    <SafeHtml className="gp-html" html={x.hint} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {comments ? (
            <p className="gp-codes__comments" dir="auto">
              {comments}
            </p>
          ) : null}
        </div>
      ) : null}

      {doorCodes.length ? (
        <div className="gp-codes__block" part="door-codes">
          <h3 className="gp-info__h3">{t('info:codes.doorCodes')}</h3>
          <ul className="gp-codes__list">
            {doorCodes.map((d, i) => (
              <li key={i} className="gp-codes__row">
                <span className="gp-codes__name" dir="auto">
                  {d.name || t('info:codes.doorCode')}
                </span>
                <code className="gp-codes__value" dir="ltr">
                  {d.code}
                </code>
                <CopyButton value={d.code!} ariaLabel={t('info:codes.copyDoorCode', { name: d.name ? isolateAuto(d.name, locale) : t('info:codes.doorCode') })} />
                {d.Alert ? (
                  <Alert tone="warning">
                    <ServerText>{d.Alert}</ServerText>
                  </Alert>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {wifi ? (
        <div className="gp-codes__block" part="wifi">
          <h3 className="gp-info__h3">{t('info:codes.wifi')}</h3>
          <dl className="gp-codes__list">
            {wifi.name ? (
              <div className="gp-codes__row">
                <dt className="gp-codes__name">{t('info:codes.wifiName')}</dt>
                <dd className="gp-codes__value-cell">
                  <code className="gp-codes__value" dir="auto">
                    {wifi.name}
                  </code>
                  <CopyButton value={wifi.name} ariaLabel={t('info:codes.copyWifiName')} />
                </dd>
              </div>
            ) : null}
            {wifi.password ? (
              <div className="gp-codes__row">
                <dt className="gp-codes__name">{t('info:codes.wifiPassword')}</dt>
                <dd className="gp-codes__value-cell">
                  <code className="gp-codes__value" dir="ltr">
                    {wifi.password}
                  </code>
                  <CopyButton value={wifi.password} ariaLabel={t('info:codes.copyWifiPassword')} />
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}

      {phones.length || links.length ? (
        <div className="gp-codes__block" part="contact">
          <h3 className="gp-info__h3">{t('info:contact.title')}</h3>
          {phones.length ? (
            <ul className="gp-codes__list">
              {phones.map((p, i) => {
                const who = p.label ? isolateAuto(p.label, locale) : isolateLtr(p.number ?? '', locale);
                return (
                  <li key={i} className="gp-codes__row">
                    <span className="gp-codes__name" dir="auto">
                      {p.label}
                    </span>
                    <span className="gp-codes__value" dir="ltr">
                      {p.number}
                    </span>
                    <a className="gp-chip" href={telHref(p.number)!} aria-label={t('info:contact.callAria', { name: who })}>
                      {t('info:contact.call')}
                    </a>
                    <a className="gp-chip" href={smsHref(p.number)!} aria-label={t('info:contact.smsAria', { name: who })}>
                      {t('info:contact.sms')}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {links.length ? (
            <ul className="gp-codes__links">
              {links.map((l, i) => {
                const web = /^https?:/i.test(l.href!);
                return (
                  <li key={i}>
                    <a className="gp-chip" href={l.href!} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      <ServerText>{linkLabel(l.type, l.label)}</ServerText>
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}

      {custom ? (
        <div className="gp-codes__block" part="custom-instructions">
          <h3 className="gp-info__h3">{t('info:codes.custom')}</h3>
          <SafeHtml className="gp-html" html={custom} />
        </div>
      ) : null}
    </section>
  );
}
