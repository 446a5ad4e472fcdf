import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreItemEntry } from '../../api/schemas/store';
import { FROM_PRICE_KEY, itemStatusView, STORE_ITEM_ACTION_LABEL_KEYS, type StoreItemAction } from '../../core/store';
import { cardAmount, priceUnitKey } from '../../core/store-card-price';
import { formatMoney } from '../../core/money';
import { intlLocale } from '../../core/locales';
import { isolateLtr } from '../../core/bidi';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { LazySafeHtml } from '../../ui/lazy-safe-html';
import { availableFromText } from './status-text';
import { PendingPurchaseActions } from './pending-purchase-actions';
import { cardPictureLoading } from '../../ui/card-picture-loading';

export interface StoreItemCardProps {
  entry: StoreItemEntry;
  currency: string | null | undefined;
  locale: string;
  action: StoreItemAction;
  onOpen: (id: string | number) => void;
  /** Reloads the grid (after an unfinished purchase was cancelled). */
  onChanged: () => Promise<unknown>;
  /** The grid's first card (its picture loads at once: cardPictureLoading). */
  first?: boolean;
}

/**
 * An item of the grid: image, name, sanitised description, price or 'From' price (per hour / per
 * day), status text and note; its button (Reserve, Request or Create Payment Request) opens the item
 * dialog and is disabled by every status. An item in the cart with its unfinished purchase offers
 * Continue and Cancel instead, so a checkout left before paying never locks the item.
 */
export const StoreItemCard = memo(function StoreItemCard({ entry, currency, locale, action, onOpen, onChanged, first = false }: StoreItemCardProps) {
  const { t } = useTranslation();
  const item = entry.item;
  const status = itemStatusView(entry, entry.status === 'future' ? availableFromText(item.available_from, locale) : undefined);
  const price = cardAmount(entry);
  const unit = priceUnitKey(entry);
  const titleId = `gp-item-${item.id}`;
  const pending = entry.status === 'in_bag' ? entry.pending_purchase : null;
  // After Cancel the buttons go: focus moves to the item's own action, which the cancel re-enabled.
  const actionRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    actionRef.current?.focus();
  }, [pending]);
  return (
    <li className="gp-store-item" part="store-item" data-item-id={String(item.id)} data-status={entry.status ?? 'available'}>
      <div className="gp-store-item__media">{item.image ? <img className="gp-store-item__img" src={item.image} alt="" {...cardPictureLoading(first)} decoding="async" width="320" height="180" /> : null}</div>
      <div className="gp-store-item__body">
        <h3 className="gp-store-item__name" id={titleId} dir="auto">
          {item.name}
        </h3>
        <LazySafeHtml className="gp-html gp-store-item__desc" html={item.description} />
        {price ? (
          <p className="gp-store-item__price">
            {price.from ? (
              // A left-to-right island like <Money>: Arabic amounts start with a right-to-left mark, which
              // an isolate of the first strong direction turned into '$US 60.00'.
              t(FROM_PRICE_KEY, { price: isolateLtr(formatMoney(price.amount, currency, intlLocale(locale)), locale) })
            ) : (
              <Money minor={price.amount} currency={currency} locale={locale} />
            )}
            {unit ? <span className="gp-muted"> {t(unit)}</span> : null}
          </p>
        ) : null}
        {status.text ? (
          <p className="gp-store-status" data-status={entry.status ?? undefined}>
            {t(status.text.key, status.text.params)}
          </p>
        ) : null}
        {status.note ? <p className="gp-muted gp-store-item__note">{t(status.note.key)}</p> : null}
        <div className="gp-store-item__actions">
          <Button size="small" variant="secondary" aria-describedby={titleId} onClick={() => onOpen(item.id)}>
            {t('store:item.details')}
          </Button>
          {pending ? (
            <PendingPurchaseActions
              purchaseId={pending.id}
              paymentIntentId={pending.payment_intent_id}
              awaiting={pending.awaiting}
              describedBy={titleId}
              onCancelled={() => {
                refocus.current = true;
                return onChanged();
              }}
            />
          ) : (
            <Button ref={actionRef} size="small" aria-describedby={titleId} disabled={status.disabled} onClick={() => onOpen(item.id)}>
              {t(STORE_ITEM_ACTION_LABEL_KEYS[action])}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
});
