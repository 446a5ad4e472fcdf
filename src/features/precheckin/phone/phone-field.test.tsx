/**
 * The phone rules (libphonenumber-js) download when the field appears. On a slow network the guest types
 * first: what was typed is stored as the rules read it once they arrive, so a valid national number is
 * never refused as invalid for having been typed early.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInElement } from '../../../../tests/unit/render';
import type { PhoneRules } from './load-phone-rules';
import { PhoneField } from './phone-field';

// Each test holds the download back until it releases it.
const arrival = vi.hoisted(() => {
  const state = { gate: Promise.resolve(), release: () => undefined as void };
  return {
    hold() {
      state.gate = new Promise<void>((resolve) => (state.release = resolve));
    },
    wait: () => state.gate,
    release: () => state.release(),
  };
});
vi.mock('./load-phone-rules', () => ({
  loadPhoneRules: async (): Promise<PhoneRules> => {
    await arrival.wait();
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
  // The library's first import is slow under happy-dom: done once here, not inside a test's time.
  beforeAll(async () => {
    await import('./phone-rules');
  }, 30_000);

  it('stores a number typed before the rules came in international form once they are here', async () => {
    const seen: string[] = [];
    arrival.hold();
    await renderInElement(<Harness initial="" seen={seen} />, { locale: 'en' });
    const input = await screen.findByRole('textbox', { name: /^Phone/ });
    await userEvent.type(input, '3055550199');
    expect(seen.at(-1)).toBe('3055550199');
    await act(async () => arrival.release());
    await waitFor(() => expect(seen.at(-1)).toBe('+1 305 555 0199'));
    // What the guest sees stays what they typed.
    expect((input as HTMLInputElement).value).toBe('3055550199');
  });

  it('does not reformat a prefilled number under the guest\'s cursor: select all and type replaces it', async () => {
    const seen: string[] = [];
    arrival.hold();
    await renderInElement(<Harness initial="+1 305 555 0101" seen={seen} />, { locale: 'en' });
    const input = (await screen.findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    const picker = screen.getByLabelText('Country code') as HTMLSelectElement;
    await userEvent.click(input);
    input.select();
    // The rules arrive between the guest's select-all and their typing.
    await act(async () => arrival.release());
    // (The picker is enabled once the rules are here; role queries over its 240 options are too slow.)
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect(input.value).toBe('+1 305 555 0101');
    await userEvent.keyboard('3055550199');
    expect(input.value).toBe('3055550199');
    expect(seen.at(-1)).toBe('+1 305 555 0199');
  });

  it('shows a prefilled number in national form once the rules are here, or when the guest leaves the field', async () => {
    arrival.hold();
    await renderInElement(<Harness initial="+1 305 555 0101" seen={[]} />, { locale: 'en' });
    const input = (await screen.findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    const picker = screen.getByLabelText('Country code') as HTMLSelectElement;
    await userEvent.click(input);
    await act(async () => arrival.release());
    await waitFor(() => expect(picker.disabled).toBe(false));
    await userEvent.tab();
    expect(input.value).toBe('(305) 555-0101');
  });

  it('stores a keystroke made as the rules arrive, before the field re-rendered, by the rules', async () => {
    const seen: string[] = [];
    arrival.hold();
    await renderInElement(<Harness initial="" seen={seen} />, { locale: 'en' });
    const input = (await screen.findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    // Inside one act React renders nothing until it ends: the field's handlers still belong to the
    // render without rules when the guest's keystroke lands, after the rules came in.
    await act(async () => {
      arrival.release();
      await import('./phone-rules');
      for (let i = 0; i < 10; i++) await Promise.resolve();
      fireEvent.change(input, { target: { value: '3055550199' } });
    });
    await waitFor(() => expect(seen.at(-1)).toBe('+1 305 555 0199'));
  });

  it('shows the national form of a prefilled number as soon as the rules are here, with no render pending', async () => {
    arrival.hold();
    await renderInElement(<Harness initial="+1 305 555 0101" seen={[]} />, { locale: 'en' });
    const input = (await screen.findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    // Inside one act React would render only when it ends: the new text must not wait for that.
    await act(async () => {
      arrival.release();
      await import('./phone-rules');
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(input.value).toBe('(305) 555-0101');
    });
  });
});
