import { afterEach, describe, expect, it } from 'vitest';
import { renderInElement } from '../../tests/unit/render';
import { keys } from '../state/keys';
import { useDocumentTitle } from './use-document-title';

function Probe({ ownsPage }: { ownsPage: boolean }) {
  useDocumentTitle(ownsPage);
  return null;
}

afterEach(() => {
  document.title = '';
});

describe('useDocumentTitle (issue 25)', () => {
  it('the hosted portal names the route and the company in the guest language', async () => {
    await renderInElement(<Probe ownsPage />, { url: '/tourist/trips', seed: (rt) => rt.resources.set(keys.config, { company_name: 'Sunny Coast Rentals' }) });
    expect(document.title).toBe('My Trips – Sunny Coast Rentals');
  });

  it('a company name with & or < is shown as written, not as HTML entities', async () => {
    await renderInElement(<Probe ownsPage />, { url: '/tourist/trips', seed: (rt) => rt.resources.set(keys.config, { company_name: 'Sea & Sun <Rentals>' }) });
    expect(document.title).toBe('My Trips – Sea & Sun <Rentals>');
  });

  it('every route has its own title, translated; without a company name the portal names itself', async () => {
    await renderInElement(<Probe ownsPage />, { url: '/tourist/login', locale: 'fr' });
    expect(document.title).toBe('Connexion au portail – Portail invité');
  });

  it('a pre-check-in and a reservation page are told apart', async () => {
    const a = await renderInElement(<Probe ownsPage />, { url: '/tourist/trips/ABC/2' });
    expect(document.title).toBe('Pre-check-in – Guest portal');
    a.unmount();
    await renderInElement(<Probe ownsPage />, { url: '/tourist/trips/ABC/info' });
    expect(document.title).toBe('Trip info – Guest portal');
  });

  it('an embedded element leaves the host page title alone', async () => {
    document.title = 'Sunny Coast – Book a villa';
    await renderInElement(<Probe ownsPage={false} />, { url: '/tourist/trips' });
    expect(document.title).toBe('Sunny Coast – Book a villa');
  });
});
