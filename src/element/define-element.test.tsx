import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createElementClass, defineTag } from './define-element';
import { useElement } from './context';
import { useRouter } from '../router/router';
import { getRuntime } from '../state/runtime';
import catalogues from 'gp-locale-loaders:guest-trips';

const sliced = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./render-slices', async (actual) => {
  const real = await actual<typeof import('./render-slices')>();
  return { ...real, renderInSlices: (render: () => void) => (sliced.renders++, real.renderInSlices(render)) };
});

function Probe() {
  const { attrs, runtime, locale, emit } = useElement();
  const { route, navigate } = useRouter();
  return (
    <div data-testid="probe" data-code={attrs.confirmationCode ?? ''} data-api={runtime.key} data-locale={locale} data-route={route.name}>
      <button type="button" onClick={() => navigate({ name: 'reservation-info', params: { id: 'X' } })}>go</button>
      <button type="button" onClick={() => emit('gp-error', { code: 'x', message: 'y' })}>fail</button>
    </div>
  );
}

const Cls = createElementClass({
  descriptor: {
    tag: 'gp-test-element',
    attributes: [{ name: 'confirmation-code', type: 'string', description: 'A code.' }],
    needsSession: false,
    reservedHeight: 100,
    catalogue: 'guest-trips',
    sizeBudgetKiB: 1,
  },
  initialUrl: () => '/tourist/trips',
  canRender: (name) => name === 'tourist-trips',
  Feature: Probe,
  catalogues,
});
defineTag('gp-test-element', Cls);

const probe = (el: Element) => el.shadowRoot?.querySelector('[data-testid="probe"]') as HTMLElement | null;

describe('custom element plumbing', () => {
  it('renders into an open shadow root and follows attributes, removal restoring the default', async () => {
    const el = document.createElement('gp-test-element');
    el.setAttribute('confirmation-code', 'ABC');
    el.setAttribute('locale', 'en');
    document.body.append(el);
    await waitFor(() => expect(probe(el)?.dataset.code).toBe('ABC'));
    expect(el.shadowRoot?.mode).toBe('open');
    el.setAttribute('confirmation-code', 'XYZ');
    await waitFor(() => expect(probe(el)?.dataset.code).toBe('XYZ'));
    el.removeAttribute('confirmation-code');
    await waitFor(() => expect(probe(el)?.dataset.code).toBe(''));
    el.remove();
  });

  it('keeps properties assigned before the element was upgraded', async () => {
    const el = document.createElement('gp-late-element') as HTMLElement & { apiBase?: string; authToken?: string | null };
    el.apiBase = 'http://late.test/api';
    el.authToken = 'secret-token';
    document.body.append(el);
    const descriptor = { tag: 'gp-late-element', attributes: [], needsSession: false, reservedHeight: 100, catalogue: 'guest-trips', sizeBudgetKiB: 1 };
    defineTag('gp-late-element', createElementClass({ descriptor, initialUrl: () => '/tourist/trips', canRender: () => true, Feature: Probe, catalogues }));
    await waitFor(() => expect(probe(el)?.dataset.api).toBe('http://late.test/api'));
    expect(el.getAttribute('api-base')).toBe('http://late.test/api');
    expect(getRuntime('http://late.test/api').auth.getState().token).toBe('secret-token');
    // A sign-in through the element stores its token in the runtime; the property reads it back.
    getRuntime('http://late.test/api').auth.setState({ token: 'from-login' });
    expect(el.authToken).toBe('from-login');
    // The token is never reflected to an attribute.
    expect(el.outerHTML).not.toContain('secret-token');
    el.remove();
  });

  it('fires bubbling, composed gp- events and a cancelable gp-navigate', async () => {
    const el = document.createElement('gp-test-element');
    const seen: CustomEvent[] = [];
    document.addEventListener('gp-error', (e) => seen.push(e as CustomEvent));
    document.addEventListener('gp-navigate', (e) => {
      seen.push(e as CustomEvent);
      e.preventDefault();
    });
    document.body.append(el);
    await waitFor(() => expect(probe(el)).not.toBeNull());
    (probe(el)!.querySelectorAll('button')[1] as HTMLButtonElement).click();
    (probe(el)!.querySelectorAll('button')[0] as HTMLButtonElement).click();
    await waitFor(() => expect(seen.map((e) => e.type)).toEqual(['gp-error', 'gp-navigate']));
    expect(seen.every((e) => e.bubbles && e.composed)).toBe(true);
    expect(seen[1]!.detail).toMatchObject({ name: 'reservation-info', url: '/tourist/trips/X/info' });
    // Cancelled: still on the trips route.
    expect(probe(el)?.dataset.route).toBe('tourist-trips');
    el.remove();
  });

  it('shares one runtime between elements with the same api-base', async () => {
    const a = document.createElement('gp-test-element');
    const b = document.createElement('gp-test-element');
    a.setAttribute('api-base', 'http://shared.test/');
    b.setAttribute('api-base', 'http://shared.test');
    document.body.append(a, b);
    await waitFor(() => expect(probe(a)?.dataset.api).toBe('http://shared.test'));
    await waitFor(() => expect(probe(b)?.dataset.api).toBe('http://shared.test'));
    a.remove();
    b.remove();
  });

  it('renders its first mount in slices, and a host’s later change at once', async () => {
    const el = document.createElement('gp-test-element');
    el.setAttribute('confirmation-code', 'ONE');
    el.setAttribute('locale', 'en');
    const before = sliced.renders;
    document.body.append(el);
    await waitFor(() => expect(probe(el)?.dataset.code).toBe('ONE'));
    expect(sliced.renders).toBe(before + 1);
    el.setAttribute('confirmation-code', 'TWO');
    await waitFor(() => expect(probe(el)?.dataset.code).toBe('TWO'));
    expect(sliced.renders).toBe(before + 1);
    // Moved in the page: React's root is unmounted on disconnect, so the new mount is a first one again.
    document.body.append(document.createElement('div'), el);
    await waitFor(() => expect(probe(el)?.dataset.code).toBe('TWO'));
    expect(sliced.renders).toBe(before + 2);
    el.remove();
  });
});
