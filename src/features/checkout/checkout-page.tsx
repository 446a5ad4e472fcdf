import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCheckoutInfo, getPurchaseByIntent } from '../../api/endpoints/checkout';
import { errorMessageKey, isApiError } from '../../api/errors';
import type { CheckoutInfo, CheckoutPurchase } from '../../api/schemas/checkout';
import { formatMoney } from '../../core/money';
import { isCheckoutImmediateSuccess } from '../../core/payments';
import { canCreatePaymentRequest } from '../../core/store';
import { useElement } from '../../element/context';
import { intlLocale } from '../../core/locales';
import type { PaymentIntentInfo, ProviderKeys } from '../../payments/types';
import { useRouter } from '../../router/router';
import { keys } from '../../state/keys';
import { useResource, useResourceOf } from '../../element/use-element-resource';
import { useActionLog } from '../../shared/action-log/use-action-log';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { SafeHtml } from '../../ui/safe-html';
import { LtrText, ServerText } from '../../ui/bidi';
import { isolateLtr } from '../../core/bidi';
import { Loader } from '../../ui/spinner';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { NotFoundPage } from '../../shared/screens/not-found-page';
import { CardPayment } from './card-payment';
import { checkoutStyles } from '../../shared/card-payment/card-payment.styles';
import { LockIcon } from '../../ui/lock-icon';
import { sessionResource } from '../../shared/resources/session';

export type PaymentKind = 'accommodation' | 'deposit' | 'waiver' | 'store';

/** What is being paid: the intent type, a store purchase of the 'Damage Waiver' item being the waiver. */
export function paymentKind(info: CheckoutInfo, purchase: CheckoutPurchase | null | undefined, damageProtectionFlag: boolean): PaymentKind {
  const type = info.payment.metadata.type;
  if (type === 'accommodation' || type === 'deposit') return type;
  return purchase?.store_item?.is_damage_waiver === true || damageProtectionFlag ? 'waiver' : 'store';
}

function providerKeys(info: CheckoutInfo): ProviderKeys {
  return {
    ...(info.stripe_public_key ? { stripe_public_key: info.stripe_public_key } : {}),
    ...(info.adyen_client_key ? { adyen_client_key: info.adyen_client_key } : {}),
    ...(info.adyen_environment ? { adyen_environment: info.adyen_environment } : {}),
    ...(info.cashier_token ? { cashier_token: info.cashier_token } : {}),
    ...(info.tokenizer_public_key ? { tokenizer_public_key: info.tokenizer_public_key } : {}),
  };
}

const truthy = (v: string | undefined) => v === 'true' || v === '1';

/**
 * Checkout of an accommodation balance, a security deposit hold, a damage waiver or a store purchase
 * (routes reservation-checkout, standalone-checkout, store-checkout, standalone-store-checkout).
 * 404 → not-found screen; another load failure → trips list; a purchase without intent → store tabs.
 */
