/**
 * A React 19 host using every documented attribute value, property and event of every element, type
 * checked with `tsc --strict` against the packed package's declarations (scripts/type-test.mjs, under
 * `moduleResolution` bundler and node10) and against the sources (tsconfig.json). Each
 * `@ts-expect-error` is a spelling the docs rule out: it must stay an error. (TypeScript lets any JSX
 * attribute with a hyphen through unchecked, so `onGp-ready` cannot be one; the typed `ongp-…` handlers
 * get their event's type.)
 */
import { useRef, useState } from 'react';
import type {} from 'guest-portal-elements/jsx';
import type { GpEventMap, GuestPortalTagMap, GuestTripsElement, GuestPrecheckinElement } from 'guest-portal-elements/jsx';

const API = 'https://api.rentals.example';

function log<K extends keyof GpEventMap>(name: K, detail: GpEventMap[K]): void {
  console.info(name, detail);
}

const common = {
  'api-base': API,
  locale: 'ar-SA',
  'tenant-id': '2',
  'base-path': '/guest',
  'portal-url': 'https://portal.rentals.example',
} as const;

export function EveryElement({ token }: { token: string | null }) {
  const trips = useRef<GuestTripsElement>(null);
  const wizard = useRef<HTMLElementTagNameMap['guest-precheckin']>(null);
  const [url, setUrl] = useState('');
  const readToken = (): string | null => trips.current?.authToken ?? null;
  const setStep = (el: GuestPrecheckinElement | null) => {
    if (el) el.step = '2';
  };
  return (
    <>
      <guest-portal
        {...common}
        routing="path"
        auth="token"
        authToken={token}
        initial-path="/tourist"
        identify-user=""
        ongp-ready={(e) => log('gp-ready', e.detail)}
        ongp-navigate={(e) => {
          e.preventDefault();
          setUrl(e.detail.url + e.detail.name + Object.keys(e.detail.params).join() + Object.keys(e.detail.query).join());
        }}
        ongp-error={(e) => log('gp-error', { code: e.detail.code, message: e.detail.message, status: e.detail.status ?? 0 })}
        ongp-login={(e) => log('gp-login', { userId: e.detail.userId, token: e.detail.token ?? null })}
        ongp-logout={(e) => log('gp-logout', e.detail)}
        ongp-locale-change={(e) => log('gp-locale-change', { locale: e.detail.locale })}
        ongp-identify={(e) => log('gp-identify', { id: e.detail.id, email: e.detail.email, role: e.detail.role })}
      />
      <guest-trips ref={trips} api-base={API} routing="memory" auth="cookie" locale="en" onClick={readToken} />
      <guest-trips api-base={API} routing="hash" />
      <guest-precheckin ref={wizard} api-base={API} confirmation-code="DEMO-1" step="1" variant="A" registration-widget-url="https://widget.example/w.js" />
      <guest-precheckin ref={setStep} variant="B" />
      <guest-precheckin variant="a" />
      <guest-precheckin variant="b" ongp-navigate={(e) => setUrl(e.detail.url)} ongp-error={(e) => setUrl(e.detail.message)} />
      <guest-store api-base={API} confirmation-code="DEMO-1" auth="token" authToken={null} />
      <guest-store />
      <guest-checkout
        api-base={API}
        intent-id="pi_1"
        confirmation-code="DEMO-1"
        ongp-payment-succeeded={(e) => log('gp-payment-succeeded', { paymentIntentId: e.detail.paymentIntentId, type: e.detail.type })}
        ongp-payment-failed={(e) => setUrl(e.detail.message + e.detail.type + e.detail.paymentIntentId)}
      />
      <guest-checkout mode="iframe" iframe-src="https://api.rentals.example/payment-iframe?publicKey=pk" />
      <guest-survey api-base={API} confirmation-code="DEMO-1" />
      <gate-code-lookup api-base={API} mode="gate-code" company="sunny" />
      <gate-code-lookup mode="gate" />
      <gate-code-lookup mode="reservation" portal-url="https://portal.rentals.example" ongp-navigate={(e) => setUrl(e.detail.url)} />
      <payment-iframe public-key="pk_test" client-secret="cs_test" payment-intent="pi_1" button-color="0a7d6e" parent-origin="https://www.rentals.example" />
      <output>{url}</output>

      {/* @ts-expect-error React would listen to an event "GpReady", which never fires. */}
      <guest-trips onGpReady={() => undefined} />
      {/* @ts-expect-error Not a reading of the wizard. */}
      <guest-precheckin variant="C" />
      {/* @ts-expect-error Not a lookup mode. */}
      <gate-code-lookup mode="gates" />
      {/* @ts-expect-error Not a routing. */}
      <guest-trips routing="query" />
      {/* @ts-expect-error Not an auth mode. */}
      <guest-trips auth="bearer" />
    </>
  );
}

// The tag map is the elements' own: a query gives the element with its properties.
export function fromTheDocument(): string | null {
  const trips: GuestPortalTagMap['guest-trips'] | null = document.querySelector('guest-trips');
  const lookup = document.querySelector('gate-code-lookup');
  if (lookup) lookup.company = 'sunny';
  const checkout = document.querySelector('guest-checkout');
  if (checkout) checkout.intentId = 'pi_2';
  document.querySelector('payment-iframe')?.setAttribute('button-color', '0a7d6e');
  const iframe = document.querySelector('payment-iframe');
  if (iframe) iframe.parentOrigin = location.origin;
  if (trips) trips.authToken = 'token-from-the-host';
  return trips?.authToken ?? null;
}
