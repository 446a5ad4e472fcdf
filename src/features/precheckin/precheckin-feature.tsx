// <guest-precheckin> and the portal's pre-check-in route: loads what the wizard needs, handles the
// screens before it (not found, unpaid booking, load failure) and builds the steps' context.
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { errorMessageKey, isApiError } from '../../api/errors';
import { PaymentRequiredBodySchema } from '../../api/schemas/trip-info';
import { unpaidAccommodationIntent } from '../../core/payments';
import { afterCompletionRoute } from '../../core/precheckin-steps';
import { listingTimeZone } from '../../core/reservation';
import { isStoreEnabled } from '../../core/store';
import { tripTitle } from '../../core/trips';
import { useElement } from '../../element/context';
import { useResource, useResourceOf } from '../../element/use-element-resource';
import { useRouter } from '../../router/router';
import { PayPrompt } from '../../shared/pay-prompt/pay-prompt';
import { keys } from '../../state/keys';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loader } from '../../ui/spinner';
import { widgetScriptUrl } from './external-registration/widget-url';
import { precheckinStyles } from './precheckin.styles';
import type { StepContext, StepRegistry } from './step-contract';
import { Wizard } from './wizard/wizard';
import { ageBandVariant, depositStillDue, usesExternalRegistration, wizardContext, wizardVariant } from './wizard-setup';
import { useConfiguration } from '../../element/config-resource';
import { tripInfoResource } from '../../shared/resources/trip-info';
import { sessionResource } from '../../shared/resources/session';
import { reservationsResource } from '../../shared/resources/reservations';
import { preCheckInResource } from '../../shared/resources/pre-check-in';
import { useScreenNow, useServerFirstScreen } from '../../shared/screen-now/use-screen-now';

