// <gate-code-lookup> and <guest-survey> rendered on a rental company's server: the calls each names, and
// its first screen from the API's answers, read as the browser reads them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basicInfo, NOW } from '../../tests/fixtures/feedback-fixtures';
import { parseEmbeddedState } from '../element/hydration/seed';
import { elementFirstCalls, renderElement } from './index';

const API = 'http://127.0.0.1:5000';
const CONFIG = { tenant_id: 2, company_name: 'Sunny Coast Rentals', default_locale: 'en', timezone: 'UTC' };

const stateOf = (html: string) => parseEmbeddedState(/<script type="application\/json" data-gp-state[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]);
const markupOf = (html: string) => /<div data-gp-hydrate>([\s\S]*)<\/div><\/template>$/.exec(html)?.[1] ?? '';

describe('elementFirstCalls (lookup, survey)', () => {
  it('names the configuration for the lookup form, and the reservation for the survey', () => {
    expect(elementFirstCalls('gate-code-lookup', { 'api-base': API })).toEqual([{ key: 'config', path: '/api/config' }]);
    expect(elementFirstCalls('gate-code-lookup', { 'api-base': API, mode: 'reservation' })).toEqual([{ key: 'config', path: '/api/config' }]);
    expect(elementFirstCalls('guest-survey', { 'api-base': API, 'confirmation-code': 'AB C/1' })).toEqual([
      { key: 'config', path: '/api/config' },
      { key: 'reservation-basic:AB C/1', path: '/api/reservations/AB%20C%2F1/basic' },
    ]);
  });

  it('leaves the ticket tracker to the browser', () => {
    expect(elementFirstCalls('guest-survey', { 'confirmation-code': 'ABC123' }, '/tourist-lt/lt_7')).toBeNull();
  });
});

describe('renderElement (lookup, survey)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders the lookup form with the element's own sheet and embeds the configuration", async () => {
    const html = await renderElement('gate-code-lookup', { attributes: { 'api-base': API }, languages: ['de-DE', 'en'], resources: { config: CONFIG } });
    const markup = markupOf(html);
    expect(markup).toContain('part="form"');
    expect(markup).toContain('lang="ge"'); // the spec's code for German
    expect(html).toContain('min-block-size: var(--_reserved) !important');
    expect(stateOf(html)?.resources.config).toMatchObject({ company_name: 'Sunny Coast Rentals' });
  });

  it('renders the survey with the stay in the listing’s zone, and embeds the reservation under its key', async () => {
    const basic = basicInfo();
    const html = await renderElement('guest-survey', {
      attributes: { 'api-base': API, 'confirmation-code': 'ABC123', locale: 'en' },
      resources: { config: CONFIG, 'reservation-basic:ABC123': basic },
    });
    const markup = markupOf(html);
    expect(markup).toContain('Ocean View Villa');
    expect(markup).toContain('Miami Beach');
    expect(markup).toContain('part="form"');
    const state = stateOf(html);
    expect(state?.resources['reservation-basic:ABC123']).toMatchObject({ confirmation_code: 'ABC123' });
    // What the browser would ask Intl (the listing's zone known, the stay's dates), given to it so that it
    // hydrates the same text without building the page's first formatter.
    const asked = Object.keys(state?.intl ?? {});
    expect(asked.some((key) => key.startsWith('zone|') && key.includes('Europe/Athens'))).toBe(true);
    expect(asked.some((key) => key.startsWith('range|'))).toBe(true);
    // The instant it compared dates with (mid-stay or after), which the hydration takes over.
    expect(state?.now).toBe(NOW.getTime());
  });

  it('rejects without an answer it reads, or on the ticket tracker: the page keeps the browser render', async () => {
    const attributes = { 'api-base': API, 'confirmation-code': 'ABC123' };
    await expect(renderElement('guest-survey', { attributes, resources: { config: CONFIG } })).rejects.toThrow('no answer given for reservation-basic:ABC123');
    await expect(renderElement('guest-survey', { attributes, url: '/tourist-lt/lt_7', resources: { config: CONFIG } })).rejects.toThrow('has no server render at /tourist-lt/lt_7');
  });

  it('rejects a reservation it cannot read: the page keeps the browser render', async () => {
    await expect(
      renderElement('guest-survey', { attributes: { 'api-base': API, 'confirmation-code': 'ABC123' }, resources: { config: CONFIG, 'reservation-basic:ABC123': 'nope' } }),
    ).rejects.toThrow();
  });
});
