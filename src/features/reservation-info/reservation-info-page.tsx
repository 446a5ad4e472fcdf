import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { errorMessageKey, isApiError, type ApiError } from '../../api/errors';
import { PaymentRequiredBodySchema } from '../../api/schemas/trip-info';
import { carouselPictures } from '../../core/listing';
import { formatHHmm } from '../../core/dates/time-of-day';
import { isDepartureInstructionsVisible } from '../../core/dates/stay-windows';
import {
  accommodationPaymentPrompt,
  findOpenDepositIntent,
  isAccommodationBalancePayable,
  isPortalAccessUnlocked,
  lockOverlay,
  unpaidAccommodationIntent,
  type LockAction,
} from '../../core/payments';
import { INFO_ACCESS_MESSAGE_KEY } from '../../core/precheckin-steps';
import { checkInInstant, checkOutInstant, isPreCheckInDone, listingTimeZone } from '../../core/reservation';
import { directionsUrl, instructionsFor } from '../../core/reservation-info';
import { isStoreEnabled } from '../../core/store';
import { tripTitle } from '../../core/trips';
import { useElement } from '../../element/context';
import { intlLocale } from '../../core/locales';
import { useRouter } from '../../router/router';
import { useResourceOf } from '../../element/use-element-resource';
import { ServerText } from '../../ui/bidi';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loader } from '../../ui/spinner';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { NotFoundPage } from '../../shared/screens/not-found-page';
import { dateText } from '../../core/dates/zoned-text';
import { LockPanel } from './access-overlays';
import { PayPrompt } from '../../shared/pay-prompt/pay-prompt';
import { useWaiverPurchase } from '../../shared/waiver-purchase/use-waiver-purchase';
import { CodesPanel } from './codes-panel';
import { infoStyles } from './info.styles';
import { ArrivalInstructions, DepartureInstructions } from './instructions';
import { ListingMap, tileUrlTemplate } from './listing-map';
import { PhotoCarousel } from './photo-carousel';
import { PurchasedItems } from './purchased-items';
import { ReservationDetails } from './reservation-details';
import { StayTimes } from './stay-times';
import { TravelGuide } from './travel-guide';
import { useConfiguration } from '../../element/config-resource';
import { useScreenNow } from '../../shared/screen-now/use-screen-now';
import { KeepArrivalKit, useForgetDeniedKit } from '../../shared/arrival-kit/keep-kit';
import { SavedKitOr } from '../../shared/arrival-kit/offline-portal';
import { preCheckInSummaryResource, tripInfoResource } from '../../shared/resources/trip-info';
import { storeItemsResource } from '../../shared/resources/store-items';
import { reservationsResource } from '../../shared/resources/reservations';

const status = (e: unknown) => (isApiError(e) && e.kind === 'http' ? e.status : 0);
const paymentBody = (e: unknown) => {
  const parsed = isApiError(e) ? v.safeParse(PaymentRequiredBodySchema, e.body) : null;
  return parsed?.success ? parsed.output : null;
};

