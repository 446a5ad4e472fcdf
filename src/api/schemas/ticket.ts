import * as v from 'valibot';
import { lenientList, optionalBlock } from './common';

/**
 * Ticket tracker (contract: components.schemas Ticket), apart from the survey's schemas so the survey page
 * does not download it. Read like the survey's: the fields a page needs are checked, the rest leniently.
 */
const Id = v.union([v.number(), v.string()]);
const text = optionalBlock(v.string());
const id = optionalBlock(Id);

/** A ticket (listing task) of the ticket tracker. `status`: New, In Progress, Done, Closed, Rejected (others possible). */
export const TicketSchema = v.looseObject({
  id: Id,
  public_id: text,
  status: v.string(),
  title: text,
  created_at: text,
  scheduled_at: text,
  moved_to_done_at: text,
  assigned_contractor_id: id,
  assigned_contractor: optionalBlock(v.looseObject({ first_name: text, last_name: text, email: text })),
  desc_images: lenientList(v.string()),
  review: optionalBlock(
    v.looseObject({
      ai_bullets: lenientList(v.string()),
      reservation: optionalBlock(
        v.looseObject({
          check_in: text,
          check_out: text,
          listing: optionalBlock(v.looseObject({ title: text, city_name: text, picture: text, timezone: text })),
        }),
      ),
    }),
  ),
  listing: optionalBlock(v.looseObject({ public_logo: text })),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/** `{ data: ticket }` of GET /api/tracked-lt/{id} and POST /api/listing-tasks/{id}/ticket-photos. */
export const TicketResponseSchema = v.looseObject({ data: TicketSchema });
