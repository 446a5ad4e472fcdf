import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInElement } from '../../../tests/unit/render';
import { arrivalKitOf } from '../../core/arrival-kit-source';
import { kitSource } from '../../../tests/unit/arrival-kit-fixtures';
import { saveArrivalKit } from './kit-storage';
import { OfflinePortal } from './offline-portal';

function keepKit(code: string) {
  const kit = arrivalKitOf(kitSource({ code, instructions: '<p>Key box left of the door.</p><img src="x" onerror="alert(1)">' }), new Date())!;
  saveArrivalKit('tenant-default', '7', kit);
}

const fallback = <p>The portal could not start.</p>;
const render = (url: string, hostAttributes: Record<string, string> = { 'arrival-kit': '' }) =>
  renderInElement(<OfflinePortal fallback={fallback} />, { url, hostAttributes });

afterEach(() => localStorage.clear());

describe('the offline portal', () => {
  it('My Trips lists the kits kept on this phone with the saved-at line', async () => {
    keepKit('ABC');
    await render('/tourist/trips');
    expect(screen.getByRole('heading', { level: 1, name: 'My trips on this phone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ocean View Villa' }).getAttribute('href')).toContain('/tourist/trips/ABC/info');
    expect(screen.getByText(/^Saved on this phone · updated /)).toBeTruthy();
  });

  it('the info page shows the arrival facts, codes isolated left-to-right, instructions sanitised', async () => {
    keepKit('ABC');
    const { container } = await render('/tourist/trips/ABC/info', { 'arrival-kit': 'on' });
    for (const text of ['2580', '4821#', 'OceanView-Guest', 'sunny-days-2026', 'Space 3', '+1 305 555 0199', 'Key box left of the door.']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('2580').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'Open in the maps app' }).getAttribute('href')).toBe('geo:25.79,-80.13');
    expect(container.querySelector('img[onerror]')).toBeNull();
  });

  it('a screen that needs the network says so; a trip not kept here says it is not saved', async () => {
    keepKit('ABC');
    const store = await render('/tourist/store/reservation/ABC');
    expect(screen.getByText('This needs an internet connection. Connect and try again.')).toBeTruthy();
    store.unmount();
    await render('/tourist/trips/OTHER/info');
    expect(screen.getByText(/The details of this trip are not saved on this phone/)).toBeTruthy();
  });

  it('with nothing kept, or without the arrival-kit attribute, the start error shows', async () => {
    const none = await render('/tourist/trips');
    expect(screen.getByText('The portal could not start.')).toBeTruthy();
    none.unmount();
    keepKit('ABC');
    await render('/tourist/trips', { 'arrival-kit': 'false' });
    expect(screen.getByText('The portal could not start.')).toBeTruthy();
  });

  it('right-to-left: the texts are translated and the codes stay left-to-right', async () => {
    keepKit('ABC');
    await renderInElement(<OfflinePortal fallback={fallback} />, { url: '/tourist/trips/ABC/info', hostAttributes: { 'arrival-kit': '' }, locale: 'he' });
    expect(screen.getByText(/^נשמר בטלפון הזה · עודכן /)).toBeTruthy();
    expect(screen.getByText('2580').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
