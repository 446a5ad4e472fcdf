// A guest registered through the widget becomes a read-only guest detail of the draft.
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { applyRegisteredGuestAge, initialGuestCounts, mapRegisteredGuests, type AgeBandVariant, type ExternalRegisteredGuest } from '../../../core/guests';

/**
 * Puts the mapped guest in the first row nobody filled yet (the guests step pads rows per count),
 * else after the others; a known age moves the counts (core's applyRegisteredGuestAge).
 */
export function addRegisteredGuest(draft: PreCheckInDraft, guest: ExternalRegisteredGuest & { age?: unknown }, bands: AgeBandVariant): PreCheckInDraft {
  const [mapped] = mapRegisteredGuests([guest]);
  if (!mapped) return draft;
  const age = typeof guest.age === 'number' && Number.isFinite(guest.age) ? guest.age : null;
  const detail = { ...mapped, ...(age == null ? {} : { age }) };
  const rows = [...(draft.guests_details ?? [])];
  const free = rows.findIndex((r) => !(r.full_name ?? '').trim());
  if (free >= 0) rows[free] = detail;
  else rows.push(detail);
  if (age == null) return { ...draft, guests_details: rows };
  const counts = applyRegisteredGuestAge(initialGuestCounts(draft), age, bands);
  return { ...draft, guests_details: rows, guest_count_info: { ...draft.guest_count_info, ...counts } };
}
