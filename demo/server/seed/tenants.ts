// The demo's two tenants: tenant 1 with the defaults, tenant 2 with the other readings.
import { run, toJson } from '../db.js';
import type { SeedContext } from './context.js';

export function seedTenants({ db, insert, created }: SeedContext, allowedOrigins: string[]): { t1: number; t2: number } {
  const t1 = insert(
    `INSERT INTO tenants (id, slug, company_name, logo_url, icon_url, favicon_url, primary_color, currency, timezone, default_locale,
       store_tax, store_support, identity_verification_support, guest_registration_api_key, allowed_origins,
       media_upload_url, media_upload_preset, review_links, checkin_settings, feature_flags, public_keys, terms_of_use, created_at)
     VALUES (1, 'demo', 'Sunny Coast Rentals', '/assets/logo-sunny.webp', '/assets/icon-sunny-192.webp', '/assets/icon-sunny.png', '#0f766e', 'USD',
       'America/New_York', 'en', 0.08, 1, 0, NULL, ?, '/api/media/upload', 'guest-portal-demo', ?, ?, ?, ?, ?, ?)`,
    toJson(allowedOrigins),
    toJson({ google: 'http://g.page/r/sunny-coast-demo/review', facebook: 'https://www.facebook.com/sunnycoastdemo/reviews' }),
    toJson({
      travel_guide_url: 'https://example.com/sunny-coast/travel-guide',
      opt_in_title: 'Stay in touch',
      opt_in_message: 'Send me offers and news about my next vacation.',
    }),
    toJson({ store: true, survey: true, gate_code: true, travel_guide: true, new_checkout: false }),
    toJson({ sandbox: 'pk_sandbox_sunny_coast' }),
    '<h3>Terms of stay</h3><p>No parties. Quiet hours 22:00–08:00. The primary guest must be 21 or older.</p>',
    created,
  );
  const t2 = insert(
    `INSERT INTO tenants (id, slug, company_name, logo_url, icon_url, favicon_url, primary_color, currency, timezone, default_locale,
       store_tax, store_support, identity_verification_support, guest_registration_api_key, allowed_origins,
       media_upload_url, media_upload_preset, review_links, checkin_settings, feature_flags, public_keys, terms_of_use, created_at)
     VALUES (2, 'alpine', 'Alpine Chalets Co.', '/assets/logo-alpine.webp', '/assets/icon-alpine-192.webp', '/assets/icon-alpine.png', '#7c3aed', 'EUR',
       'Europe/Paris', 'fr', 0.2, 1, 1, 'demo-guest-registration-key', ?, '/api/media/upload', 'alpine-guests', ?, ?, ?, ?, ?, ?)`,
    toJson(allowedOrigins),
    toJson({ google: 'https://g.page/r/alpine-chalets-demo/review', facebook: null }),
    toJson({
      require_guest_passport: true,
      require_guest_address: true,
      require_all_guest_details: true,
      selfie_upload_option: 'camera',
      offer_parking: true,
      accept_damage_waiver: false,
      show_membership: false,
      show_opt_in: false,
      deposit_deny_channels: ['Airbnb'],
      partial_reservation_days_threshold: 30,
    }),
    toJson({ store: true, survey: true, gate_code: false, travel_guide: false, new_checkout: true }),
    toJson({ sandbox: 'pk_sandbox_alpine' }),
    '<p>Les chaussures de ski restent dans le local à skis. Ski boots stay in the ski room.</p>',
    created,
  );

  // Tenant 1 keeps the defaults (reading A, kids 2–12, production widget address); tenant 2 shows the
  // other readings, so both wizards and both age bands are reachable in the demo.
  run(db, `UPDATE tenants SET precheckin_variant = 'B', age_bands = 'kids-3-12', guest_registration_environment = 'staging' WHERE id = ?`, t2);
  return { t1, t2 };
}
