import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { getCheckoutInfo } from '../../api/endpoints/checkout';
import { buttonColorCss } from '../../core/card-form';
import { resolveParentOrigin } from '../../core/url-safety';
import { useElement } from '../../element/context';
import { intlLocale } from '../../core/locales';
import { PaymentInProgressError } from '../../payments/errors';
import { isFinalFailure, paymentResultMessage, postResult, type PaymentResultMessage } from '../../payments/post-message';
import { payThroughChallenges } from '../../payments/pay-through-challenges';
import type { PaymentIntentInfo, ProviderKeys } from '../../payments/types';
import { useRouter } from '../../router/router';
import { keys } from '../../state/keys';
import { useResource } from '../../element/use-element-resource';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { useChallenge } from '../../shared/card-payment/challenge-dialog';
import { checkoutStyles } from '../../shared/card-payment/card-payment.styles';
import { useCardFields, useLightDomSlot } from '../../shared/card-payment/use-card-fields';
import { cardFailureKey } from '../../shared/card-payment/decline-message';
import { CardBrands } from './card-brands';
import { paymentIframeStyles } from './payment-iframe.styles';
import { LockIcon } from '../../ui/lock-icon';
import { useConfiguration } from '../../element/config-resource';

const PARAMS = ['publicKey', 'clientSecret', 'paymentIntent', 'buttonColor', 'parentOrigin'] as const;
type Params = Partial<Record<(typeof PARAMS)[number], string>>;

/**
 * /payment-iframe and <payment-iframe>: Card Number, Expiry Date, CVV from the card provider, a
 * 'Confirm & Pay' button (optional buttonColor, hex without '#'), a secure-payment footer and card
 * brand logos. Without a public key it does not start (logged only). The result is posted to the
 * parent with an explicit target origin — never '*' — that must be one of the tenant's allowed
 * origins (config.allowed_origins): the `parentOrigin` parameter when given, else the parent the
 * browser names (`resolveParentOrigin`; the spec's parameters do not carry it).
 */
export function PaymentIframeFeature() {
  useAdoptedStyles(checkoutStyles, paymentIframeStyles);
  const { t } = useTranslation();
  const { attrs } = useElement();
  const { route } = useRouter();
  const p: Params = {};
  for (const k of PARAMS) {
    const value = attrs[k] ?? route.query[k];
    if (value) p[k] = value;
  }

  useEffect(() => {
    if (!p.publicKey) console.warn('[guest-portal] payment-iframe: no publicKey given, the card form does not start.');
  }, [p.publicKey]);

  if (!p.publicKey) {
    return (
      <section className="gp-iframe" part="payment-iframe">
        <p className="gp-iframe__notice" role="status">
          {t('checkout:iframe.noKey')}
        </p>
      </section>
    );
  }
  return <CardForm params={p as Params & { publicKey: string }} />;
}

/** What the browser says about the page that holds the form (`location.ancestorOrigins` is Chromium/WebKit only). */
function parentContext(explicit: string | undefined) {
  const framed = window.parent !== window;
  return {
    explicit: explicit ?? null,
    ancestorOrigins: Array.from(window.location.ancestorOrigins ?? []),
    referrer: framed ? document.referrer : '',
    selfOrigin: framed ? null : window.location.origin,
  };
}

