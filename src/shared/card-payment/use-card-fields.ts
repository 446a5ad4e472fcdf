import { useTranslation } from 'react-i18next';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { ApiClient } from '../../api/client';
import { useElement } from '../../element/context';
import { adoptStyles } from '../../styles/css';
import { createPaymentBackend, type PaymentRequest } from '../../payments/backend';
import { loadAdapter } from '../../payments/load-adapter';
import { lightDomCardStyles } from './card-payment.styles';
import type { AdyenSdk, CardFieldLabels, CardFieldsState, MountedCardFields, PaymentIntentInfo, ProviderKeys, ProviderName } from '../../payments/types';

/**
 * The shared API client as the payment backend's transport: one client, one auth mode, one tenant
 * header for every payment call (responses are shape-checked by the backend itself).
 */
export function apiPaymentRequest(api: ApiClient): PaymentRequest {
  return (method, path, body, headers) =>
    method === 'GET' ? api.get(path, v.unknown(), { ...(headers ? { headers } : {}) }) : api.post(path, v.unknown(), { body: body ?? {}, ...(headers ? { headers } : {}) });
}

/**
 * A light-DOM child of the host element, projected through `<slot name="card-fields">`: Stripe
 * refuses to mount inside a shadow root, so every provider's card fields live here. Created on
 * mount, removed on unmount.
 */
export function useLightDomSlot(slotName = 'card-fields'): HTMLElement | null {
  const { host } = useElement();
  const [el, setEl] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const div = host.ownerDocument.createElement('div');
    div.slot = slotName;
    div.className = 'gp-card-slot';
    host.appendChild(div);
    adoptStyles(host.ownerDocument, [lightDomCardStyles]);
    // The slot node is created outside React (light DOM of the host); render once it exists.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the slot node is made outside React and exists only now
    setEl(div);
    return () => {
      div.remove();
      setEl(null);
    };
  }, [host, slotName]);
  return el;
}

function regionOf(locale: string): string {
  try {
    return new Intl.Locale(locale).maximize().region ?? 'US';
  } catch {
    return 'US';
  }
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

export interface CardFieldsOptions {
  payment: PaymentIntentInfo | null;
  provider: ProviderName | null;
  keys: ProviderKeys;
  /** BCP 47 locale for the provider SDK. */
  locale: string;
  flow?: 'payment' | 'setup';
  setupClientSecret?: string;
}

export interface CardFieldsView {
  fields: MountedCardFields | null;
  state: CardFieldsState;
  /** The provider could not start (missing key, SDK failed to load): logged, and the form stays disabled. */
  mountError: unknown;
}

/**
 * Loads the provider's adapter on demand (`loadAdapter`: a dynamic import, never in the runtime chunk),
 * mounts its card fields into the light-DOM slot and reports their state. Destroyed on unmount.
 */
/** The texts card fields rendered by the SDK itself need, translated in the active locale. */
function useCardFieldLabels(): CardFieldLabels {
  const { t } = useTranslation();
  return {
    cardNumber: t('checkout:card.number'),
    expiry: t('checkout:card.expiry'),
    cvc: t('checkout:card.cvc'),
    placeholders: { expiry: t('checkout:card.expiryPlaceholder'), cvc: t('checkout:card.cvcPlaceholder') },
    incomplete: t('checkout:card.incomplete'),
    describe: (m) => t(m.key, m.params ?? {}),
    paymentFailed: t('checkout:card.failed'),
  };
}

export function useCardFields(slot: HTMLElement | null, opts: CardFieldsOptions): CardFieldsView {
  const { runtime } = useElement();
  const labels = useCardFieldLabels();
  const labelsRef = useRef(labels);
  labelsRef.current = labels;
  const [fields, setFields] = useState<MountedCardFields | null>(null);
  const [state, setState] = useState<CardFieldsState>({ ready: false, complete: false });
  const [mountError, setMountError] = useState<unknown>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const intentId = opts.payment?.payment_intent_id ?? null;
  const provider = opts.provider;

  useEffect(() => {
    const o = optsRef.current;
    if (!slot || !o.payment || !provider) return;
    let live = true;
    let mounted: MountedCardFields | null = null;
    setMountError(null);
    const api = runtime.api;
    const win = slot.ownerDocument.defaultView as (Window & { AdyenWeb?: AdyenSdk }) | null;
    loadAdapter(provider)
      .then((adapter) =>
        adapter.mount({
          payment: o.payment!,
          keys: o.keys,
          lightDomHost: slot,
          labels: labelsRef.current,
          locale: o.locale,
          countryCode: regionOf(o.locale),
          parentOrigin: win?.location.origin ?? '',
          apiBase: api.baseUrl,
          ...(o.flow ? { flow: o.flow } : {}),
          ...(o.setupClientSecret ? { setupClientSecret: o.setupClientSecret } : {}),
          deps: {
            backend: createPaymentBackend(apiPaymentRequest(api), api.baseUrl),
            idempotencyKey: newKey,
            // A page that provides Adyen Web as a global (a CDN script, or the offline fake) is used as is.
            ...(win?.AdyenWeb ? { adyen: win.AdyenWeb } : {}),
          },
        }),
      )
      .then((f) => {
        if (!live) {
          f.destroy();
          return;
        }
        mounted = f;
        f.onChange((s) => live && setState(s));
        setFields(f);
      })
      .catch((e: unknown) => {
        console.warn('[guest-portal] card form could not start:', e);
        if (live) setMountError(e ?? new Error('mount failed'));
      });
    return () => {
      live = false;
      mounted?.destroy();
      setFields(null);
      setState({ ready: false, complete: false });
    };
    // Remount only for another slot, intent or provider.
  }, [slot, intentId, provider, runtime]);

  return { fields, state, mountError };
}
