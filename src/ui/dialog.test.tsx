import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import { Dialog } from './dialog';
import { Drawer } from './drawer';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Terms"
        footer={<button type="button" onClick={() => setOpen(false)}>Accept</button>}
      >
        <input aria-label="Initials" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens modally, is labelled by its title and focuses the first field', async () => {
    await renderInElement(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(dialog).toHaveProperty('open', true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Initials' }));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    await renderInElement(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and with a footer action, focus back on the opener each time', async () => {
    await renderInElement(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the native cancel event (Escape in a browser) is handled by React state', async () => {
    const onClose = vi.fn();
    await renderInElement(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a drawer is a labelled modal dialog too', async () => {
    const onClose = vi.fn();
    await renderInElement(
      <Drawer open onClose={onClose} title="Menu">
        <a href="#x">Trips</a>
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.className).toContain('gp-drawer');
    fireEvent.click(drawer);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Dialog unmounted while open', () => {
  it('still returns focus to the opener', async () => {
    function Host() {
      const [mounted, setMounted] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMounted(true)}>
            Show
          </button>
          {mounted ? (
            <Dialog open onClose={() => setMounted(false)} title="Gone soon">
              <button type="button" onClick={() => setMounted(false)}>
                Remove
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    await renderInElement(<Host />);
    const opener = screen.getByRole('button', { name: 'Show' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
