// The external guest-registration widget: loading its script once per page, whichever element shows
// the step (where the script comes from is in src/features/precheckin/external-registration/widget-url.ts).
import type { ExternalRegisteredGuest } from '../core/guests';

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