// Rarely shown: loaded only when a reservation is not found.
const NotFoundPage = lazy(() => import('../../shared/screens/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const status = (e: unknown) => (isApiError(e) && e.kind === 'http' ? e.status : 0);
const settled = (s: string) => s === 'ready' || s === 'error' || s === 'idle';
const paymentBody = (e: unknown) => {
  const parsed = isApiError(e) ? v.safeParse(PaymentRequiredBodySchema, e.body) : null;
  return parsed?.success ? parsed.output : null;
};

/**
 * A message a redirect carried here: text in the navigation state, or an i18n key of the pre-check-in in
 * the route. Not on the server's first screen: the browser keeps a state across a reload, which the server
 * never sees, and a message from an earlier visit no longer applies.
 */
function useCarriedMessage(): string | null {
  const { t } = useTranslation();
  const { state, route } = useRouter();
  const text = useServerFirstScreen() ? null : (state as { message?: unknown } | null)?.message;
  if (typeof text === 'string' && text.trim()) return text;
  const key = route.params.message ?? route.query.message;
  return key && key.startsWith('core:precheckin.') ? t(key) : null;
}

export function PrecheckinFeature({ registry }: { registry: StepRegistry }) {
  useAdoptedStyles(precheckinStyles);
  const { t } = useTranslation();
  const { attrs, emit } = useElement();
  const router = useRouter();
  const code = router.route.params.id ?? attrs.confirmationCode ?? '';
  const message = useCarriedMessage();

  const config = useConfiguration();
  const user = useResourceOf(sessionResource);
  const list = useResourceOf(reservationsResource);
  const record = useResourceOf(code ? preCheckInResource(code) : null);
  const trip = useResourceOf(code ? tripInfoResource(code) : null);
  const reservation = list.data?.find((r) => r.confirmation_code === code) ?? null;
  const variant = wizardVariant(attrs.variant, config.data);
  const storeNeeded = !!reservation && (reservation.checkin_info?.accept_damage_waiver === true || (variant === 'B' && isStoreEnabled(config.data)));
  // The store's schemas come only with reservations that may show the waiver or the store step.
  const store = useResource(storeNeeded ? keys.storeItems(code) : null, (a, signal) =>
    import('../../shared/resources/store-items').then((m) => m.storeItemsResource(code).load(a, signal)),
  );

  const unauthorized = [config, list, record].some((r) => status(r.error) === 401);
  const notFound = !code || status(record.error) === 404;
  const notPaid = status(record.error) === 402;
  const loadError = record.status === 'error' && !unauthorized && !notFound && !notPaid ? record.error : null;

  useEffect(() => {
    if (unauthorized) router.navigate({ name: 'login', query: { status: 'not_authorized' } }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redirects once when the session is found missing
  }, [unauthorized]);

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (loadError && reported.current !== loadError) {
      reported.current = loadError;
      emit('gp-error', { code: isApiError(loadError) ? loadError.code : 'unexpected', message: t(errorMessageKey(loadError)), ...(status(loadError) ? { status: status(loadError) } : {}) });
    }
  }, [loadError, emit, t]);

  const ready = record.status === 'ready' && [config, list, trip, store, user].every((r) => settled(r.status));
  // "Now" for the waiver and deposit rules, fixed once the data is in (the server's instant on its first screen).
  const now = useScreenNow([ready]);

  const setup = useMemo(() => {
    if (!ready || !record.data) return null;
    const input = {
      variant,
      record: record.data,
      reservation,
      tripInfo: trip.data ?? null,
      storeItems: store.data ?? null,
      config: config.data ?? null,
      now,
    };
    const settings = reservation?.checkin_info ?? {};
    const ctx: StepContext = {
      variant,
      confirmationCode: code,
      reservationId: record.data.reservation_id ?? reservation?.id ?? code,
      record: record.data,
      reservation,
      settings,
      config: config.data ?? null,
      user: user.data ?? null,
      channel: reservation?.source ?? null,
      ageBands: ageBandVariant(config.data),
      timeZone: reservation ? listingTimeZone(reservation, config.data?.timezone) : (config.data?.timezone ?? 'UTC'),
      identityVerification: config.data?.identity_verification_support === true,
      externalRegistration: usesExternalRegistration(config.data, record.data),
    };
    const serverDeposit = status(trip.error) === 402 && isApiError(trip.error) && trip.error.code === 'deposit_not_paid';
    const completionRoute = afterCompletionRoute({ confirmationCode: code, storeEnabled: isStoreEnabled(config.data), depositDue: depositStillDue(input, serverDeposit) });
    return { ctx, wizard: wizardContext(input), completionRoute };
  }, [ready, record.data, variant, reservation, trip.data, trip.error, store.data, config.data, user.data, code, now]);

  if (notFound) {
    return (
      <Suspense fallback={<Loader />}>
        <NotFoundPage />
      </Suspense>
    );
  }

  const header = (
    <header className="gp-precheckin__header">
      <h1 className="gp-precheckin__title">{t('common:elements.guest-precheckin')}</h1>
      {reservation ? (
        <p className="gp-precheckin__trip" dir="auto">
          {tripTitle(reservation) || code}
        </p>
      ) : null}
    </header>
  );

  // The booking is paid first: the server says not_paid, or registration is skipped with a balance left.
  const skipWithBalance = record.data?.skip_guest_registration === true && (reservation?.balance_due ?? 0) > 0;
  if (notPaid || skipWithBalance) {
    const intent = paymentBody(record.error)?.payment_intent_id ?? (reservation ? unpaidAccommodationIntent(reservation)?.payment_intent_id : null);
    return (
      <section className="gp-precheckin" part="precheckin">
        {header}
        <PayPrompt
          message={t('precheckin:pay.message')}
          onCheckout={intent ? () => router.navigate({ name: 'reservation-checkout', params: { id: code, intentId: intent } }) : null}
        />
      </section>
    );
  }

  if (loadError) {
    return (
      <section className="gp-precheckin" part="precheckin">
        {header}
        <Alert tone="error">
          {t('precheckin:load.failed')} {t(errorMessageKey(loadError))}
        </Alert>
        <Button variant="secondary" onClick={() => void Promise.all([record.reload(), list.reload(), config.reload()])}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }

  if (!setup || unauthorized) return <Loader />;

  const widgetUrl = setup.ctx.externalRegistration ? widgetScriptUrl(attrs.registrationWidgetUrl, config.data?.guest_registration_environment, globalThis.location?.href ?? 'https://invalid.example/') : null;

  return (
    <section className="gp-precheckin" part="precheckin">
      {header}
      {message ? <Alert tone="info">{message}</Alert> : null}
      {/* The wizard suspends until its first step's module is in. */}
      <Suspense fallback={<Loader />}>
        <Wizard ctx={setup.ctx} wizard={setup.wizard} registry={registry} completionRoute={setup.completionRoute} widgetUrl={widgetUrl} />
      </Suspense>
    </section>
  );
}
