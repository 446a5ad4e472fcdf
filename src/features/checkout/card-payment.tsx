import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitCardForm } from '../../core/card-form';
import { checkoutDialogReducer, initialCheckoutDialogState, msUntilSuccessDialog } from '../../core/payments';
import { useElement } from '../../element/context';
import { PaymentInProgressError } from '../../payments/errors';
import { payThroughChallenges } from '../../payments/pay-through-challenges';
import type { PaymentIntentInfo, ProviderKeys, ProviderName } from '../../payments/types';
import { intlLocale } from '../../core/locales';
import { keys } from '../../state/keys';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { useChallenge } from '../../shared/card-payment/challenge-dialog';
import { HolderForm, holderData, holderErrors, initialHolder, type HolderValues } from './holder-form';
import { useCardFields, useLightDomSlot } from '../../shared/card-payment/use-card-fields';
import { cardFailureKey } from '../../shared/card-payment/decline-message';

export interface CardPaymentProps {
  payment: PaymentIntentInfo;
  /** Null only with `immediateSuccess` (nothing left to pay): no card form is mounted. */
  provider: ProviderName | null;
  keys: ProviderKeys;
  requireAddressFields: boolean;
  /** Custom terms exist and are not accepted yet: the submit button stays disabled. */
  termsAccepted: boolean;
  /** The intent is already paid (succeeded / requires_capture, or no balance due): success at once. */
  immediateSuccess: boolean;
  user?: { first_name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null } | null;
  payLabel: string;
  /** What the success dialog's button does (where the guest goes next). */
  onDone: () => void;
  /** A charge is about to be sent (analytics). */
  onAttempt?: () => void;
  /** The charge succeeded (analytics). */
  onSucceeded?: () => void;
  /** Rendered between the holder form and the card fields' box (nothing by default). */
  children?: ReactNode;
}

const ERROR_ID = 'gp-checkout-card-error';

/**
 * Holder form + the provider's card fields (light DOM, projected through the `card-fields` slot) +
 * the pay button + the processing / success dialog. The button is disabled while a charge is in
 * flight; the adapter keeps one idempotency key per attempt, so a retry after a lost answer replays.
 */
