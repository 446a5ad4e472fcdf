import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { prefillEmail } from '../../../core/validation/personal-info';
import type { StepContext } from '../step-contract';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The contact fields the guest does not have to type: e-mail, phone and birthday from the record, else the
 * signed-in profile, else the reservation's guest. A prefilled e-mail on a booking-relay domain is cleared
 * (the host needs an address that reaches the guest). Answers null when nothing changes.
 */
export function contactDefaults(draft: PreCheckInDraft, ctx: Pick<StepContext, 'user' | 'reservation'>): PreCheckInDraft | null {
  const client = draft.client_info ?? {};
  const profile = (ctx.user ?? {}) as { email?: unknown; phone?: unknown; birthday?: unknown };
  const guest = ctx.reservation?.guest ?? {};
  const email = prefillEmail(text(client.email) || text(profile.email) || text(guest.primary_email));
  const phone = text(client.phone_number) || text(profile.phone) || text(guest.primary_phone);
  const birthday = text(client.birthday) || text(profile.birthday).slice(0, 10);
  if (email === (client.email ?? '') && phone === (client.phone_number ?? '') && birthday === (client.birthday ?? '')) return null;
  return {
    ...draft,
    client_info: {
      ...client,
      email,
      phone_number: phone || client.phone_number,
      birthday: birthday || client.birthday,
    },
  };
}
