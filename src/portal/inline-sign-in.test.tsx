/**
 * The inline sign-in's screens and texts (the `sign-in` catalogue bundle) are a lazy part of the element:
 * a signed-out guest shown Sign in gets them downloaded ahead; while they load the guest sees the loader;
 * if the texts cannot load, a message and a retry instead of keys or a blank box.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import { readCatalogue, readBundles } from '../../scripts/locales-plugin.mjs';
import { withInlineSignIn } from './inline-sign-in';
import { withSignInGate } from './sign-in-gate';

// Each test uses a locale of its own: a bundle loads once per page and locale.
const texts = vi.hoisted(() => ({ failures: new Map<string, number>(), calls: [] as string[] }));
vi.mock('gp-locale-loaders:sign-in', () => ({
  default: new Proxy(
    {},
    {
      get: (_t, lng: string) => async () => {
        texts.calls.push(lng);
        const left = texts.failures.get(lng) ?? 0;
        texts.failures.set(lng, left - 1);
        if (left > 0) throw new Error('offline');
        return { default: readCatalogue(lng, readBundles()['sign-in']) };
      },
    },
  ),
}));

const signedOut = () => ({ signed_in: false });
const Gated = withInlineSignIn(withSignInGate(() => <p>screens</p>, 'trips:errors.signIn'));

describe('inline sign-in', () => {
  it('shows a retry when the sign-in texts cannot load, and the login screen once they do', async () => {
    texts.failures.set('en', 1);
    await renderInElement(<Gated />, { url: '/tourist/login' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal login' })).toBeTruthy();
    expect(texts.calls.filter((l) => l === 'en')).toHaveLength(2);
  });

  it('downloads the sign-in texts once the prompt is shown, so Sign in asks for nothing more', async () => {
    await renderInElement(<Gated />, { url: '/tourist/trips', locale: 'fr', routes: { 'GET /api/tourist/user': signedOut } });
    await screen.findByRole('button', { name: 'Se connecter' });
    await waitFor(() => expect(texts.calls).toContain('fr'));
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(texts.calls.filter((l) => l === 'fr')).toHaveLength(1);
  });

  it('downloads nothing ahead with portal-url (Sign in hands off to the hosted portal)', async () => {
    await renderInElement(<Gated />, { url: '/tourist/trips', locale: 'es', portalUrl: 'https://portal.test', routes: { 'GET /api/tourist/user': signedOut } });
    await screen.findByText('Inicia sesión para ver tus viajes.');
    await new Promise((r) => setTimeout(r, 20));
    expect(texts.calls).not.toContain('es');
  });
});
