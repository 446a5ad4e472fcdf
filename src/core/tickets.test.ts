import { describe, expect, it } from 'vitest';
import { isTicketCompleted, isTicketRejected, NOT_ASSIGNED_KEY, ticketAssignee, ticketGallery, ticketStatusKey, ticketTimeline } from './tickets';
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

describe('timeline for every status', () => {
  const base = { created_at: 'c', scheduled_at: 's', moved_to_done_at: 'd', assigned_contractor_id: 3 };
  it.each([
    ['New', { created: true, assigned: true, 'in-progress': false, completed: false }, false, 'core:tickets.status.new'],
    ['In Progress', { created: true, assigned: true, 'in-progress': true, completed: false }, false, 'core:tickets.status.inProgress'],
    ['Scheduled', { created: true, assigned: true, 'in-progress': true, completed: false }, false, 'core:tickets.status.scheduled'],
    ['Done', { created: true, assigned: true, 'in-progress': true, completed: true }, false, 'core:tickets.status.done'],
    ['Closed', { created: true, assigned: true, 'in-progress': true, completed: true }, false, 'core:tickets.status.closed'],
    ['Rejected', { created: true, assigned: true, 'in-progress': true, completed: false }, true, 'core:tickets.status.rejected'],
    ['Waiting for parts', { created: true, assigned: true, 'in-progress': true, completed: false }, false, null],
  ] as const)('%s', (status, steps, rejected, key) => {
    const t: Ticket = { ...base, status };
    expect(done(t)).toEqual(steps);
    expect(isTicketRejected(t)).toBe(rejected);
    expect(ticketStatusKey(t)).toBe(key);
    expect(ticketTimeline(t).map((e) => e.at)).toEqual(['c', null, 's', 'd']);
  });
  it('status keys ignore case and spacing', () => {
    expect(ticketStatusKey({ status: ' rejected ' })).toBe('core:tickets.status.rejected');
    expect(ticketStatusKey({ status: 'IN_PROGRESS' })).toBe('core:tickets.status.inProgress');
    expect(ticketStatusKey({})).toBeNull();
  });
});

describe('ticket gallery', () => {
  it('keeps absolute http(s) URLs once, tells videos by extension', () => {
    expect(
      ticketGallery({
        desc_images: ['https://m.test/a.jpg', 'https://m.test/a.jpg', 'http://m.test/b.MP4?x=1', 'javascript:alert(1)', '/relative.png', 'https://u:p@m.test/c.png', 42, ' https://m.test/d.webp '],
      }),
    ).toEqual([
      { url: 'https://m.test/a.jpg', kind: 'image' },
      { url: 'http://m.test/b.MP4?x=1', kind: 'video' },
      { url: 'https://m.test/d.webp', kind: 'image' },
    ]);
    expect(ticketGallery({})).toEqual([]);
  });
});
