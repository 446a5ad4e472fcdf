import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { ALL_DETAILS_SETTINGS, guestsCtx, guestsRecord, SEEDED_REQUESTS } from '../../../../tests/fixtures/precheckin-guests';
import { renderStep } from '../../../../tests/fixtures/precheckin-guests-harness';
import { guestsInfoStep } from './guests-info-step';
import { specialRequestsStep } from './special-requests-step';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/**
 * axe-core over the rendered step with its messages showing (WCAG 2.0–2.2 A/AA). Colour contrast needs
 * real layout and is left to the Chromium journeys; everything structural (names, roles, ARIA
 * references, labels) is checked here.
 */
async function audit(root: HTMLElement) {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return {
    checked: result.passes.length,
    serious: result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
  };
}

describe('guests steps: axe finds no serious or critical violation', () => {
  it('Guests info with every detail field and its messages', async () => {
    const { host, next } = await renderStep(guestsInfoStep, guestsCtx(guestsRecord(), { settings: ALL_DETAILS_SETTINGS }));
    await next();
    const { checked, serious } = await audit(host);
    expect(serious).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it('Special requests with counters, toggles, air mattress, parking warning and messages', async () => {
    const record = guestsRecord({
      special_requests_settings: SEEDED_REQUESTS,
      allow_air_mattress: true,
      has_assigned_parking: true,
      client_info: { need_parking: true, car_amount: 3 },
      car_info: { assigned_parking_desc: 'Space 3 in the building garage.' },
    });
    const { host, next } = await renderStep(specialRequestsStep, guestsCtx(record, { settings: { offer_parking: true } }));
    await next();
    const { checked, serious } = await audit(host);
    expect(serious).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});
