import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoreItemOptions } from '../../api/endpoints/store';
import { errorMessageKey } from '../../api/errors';
import type { MenuOption, StoreItemEntry } from '../../api/schemas/store';
import type { User } from '../../api/schemas/user';
import { itemStatusView, maxQuantity, STORE_ITEM_ACTION_LABEL_KEYS, storeItemAction } from '../../core/store';
import {
  canRequestPrice,
  defaultOptionValues,
  fieldQuery,
  itemAmount,
  itemOptionError,
  quantityError,
  storeSummary,
  validateFields,
  type FieldValue,
} from '../../core/store-order';
import type { StayBounds } from '../../core/stay-bounds';
import type { ActionLog } from '../../shared/action-log/use-action-log';
import { useResource } from '../../element/use-element-resource';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Dialog } from '../../ui/dialog';
import { Money } from '../../ui/money';
import { LazySafeHtml } from '../../ui/lazy-safe-html';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { MenuFieldInput, ItemOptionInput } from './order-fields';
import { useMenuPrice } from './use-item-price';
import { usePlaceOrder } from './use-place-order';
import { availableFromText } from './status-text';
import { PendingPurchaseActions } from './pending-purchase-actions';

export interface ItemDialogProps {
  entry: StoreItemEntry;
  reservationId: string | number;
  currency: string | null | undefined;
  storeTax: number | null | undefined;
  bounds: StayBounds;
  locale: string;
  user: User | null | undefined;
  log: ActionLog;
  onClose: () => void;
  /** Reloads the store's items (after an unfinished purchase was cancelled). */
  onChanged: () => Promise<unknown>;
}

/**
 * The item dialog: gallery, description, bullets, option menus and their fields, item options,
 * quantity (1..max_quantity), disclaimer (must be accepted when enforced), comments, the total from
 * the price call (menus) or the item price, tax (total including tax minus item amount, with the
 * store_tax percentage), and Reserve / Request / Create Payment Request. States: open; after a Request,
 * awaiting its card authorisation (nothing is sent before the hold is placed); request sent (the item
 * is 'requested': its hold is placed). An item with an unfinished purchase offers Continue and Cancel.
 */
