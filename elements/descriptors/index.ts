/**
 * Every element of the SDK, by its descriptor: the one list the loader, the build, the manifest, the
 * JSX types and the size report read (src/element/descriptor.ts). A new element adds its descriptor here.
 */
import { gateCodeLookup } from './gate-code-lookup';
import { guestCheckout } from './guest-checkout';
import { guestPortal } from './guest-portal';
import { guestPrecheckin } from './guest-precheckin';
import { guestStore } from './guest-store';
import { guestSurvey } from './guest-survey';
import { guestTrips } from './guest-trips';
import { paymentIframe } from './payment-iframe';

export const DESCRIPTORS = [guestPortal, guestTrips, guestPrecheckin, guestStore, guestCheckout, guestSurvey, gateCodeLookup, paymentIframe] as const;

export type Descriptor = (typeof DESCRIPTORS)[number];
