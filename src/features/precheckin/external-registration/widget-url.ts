// Where the external guest-registration widget's script comes from (the wizard shell needs it before
// any step loads; the loader itself is in ./widget-script).

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
