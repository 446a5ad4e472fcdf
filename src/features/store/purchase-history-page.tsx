import { useTranslation } from 'react-i18next';
import { isPendingPayment, purchaseStatusLabelKey } from '../../core/store';
import { useElement } from '../../element/context';
import { useResourceOf } from '../../element/use-element-resource';
import { purchaseHistoryResource } from '../../shared/resources/purchase-history';
import { EmptyState } from '../../ui/empty-state';
import { Money } from '../../ui/money';
import { LazySafeHtml } from '../../ui/lazy-safe-html';
import { Loader } from '../../ui/spinner';
import { StoreScreen } from './store-screen';
import { LoadError, useUnauthorizedRedirect } from './load-error';
import { ReceiptIcon } from '../../ui/icons/receipt-icon';
import { PendingPurchaseActions } from './pending-purchase-actions';

/**
 * Purchase history (/tourist/store/history): store item name, description, reservation, total amount
 * and status label per purchase. One table; on a narrow element each row stacks as a card (container
 * query), with the column names repeated before each value. An unfinished purchase (its checkout left
 * before paying) reads 'Waiting for payment' with Continue and Cancel.
 */
export function PurchaseHistoryPage() {
  const { t } = useTranslation();
  const { locale } = useElement();
  const history = useResourceOf(purchaseHistoryResource);
  const error = history.status === 'error' ? history.error : null;
  useUnauthorizedRedirect(error);
  const columns = ['item', 'description', 'reservation', 'total', 'status'] as const;
  const head = (c: (typeof columns)[number]) => t(`store:history.columns.${c}`);

  let body;
  if (error && !history.data) body = <LoadError error={error} onRetry={() => void history.reload()} />;
  else if (!history.data) body = <Loader label={t('store:loading')} />;
  else if (history.data.length === 0) body = <EmptyState level={2} title={t('store:history.emptyTitle')} message={t('store:history.emptyMessage')} icon={<ReceiptIcon />} />;
  else
    body = (
      <table className="gp-history" part="purchase-history-table" aria-labelledby="gp-history-title">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {head(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.data.map((row, index) => {
            const label = purchaseStatusLabelKey(row.status, row.awaiting);
            const itemId = `gp-history-item-${row.id ?? index}`;
            return (
              <tr key={row.id ?? `row-${index}`} data-status={row.status ?? undefined} part="purchase-history-row">
                <th scope="row" id={itemId} tabIndex={-1} data-label={head('item')} dir="auto">
                  {row.store_item?.name ?? ''}
                </th>
                <td data-label={head('description')}>
                  <LazySafeHtml className="gp-html" html={row.description} />
                </td>
                <td data-label={head('reservation')}>
                  <bdi dir="ltr">{row.reservation?.confirmation_code ?? ''}</bdi>
                </td>
                <td data-label={head('total')}>
                  <Money minor={row.total_amount} currency={row.currency} locale={locale} />
                </td>
                <td data-label={head('status')}>
                  {label ? <span className={`gp-tag gp-tag--${row.status}`}>{t(label)}</span> : null}
                  {isPendingPayment(row.status) && row.id != null && row.payment_intent_id ? (
                    <div className="gp-history__actions">
                      <PendingPurchaseActions purchaseId={row.id} paymentIntentId={row.payment_intent_id} awaiting={row.awaiting} describedBy={itemId} onCancelled={history.reload} />
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <StoreScreen id="gp-history-title" title={t('store:history.title')} part="purchase-history" className="gp-store--history">
      {body}
    </StoreScreen>
  );
}
