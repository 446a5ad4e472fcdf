import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../tests/unit/mock-fetch';
import { renderInElement } from '../../../tests/unit/render';
import type { Locale } from '../../core/locales';
import { basicInfo, NOW } from '../../../tests/fixtures/feedback-fixtures';
import { SurveyFeature } from './survey-feature';

const BASIC = 'GET /api/reservations/ABC123/basic';
const SEND = 'POST /api/reservations/ABC123/survey';
const QUESTIONS = ['Cleaning', 'Communication', 'Location', 'Accuracy', 'Check-in', 'Value'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function open(routes: Record<string, unknown>, locale: Locale = 'en', opts: { url?: string; attrs?: Record<string, string> } = {}) {
  const r = await renderInElement(<SurveyFeature />, {
    url: opts.url ?? '/reservations/ABC123/survey',
    attrs: opts.attrs,
    locale,
    routes: { 'GET /api/config': { tenant_id: 2, timezone: 'America/New_York', company_name: 'Config Co' }, ...routes },
  });
  return { ...r, user: userEvent.setup() };
}

async function rateAll(user: ReturnType<typeof userEvent.setup>, marks: string[]) {
  for (const [i, mark] of marks.entries()) {
    await user.click(within(screen.getByRole('radiogroup', { name: QUESTIONS[i] })).getByRole('radio', { name: mark }));
  }
}

const sendButton = () => screen.getByRole('button', { name: 'Send my feedback' }) as HTMLButtonElement;

describe('survey after the stay', () => {
  it('shows the header, the banner and the six questions; Send is enabled only when all six are rated', async () => {
    const { user } = await open({ [BASIC]: basicInfo() });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    expect(screen.getByRole('img', { name: 'Sunny Coast Rentals' }).getAttribute('src')).toBe('https://cdn.test/logo.svg');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Your stay' });
    expect(banner.textContent).toContain('Ocean View Villa');
    expect(banner.textContent).toContain('Miami Beach');
    expect(banner.textContent).toContain('Nights: 4');
    expect(banner.textContent).toMatch(/Jul 1\D+5, 2025/);
    expect(QUESTIONS.map((q) => within(screen.getByRole('radiogroup', { name: q })).getAllByRole('radio').length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(screen.getByRole('textbox', { name: 'How can we improve? (optional)' })).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    // Sent before the code runs (a server render), the browser posts it: the feedback never goes into the address.
    expect(sendButton().form?.getAttribute('method')).toBe('post');
    await rateAll(user, ['Great', 'Good', 'Ok', 'Bad', 'Terrible']);
    expect(sendButton().disabled).toBe(true);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Value' })).getByRole('radio', { name: 'Good' }));
    expect(sendButton().disabled).toBe(false);
  });

  it('a low score: sends the six marks and the text, apologises signed by the team, links the ticket it created', async () => {
    const { user, calls, history } = await open({ [BASIC]: basicInfo(), [SEND]: () => json({ avg: 4, link: '/tourist-lt/lt_new' }, 201) });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(user, ['Bad', 'Ok', 'Good', 'Bad', 'Terrible', 'Bad']);
    await user.type(screen.getByRole('textbox', { name: 'How can we improve? (optional)' }), '  The drain was slow  ');
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Thank you for your feedback!' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ cleaning: 2, communication: 3, location: 4, accuracy: 2, check_in: 1, value: 2, feedback: 'The drain was slow' });
    expect(screen.getByText('Your rating: 4 / 10')).toBeTruthy();
    expect(screen.getByText(/A member of our team will contact you shortly/)).toBeTruthy();
    expect(screen.getByText('The Sunny Coast Rentals team')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Review us/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Follow your request' }));
    expect(history.current().url).toBe('/tourist-lt/lt_new');
  });

  it('a high score (exactly 9): review links forced to https (javascript: dropped) and the platform invite for its reservations', async () => {
    const { user } = await open({ [BASIC]: basicInfo({ source: 'Airbnb' }), [SEND]: () => json({ avg: 9, link: 'http://g.page/r/sunny/review' }, 201) });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(user, ['Great', 'Great', 'Great', 'Good', 'Good', 'Good']);
    await user.click(sendButton());
    await screen.findByText(/Would you share your experience in a review/);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['Review us on Google', 'https://g.page/r/sunny/review', '_blank', 'noopener noreferrer'],
    ]);
    expect(screen.getByText('We would also be grateful for a review on Airbnb.')).toBeTruthy();
    expect(screen.queryByText(/contact you shortly/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('a middle score shows nothing extra; tenant 1 gets Done, which goes to /tourist', async () => {
    const { user, history } = await open({ [BASIC]: basicInfo({ tenant_id: 1 }), [SEND]: () => json({ avg: 8.3, link: null }, 201) });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(user, ['Great', 'Good', 'Good', 'Good', 'Good', 'Ok']);
    await user.click(sendButton());
    await screen.findByText('Your rating: 8.3 / 10');
    expect(screen.queryByText(/review/i)).toBeNull();
    expect(screen.queryByText(/contact you shortly/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(history.current().url).toBe('/tourist');
  });

  it('shows "We are processing your input..." with a spinner until the score arrives', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { user } = await open({ [BASIC]: basicInfo(), [SEND]: () => new Promise<Response>((r) => (answer = r)) });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(user, ['Great', 'Great', 'Great', 'Great', 'Great', 'Great']);
    await user.click(sendButton());
    expect(await screen.findByText('We are processing your input...')).toBeTruthy();
    answer(json({ avg: 10, link: null }, 201));
    await screen.findByText('Your rating: 10 / 10');
    expect(screen.queryByText('We are processing your input...')).toBeNull();
  });

  it('sent by keyboard: focus moves to the thank-you heading (issue 25), not to the page body', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { user } = await open({ [BASIC]: basicInfo(), [SEND]: () => new Promise<Response>((r) => (answer = r)) });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(user, ['Great', 'Great', 'Great', 'Great', 'Great', 'Great']);
    sendButton().focus();
    await user.keyboard('{Enter}');
    const processing = await screen.findByRole('heading', { name: 'We are processing your input...' });
    expect(document.activeElement).toBe(processing);
    answer(json({ avg: 10, link: null }, 201));
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your feedback!' });
    expect(document.activeElement).toBe(thanks);
  });

  it('a thank-you shown on load (answered before) leaves focus where it is', async () => {
    await open({ [BASIC]: basicInfo({ reviews: [{ source: 'survey', avg_rate: 9 }] }) });
    await screen.findByRole('heading', { name: 'Thank you for your feedback!' });
    expect(document.activeElement).toBe(document.body);
  });

  it('a failed send keeps every answer on screen, says so, and can be sent again', async () => {
    let attempt = 0;
    const { user, events } = await open({
      [BASIC]: basicInfo(),
      [SEND]: () => (++attempt === 1 ? json({ error: 'boom' }, 500) : json({ avg: 6, link: null }, 201)),
    });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(user, ['Ok', 'Ok', 'Ok', 'Ok', 'Ok', 'Ok']);
    await user.type(screen.getByRole('textbox'), 'Noisy street');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(console.warn).toHaveBeenCalled();
    expect(events.some((e) => e.type === 'gp-error')).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Noisy street');
    for (const q of QUESTIONS) expect(within(screen.getByRole('radiogroup', { name: q })).getByRole('radio', { name: 'Ok' }).getAttribute('aria-checked')).toBe('true');
    await user.click(sendButton());
    await screen.findByText('Your rating: 6 / 10');
    expect(attempt).toBe(2);
  });

  it("sends the signed link's signature: the element's survey-signature, else the route's sig", async () => {
    const sig = 'S1gnature_of-the-link-0123456789abcdefghijk';
    const first = await open({ [BASIC]: basicInfo(), [SEND]: () => json({ avg: 10, link: null }, 201) }, 'en', { attrs: { surveySignature: sig } });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(first.user, ['Great', 'Great', 'Great', 'Great', 'Great', 'Great']);
    await first.user.click(sendButton());
    await screen.findByText('Your rating: 10 / 10');
    expect(new URL(first.calls.find((c) => c.method === 'POST')!.url).searchParams.get('sig')).toBe(sig);
    first.unmount();

    const second = await open({ [BASIC]: basicInfo(), [SEND]: () => json({ avg: 10, link: null }, 201) }, 'en', { url: `/reservations/ABC123/survey?sig=${sig}` });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(second.user, ['Great', 'Great', 'Great', 'Great', 'Great', 'Great']);
    await second.user.click(sendButton());
    await screen.findByText('Your rating: 10 / 10');
    expect(new URL(second.calls.find((c) => c.method === 'POST')!.url).searchParams.get('sig')).toBe(sig);
  });

  it('a tenant requiring the signed link (403 survey_signature_required): says to open the link, keeps the answers', async () => {
    const { user, calls } = await open({ [BASIC]: basicInfo(), [SEND]: () => json({ error: 'signed link required', code: 'survey_signature_required' }, 403) }, 'fr');
    await screen.findByRole('heading', { level: 2 });
    const groups = screen.getAllByRole('radiogroup');
    for (const group of groups) await user.click(within(group).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: /avis/i }));
    expect((await screen.findByRole('alert')).textContent).toBe("Pour envoyer votre avis, ouvrez l'enquête depuis le lien du message que nous vous avons envoyé.");
    expect(new URL(calls.find((c) => c.method === 'POST')!.url).searchParams.has('sig')).toBe(false);
    for (const group of screen.getAllByRole('radiogroup')) expect(within(group).getAllByRole('radio')[0]!.getAttribute('aria-checked')).toBe('true');
  });

  it('answered before (409): reloads and shows the thank-you of the stored review', async () => {
    let reviews: unknown[] = [];
    const { user } = await open({
      [BASIC]: () => basicInfo({ reviews: reviews as never }),
      [SEND]: () => {
        reviews = [{ source: 'survey', avg_rate: 9.5 }];
        return json({ error: 'already', code: 'survey_already_submitted' }, 409);
      },
    });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    await rateAll(user, ['Great', 'Great', 'Great', 'Great', 'Great', 'Great']);
    await user.click(sendButton());
    await screen.findByText('Your rating: 9.5 / 10');
  });

  it('an existing survey review goes straight to the thank-you with its avg_rate', async () => {
    await open({ [BASIC]: basicInfo({ reviews: [{ source: 'survey', avg_rate: 7.5 }] }) });
    await screen.findByText('Your rating: 7.5 / 10');
    expect(screen.getByText(/A member of our team will contact you shortly/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my feedback' })).toBeNull();
  });

  it('an unknown reservation says so; a failing one offers Try again', async () => {
    await open({ [BASIC]: json({ error: 'Reservation not found' }, 404) });
    await screen.findByText('We could not find this reservation. Please check the link in your message.');
    let fail = true;
    const { user } = await open({ 'GET /api/reservations/ABC123/basic': () => (fail ? json({ error: 'down' }, 503) : basicInfo()) });
    await screen.findByText('We could not load this survey.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'How was your stay?' });
  });

  it('an odd optional block (listing, company) is left out, the survey still works', async () => {
    await open({ [BASIC]: { ...basicInfo(), listing: 'Villa', basic_company_info: 7, logo_url: null } });
    await screen.findByRole('heading', { name: 'How was your stay?' });
    expect(screen.getByText('Config Co')).toBeTruthy();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
  });
});

describe('survey during the stay', () => {
  // In Athens it is 2025-07-12 10:00; the stay runs 12 to 15 July in Athens.
  const midStay = () => basicInfo({ check_in: '2025-07-11T22:00:00Z', check_out: '2025-07-15T08:00:00Z', listing: { title: 'Ocean View Villa', city_name: 'Miami Beach', timezone: 'Europe/Athens' } });

  it('asks one question with faces; Send needs the rating; the answer is rate and text', async () => {
    const { user, calls } = await open({ [BASIC]: midStay(), [SEND]: () => json({ avg: 8, link: null }, 201) });
    const group = await screen.findByRole('radiogroup', { name: 'How are you enjoying your stay so far?' });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Great', 'Good', 'Ok', 'Bad', 'Terrible']);
    // Faces drawn in SVG (no emoji font needed), hidden from assistive tech: the mark's name is the text.
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(radio.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    expect(sendButton().disabled).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'Good' }));
    await user.type(screen.getByRole('textbox'), 'Lovely');
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'We appreciate your time' });
    expect(screen.getByText('Enjoy the rest of your stay')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rate: 4, feedback: 'Lovely' });
  });

  it('mid-stay starts at midnight of the check-in day in the listing zone, not in UTC', async () => {
    // 21:30 UTC on the 11th is 00:30 on the 12th in Athens: mid-stay there, the day before in UTC.
    vi.setSystemTime(new Date('2025-07-11T21:30:00Z'));
    await open({ [BASIC]: midStay() });
    await screen.findByRole('radiogroup', { name: 'How are you enjoying your stay so far?' });
  });

  it('a check-up review mid-stay goes to the thank-you with its ticket link', async () => {
    const { user, history } = await open({ [BASIC]: { ...midStay(), reviews: [{ source: 'checkup', avg_rate: 4, listing_task: { public_id: 'lt_chk' } }] } });
    await screen.findByRole('heading', { name: 'We appreciate your time' });
    await user.click(screen.getByRole('link', { name: 'Follow your request' }));
    expect(history.current().url).toBe('/tourist-lt/lt_chk');
  });
});

describe('in Hebrew', () => {
  it('is translated and right-to-left, with the listing text isolated', async () => {
    const { container } = await open({ [BASIC]: basicInfo() }, 'he');
    await screen.findByRole('heading', { name: 'איך הייתה השהות שלך?' });
    expect(container.querySelector('.gp-root')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('Ocean View Villa').getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('button', { name: 'שליחת המשוב שלי' })).toBeTruthy();
  });
});
