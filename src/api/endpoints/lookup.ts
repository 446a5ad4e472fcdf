// Public lookups (no session): gate code by confirmation code + last name, company logo.
import type { ApiClient, EndpointOptions } from '../client';
import { CompanyLogoSchema, GateCodeSchema } from '../schemas/lookup';

/** Query of GET /api/tourist/gate-code (operations.getGateCode). */
export type GateCodeQuery = { confirmation_code: string; last_name: string };

/** GET /api/tourist/gate-code — `{ gate_code }`; a mismatch answers 404 `lookup_mismatch`, too many tries 429. */
export const getGateCode = (api: ApiClient, lookup: GateCodeQuery, o: EndpointOptions = {}) => {
  const query: GateCodeQuery = { confirmation_code: lookup.confirmation_code, last_name: lookup.last_name };
  return api.get('/api/tourist/gate-code', GateCodeSchema, { ...o, query });
};

/** Query of GET /api/tourist/logo (operations.getCompanyLogo). */
export type CompanyLogoQuery = { company: string };

/** GET /api/tourist/logo?company= — `{ logo_url, company_name }` of a tenant (slug or id). */
export const getCompanyLogo = (api: ApiClient, company: string | number, o: EndpointOptions = {}) => {
  const query: CompanyLogoQuery = { company: String(company) };
  return api.get('/api/tourist/logo', CompanyLogoSchema, { ...o, query });
};
