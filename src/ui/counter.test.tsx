import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInElement } from '../../tests/unit/render';
import { Counter } from './counter';

function Harness({ initial, max, disabled }: { initial: number; max?: number; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return <Counter label="Towels" hint="Up to 2" value={value} min={0} max={max} disabled={disabled} decreaseLabel="Fewer towels" increaseLabel="More towels" onChange={setValue} />;
}

describe('Counter', () => {
  it('a named group whose value is announced; the buttons stop at the bounds and keep the focus there', async () => {
    await renderInElement(<Harness initial={1} max={2} />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Towels' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    const output = screen.getByRole('status', { name: 'Towels' });
    expect(output.getAttribute('aria-live')).toBe('polite');
    const more = screen.getByRole('button', { name: 'More towels' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(output.textContent).toBe('2');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(output.textContent).toBe('2');
    expect(document.activeElement).toBe(more);
    const fewer = screen.getByRole('button', { name: 'Fewer towels' });
    await user.click(fewer);
    await user.click(fewer);
    await user.click(fewer);
    expect(output.textContent).toBe('0');
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
  });

  it('read-only: both buttons disabled, the value still shown', async () => {
    await renderInElement(<Harness initial={3} disabled />);
    expect((screen.getByRole('button', { name: 'More towels' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Fewer towels' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Towels' }).textContent).toBe('3');
  });
});
