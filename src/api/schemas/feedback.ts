import * as v from 'valibot';
import { lenientList, optionalBlock } from './common';

/**
 * Survey (contract: components.schemas ReservationBasic, Review, SurveyResponse; the ticket is in ./ticket).
 * The fields a page cannot do without are checked (a wrong one is a malformed answer); every other field
 * and block is read leniently: when it does not fit it reads as absent and only that part is left out.
 */
const Id = v.union([v.number(), v.string()]);
const text = optionalBlock(v.string());
const num = optionalBlock(v.number());
const flag = optionalBlock(v.boolean());
const id = optionalBlock(Id);

export const ReviewSchema = v.looseObject({
  id,
  /** survey | checkup */
  source: text,
  avg_rate: num,
  listing_task: optionalBlock(v.looseObject({ public_id: text })),
  created_at: text,
});

/** GET /api/reservations/{code}/basic — non-personal summary for the survey page. */
export const ReservationBasicSchema = v.looseObject({
  id,
  confirmation_code: v.string(),
  check_in: text,
  check_out: text,
  nights: num,
  tenant_id: id,
  source: text,
  is_mid_stay: flag,
  listing: optionalBlock(v.looseObject({ title: text, city_name: text, picture: text, public_logo: text, timezone: text })),
  logo_url: text,
  basic_company_info: optionalBlock(
    v.looseObject({ company_name: text, links: optionalBlock(v.looseObject({ google: text, facebook: text })) }),
  ),
  reviews: lenientList(ReviewSchema),
});
export type ReservationBasic = v.InferOutput<typeof ReservationBasicSchema>;

/** POST /api/reservations/{code}/survey — `avg` on the 10-point scale; `link` a ticket path or review page, or null. */
export const SurveyResponseSchema = v.looseObject({ avg: v.number(), link: text });