export function ItemDialog({ entry, reservationId, currency, storeTax, bounds, locale, user, log, onClose, onChanged }: ItemDialogProps) {
  const { t } = useTranslation();
  const uid = useId();
  const item = entry.item;
  const status = itemStatusView(entry, availableFromText(entry.item.available_from, locale));
  const action = storeItemAction(entry, user);
  const hasMenus = entry.has_menus === true;
  const menus = useResource(hasMenus ? `store-item-options:${reservationId}:${item.id}` : null, (api, signal) => getStoreItemOptions(api, reservationId, item.id, { signal }));
  const [menuId, setMenuId] = useState<string | number | null>(null);
  const menu: MenuOption | null = menus.data?.find((m) => String(m.id) === String(menuId)) ?? (menus.data?.length === 1 ? menus.data[0]! : null);
  const fields = useMemo(() => menu?.menu_fields ?? [], [menu]);
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [options, setOptions] = useState<Record<string, FieldValue>>(() => defaultOptionValues(entry.options));
  const [quantity, setQuantity] = useState<FieldValue>(1);
  const [accepted, setAccepted] = useState(false);
  const [comments, setComments] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const order = usePlaceOrder(log);

  const max = maxQuantity(entry);
  const count = Number(quantity);
  const fieldErrors = validateFields(fields, values, bounds);
  const optionErrors = Object.fromEntries((entry.options ?? []).map((o) => [o.key, itemOptionError(o, options[o.key], bounds)]).filter(([, e]) => e));
  const qtyError = quantityError(quantity, max);
  const disclaimer = menu?.disclaimer || item.disclaimer;
  const mustAccept = item.enforce_disclaimer === true && !!disclaimer;
  const menuMissing = hasMenus && !menu;
  const complete = !menuMissing && Object.keys(optionErrors).length === 0 && canRequestPrice(fields, values, bounds, quantity, max);
  const query = useMemo(() => fieldQuery(fields, values), [fields, values]);
  const price = useMenuPrice(hasMenus ? (menu?.id ?? null) : null, query, complete ? count : 1, complete);
  const amount = !complete ? null : hasMenus ? (price.status === 'ready' ? price.total : null) : itemAmount(entry, options, count);
  const summary = amount === null ? null : storeSummary(amount, storeTax, { taxFree: item.is_damage_waiver === true });
  const paymentHidden = hasMenus && price.status === 'failed';

  const set = (key: string, v: FieldValue) => {
    order.reset();
    setValues((s) => ({ ...s, [key]: v }));
  };

  function submit() {
    setShowErrors(true);
    if (!complete || (mustAccept && !accepted) || summary === null) return;
    const orderOptions = hasMenus ? query : fieldQuery((entry.options ?? []).map((o) => ({ key: o.key, type: o.type ?? 'text' })), options);
    void order.place(
      { reservationId, itemId: item.id, menuId: menu?.id ?? null, options: orderOptions, count, comments: comments.trim() || null },
      action,
      { manual: item.is_manual === true || item.inquiry_only === true, waiver: item.is_damage_waiver === true },
    );
  }

  const authorizing = order.state.status === 'awaiting-authorization' ? order.state.intentId : null;
  const sent = entry.status === 'requested';
  const pending = entry.status === 'in_bag' ? entry.pending_purchase : null;
  const busy = order.state.status === 'busy';
  const gallery = [...new Set([...(menu?.images ?? []), ...(menu?.main_image ? [menu.main_image] : []), item.image ?? '', ...(item.media ?? [])].filter(Boolean))];

  const footer = authorizing ? (
    <Button onClick={() => order.continueToCheckout(authorizing)}>{t('store:dialog.continueToAuthorization')}</Button>
  ) : pending ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
      <PendingPurchaseActions purchaseId={pending.id} paymentIntentId={pending.payment_intent_id} awaiting={pending.awaiting} onCancelled={onChanged} />
    </>
  ) : sent || paymentHidden ? (
    <Button variant="secondary" onClick={onClose}>
      {t('common:actions.close')}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.cancel')}
      </Button>
      <Button busy={busy} disabled={status.disabled || busy} onClick={submit} data-action={action}>
        {t(STORE_ITEM_ACTION_LABEL_KEYS[action])}
      </Button>
    </>
  );

  return (
    <Dialog open onClose={onClose} title={<span dir="auto">{item.name}</span>} footer={footer} className="gp-store-dialog" part="item-dialog">
      {authorizing ? (
        <div className="gp-store-dialog__sent" data-state="awaiting-authorization">
          <Alert tone="info">{t('store:dialog.authorizeToSend')}</Alert>
          <p>{t('store:dialog.chargedAfterApproval')}</p>
        </div>
      ) : sent ? (
        <div className="gp-store-dialog__sent" data-state="request-sent">
          <Alert tone="success">{t('store:dialog.requestSent')}</Alert>
          <p>{t('store:dialog.chargedAfterApproval')}</p>
          <p>{t('store:dialog.agentReplies')}</p>
        </div>
      ) : (
        <div className="gp-store-dialog__content" data-state="open">
          {gallery.length ? (
            <ul className="gp-store-dialog__gallery" aria-label={t('store:dialog.gallery')}>
              {gallery.map((src) => (
                <li key={src}>
                  <img src={src} alt="" loading="lazy" width="160" height="120" />
                </li>
              ))}
            </ul>
          ) : null}
          <LazySafeHtml className="gp-html" html={item.description} />
          {item.bullets?.length ? (
            <ul className="gp-store-dialog__bullets">
              {item.bullets.map((b) => (
                <li key={b} dir="auto">
                  {b}
                </li>
              ))}
            </ul>
          ) : null}
          {status.text ? <p className="gp-store-status" data-status={entry.status ?? undefined}>{t(status.text.key, status.text.params)}</p> : null}
          {status.note ? <p className="gp-muted">{t(status.note.key)}</p> : null}

          {hasMenus ? (
            menus.status === 'error' ? (
              <Alert tone="error">{t(errorMessageKey(menus.error))}</Alert>
            ) : !menus.data ? (
              <Spinner label={t('store:loading')} />
            ) : (
              <fieldset className="gp-store-dialog__menus">
                <legend className="gp-field__label">{t('store:dialog.chooseOption')}</legend>
                {menus.data.map((m) => (
                  <label key={m.id} className="gp-store-menu">
                    <input
                      type="radio"
                      name={`${uid}-menu`}
                      value={String(m.id)}
                      checked={menu != null && String(menu.id) === String(m.id)}
                      onChange={() => {
                        order.reset();
                        setMenuId(m.id);
                        setValues({});
                      }}
                    />
                    <span className="gp-store-menu__text">
                      <strong dir="auto">{m.name}</strong>
                      <LazySafeHtml className="gp-html gp-muted" as="span" html={m.description} />
                      {m.bullets?.length ? <span className="gp-muted" dir="auto">{m.bullets.join(' · ')}</span> : null}
                    </span>
                  </label>
                ))}
                {showErrors && menuMissing ? <p className="gp-field__error">{t('validation:requiredField')}</p> : null}
              </fieldset>
            )
          ) : null}

          {fields.map((f) => (
            <MenuFieldInput key={`${menu?.id}-${f.key}`} field={f} value={values[f.key]} bounds={bounds} error={showErrors || values[f.key] !== undefined ? (fieldErrors[f.key] ?? null) : null} onChange={(v) => set(f.key, v)} />
          ))}
          {(entry.options ?? []).map((o) => (
            <ItemOptionInput key={o.key} option={o} value={options[o.key]} error={optionErrors[o.key] ?? null} onChange={(v) => setOptions((s) => ({ ...s, [o.key]: v }))} />
          ))}
          {max > 1 ? (
            <TextField
              label={t('store:dialog.quantity')}
              type="number"
              name="quantity"
              inputMode="numeric"
              min={1}
              max={max}
              hint={t('store:dialog.quantityHint', { max })}
              value={quantity === null || quantity === undefined ? '' : String(quantity)}
              error={qtyError ? t(qtyError.key, qtyError.params) : null}
              onChange={(e) => setQuantity(e.target.value)}
            />
          ) : null}
          {disclaimer ? (
            <div className="gp-store-dialog__disclaimer">
              <p dir="auto">{disclaimer}</p>
              {mustAccept ? (
                <Checkbox
                  label={t('store:dialog.acceptDisclaimer')}
                  name="disclaimer"
                  checked={accepted}
                  error={showErrors && !accepted ? t('store:errors.disclaimer') : null}
                  onChange={(e) => setAccepted(e.target.checked)}
                />
              ) : null}
            </div>
          ) : null}
          <div className="gp-field" part="field">
            <label className="gp-field__label" htmlFor={`${uid}-comments`}>
              {t('store:dialog.comments')}
            </label>
            <textarea id={`${uid}-comments`} className="gp-field__input" name="comments" rows={2} maxLength={500} value={comments} onChange={(e) => setComments(e.target.value)} />
          </div>

          {paymentHidden ? null : (
            <div className="gp-store-summary" part="store-summary" aria-live="polite">
              {summary ? (
                <dl>
                  <div>
                    <dt>{t('store:summary.item')}</dt>
                    <dd>
                      <Money minor={summary.itemAmount} currency={currency} locale={locale} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('store:summary.tax', { percent: summary.percent })}</dt>
                    <dd>
                      <Money minor={summary.tax} currency={currency} locale={locale} />
                    </dd>
                  </div>
                  <div className="gp-store-summary__total">
                    <dt>{t('store:summary.total')}</dt>
                    <dd data-testid="store-total">
                      <Money minor={summary.total} currency={currency} locale={locale} />
                    </dd>
                  </div>
                </dl>
              ) : hasMenus && price.status === 'loading' ? (
                <Spinner label={t('store:summary.calculating')} />
              ) : (
                <p className="gp-muted">{t('store:summary.chooseOptions')}</p>
              )}
              {action === 'request' ? <p className="gp-muted">{t('store:dialog.chargedAfterApproval')}</p> : null}
            </div>
          )}
          {order.state.status === 'error' ? <Alert tone="error">{t(errorMessageKey(order.state.error))}</Alert> : null}
        </div>
      )}
    </Dialog>
  );
}
