import * as v from 'valibot';
import { nullableBoolean, nullableNumber, nullableString, optionalBlock, textList, wrappedOrBare } from './common';

/** GET /api/config, bare or in `{ data: … }`; every field is optional (defaults apply). */
export const ConfigurationSchema = wrappedOrBare(v.looseObject({
  logo_url: nullableString,
  icon_url: nullableString,
  company_name: nullableString,
  currency: v.optional(v.string(), 'USD'),
  timezone: nullableString,
  tenant_id: optionalBlock(v.union([v.number(), v.string()])),
  store_tax: nullableNumber,
  store_support: nullableBoolean,
  identity_verification_support: nullableBoolean,
  guest_registration_api_key: nullableString,
  /** Which built-in address of the registration widget the SDK loads (absent: production). */
  guest_registration_environment: optionalBlock(v.picklist(['staging', 'production'])),
  primary_color: nullableString,
  default_locale: nullableString,
  allowed_origins: textList,
  media_upload_url: nullableString,
  media_upload_preset: nullableString,
  map_tile_url: nullableString,
  precheckin_variant: optionalBlock(v.picklist(['A', 'B'])),
  age_bands: optionalBlock(v.picklist(['kids-2-12', 'kids-3-12'])),
}));
export type Configuration = v.InferOutput<typeof ConfigurationSchema>;

export const FeatureFlagsSchema = v.record(v.string(), v.unknown());
