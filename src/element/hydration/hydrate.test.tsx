/**
 * An element upgraded over server markup (its declarative shadow root) loads the hydration code on
 * demand, seeds the embedded answers and hydrates the markup in place: the server's nodes stay, and the
 * data it embedded is not asked for again. Markup without valid data is dropped and rendered anew.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import catalogues from 'gp-locale-loaders:guest-trips';
import { json, mockFetch } from '../../../tests/unit/mock-fetch';
import { renderElementMarkup } from '../../server/render-element';
import { getRuntime } from '../../state/runtime';
import { useConfiguration } from '../config-resource';
import { createElementClass, defineTag } from '../define-element';

function Probe() {
  const config = useConfiguration();
  return <p className="probe">{config.data?.company_name ?? 'no configuration'}</p>;
}

const CONFIG = { tenant_id: 3, company_name: 'Seaside Stays', default_locale: 'en' };
let n = 0;

/** A new tag in the page over `inner` (the declarative root's content), then its definition. */
async function upgradeOver(inner: (apiBase: string, spec: Parameters<typeof createElementClass>[0]) => Promise<string>) {
  const tag = `gp-hydrate-element-${++n}`;
  const apiBase = `http://hydrate-${n}.test`;
  const descriptor = { tag, attributes: [], needsSession: false, reservedHeight: 100, catalogue: 'guest-trips', sizeBudgetKiB: 1 };
  const spec = { descriptor, initialUrl: () => '/tourist/trips', canRender: () => true, Feature: Probe, catalogues };
  const { fetch, calls } = mockFetch({ 'GET /api/config': json({ ...CONFIG, company_name: 'Asked again' }) });
  getRuntime(apiBase, { fetch, retryDelayMs: 1 });
  document.body.insertAdjacentHTML('beforeend', `<${tag} api-base="${apiBase}" locale="en"></${tag}>`);
  const el = document.body.lastElementChild as HTMLElement;
  // What the parser makes of <template shadowrootmode="open"> before the element is defined.
  el.attachShadow({ mode: 'open' }).innerHTML = await inner(apiBase, spec);
  const serverNode = el.shadowRoot!.querySelector('.probe');
  defineTag(tag, createElementClass(spec));
  return { el, serverNode, calls };
}

describe('an element over server markup', () => {
  it('hydrates it in place with the embedded answers: the same nodes, no request for them', async () => {
    const { el, serverNode, calls } = await upgradeOver(async (apiBase, spec) => {
      const html = await renderElementMarkup({ spec, attributes: { 'api-base': apiBase, locale: 'en' }, url: '/tourist/trips', resources: { config: CONFIG } });
      return /^<template shadowrootmode="open">([\s\S]*)<\/template>$/.exec(html)![1]!;
    });
    expect(serverNode?.textContent).toBe('Seaside Stays');
    // Hydrated: the state script is consumed and React owns the server's nodes.
    await waitFor(() => expect(el.shadowRoot!.querySelector('[data-gp-state]')).toBeNull());
    await waitFor(() => expect(el.shadowRoot!.querySelector('.gp-root')?.getAttribute('data-route')).toBe('tourist-trips'));
    expect(el.shadowRoot!.querySelector('.probe')).toBe(serverNode);
    expect(serverNode?.textContent).toBe('Seaside Stays');
    expect(calls.filter((c) => c.path === '/api/config')).toEqual([]);
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
});
