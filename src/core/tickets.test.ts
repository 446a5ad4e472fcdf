import { describe, expect, it } from 'vitest';
import { isTicketCompleted, isTicketRejected, NOT_ASSIGNED_KEY, ticketAssignee, ticketTimeline } from './tickets';
import type { Ticket } from './types';

const done = (t: Ticket) => Object.fromEntries(ticketTimeline(t).map((e) => [e.id, e.done]));

describe('ticket timeline', () => {
  it('new ticket: created only', () => {
    const t: Ticket = { status: 'New', created_at: '2025-07-01T10:00:00Z' };
    expect(done(t)).toEqual({ created: true, assigned: false, 'in-progress': false, completed: false });
    expect(ticketTimeline(t)[0]).toEqual({ id: 'created', done: true, at: '2025-07-01T10:00:00Z', labelKey: 'core:tickets.timeline.created' });
  });
  it('assigned when a contractor id is present', () => {
    expect(done({ status: 'New', assigned_contractor_id: 7 }).assigned).toBe(true);
    expect(done({ status: 'New', assigned_contractor_id: 0 }).assigned).toBe(true);
    expect(done({ status: 'New', assigned_contractor_id: null }).assigned).toBe(false);
  });
  it('in progress when status is not New', () => {
    expect(done({ status: 'Scheduled', scheduled_at: 'x' })['in-progress']).toBe(true);
    expect(ticketTimeline({ status: 'In Progress', scheduled_at: '2025-07-02T09:00:00Z' })[2]?.at).toBe('2025-07-02T09:00:00Z');
    expect(done({ status: 'new' })['in-progress']).toBe(false);
    expect(done({})['in-progress']).toBe(false);
  });
  it('completed when Done or Closed', () => {
    expect(done({ status: 'Done' })).toEqual({ created: true, assigned: false, 'in-progress': true, completed: true });
    expect(done({ status: 'Closed' }).completed).toBe(true);
    expect(done({ status: 'Rejected' }).completed).toBe(false);
    expect(ticketTimeline({ status: 'Done', moved_to_done_at: 't' })[3]?.at).toBe('t');
    expect(isTicketCompleted({ status: 'closed' })).toBe(true);
  });
  it('Rejected raises the alarm', () => {
    expect(isTicketRejected({ status: 'Rejected' })).toBe(true);
    expect(isTicketRejected({ status: 'Done' })).toBe(false);
    expect(isTicketRejected({})).toBe(false);
  });
});

describe('assignee', () => {
  it('name, else e-mail, else not assigned yet', () => {
    expect(ticketAssignee({ assigned_contractor_id: 1, assigned_contractor: { first_name: 'Mo', last_name: 'Ali', email: 'mo@x' } })).toBe('Mo Ali');
    expect(ticketAssignee({ assigned_contractor_id: 1, assigned_contractor: { first_name: 'Mo' } })).toBe('Mo');
    expect(ticketAssignee({ assigned_contractor_id: 1, assigned_contractor: { first_name: ' ', email: 'mo@x' } })).toBe('mo@x');
    expect(ticketAssignee({ assigned_contractor_id: 1 })).toBeNull();
    expect(ticketAssignee({ assigned_contractor: { first_name: 'Mo' } })).toBeNull();
    expect(NOT_ASSIGNED_KEY).toBe('core:tickets.notAssignedYet');
  });
});
