import * as v from 'valibot';
import { nullableBoolean, nullableNumber, nullableString } from './common';

/** Survey and ticket tracker (contract: components.schemas ReservationBasic, Review, SurveyResponse, Ticket). */
const Id = v.union([v.number(), v.string()]);

export const ReviewSchema = v.looseObject({
  id: v.nullish(Id),
  /** survey | checkup */
  source: nullableString,
  avg_rate: nullableNumber,
  listing_task: v.nullish(v.looseObject({ public_id: nullableString })),
  created_at: nullableString,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** GET /api/reservations/{code}/basic — non-personal summary for the survey page. */
export const ReservationBasicSchema = v.looseObject({
  id: v.nullish(Id),
  confirmation_code: v.string(),
  check_in: nullableString,
  check_out: nullableString,
  nights: nullableNumber,
  tenant_id: v.nullish(Id),
  source: nullableString,
  is_mid_stay: nullableBoolean,
  listing: v.nullish(v.looseObject({ title: nullableString, city_name: nullableString, picture: nullableString, public_logo: nullableString })),
  logo_url: nullableString,
  basic_company_info: v.nullish(
    v.looseObject({ company_name: nullableString, links: v.nullish(v.looseObject({ google: nullableString, facebook: nullableString })) }),
  ),
  reviews: v.nullish(v.array(ReviewSchema)),
});
export type ReservationBasic = v.InferOutput<typeof ReservationBasicSchema>;

/** POST /api/reservations/{code}/survey — `avg` on the 10-point scale; `link` a ticket path or review page, or null. */
export const SurveyResponseSchema = v.looseObject({ avg: v.number(), link: nullableString });
export type SurveyResponse = v.InferOutput<typeof SurveyResponseSchema>;

/** A ticket (listing task) of the ticket tracker. `status`: New, In Progress, Done, Closed, Rejected (others possible). */
export const TicketSchema = v.looseObject({
  id: Id,
  public_id: nullableString,
  status: v.string(),
  title: nullableString,
  created_at: nullableString,
  scheduled_at: nullableString,
  moved_to_done_at: nullableString,
  assigned_contractor_id: v.nullish(Id),
  assigned_contractor: v.nullish(v.looseObject({ first_name: nullableString, last_name: nullableString, email: nullableString })),
  desc_images: v.nullish(v.array(v.string())),
  review: v.nullish(
    v.looseObject({
      ai_bullets: v.nullish(v.array(v.string())),
      reservation: v.nullish(
        v.looseObject({
          check_in: nullableString,
          check_out: nullableString,
          listing: v.nullish(v.looseObject({ title: nullableString, city_name: nullableString, picture: nullableString })),
        }),
      ),
    }),
  ),
  listing: v.nullish(v.looseObject({ public_logo: nullableString })),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/** `{ data: ticket }` of GET /api/tracked-lt/{id} and POST /api/listing-tasks/{id}/ticket-photos. */
export const TicketResponseSchema = v.looseObject({ data: TicketSchema });
