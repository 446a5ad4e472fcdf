import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import { Menu } from './menu';

function setup() {
  const history = vi.fn();
  const disconnect = vi.fn();
  const items = [
    { id: 'history', label: 'Purchase history', onSelect: history },
    { id: 'logout', label: 'Disconnect', onSelect: disconnect },
  ];
  return { history, disconnect, items };
}

describe('Menu', () => {
  it('keyboard: Enter opens on the first item, arrows wrap, Escape closes and returns focus', async () => {
    const { items } = setup();
    await renderInElement(<Menu label="Ann" buttonLabel="Account menu" items={items} />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menuItems = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(menuItems[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menuItems[1]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menuItems[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(menuItems[1]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('ArrowUp opens on the last item; Enter on an item selects it and closes', async () => {
    const { items, disconnect, history } = setup();
    await renderInElement(<Menu label="Ann" buttonLabel="Account menu" items={items} />);
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Disconnect' }));
    await userEvent.keyboard('{Enter}');
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(history).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a click outside closes it', async () => {
    const { items } = setup();
    await renderInElement(
      <>
        <Menu label="Ann" buttonLabel="Account menu" items={items} />
        <p>outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
