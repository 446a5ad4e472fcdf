/** Bundler entry: `import 'guest-portal-elements'` defines every element at once. */
export { GuestPortalElement } from './guest-portal';
export { GuestTripsElement } from './guest-trips';
export { GuestPrecheckinElement } from './guest-precheckin';
export { GuestStoreElement } from './guest-store';
export { GuestCheckoutElement } from './guest-checkout';
export { GuestSurveyElement } from './guest-survey';
export { GateCodeLookupElement } from './gate-code-lookup';
export { PaymentIframeElement } from './payment-iframe';
export type { GpEventMap, GpEventName } from '../src/element/events';
export type { GuestPortalTagMap } from './tag-map';
