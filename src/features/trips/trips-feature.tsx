import { TripsPage } from './trips-page';

/** The <guest-trips> element's feature: My Trips on its own (401 → sign-in prompt, not the login route). */
export function TripsFeature() {
  return <TripsPage standalone />;
}