function CardForm({ params }: { params: Params & { publicKey: string } }) {
  const { t } = useTranslation();
  const { locale } = useElement();
  const config = useConfiguration();
  const intentId = params.paymentIntent ?? '';
  const info = useResource(intentId && params.clientSecret ? `${keys.checkoutInfo(intentId)}#iframe` : null, (api, signal) =>
    getCheckoutInfo(api, intentId, { signal, clientSecret: params.clientSecret }),
  );
  // The tenant's allowed origins: config.allowed_origins, or those checkout-info carries.
  const allowed = [...(config.data?.allowed_origins ?? []), ...(info.data?.allowed_origins ?? [])];
  const parentOrigin = resolveParentOrigin(parentContext(params.parentOrigin), allowed) ?? '';
  const parentOk = parentOrigin !== '';
  const settled = (s: string) => s === 'ready' || s === 'error' || s === 'idle';
  const configDone = settled(config.status) && settled(info.status);

  useEffect(() => {
    if (configDone && !parentOk) console.warn('[guest-portal] payment-iframe: the parent page\'s origin is unknown or not one of the allowed origins; the card form does not start.');
  }, [configDone, parentOk]);

  const [result, setResult] = useState<{ status: 'paid' } | { status: 'failed'; message: string } | null>(null);
  const [inFlight, setInFlight] = useState(false);
  const { dialog: challengeDialog, show: showChallenge } = useChallenge();
  const busy = useRef(false);
  const setupErrorPosted = useRef(false);

  const data = info.data;
  const payment = (data?.payment ?? null) as PaymentIntentInfo | null;
  // The spec's card form is provider A's (public key + client secret): that is the provider when checkout-info names none.
  const provider = data?.provider ?? (data ? 'stripe' : null);
  const keysForProvider: ProviderKeys = provider === 'stripe' ? { stripe_public_key: params.publicKey } : { ...(data ?? {}) };
  const slot = useLightDomSlot('card-fields');
  const done = result?.status === 'paid';
  const card = useCardFields(parentOk && !done ? slot : null, {
    payment,
    provider,
    keys: keysForProvider,
        locale: intlLocale(locale),
    ...(provider === 'stripe' ? { flow: 'setup' as const, ...(params.clientSecret ? { setupClientSecret: params.clientSecret } : {}) } : {}),
  });

  // One message per form: its final outcome (src/payments/post-message.ts).
  const posted = useRef(false);
  const post = (status: PaymentResultMessage['status'], message?: string) => {
    if (posted.current) return;
    posted.current = true;
    try {
      postResult(window.parent, parentOrigin, paymentResultMessage(status, intentId, message), allowed);
    } catch (e) {
      console.warn('[guest-portal] payment-iframe: result not posted', e);
    }
  };

  // Card setup failure (the provider could not start) also goes to the parent (spec section 8).
  useEffect(() => {
    if (card.mountError && parentOk && !setupErrorPosted.current) {
      setupErrorPosted.current = true;
      post('error', t('checkout:card.failed'));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- posts the set-up error once, when the mount fails
  }, [card.mountError, parentOk]);

  async function pay() {
    if (busy.current || !card.fields || !payment) return;
    busy.current = true;
    setInFlight(true);
    setResult(null);
    try {
      const r = await payThroughChallenges(card.fields, {}, showChallenge);
      if (r.status === 'failed') {
        const key = cardFailureKey(r.code, provider);
        setResult({ status: 'failed', message: key ? t(key) : r.message });
        // A decline the guest can retry with another card stays in the form.
        if (isFinalFailure(r.code)) post('failed', r.message);
      } else {
        setResult({ status: 'paid' });
        post(r.status, undefined);
      }
    } catch (e) {
      if (!(e instanceof PaymentInProgressError)) setResult({ status: 'failed', message: t('checkout:card.failed') });
    } finally {
      busy.current = false;
      setInFlight(false);
    }
  }

  const color = buttonColorCss(params.buttonColor);
  const buttonStyle = color ? ({ '--_primary': color, '--_on-primary': '#fff' } as CSSProperties) : undefined;
  const ready = card.state.ready && card.state.complete && !card.mountError;
  const error = result?.status === 'failed' ? result.message : (card.state.error ?? (card.mountError ? t('checkout:card.failed') : null));

  let body;
  if (configDone && !parentOk) {
    body = (
      <p className="gp-iframe__notice" role="status">
        {t('checkout:iframe.notAllowed')}
      </p>
    );
  } else if (info.status === 'error' || (!intentId && configDone)) {
    body = <Alert tone="error">{t('checkout:iframe.notFound')}</Alert>;
  } else if (done) {
    body = (
      <Alert tone="success">
        <span data-testid="iframe-success">{t('checkout:dialog.successMessage')}</span>
      </Alert>
    );
  } else {
    body = (
      <form
        noValidate
        aria-busy={inFlight || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void pay();
        }}
      >
        <div className="gp-checkout__card" part="card-fields" role="group" aria-label={t('checkout:card.group')} aria-describedby={error ? 'gp-iframe-error' : undefined}>
          {!card.state.ready && !card.mountError ? <Spinner size="1.5em" label={t('checkout:card.loading')} /> : null}
          <slot name="card-fields" />
        </div>
        <div className="gp-checkout__card-error" id="gp-iframe-error" aria-live="polite">
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
        <div style={buttonStyle}>
          <Button type="submit" block disabled={!ready || inFlight} busy={inFlight} className="gp-checkout__submit">
            {t('checkout:iframe.button')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className="gp-iframe" part="payment-iframe" aria-label={t('checkout:iframe.title')}>
      {body}
      <footer className="gp-iframe__footer" part="secure-footer">
        <p className="gp-iframe__secure">
          <LockIcon /> {t('checkout:iframe.secure')}
        </p>
        <CardBrands label={t('checkout:iframe.brands')} />
      </footer>
      {challengeDialog}
    </section>
  );
}
