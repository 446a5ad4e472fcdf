import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInElement } from '../../tests/unit/render';
import { InstallHint } from './install-hint';
import { useInstallPrompt } from './use-install-prompt';

function Probe({ on }: { on: boolean }) {
  const install = useInstallPrompt(on);
  return <InstallHint {...install} />;
}

function offer() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(() => Promise.resolve()) });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('install hint', () => {
  it('shows where the browser offers an install, and Install opens the browser’s own dialog', async () => {
    await renderInElement(<Probe on />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const event = offer();
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Install this portal on your phone/)).toBeNull();
  });

  it('Not now hides it; an installed app hides it; without the arrival kit nothing listens', async () => {
    const { unmount } = await renderInElement(<Probe on />);
    offer();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/Install this portal on your phone/)).toBeNull();
    offer();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByText(/Install this portal on your phone/)).toBeNull();
    unmount();
    await renderInElement(<Probe on={false} />);
    const ignored = offer();
    expect(ignored.defaultPrevented).toBe(false);
    expect(screen.queryByText(/Install this portal on your phone/)).toBeNull();
  });
});
