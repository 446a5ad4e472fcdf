import * as v from 'valibot';
import { Id, nullableString, optionalBlock, wrappedOrBare } from './common';

/** GET /api/tourist/gate-code. A numeric code is refused: its leading zeros would be lost. */
export const GateCodeSchema = wrappedOrBare(v.looseObject({ gate_code: v.string() }));

const LogoObjectSchema = v.looseObject({
  logo_url: nullableString,
  company_name: nullableString,
  tenant_id: optionalBlock(Id),
});
/** GET /api/tourist/logo?company= — the spec names only "logo": a bare URL reads as `{ logo_url }`. */
export const CompanyLogoSchema = wrappedOrBare(
  v.union([LogoObjectSchema, v.pipe(v.string(), v.transform((logo_url): v.InferOutput<typeof LogoObjectSchema> => ({ logo_url })))]),
);
