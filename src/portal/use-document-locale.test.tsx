import { afterEach, describe, expect, it } from 'vitest';
import { renderInElement } from '../../tests/unit/render';
import { useDocumentLocale } from './use-document-locale';

function Probe({ ownsPage }: { ownsPage: boolean }) {
  useDocumentLocale(ownsPage);
  return null;
}
const html = () => document.documentElement;

afterEach(() => {
  html().removeAttribute('lang');
  html().removeAttribute('dir');
});

describe('useDocumentLocale', () => {
  it('the hosted portal sets <html lang> to the BCP 47 tag and dir=rtl for Arabic and Hebrew', async () => {
    await renderInElement(<Probe ownsPage />, { locale: 'ar' });
    expect([html().lang, html().dir]).toEqual(['ar', 'rtl']);
  });

  it('uses the Intl tag, not the portal code (ge → de), and dir=ltr', async () => {
    html().dir = 'rtl';
    await renderInElement(<Probe ownsPage />, { locale: 'ge' });
    expect([html().lang, html().dir]).toEqual(['de', 'ltr']);
  });

  it('an embedded element leaves the host page alone', async () => {
    html().lang = 'fr';
    await renderInElement(<Probe ownsPage={false} />, { locale: 'he' });
    expect([html().lang, html().getAttribute('dir')]).toEqual(['fr', null]);
  });
});
