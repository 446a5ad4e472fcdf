/**
 * The phone rules (libphonenumber-js) download when the field appears. On a slow network the guest types
 * first: what was typed is stored as the rules read it once they arrive, so a valid national number is
 * never refused as invalid for having been typed early.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInElement } from '../../../../tests/unit/render';
import type { PhoneRules } from './load-phone-rules';
import { PhoneField } from './phone-field';

const arrival = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('./load-phone-rules', () => ({
  loadPhoneRules: async (): Promise<PhoneRules> => {
    await arrival.gate;
    return import('./phone-rules');
  },
}));

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('PhoneField before its rules arrive', () => {
  it('stores a number typed before the rules came in international form once they are here', async () => {
    const seen: string[] = [];
    await renderInElement(<Harness initial="" seen={seen} />, { locale: 'en' });
    const input = await screen.findByRole('textbox', { name: /^Phone/ });
    await userEvent.type(input, '3055550199');
    expect(seen.at(-1)).toBe('3055550199');
    await act(async () => arrival.release());
    await waitFor(() => expect(seen.at(-1)).toBe('+1 305 555 0199'));
    // What the guest sees stays what they typed.
    expect((input as HTMLInputElement).value).toBe('3055550199');
  });
});
