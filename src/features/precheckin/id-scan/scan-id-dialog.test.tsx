import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within as inside } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../../../tests/unit/render';
import { td3 } from '../../../../tests/support/mrz-compose';
import { readMrz, type MrzOutcome } from '../../../core/id-scan/mrz-reading';
import { ScanIdButton } from './scan-id-button';
import { ScanError } from './scan-session';

const scanPicture = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<MrzOutcome>>());
vi.mock('./scan-session', async (original) => ({ ...(await original<typeof import('./scan-session')>()), scanPicture }));

const ANNA = { documentCode: 'P', issuing: 'SWE', surname: 'ERIKSSON', givenNames: 'ANNA MARIA', documentNumber: 'L898902C3', nationality: 'SWE', birth: '740812', sex: 'F', expiry: '240415' } as const;
const read = (today = '2026-11-26') => readMrz(td3(ANNA).join('\n'), today);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // No camera in happy-dom: the dialog offers the photo picker.
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

async function openAndPick(typedName: string | null, onApply = vi.fn()) {
  const user = userEvent.setup();
  const view = await renderInElement(<ScanIdButton typedName={typedName} onApply={onApply} />);
  await user.click(await screen.findByRole('button', { name: 'Scan ID' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan your ID' });
  await inside(dialog).findByText('The camera is not available. Choose a photo of the document instead.');
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, new File(['x'], 'id.png', { type: 'image/png' }));
  return { user, dialog, onApply, view };
}

describe('Scan ID', () => {
  it('reads a picked photo, shows the values for review (editable), and applies the edits', async () => {
    scanPicture.mockResolvedValueOnce(read());
    const { user, dialog, onApply } = await openAndPick('');
    const number = await inside(dialog).findByLabelText('Document number');
    expect(number).toHaveProperty('value', 'L898902C3');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(inside(dialog).getByText(/This document expired on/).textContent).toContain('2024-04-15');
    expect(inside(dialog).getAllByText('Sweden (SWE)')).toHaveLength(2); // nationality and issuing country
    await user.clear(number);
    await user.type(number, 'L898902C4');
    await user.click(inside(dialog).getByRole('button', { name: 'Use these details' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ documentNumber: 'L898902C4', surname: 'ERIKSSON', birthDate: '1974-08-12' }), false);
  });

  it('asks before replacing a typed name', async () => {
    scanPicture.mockResolvedValueOnce(read());
    const { user, dialog, onApply } = await openAndPick('Anna Svensson');
    const consent = await inside(dialog).findByRole('checkbox', { name: /Replace the name you typed with the name on the document/ });
    expect(consent).toHaveProperty('checked', false);
    await user.click(consent);
    await user.click(inside(dialog).getByRole('button', { name: 'Use these details' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ surname: 'ERIKSSON' }), true);
  });

  it('says a refused read in one line, offers Rescan, and closing leaves the form alone', async () => {
    scanPicture.mockResolvedValueOnce({ ok: false, reason: 'check_digits' });
    const { user, dialog, onApply } = await openAndPick('');
    await inside(dialog).findByText('The document could not be read reliably. Rescan or type the details.');
    await user.click(inside(dialog).getByRole('button', { name: 'Rescan' }));
    await inside(dialog).findByRole('button', { name: 'Choose a photo' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onApply).not.toHaveBeenCalled();
  });

  it('explains a scanner the page blocks and one that timed out', async () => {
    scanPicture.mockRejectedValueOnce(new ScanError('blocked'));
    const first = await openAndPick('');
    await inside(first.dialog).findByText('The scanner cannot run on this page. Please type the details.');
    await first.user.click(inside(first.dialog).getByRole('button', { name: 'Rescan' }));
    scanPicture.mockRejectedValueOnce(new ScanError('timeout'));
    await first.user.upload(first.dialog.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], 'id.png', { type: 'image/png' }));
    await inside(first.dialog).findByText('The scanner took too long to start. Please type the details.');
  });

  it('has no serious axe violation in review', async () => {
    scanPicture.mockResolvedValueOnce(read());
    const { dialog, view } = await openAndPick('Anna Svensson');
    await inside(dialog).findByLabelText('Surname');
    const result = await axe.run(view.host.shadowRoot ?? view.host, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