export function CheckoutPage() {
  useAdoptedStyles(checkoutStyles);
  const { t } = useTranslation();
  const { locale } = useElement();
  const { route, navigate } = useRouter();
  const isStore = route.name === 'store-checkout' || route.name === 'standalone-store-checkout';
  const intentId = (isStore ? route.params.id : route.params.intentId) ?? '';
  const [accepted, setAccepted] = useState(false);

  const user = useResourceOf(sessionResource);
  // Store intents (and the damage waiver) come with their purchase: what is bought, or no intent at all.
  // On the other checkout routes a store intent (e.g. the damage waiver) fetches its purchase afterwards.
  const [storeIntent, setStoreIntent] = useState(false);
  const purchase = useResource((isStore || storeIntent) && intentId ? `store-purchase:${intentId}` : null, (api, signal) => getPurchaseByIntent(api, intentId, { signal }));
  const purchaseHasIntent = !!purchase.data?.payment_intent?.payment_intent_id;
  const infoKey = intentId && (!isStore || purchaseHasIntent) ? keys.checkoutInfo(intentId) : null;
  const info = useResource(infoKey, (api, signal) => getCheckoutInfo(api, intentId, { signal }));
  useEffect(() => {
    // The intent's type is known only once checkout-info arrives; the purchase is fetched after it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the intent's type is known only once checkout-info arrives
    if (!isStore && info.data?.payment.metadata.type === 'store') setStoreIntent(true);
  }, [isStore, info.data]);
  const failure = isStore && purchase.status === 'error' ? purchase.error : info.status === 'error' ? info.error : null;
  const notFound = !intentId || (isApiError(failure) && failure.isNotFound);
  // A load aborted by leaving the page is not a failure to show or act on.
  const loadFailed = !!failure && !(isApiError(failure) && failure.kind === 'aborted');

  useEffect(() => {
    if (isStore && purchase.status === 'ready' && !purchaseHasIntent) navigate({ name: 'store-main' }, { replace: true });
  }, [isStore, purchase.status, purchaseHasIntent, navigate]);
  useEffect(() => {
    if (loadFailed && !notFound) navigate({ name: 'tourist-trips' }, { replace: true });
  }, [loadFailed, notFound, navigate]);

  // Store purchases (the damage waiver included) log payment_attempt / payment_successful.
  const log = useActionLog(purchase.data?.reservation_id, user.data?.guest_id);

  if (notFound) return <NotFoundPage />;
  // The trips list is shown by the hosted portal or the host page; an element that cannot go there
  // (no portal, nobody handling gp-navigate) says why it stopped instead of loading for ever.
  if (loadFailed) {
    return (
      <section className="gp-checkout" part="checkout">
        <Alert tone="error">{t(errorMessageKey(failure))}</Alert>
        <Button variant="secondary" onClick={() => void (isStore && purchase.status === 'error' ? purchase.reload() : info.reload())}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }
  if (info.status !== 'ready' || !info.data || user.status === 'loading' || (storeIntent && purchase.status === 'loading')) return <Loader />;

  const data = info.data;
  const payment = data.payment as PaymentIntentInfo;
  const kind = paymentKind(data, purchase.data, truthy(route.query.isDamageProtection));
  const manual = payment.capture_method === 'manual';
  const amount = formatMoney(payment.amount, payment.currency, intlLocale(locale));
  const immediate = isCheckoutImmediateSuccess(data.payment, data.reservation);
  const staff = user.status === 'ready' && canCreatePaymentRequest(user.data);
  const terms = data.terms_of_use?.trim() ? data.terms_of_use : null;
  const code = data.reservation?.confirmation_code ?? purchase.data?.reservation?.confirmation_code ?? route.params.id ?? null;
  const itemName = kind === 'store' ? purchase.data?.store_item?.name?.trim() || t('checkout:what.store') : null;

  const onDone = () => {
    if (route.name === 'standalone-checkout' || route.name === 'standalone-store-checkout' || !code) navigate({ name: 'payment-success' });
    else if (kind === 'accommodation') navigate({ name: 'pre-check-in', params: { id: code } });
    else if (kind === 'store') navigate({ name: 'tourist-store', params: { id: code } });
    else navigate({ name: 'reservation-info', params: { id: code } });
  };

  const ltrAmount = isolateLtr(amount, locale);
  const payLabel = manual ? t('checkout:pay.authorize', { amount: ltrAmount }) : t('checkout:pay.pay', { amount: ltrAmount });

  return (
    <section className="gp-checkout" part="checkout" aria-labelledby="gp-checkout-title" data-kind={kind}>
      <h1 id="gp-checkout-title" className="gp-checkout__title">
        {t('checkout:title')}
      </h1>
      <div className="gp-checkout__summary" part="checkout-summary">
        <p className="gp-checkout__what">{itemName ? <ServerText>{itemName}</ServerText> : t(`checkout:what.${kind}`)}</p>
        {data.reservation?.listing?.title ? (
          <p className="gp-checkout__muted">
            <ServerText>{data.reservation.listing.title}</ServerText>
            {data.reservation.confirmation_code ? (
              <>
                {' · '}
                <LtrText>{data.reservation.confirmation_code}</LtrText>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="gp-checkout__amount">
          <span className="gp-checkout__amount-label">{manual ? t('checkout:amount.hold') : t('checkout:amount.total')}</span>{' '}
          <strong data-testid="checkout-amount">
            <LtrText>{amount}</LtrText>
          </strong>
        </p>
        <ul className="gp-checkout__notes">
          {kind === 'deposit' ? <li>{t('checkout:notes.deposit')}</li> : null}
          {kind === 'waiver' ? <li>{t('checkout:notes.waiver')}</li> : null}
          {kind === 'store' && manual ? <li>{t('checkout:notes.request')}</li> : null}
          {kind !== 'waiver' ? <li>{t('checkout:notes.refund')}</li> : null}
        </ul>
      </div>

      {terms && !immediate ? (
        <div className="gp-checkout__terms" part="terms">
          <h2 className="gp-checkout__subtitle">{t('checkout:terms.title')}</h2>
          <SafeHtml html={terms} className="gp-checkout__terms-text" />
          <Checkbox label={t('checkout:terms.accept')} name="terms" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        </div>
      ) : null}

      {staff && !immediate ? (
        <div className="gp-checkout__staff" part="staff">
          <p className="gp-checkout__muted">{t('checkout:staff.intro')}</p>
          <Button block disabled={!!terms && !accepted} onClick={() => navigate({ name: 'purchase-request-success' })}>
            {t('core:store.actions.createPaymentRequest')}
          </Button>
        </div>
      ) : !data.provider && !immediate ? (
        // No provider named or keyed (resolveProvider): saying so beats a card form the backend cannot charge.
        <Alert tone="error">{t('checkout:iframe.noKey')}</Alert>
      ) : (
        <CardPayment
          key={payment.payment_intent_id}
          payment={payment}
          provider={data.provider}
          keys={providerKeys(data)}
          requireAddressFields={data.require_address_fields === true}
          termsAccepted={!terms || accepted}
          immediateSuccess={immediate}
          user={user.status === 'ready' ? user.data : null}
          payLabel={payLabel}
          onDone={onDone}
          {...(purchase.data ? { onAttempt: () => log('payment_attempt', purchase.data?.store_item_id), onSucceeded: () => log('payment_successful', purchase.data?.store_item_id) } : {})}
        />
      )}
      <p className="gp-checkout__secure">
        <LockIcon /> {t('checkout:secure')}
      </p>
    </section>
  );
}
