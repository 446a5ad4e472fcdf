import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import type { Locale } from '../core/locales';
import { RadioGroup, type RadioOption } from './radio-group';

const MARKS: RadioOption<number>[] = [
  { value: 5, label: 'Great' },
  { value: 4, label: 'Good' },
  { value: 3, label: 'Ok' },
  { value: 2, label: 'Bad' },
  { value: 1, label: 'Terrible', symbol: '😞' },
];

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <h3 id="q">Cleaning</h3>
      <RadioGroup options={MARKS} value={value} onChange={setValue} labelledBy="q" required />
      <output data-testid="value">{value ?? 'none'}</output>
      <button type="button">after</button>
    </>
  );
}

const checked = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true').map((r) => r.getAttribute('data-value'));
const tabStops = () => screen.getAllByRole('radio').filter((r) => r.tabIndex === 0).map((r) => r.getAttribute('data-value'));

async function setup(locale: Locale = 'en', initial: number | null = null) {
  await renderInElement(<Harness initial={initial} />, { locale });
  return userEvent.setup();
}

describe('RadioGroup', () => {
  it('is a radio group named by its question, every mark named', async () => {
    await setup();
    const group = screen.getByRole('radiogroup', { name: 'Cleaning' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label') ?? r.textContent)).toEqual(['Great', 'Good', 'Ok', 'Bad', 'Terrible']);
    expect(screen.getByRole('radio', { name: 'Terrible' })).toBeTruthy();
  });

  it('has one tab stop: the first mark until one is checked, then the checked one', async () => {
    const user = await setup();
    expect(tabStops()).toEqual(['5']);
    await user.tab();
    expect(document.activeElement?.getAttribute('data-value')).toBe('5');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('after');
    await user.click(screen.getByRole('radio', { name: 'Ok' }));
    expect(tabStops()).toEqual(['3']);
    expect(checked()).toEqual(['3']);
  });

  it('arrow keys move and check, wrapping; Home and End jump; Space checks', async () => {
    const user = await setup('en', 4);
    screen.getByRole('radio', { name: 'Good' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['3']);
    expect(document.activeElement?.getAttribute('data-value')).toBe('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(checked()).toEqual(['5']);
    await user.keyboard('{ArrowUp}');
    expect(checked()).toEqual(['1']);
    await user.keyboard('{Home}');
    expect(checked()).toEqual(['5']);
    await user.keyboard('{End}');
    expect(screen.getByTestId('value').textContent).toBe('1');
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['2']);
  });

  it('mirrors left and right in right-to-left', async () => {
    const user = await setup('he', 4);
    screen.getByRole('radio', { name: 'Good' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['3']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(checked()).toEqual(['5']);
  });

  it('Space checks the focused mark when none is checked', async () => {
    const user = await setup();
    await user.tab();
    await user.keyboard(' ');
    expect(checked()).toEqual(['5']);
  });
});
