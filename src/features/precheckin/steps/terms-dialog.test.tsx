// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it would escape everything); jsdom lets the real sanitiser run.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupContactTestClock, completeContactDraft, contactCtx } from '../../../../tests/fixtures/precheckin-contact';
import { renderStep } from '../../../../tests/fixtures/precheckin-contact-harness';
import { polyfillJsdomDialog } from '../../../../tests/support/jsdom-dialog';
import { personalInfoStep } from './personal-info-step';

vi.mock('signature_pad', async () => ({ default: (await import('../../../../tests/fixtures/precheckin-contact-signature')).FakeSignaturePad }));

polyfillJsdomDialog();
setupContactTestClock();

describe('Personal info step: terms dialog', () => {
  it('opens the terms in a dialog of sanitised HTML, acknowledges them and returns focus', async () => {
    const { probe } = await renderStep(personalInfoStep, contactCtx(), completeContactDraft({ terms_accepted: false }));
    const read = screen.getByRole('button', { name: 'Read the terms' });
    read.focus();
    fireEvent.click(read);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(dialog.querySelector('h3')?.textContent).toBe('House rules'));
    expect(dialog.textContent).toContain('No parties.');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(probe.draft.terms_accepted).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'I have read and acknowledge the terms' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(read);
  });

});
