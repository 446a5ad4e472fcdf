import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { renderInElement } from '../../../../tests/unit/render';
import type { Message } from '../../../core/types';
import { TextField } from '../../../ui/text-field';
import { FieldError } from '../../../ui/field-error';
import { ErrorSummary } from './error-summary';

const REQUIRED: Message = { key: 'validation:requiredField' };
const PHOTO: Message = { key: 'validation:photoIdRequired' };

/** A step as the wizard shows it: the summary above, the fields (two guests, an upload) below. */
function Step({ messages }: { messages: Message[] }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <ErrorSummary messages={messages} summaryRef={summaryRef} fieldsRef={fieldsRef} />
      <div ref={fieldsRef}>
        <fieldset data-guest={0}>
          <legend>Guest 1 (adult)</legend>
          <TextField label="Full name" name="g0" value="Ada" onChange={() => undefined} />
        </fieldset>
        <fieldset data-guest={1}>
          <legend>Guest 2 (adult)</legend>
          <TextField label="Full name" name="g1" value="" error="Required field" onChange={() => undefined} />
          <div role="group" aria-labelledby="photo-label">
            <span id="photo-label">Photo ID</span>
            <button type="button" aria-describedby="photo-error">
              Choose file
            </button>
            <FieldError id="photo-error" error="Photo ID is required" />
          </div>
        </fieldset>
        <TextField label="E-mail" name="email" value="" error="Required field" onChange={() => undefined} />
      </div>
    </>
  );
}

describe('the error summary (issue 25)', () => {
  it('names the field and the guest of each message, and each line takes the guest to its field', async () => {
    await renderInElement(<Step messages={[REQUIRED, PHOTO, REQUIRED]} />);
    const summary = screen.getByRole('alert');
    const lines = within(summary).getAllByRole('button');
    expect(lines.map((b) => b.textContent)).toEqual(['Guest 2 (adult), Full name: Required field', 'Guest 2 (adult), Photo ID: Photo ID is required', 'E-mail: Required field']);
    fireEvent.click(lines[0]!);
    expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Full name' })[1]);
    fireEvent.click(lines[1]!);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose file' }));
    fireEvent.click(lines[2]!);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('a message no field shows (a step-wide rule) stays a plain line', async () => {
    await renderInElement(<Step messages={[{ key: 'precheckin:nav.busy' }]} />);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Please wait until your files finish uploading.').tagName).toBe('LI');
  });

  it('is translated: the line reads in the guest language', async () => {
    await renderInElement(<Step messages={[PHOTO]} />, { locale: 'fr' });
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Guest 2 (adult), Photo ID : Photo ID is required' })).toBeTruthy();
  });
});
