// The external guest-registration widget: where its script comes from, and loading it once per page.
import type { ExternalRegisteredGuest } from '../../../core/guests';

export const WIDGET_URLS = {
  staging: 'https://staging.registration.guestportal.example/widget.js',
  production: 'https://registration.guestportal.example/widget.js',
} as const;

/**
 * The script to load: the element's `registration-widget-url` when set, else the built-in address of
 * `guest_registration_environment` ('staging' | 'production', default production). Only https URLs, or
 * the page's own origin, may run in the host page; anything else is null (the widget is not loaded).
 */
export function widgetScriptUrl(attribute: string | null | undefined, environment: unknown, pageUrl: string): string | null {
  const chosen = attribute?.trim() || (environment === 'staging' ? WIDGET_URLS.staging : WIDGET_URLS.production);
  try {
    const page = new URL(pageUrl);
    const url = new URL(chosen, page);
    return url.protocol === 'https:' || url.origin === page.origin ? url.href : null;
  } catch {
    return null;
  }
}

export interface WidgetOptions {
  apiKey: string;
  reservationId: string;
  language: string;
  container: HTMLElement;
  onGuestRegistered(guest: ExternalRegisteredGuest & { age?: unknown }): void;
  onStatusChange?(status: string): void;
}

export interface WidgetApi {
  init(options: WidgetOptions): { destroy(): void };
}

const loads = new Map<string, Promise<WidgetApi>>();

function widgetApi(): WidgetApi | null {
  const w = (globalThis as { GuestRegistrationWidget?: Partial<WidgetApi> }).GuestRegistrationWidget;
  return w && typeof w.init === 'function' ? (w as WidgetApi) : null;
}

/** Loads the script once per page and answers `window.GuestRegistrationWidget`; a failure may be retried. */
export function loadWidget(url: string, doc: Document = document): Promise<WidgetApi> {
  const known = loads.get(url);
  if (known) return known;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.gpRegistrationWidget = '';
    script.addEventListener('load', () => {
      const api = widgetApi();
      if (api) resolve(api);
      else reject(new Error('registration widget script defines no GuestRegistrationWidget'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('registration widget script failed to load'));
    });
    doc.head.appendChild(script);
  });
  loads.set(url, promise);
  promise.catch(() => loads.delete(url));
  return promise;
}
