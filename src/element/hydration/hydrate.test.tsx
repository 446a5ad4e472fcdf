/**
 * An element upgraded over server markup (its declarative shadow root) loads the hydration code on
 * demand, seeds the embedded answers and hydrates the markup in place: the server's nodes stay, and the
 * data it embedded is not asked for again. Markup without valid data is dropped and rendered anew.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import catalogues from 'gp-locale-loaders:guest-trips';
import { json, mockFetch } from '../../../tests/unit/mock-fetch';
import { renderElementMarkup } from '../../server/render-element';
import { getRuntime } from '../../state/runtime';
import { useConfiguration } from '../config-resource';
import { useElement } from '../context';
import { createElementClass, defineTag } from '../define-element';
import { holdEarlyActions } from '../early-actions';

/** The taps the probe's button answered. */
const answered: string[] = [];

function Probe() {
  const config = useConfiguration();
  const { attrs } = useElement();
  return (
    <>
      <p className="probe">
        {config.data?.company_name ?? 'no configuration'}
        {attrs.greeting ? <span className="greeting">{attrs.greeting}</span> : null}
      </p>
      <button type="button" className="tap" onClick={() => answered.push('tapped')}>
        Tap
      </button>
    </>
  );
}

const CONFIG = { tenant_id: 3, company_name: 'Seaside Stays', default_locale: 'en' };
let n = 0;

/** A new tag in the page over `inner` (the declarative root's content), then its definition. */
async function upgradeOver(
  inner: (apiBase: string, spec: Parameters<typeof createElementClass>[0]) => Promise<string>,
  whileHydrating?: (el: HTMLElement) => void,
  beforeDefined?: (el: HTMLElement) => void,
) {
  const tag = `gp-hydrate-element-${++n}`;
  const apiBase = `http://hydrate-${n}.test`;
  const descriptor = { tag, attributes: [{ name: 'greeting', type: 'string' as const, description: 'A word.' }], needsSession: false, reservedHeight: 100, catalogue: 'guest-trips', sizeBudgetKiB: 1 };
  const spec = { descriptor, initialUrl: () => '/tourist/trips', canRender: () => true, Feature: Probe, catalogues };
  const { fetch, calls } = mockFetch({ 'GET /api/config': json({ ...CONFIG, company_name: 'Asked again' }) });
  getRuntime(apiBase, { fetch, retryDelayMs: 1 });
  document.body.insertAdjacentHTML('beforeend', `<${tag} api-base="${apiBase}" locale="en"></${tag}>`);
  const el = document.body.lastElementChild as HTMLElement;
  // What the parser makes of <template shadowrootmode="open"> before the element is defined.
  el.attachShadow({ mode: 'open' }).innerHTML = await inner(apiBase, spec);
  const serverNode = el.shadowRoot!.querySelector('.probe');
  if (whileHydrating) whenHydrationStarts(el, () => whileHydrating(el));
  beforeDefined?.(el);
  defineTag(tag, createElementClass(spec));
  return { el, serverNode, calls };
}

/** The server's render of the probe, as the declarative root's content. */
async function serverMarkup(apiBase: string, spec: Parameters<typeof createElementClass>[0]) {
  const html = await renderElementMarkup({ spec, attributes: { 'api-base': apiBase, locale: 'en' }, url: '/tourist/trips', resources: { config: CONFIG } });
  return /^<template shadowrootmode="open">([\s\S]*)<\/template>$/.exec(html)![1]!;
}

/** Runs `act` in the microtask after the hydration starts (it consumes the state script), before React commits. */
function whenHydrationStarts(el: HTMLElement, act: () => void) {
  const observer = new MutationObserver(() => {
    if (el.shadowRoot!.querySelector('[data-gp-state]')) return;
    observer.disconnect();
    act();
  });
  observer.observe(el.shadowRoot!, { childList: true });
}

afterEach(() => vi.restoreAllMocks());

describe('an element over server markup', () => {
  it('hydrates it in place with the embedded answers: the same nodes, no request for them', async () => {
    const { el, serverNode, calls } = await upgradeOver(serverMarkup);
    expect(serverNode?.textContent).toBe('Seaside Stays');
    // Hydrated: the state script is consumed and React owns the server's nodes.
    await waitFor(() => expect(el.shadowRoot!.querySelector('[data-gp-state]')).toBeNull());
    await waitFor(() => expect(el.shadowRoot!.querySelector('.gp-root')?.getAttribute('data-route')).toBe('tourist-trips'));
    expect(el.shadowRoot!.querySelector('.probe')).toBe(serverNode);
    expect(serverNode?.textContent).toBe('Seaside Stays');
    expect(calls.filter((c) => c.path === '/api/config')).toEqual([]);
    el.remove();
  });

  it('answers a tap made on the markup before the code ran, once it has hydrated, and marks the commit', async () => {
    answered.length = 0;
    const { el } = await upgradeOver(serverMarkup, undefined, (el) => {
      holdEarlyActions(el);
      el.shadowRoot!.querySelector<HTMLElement>('.tap')!.click();
      el.shadowRoot!.querySelector<HTMLElement>('.tap')!.click();
    });
    await waitFor(() => expect(answered).toEqual(['tapped']));
    expect(el.shadowRoot!.querySelector('[data-gp-hydrate]')!.hasAttribute('data-gp-hydrated')).toBe(true);
    el.remove();
  });

  it('drops markup whose data is missing or broken and renders anew from the API', async () => {
    const { el, serverNode, calls } = await upgradeOver(async () => '<script type="application/json" data-gp-state>{"locale":</script><div data-gp-hydrate><p class="probe">Stale</p></div>');
    expect(serverNode?.textContent).toBe('Stale');
    await waitFor(() => expect(el.shadowRoot!.querySelector('.probe')?.textContent).toBe('Asked again'));
    expect(el.shadowRoot!.querySelector('[data-gp-hydrate]')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/config')).toHaveLength(1);
    el.remove();
  });

  it('holds a host update made while hydrating until React has adopted the markup, then applies it', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { el, serverNode } = await upgradeOver(serverMarkup, (el) => el.setAttribute('greeting', 'Welcome'));
    await waitFor(() => expect(el.shadowRoot!.querySelector('.greeting')?.textContent).toBe('Welcome'));
    // Adopted, not rendered anew: the server's node is still the one on screen.
    expect(el.shadowRoot!.querySelector('.probe')).toBe(serverNode);
    expect([...warn.mock.calls, ...error.mock.calls].flat().join(' ')).not.toMatch(/hydrat|early update/i);
    el.remove();
  });

  it('renders host updates again after an element removed while hydrating is put back', async () => {
    const { el } = await upgradeOver(serverMarkup, (el) => el.remove());
    await waitFor(() => expect(el.isConnected).toBe(false));
    document.body.append(el);
    el.setAttribute('greeting', 'Back again');
    await waitFor(() => expect(el.shadowRoot!.querySelector('.greeting')?.textContent).toBe('Back again'));
    el.remove();
  });
});
