// @vitest-environment jsdom
// axe-core needs a DOM it can query fully; jsdom serves it (no layout, so contrast and target size are
// left to the Chromium accessibility run after the merge).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { completeContactDraft, contactCtx, contactRecord, setupContactTestClock } from '../../../../tests/fixtures/precheckin-contact';
import { renderStep } from '../../../../tests/fixtures/precheckin-contact-harness';
import { polyfillJsdomDialog } from '../../../../tests/support/jsdom-dialog';
import { personalInfoStep } from './personal-info-step';

vi.mock('signature_pad', async () => ({ default: (await import('../../../../tests/fixtures/precheckin-contact-signature')).FakeSignaturePad }));

polyfillJsdomDialog();
setupContactTestClock();

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

describe('Personal info step: accessibility', () => {
  it.each(['en', 'ar'] as const)('%s: every section shown, with messages, has no serious or critical axe violation', async (locale) => {
    const record = contactRecord({ additional_docs: [{ id: 3, type: 'Visa' }] });
    const ctx = contactCtx({ record, identityVerification: true, settings: { show_selfie_with_id: true, require_signature: true } });
    const { container } = await renderStep(personalInfoStep, ctx, completeContactDraft({ terms_accepted: false, client_info: {} }), { locale });
    screen.getAllByRole('button').at(-1)!.click();
    await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(2));
    if (locale === 'ar') expect(container.querySelector('.gp-root')?.getAttribute('dir')).toBe('rtl');
    // Numbers and addresses read left to right inside the mirrored layout.
    for (const name of ['email', 'phone_number', 'zip_code']) expect(container.querySelector(`[name="${name}"]`)?.getAttribute('dir')).toBe('ltr');
    const result = await axe.run(container, { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] });
    const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  }, 20_000);
});
