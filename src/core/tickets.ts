// Ticket tracker timeline.
import type { Ticket } from './types';

export type TimelineStepId = 'created' | 'assigned' | 'in-progress' | 'completed';

export interface TimelineEntry {
  id: TimelineStepId;
  done: boolean;
  /** Server time string to show (created_at / scheduled_at / moved_to_done_at), when known. */
  at: string | null;
  labelKey: string;
}

export const NOT_ASSIGNED_KEY = 'core:tickets.notAssignedYet';

/** Assigned agent: full name, else e-mail; null when no contractor id ('not assigned yet'). */
export function ticketAssignee(ticket: Ticket): string | null {
  if (ticket.assigned_contractor_id == null || ticket.assigned_contractor_id === '') return null;
  const c = ticket.assigned_contractor;
  const name = [c?.first_name, c?.last_name].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
  return name || (c?.email ?? '').trim() || null;
}

const status = (t: Ticket) => (t.status ?? '').trim().toLowerCase();

/** Completed when Done or Closed. */
export function isTicketCompleted(ticket: Ticket): boolean {
  return status(ticket) === 'done' || status(ticket) === 'closed';
}

/** Rejected shows an alarm icon. */
export function isTicketRejected(ticket: Ticket): boolean {
  return status(ticket) === 'rejected';
}

/**
 * Timeline: created (always, with created_at); assigned when a contractor id is present; in progress
 * when status is not New (with scheduled_at); completed when Done or Closed (with moved_to_done_at).
 */
export function ticketTimeline(ticket: Ticket): TimelineEntry[] {
  const s = status(ticket);
  return [
    { id: 'created', done: true, at: ticket.created_at ?? null, labelKey: 'core:tickets.timeline.created' },
    {
      id: 'assigned',
      done: ticket.assigned_contractor_id != null && ticket.assigned_contractor_id !== '',
      at: null,
      labelKey: 'core:tickets.timeline.assigned',
    },
    { id: 'in-progress', done: s !== '' && s !== 'new', at: ticket.scheduled_at ?? null, labelKey: 'core:tickets.timeline.inProgress' },
    { id: 'completed', done: isTicketCompleted(ticket), at: ticket.moved_to_done_at ?? null, labelKey: 'core:tickets.timeline.completed' },
  ];
}

const STATUS_KEYS: Record<string, string> = {
  new: 'core:tickets.status.new',
  'in progress': 'core:tickets.status.inProgress',
  in_progress: 'core:tickets.status.inProgress',
  scheduled: 'core:tickets.status.scheduled',
  done: 'core:tickets.status.done',
  closed: 'core:tickets.status.closed',
  rejected: 'core:tickets.status.rejected',
};

/** Translation key of a known status; null for any other (shown as the server wrote it). */
export function ticketStatusKey(ticket: Ticket): string | null {
  return STATUS_KEYS[status(ticket)] ?? null;
}

export interface GalleryItem {
  url: string;
  kind: 'image' | 'video';
}

const VIDEO_EXT = /\.(mp4|webm|mov|m4v|ogv)(?:[?#]|$)/i;

/** The ticket's media as gallery items: only absolute http(s) URLs, each once, videos told by extension. */
export function ticketGallery(ticket: Ticket): GalleryItem[] {
  const out: GalleryItem[] = [];
  const seen = new Set<string>();
  for (const raw of ticket.desc_images ?? []) {
    if (typeof raw !== 'string') continue;
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || seen.has(url.href)) continue;
    seen.add(url.href);
    out.push({ url: url.href, kind: VIDEO_EXT.test(url.pathname) ? 'video' : 'image' });
  }
  return out;
}
