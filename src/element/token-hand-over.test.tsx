/**
 * Host frameworks hand the bearer token over before the element is defined: React 19 writes the prop
 * `authToken` as an attribute (`authtoken`), Vue as `auth-token`. The element takes it into memory at
 * the upgrade and removes the attribute; a token that arrives after a signed-out answer asks again.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import catalogues from 'gp-locale-loaders:guest-trips';
import { json, mockFetch } from '../../tests/unit/mock-fetch';
import { getRuntime } from '../state/runtime';
import { keys } from '../state/keys';
import { useElement } from './context';
import { createElementClass, defineTag } from './define-element';
import { sessionResource } from '../shared/resources/session';

function Probe() {
  const { runtime } = useElement();
  return <div data-testid="probe" data-api={runtime.key} />;
}

let n = 0;
function defineLate(): string {
  const tag = `gp-token-element-${++n}`;
  const descriptor = { tag, attributes: [], needsSession: false, reservedHeight: 100, catalogue: 'guest-trips', sizeBudgetKiB: 1 };
  defineTag(tag, createElementClass({ descriptor, initialUrl: () => '/tourist/trips', canRender: () => true, Feature: Probe, catalogues }));
  return tag;
}

const nextTag = () => `gp-token-element-${n + 1}`;

describe('a bearer token given before the upgrade', () => {
  it.each(['authtoken', 'auth-token'])('is taken from the %s attribute into memory and the attribute removed at once', async (attribute) => {
    const apiBase = `http://token-attr-${attribute}.test`;
    document.body.insertAdjacentHTML('beforeend', `<${nextTag()} api-base="${apiBase}" auth="token" ${attribute}="tok-${attribute}"></${nextTag()}>`);
    const el = document.body.lastElementChild as HTMLElement & { authToken: string | null };
    expect(el.getAttribute(attribute)).toBe(`tok-${attribute}`);
    defineLate();
    expect(el.hasAttribute(attribute)).toBe(false);
    expect(el.outerHTML).not.toContain(`tok-${attribute}`);
    expect(getRuntime(apiBase).auth.getState().token).toBe(`tok-${attribute}`);
    expect(el.authToken).toBe(`tok-${attribute}`);
    // Set again after the upgrade (a framework re-rendering before it knows the property): never kept either.
    el.setAttribute(attribute, 'tok-again');
    expect(el.hasAttribute(attribute)).toBe(false);
    expect(getRuntime(apiBase).auth.getState().token).toBe('tok-again');
    el.remove();
  });

  it('reaches the API client of the api-base set after it (property order of a framework)', async () => {
    const tag = defineLate();
    const el = document.createElement(tag) as HTMLElement & { authToken: string | null; apiBase?: string };
    el.authToken = 'tok-first';
    el.apiBase = 'http://token-order.test';
    expect(el.authToken).toBe('tok-first');
    document.body.append(el);
    expect(getRuntime('http://token-order.test').auth.getState().token).toBe('tok-first');
    expect(getRuntime('').auth.getState().token).not.toBe('tok-first');
    await waitFor(() => expect(el.shadowRoot?.querySelector('[data-testid="probe"]')).not.toBeNull());
    el.remove();
  });
});

describe('a token after a signed-out answer', () => {
  it('asks for the session again, with the token', async () => {
    const apiBase = 'http://token-recheck.test';
    let signedIn = false;
    const { fetch, calls } = mockFetch({
      'GET /api/tourist/user': () => (signedIn ? { id: 7, email: 'guest@demo.test' } : json({ error: 'Unauthorized' }, 401)),
    });
    const runtime = getRuntime(apiBase, { fetch, retryDelayMs: 1 });
    runtime.auth.setState({ mode: 'token' });
    await runtime.resources.ensure(sessionResource.key, (s) => sessionResource.load(runtime.api, s)).catch(() => undefined);
    expect(runtime.resources.getState().entries[keys.user]?.status).toBe('error');
    signedIn = true;
    runtime.auth.setState({ token: 'late-token' });
    // The cached signed-out answer is gone: the next reader (a shown element, or one added later) asks again.
    expect(runtime.resources.getState().entries[keys.user]).toBeUndefined();
    await runtime.resources.ensure(sessionResource.key, (s) => sessionResource.load(runtime.api, s));
    const last = calls.filter((c) => c.path === '/api/tourist/user').at(-1);
    expect(last?.headers.get('Authorization')).toBe('Bearer late-token');
    expect(runtime.resources.getState().entries[keys.user]?.status).toBe('ready');
  });

  it('keeps a signed-in answer when the token changes (a sign-in through the element sets both)', async () => {
    const runtime = getRuntime('http://token-keep.test');
    runtime.resources.set(keys.user, { id: 1, email: 'a@b.test' });
    runtime.auth.setState({ token: 'another' });
    expect(runtime.resources.getState().entries[keys.user]?.status).toBe('ready');
  });
});
