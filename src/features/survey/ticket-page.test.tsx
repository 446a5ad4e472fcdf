import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../../tests/unit/mock-fetch';
import { renderInElement } from '../../../tests/unit/render';
import type { ApiClient } from '../../api/client';
import type { Ticket } from '../../api/schemas/ticket';
import type { Locale } from '../../core/locales';
import { NOW, ticketFixture } from '../../../tests/fixtures/feedback-fixtures';
import { SurveyFeature } from './survey-feature';

const compression = vi.hoisted(() => ({ calls: [] as Array<{ name: string; options: Record<string, unknown> }> }));
vi.mock('browser-image-compression', () => ({
  default: async (file: File, options: Record<string, unknown>) => {
    compression.calls.push({ name: file.name, options });
    return new File(['small'], file.name, { type: file.type });
  },
}));

const TICKET = 'GET /api/tracked-lt/lt_7';
const PHOTOS = 'POST /api/listing-tasks/lt_7/ticket-photos';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  compression.calls = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Upload = ApiClient['upload'];

async function open(routes: Record<string, unknown>, opts: { locale?: Locale; upload?: Upload } = {}) {
  return renderInElement(<SurveyFeature />, {
    url: '/tourist-lt/lt_7',
    locale: opts.locale ?? 'en',
    routes: { 'GET /api/config': { tenant_id: 1, timezone: 'America/New_York', company_name: 'Sunny Coast Rentals' }, ...routes },
    seed: (runtime) => {
      if (opts.upload) (runtime.api as { upload: Upload }).upload = opts.upload;
    },
  });
}

const step = (id: string) => document.querySelector(`[data-step="${id}"]`) as HTMLElement;
const isDone = (id: string) => step(id).classList.contains('gp-timeline__step--done');

