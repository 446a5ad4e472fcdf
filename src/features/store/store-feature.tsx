import { useRouter } from '../../router/router';
import { PurchaseRequestSuccessPage } from '../../shared/screens/success-pages';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { PurchaseHistoryPage } from './purchase-history-page';
import { ReservationStorePage } from './reservation-store-page';
import { StoreReservationsPage } from './store-reservations-page';
import { storeStyles } from './store.styles';

/**
 * The store's screens: the Store tab (paid reservations), a reservation's store with its item dialog,
 * the purchase history, and the staff's purchase-request-success page. Payment continues in the
 * checkout (route store-checkout): `<guest-store>` hands that route to its host (gp-navigate) or the
 * hosted portal (portal-url), where `<guest-checkout>` takes it.
 */
export function StoreFeature() {
  useAdoptedStyles(storeStyles);
  const { route } = useRouter();
  if (route.name === 'purchase-history') return <PurchaseHistoryPage />;
  if (route.name === 'purchase-request-success') return <PurchaseRequestSuccessPage />;
  if (route.name === 'tourist-store') return <ReservationStorePage />;
  return <StoreReservationsPage />;
}