/** Reservation info (route reservation-info, id = confirmation code). */
export function ReservationInfoPage() {
  useAdoptedStyles(infoStyles);
  const { t } = useTranslation();
  const { locale, emit } = useElement();
  const router = useRouter();
  const { route } = router;
  const code = route.params.id ?? '';

  const list = useResourceOf(reservationsResource);
  const trip = useResourceOf(code ? tripInfoResource(code) : null);
  const pci = useResourceOf(code ? preCheckInSummaryResource(code) : null);
  const config = useConfiguration();
  const reservation = list.data?.find((r) => r.confirmation_code === code);
  const tripInfo = trip.data;
  // A fresh "now" whenever the data it is compared with changes, stable between those renders (the
  // server's, while hydrating the page it rendered).
  const now = useScreenNow([tripInfo, pci.data, reservation]);

  // Damage-waiver item (only looked up when the waiver could be offered).
  const storeNeeded = !!reservation && reservation.checkin_info?.accept_damage_waiver === true && !isPortalAccessUnlocked(reservation, pci.data);
  const store = useResourceOf(storeNeeded ? storeItemsResource(code) : null);

  const errors = [list, trip, pci].map((r) => (r.status === 'error' ? r.error : null));
  const unauthorized = errors.some((e) => status(e) === 401);
  const notFound = !code || status(trip.error) === 404 || status(pci.error) === 404;

  // Access gate: pre-check-in must be Done. The freshest source decides: the pre-check-in record,
  // else trip info's need_pre_checkin, else (both unavailable, e.g. 402) the reservation's summary.
  const settled = (s: string) => s === 'ready' || s === 'error';
  let gate: 'pending' | 'open' | 'closed' = 'pending';
  if (pci.status === 'ready') gate = isPreCheckInDone(pci.data?.status) ? 'open' : 'closed';
  else if (settled(pci.status) && trip.status === 'ready') gate = tripInfo?.need_pre_checkin ? 'closed' : 'open';
  else if (settled(pci.status) && settled(trip.status) && settled(list.status))
    gate = reservation && !isPreCheckInDone(reservation.pre_check_in_info?.status) ? 'closed' : 'open';

  // An unpaid booking is paid first (spec section 1): the pay-accommodation prompt comes before the
  // pre-check-in gate, so the guest is never left with the pre-check-in message alone.
  const notPaid = (e: unknown) => status(e) === 402 && isApiError(e) && e.code === 'not_paid';
  const payFirst = (!!reservation && isAccommodationBalancePayable(reservation)) || notPaid(trip.error) || notPaid(pci.error);
  const gateClosed = gate === 'closed' && !payFirst && settled(list.status);
  useEffect(() => {
    if (unauthorized) router.navigate({ name: 'login', query: { status: 'not_authorized' } }, { replace: true });
    else if (!notFound && gateClosed) {
      router.navigate({ name: 'pre-check-in', params: { id: code } }, { replace: true, state: { message: t(INFO_ACCESS_MESSAGE_KEY) } });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redirects when the access state changes, not on every router render
  }, [unauthorized, notFound, gateClosed, code]);

  const tripError = trip.status === 'error' ? (trip.error as ApiError) : null;
  const body402 = status(tripError) === 402 ? paymentBody(tripError) : null;
  const hardError = !notFound && !unauthorized && tripError && status(tripError) !== 402 ? tripError : null;
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (hardError && reported.current !== hardError) {
      reported.current = hardError;
      emit('gp-error', { code: isApiError(hardError) ? hardError.code : 'unexpected', message: t(errorMessageKey(hardError)), ...(status(hardError) ? { status: status(hardError) } : {}) });
    }
  }, [hardError, emit, t]);

  // Waiver / deposit actions.
  const waiver = useWaiverPurchase();
  // The server says the guest may not see this reservation's details (any more): the kit kept on the phone goes.
  useForgetDeniedKit(code, [401, 402, 403, 404].includes(status(trip.error)));

  if (notFound) return <NotFoundPage />;
  if (unauthorized || (gate !== 'open' && !(gate === 'closed' && payFirst))) return <Loader />;
  if (hardError) {
    const failure = (
      <section className="gp-info" part="reservation-info">
        <Alert tone="error">{t(errorMessageKey(hardError))}</Alert>
        <Button variant="secondary" onClick={() => void Promise.all([trip.reload(), pci.reload(), list.reload()])}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
    // The connection dropped after the portal started: the kit kept on the phone, if any, instead of the error.
    return isApiError(hardError) && (hardError.kind === 'network' || hardError.kind === 'timeout') ? <SavedKitOr code={code}>{failure}</SavedKitOr> : failure;
  }
  if (!tripInfo && !tripError) return <Loader />;
  if (!tripInfo && !reservation && list.status === 'loading') return <Loader />;

  const intl = intlLocale(locale);
  const listing = tripInfo?.listing ?? reservation?.listing ?? null;
  const base = { listing, checkin_info: reservation?.checkin_info, check_in: tripInfo?.check_in ?? reservation?.check_in ?? body402?.check_in, check_out: tripInfo?.check_out ?? reservation?.check_out };
  const zone = listingTimeZone(base, config.data?.timezone);
  const checkIn = checkInInstant(base, config.data?.timezone);
  const checkOut = checkOutInstant(base, config.data?.timezone);
  const title = tripTitle(base) || code;
  const pictures = carouselPictures(listing);
  const lat = listing?.lat;
  const lng = listing?.lng;
  const directions = directionsUrl({ custom_address_url: tripInfo?.custom_address_url, lat, lng, address: listing?.address });
  const minCheckIn = tripInfo?.min_check_in_time_string ?? pci.data?.min_check_in_time_string ?? body402?.min_check_in_time_string;
  const maxCheckOut = tripInfo?.max_check_out_time_string ?? pci.data?.max_check_out_time_string;

  // Pay-accommodation prompt: balance payable now (core rule), or the server says not_paid.
  const prompt = reservation ? accommodationPaymentPrompt(reservation) : null;
  const payIntent = prompt?.intentId ?? (payFirst ? (body402?.payment_intent_id ?? (reservation ? unpaidAccommodationIntent(reservation)?.payment_intent_id : null)) : null);
  const showPay = !!prompt || payFirst;

  // Lock overlay (spec section 4 rules in core), plus the server's deposit_not_paid.
  const lock = reservation
    ? lockOverlay({ reservation, preCheckIn: pci.data, tripInfo: tripInfo ?? { has_damage_waiver_to_pay: reservation.has_damage_waiver_to_pay }, storeItems: store.data }, now)
    : null;
  const serverDeposit = status(tripError) === 402 && tripError?.code === 'deposit_not_paid';
  const depositIntentId =
    (reservation ? findOpenDepositIntent(reservation)?.payment_intent_id : null) ?? reservation?.deposit?.payment_intent_id ?? body402?.deposit?.payment_intent_id ?? null;
  const actions: LockAction[] = [...(lock?.actions ?? [])];
  if (serverDeposit && body402?.deposit?.payable && depositIntentId && !actions.includes('pay-deposit')) actions.push('pay-deposit');
  const locked = !showPay && (lock?.locked === true || serverDeposit || (!!tripInfo?.error && !tripInfo.info));
  const checkInDate = checkIn ? dateText(checkIn, intl, zone, { dateStyle: 'full' }) : '';
  const minTime = minCheckIn ? (formatHHmm(minCheckIn, intl) ?? minCheckIn) : '';
  const serverMessage = tripInfo?.error
    ? t(`info:serverError.${tripInfo.error}`, { date: checkInDate, time: minTime, defaultValue: t('info:serverError.generic', { date: checkInDate, time: minTime }) })
    : null;
  const lockMessage =
    serverMessage ??
    (lock?.reason === 'before-unlock-time' ? t('info:lock.beforeUnlock', { date: checkInDate, time: minTime }) : t('info:lock.depositRequired'));

  function onLockAction(action: LockAction) {
    if (action === 'pay-deposit') {
      if (depositIntentId) router.navigate({ name: 'reservation-checkout', params: { id: code, intentId: depositIntentId } });
      return;
    }
    void waiver.purchase(reservation?.id, store.data);
  }

  const langs = [locale, intl, intl.split('-')[0] ?? intl];
  const arrival = tripInfo ? instructionsFor(tripInfo, 'check_in', langs) : null;
  const departure = tripInfo && checkOut && isDepartureInstructionsVisible(checkOut, now) ? instructionsFor(tripInfo, 'check_out', langs) : null;
  const purchased = tripInfo?.purchased_items ?? reservation?.purchased_items ?? [];
  const storeOn = isStoreEnabled(config.data);
  const planned = {
    in: tripInfo?.times_info?.requested_check_in_time ?? pci.data?.times_info?.requested_check_in_time ?? reservation?.planned_arrival,
    out: tripInfo?.times_info?.requested_check_out_time ?? pci.data?.times_info?.requested_check_out_time ?? reservation?.planned_departure,
  };
  const tileUrl = tileUrlTemplate(config.data?.map_tile_url);
  const place = [listing?.address, listing?.city_name].filter(Boolean).join(', ');

  const details = tripInfo?.info;
  const kitSource = {
    code,
    title,
    address: listing?.address || listing?.city_name,
    customAddressUrl: tripInfo?.custom_address_url,
    lat,
    lng,
    timeZone: zone,
    checkIn,
    checkOut,
    checkInTime: minCheckIn,
    checkOutTime: maxCheckOut,
    instructions: arrival,
    doorCodes: details?.door_codes ?? [],
    gateCode: tripInfo?.gate_code,
    wifi: details?.wifi,
    parking: [tripInfo?.car_info?.assigned_parking_desc, tripInfo?.car_info?.parking_pass_desc],
    phones: details?.phones ?? [],
    // The server sent the protected details and the page shows them: the same rule as the screen.
    unlocked: !showPay && !locked && !!details && !tripInfo?.error,
  };

  return (
    <article className="gp-info" part="reservation-info" aria-labelledby="gp-info-title">
      <KeepArrivalKit source={kitSource} />
      <header className="gp-info__header">
        <h1 id="gp-info-title" className="gp-info__title" dir="auto">
          {title}
        </h1>
        {place ? (
          <p className="gp-info__address">
            <ServerText>{listing?.address || listing?.city_name}</ServerText>
          </p>
        ) : null}
      </header>
      <div className="gp-info__layout">
        <div className="gp-info__media">
          <PhotoCarousel pictures={pictures} title={title} />
          {typeof lat === 'number' && typeof lng === 'number' ? <ListingMap lat={lat} lng={lng} label={title} tileUrl={tileUrl} /> : null}
        </div>
        <div className="gp-info__main">
          <StayTimes intl={intl} timeZone={zone} checkIn={{ date: checkIn, standard: minCheckIn, planned: planned.in }} checkOut={{ date: checkOut, standard: maxCheckOut, planned: planned.out }} />
          {directions ? (
            <p className="gp-info__directions">
              <a className="gp-button gp-button--secondary" href={directions} target="_blank" rel="noopener noreferrer" part="directions">
                {t('info:directions')}
              </a>
            </p>
          ) : null}

          {showPay ? (
            <PayPrompt onCheckout={payIntent ? () => router.navigate({ name: 'reservation-checkout', params: { id: code, intentId: payIntent } }) : null} />
          ) : locked ? (
            <LockPanel message={lockMessage} actions={actions} busy={waiver.busy ? 'pay-waiver' : null} error={waiver.error} onAction={onLockAction} />
          ) : (
            <>
              {serverMessage ? (
                <Alert tone="info">
                  <ServerText>{serverMessage}</ServerText>
                </Alert>
              ) : null}
              <ArrivalInstructions html={arrival} media={tripInfo?.instruction_media ?? []} />
              <DepartureInstructions html={departure} />
              {tripInfo ? <CodesPanel tripInfo={tripInfo} /> : null}
            </>
          )}

          <PurchasedItems
            items={purchased}
            action={
              storeOn ? (
                <Button variant="secondary" onClick={() => router.navigate({ name: 'tourist-store', params: { id: code } })}>
                  {t('info:purchases.browse')}
                </Button>
              ) : null
            }
          />
          <div className="gp-info__guide">
            <TravelGuide url={tripInfo?.travel_guide_url ?? reservation?.checkin_info?.travel_guide_url} />
          </div>
          <ReservationDetails code={code} reservation={reservation} preCheckIn={pci.data} tripInfo={tripInfo} checkIn={checkIn} checkOut={checkOut} intl={intl} timeZone={zone} />
        </div>
      </div>
    </article>
  );
}
