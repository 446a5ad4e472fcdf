import * as v from 'valibot';
import { nullableString } from './common';

/** GET /api/tourist/gate-code */
export const GateCodeSchema = v.looseObject({ gate_code: v.string() });

/** GET /api/tourist/logo?company= */
export const CompanyLogoSchema = v.looseObject({
  logo_url: nullableString,
  company_name: nullableString,
  tenant_id: v.nullish(v.union([v.number(), v.string()])),
});