export function CardPayment(props: CardPaymentProps) {
  const { payment, provider } = props;
  const { t } = useTranslation();
  const { runtime, emit, locale } = useElement();
  const providerC = provider === 'cashier';
  const [holder, setHolder] = useState<HolderValues>(() => initialHolder(providerC, props.user));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [dialog, dispatch] = useReducer(checkoutDialogReducer, props.immediateSuccess, initialCheckoutDialogState);
  const { dialog: challengeDialog, show: showChallenge } = useChallenge();
  const [inFlight, setInFlight] = useState(false);
  const busy = useRef(false);

  const slot = useLightDomSlot('card-fields');
  const card = useCardFields(props.immediateSuccess ? null : slot, { payment, provider, keys: props.keys, locale: intlLocale(locale) });

  const errors = holderErrors(holder, props.requireAddressFields, new Date());
  const ready = card.state.ready && card.state.complete && !card.mountError;
  const canSubmit = canSubmitCardForm(errors, ready, props.termsAccepted) && !inFlight && dialog.phase !== 'processing' && dialog.phase !== 'success';

  // Success dialog 3 s after the success event (the reducer decides; a timer only delivers 'tick').
  useEffect(() => {
    const ms = msUntilSuccessDialog(dialog, Date.now());
    if (ms == null) return;
    const id = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), ms);
    return () => clearTimeout(id);
  }, [dialog]);

  const type = payment.metadata.type;

  async function submit() {
    if (busy.current || !card.fields) return;
    if (!canSubmitCardForm(errors, ready, props.termsAccepted)) {
      setTouched(new Set(Object.keys(errors)));
      return;
    }
    busy.current = true;
    setInFlight(true);
    dispatch({ type: 'submit' });
    props.onAttempt?.();
    try {
      const req = { receiptEmail: holderData(holder, props.requireAddressFields).email, holder: holderData(holder, props.requireAddressFields) };
      const r = await payThroughChallenges(card.fields, req, showChallenge);
      if (r.status === 'failed') {
        const key = cardFailureKey(r.code, provider);
        const message = key ? t(key) : r.message;
        dispatch({ type: 'failed', error: message });
        emit('gp-payment-failed', { paymentIntentId: payment.payment_intent_id, type, message });
        return;
      }
      dispatch({ type: 'succeeded', at: Date.now() });
      for (const prefix of ['trip-info:', keys.reservations, 'pre-check-in:', 'store-items:', keys.purchaseHistory]) runtime.resources.invalidate(prefix);
      emit('gp-payment-succeeded', { paymentIntentId: payment.payment_intent_id, type });
      props.onSucceeded?.();
    } catch (e) {
      if (e instanceof PaymentInProgressError) return;
      dispatch({ type: 'failed', error: t('checkout:card.failed') });
    } finally {
      busy.current = false;
      setInFlight(false);
    }
  }

  const providerError = dialog.phase === 'failed' ? dialog.error : null;
  const fieldError = card.state.error ?? null;
  const shownError = providerError ?? fieldError ?? (card.mountError ? t('checkout:card.failed') : null);
  const open = dialog.phase === 'processing' || dialog.phase === 'success';

  return (
    <form
      className="gp-checkout__pay"
      noValidate
      aria-busy={inFlight || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {props.immediateSuccess ? null : (
        <>
          <HolderForm
            holder={holder}
            onChange={(h) => {
              setHolder(h);
              if (dialog.phase === 'failed') dispatch({ type: 'close' });
            }}
            errors={errors}
            touched={touched}
            onBlur={(f) => setTouched((s) => new Set(s).add(f))}
            requireAddressFields={props.requireAddressFields}
            disabled={inFlight}
          />
          {props.children}
          <div className="gp-checkout__card" part="card-fields" role="group" aria-label={t('checkout:card.group')} aria-describedby={shownError ? ERROR_ID : undefined}>
            {!card.state.ready && !card.mountError ? <Spinner size="1.5em" label={t('checkout:card.loading')} /> : null}
            <slot name="card-fields" />
          </div>
          <div className="gp-checkout__card-error" id={ERROR_ID} aria-live="polite">
            {shownError ? <Alert tone="error">{shownError}</Alert> : null}
          </div>
          <Button type="submit" block disabled={!canSubmit} busy={inFlight} className="gp-checkout__submit">
            {props.payLabel}
          </Button>
        </>
      )}
      <Dialog
        open={open}
        onClose={() => (dialog.phase === 'success' ? props.onDone() : undefined)}
        title={dialog.phase === 'success' ? t('checkout:dialog.successTitle') : t('checkout:dialog.processingTitle')}
        hideClose={dialog.phase !== 'success'}
        closeOnBackdrop={false}
        part="checkout-dialog"
        footer={
          dialog.phase === 'success' ? (
            // The success dialog's only action: focus moves to it when processing turns into success.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the success dialog's only action takes focus as processing turns into success
            <Button onClick={props.onDone} autoFocus>
              {t('checkout:dialog.continue')}
            </Button>
          ) : null
        }
      >
        {dialog.phase === 'success' ? (
          <p className="gp-checkout__dialog-text" data-testid="checkout-success">
            {payment.capture_method === 'manual' ? t('checkout:dialog.successHold') : t('checkout:dialog.successMessage')}
          </p>
        ) : (
          <div className="gp-checkout__processing">
            <Spinner decorative />
            <p className="gp-checkout__dialog-text">{t('checkout:dialog.processingMessage')}</p>
          </div>
        )}
      </Dialog>
      {challengeDialog}
    </form>
  );
}