describe('ticket tracker', () => {
  it('shows the number, the reservation, the main issues and when the issue was created (listing time zone)', async () => {
    await open({ [TICKET]: { data: ticketFixture() } });
    await screen.findByRole('heading', { level: 1, name: 'Ticket #7' });
    const box = screen.getByRole('region', { name: 'Your reservation' });
    expect(box.textContent).toContain('Ocean View Villa');
    expect(box.textContent).toContain('Miami Beach');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://media.test/villa.jpg');
    expect(within(screen.getByRole('region', { name: 'Main issues' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Cleaning rated 2/5',
      'The shower drain was slow',
    ]);
    // 09:30 UTC is 12:30 in Athens (the listing), not New York (the tenant).
    expect(step('created').textContent?.replace(/\u202f/g, ' ')).toContain('Jul 6, 2025, 12:30 PM');
  });

  it.each([
    ['New', { created: true, assigned: false, 'in-progress': false, completed: false }, null, null],
    ['In Progress', { created: true, assigned: true, 'in-progress': true, completed: false }, 'Scheduled for Jul 7, 2025, 3:00 PM', null],
    ['Done', { created: true, assigned: true, 'in-progress': true, completed: true }, 'Scheduled for Jul 7, 2025, 3:00 PM', 'Completed on Jul 8, 2025, 6:45 PM'],
    ['Closed', { created: true, assigned: true, 'in-progress': true, completed: true }, 'Scheduled for Jul 7, 2025, 3:00 PM', 'Completed on Jul 8, 2025, 6:45 PM'],
    ['Rejected', { created: true, assigned: true, 'in-progress': true, completed: false }, 'Scheduled for Jul 7, 2025, 3:00 PM', null],
  ] as const)('timeline of a %s ticket', async (status, steps, scheduled, completed) => {
    const assigned: Partial<Ticket> =
      status === 'New' ? {} : { assigned_contractor_id: 3, assigned_contractor: { first_name: 'Pat', last_name: 'Fixit', email: 'pat@fix.test' } };
    await open({ [TICKET]: { data: ticketFixture({ status, ...assigned }) } });
    await screen.findByRole('heading', { level: 1, name: 'Ticket #7' });
    for (const [id, done] of Object.entries(steps)) expect(isDone(id), id).toBe(done);
    expect(step('assigned').textContent).toContain(status === 'New' ? 'not assigned yet' : 'Pat Fixit');
    // Times in Athens (the listing's zone); Intl puts a narrow no-break space before PM.
    const text = (id: string) => step(id).querySelector('.gp-timeline__time')?.textContent?.replace(/\u202f/g, ' ') ?? null;
    expect(text('in-progress')).toBe(scheduled);
    expect(text('completed')).toBe(completed);
    expect(screen.getByText('Status:').parentElement?.textContent).toContain(status === 'In Progress' ? 'In progress' : status);
    expect(document.querySelector('.gp-ticket__alarm') !== null).toBe(status === 'Rejected');
  });

  it('names the agent by e-mail when there is no name; an unknown status is shown as written', async () => {
    await open({ [TICKET]: { data: ticketFixture({ status: 'Waiting for parts', assigned_contractor_id: 4, assigned_contractor: { first_name: '', last_name: null, email: 'fixer@fix.test' } }) } });
    await screen.findByText('fixer@fix.test');
    expect(screen.getByText('Waiting for parts').getAttribute('dir')).toBe('auto');
  });

  it('shows the gallery and adds photos: compressed at quality 0.7, a progress bar, the new photo in the gallery', async () => {
    let report: (f: number) => void = () => undefined;
    let finish: (v: unknown) => void = () => undefined;
    const upload = vi.fn((_path: string, _schema: unknown, form: FormData, o?: { onProgress?: (f: number) => void }) => {
      report = o?.onProgress ?? report;
      expect((form.get('file') as File).name).toBe('leak.jpg');
      return new Promise((r) => (finish = r));
    }) as unknown as Upload;
    const { calls } = await open(
      {
        [TICKET]: { data: ticketFixture() },
        [PHOTOS]: ({ body }: { body: { images: string[] } }) => ({ data: ticketFixture({ desc_images: ['https://media.test/drain.jpg', ...body.images] }) }),
      },
      { upload },
    );
    await screen.findByRole('img', { name: 'Photo 1 of the issue' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(5000)], 'leak.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(compression.calls).toEqual([{ name: 'leak.jpg', options: expect.objectContaining({ initialQuality: 0.7, useWebWorker: false }) }]);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    report(0.5);
    await waitFor(() => expect(bar.value).toBe(50));
    expect(screen.getByRole('button', { name: 'Add photos' }).hasAttribute('disabled')).toBe(true);
    finish({ secure_url: 'https://media.test/leak.jpg' });
    await screen.findByRole('img', { name: 'Photo 2 of the issue' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ images: ['https://media.test/leak.jpg'] });
    expect(screen.getByText('Photos added.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a failed upload says so and the button works again', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('offline'))) as unknown as Upload;
    await open({ [TICKET]: { data: ticketFixture() } }, { upload });
    await screen.findByRole('img', { name: 'Photo 1 of the issue' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('The photos could not be added.');
    expect(screen.getByRole('button', { name: 'Add photos' }).hasAttribute('disabled')).toBe(false);
  });

  it('an unknown ticket says so; a failing one offers Try again', async () => {
    await open({ [TICKET]: json({ error: 'Ticket not found' }, 404) });
    await screen.findByText('We could not find this ticket. Please check the link in your message.');
    await open({ [TICKET]: json({ error: 'down' }, 500) });
    await screen.findByText('We could not load this ticket.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('leaves out what does not fit: no review block, unsafe media', async () => {
    await open({ [TICKET]: { data: { ...ticketFixture(), review: 'n/a', desc_images: ['javascript:alert(1)', 'https://media.test/ok.mp4'] } } });
    await screen.findByRole('heading', { level: 1, name: 'Ticket #7' });
    expect(screen.queryByRole('region', { name: 'Your reservation' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Main issues' })).toBeNull();
    expect(document.querySelectorAll('.gp-gallery__media')).toHaveLength(1);
    expect(document.querySelector('video')?.getAttribute('src')).toBe('https://media.test/ok.mp4');
  });

  it('in Hebrew: translated, right-to-left, agent name isolated', async () => {
    const { container } = await open(
      { [TICKET]: { data: ticketFixture({ status: 'Done', assigned_contractor_id: 3, assigned_contractor: { first_name: 'Pat', last_name: 'Fixit', email: null } }) } },
      { locale: 'he' },
    );
    await screen.findByRole('heading', { level: 1, name: 'פנייה מס׳ 7' });
    expect(container.querySelector('.gp-root')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('Pat Fixit').tagName).toBe('BDI');
  });
});
