import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchasedItem } from '../../api/schemas/reservation';
import { PENDING_APPROVAL_TAG_KEY, isPendingApproval, purchaseStatusLabelKey } from '../../core/store';
import { SafeHtml } from '../../ui/safe-html';

/** Items bought for this stay; a pending_capture item is tagged 'pending approval'. */
export function PurchasedItems({ items, action }: { items: readonly PurchasedItem[]; action?: ReactNode }) {
  const { t } = useTranslation();
  const shown = items.filter((i) => (i.status ?? '') !== 'pending_payment');
  if (!shown.length && !action) return null;
  return (
    <section className="gp-purchases" part="purchased-items" aria-labelledby="gp-purchases-title">
      <h2 id="gp-purchases-title" className="gp-info__h2">
        {t('info:purchases.title')}
      </h2>
      {shown.length ? (
        <ul className="gp-purchases__list">
          {shown.map((item, i) => {
            const pending = isPendingApproval(item);
            const label = pending ? PENDING_APPROVAL_TAG_KEY : purchaseStatusLabelKey(item.status);
            const description = item.extra_data?.description || item.description;
            return (
              <li key={`${item.id ?? item.store_item_id ?? 'x'}-${i}`} className="gp-purchases__item" data-status={item.status ?? undefined}>
                {item.item_image ? <img className="gp-purchases__img" src={item.item_image} alt="" loading="lazy" /> : null}
                <div className="gp-purchases__text">
                  <h3 className="gp-info__h3" dir="auto">
                    {item.item_name}
                  </h3>
                  {description ? <SafeHtml className="gp-html gp-purchases__desc" html={description} /> : null}
                </div>
                {label ? <span className={`gp-tag${pending ? ' gp-tag--pending' : ''}`}>{t(label)}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="gp-muted">{t('info:purchases.none')}</p>
      )}
      {action}
    </section>
  );
}
