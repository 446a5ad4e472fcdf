/**
 * A React 19 host (bundled with esbuild: `node demo/hosts/react/build.mjs`). The elements are plain JSX
 * tags typed by `guest-portal-elements/jsx`; the token goes in as the `authToken` prop, events come in as
 * `ongp-<name>` props (React 19 listens to the event named exactly after `on`).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from 'guest-portal-elements/jsx';
import { API_BASE, signInForToken } from '../sign-in.mjs';

const LOCALES = ['en', 'ar', 'fr'] as const;

function App() {
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [locale, setLocale] = useState<string>('en');
  const [shown, setShown] = useState(true);
  const [navigated, setNavigated] = useState('');

  async function signIn(form: HTMLFormElement) {
    const data = new FormData(form);
    try {
      setToken(await signInForToken(API_BASE, String(data.get('email')), String(data.get('password'))));
      setFailure('');
    } catch (error) {
      setFailure((error as Error).message);
    }
  }

  return (
    <main>
      <h1>Sunny Coast Rentals</h1>
      {token ? null : (
        <form
          aria-label="Sign in"
          onSubmit={(e) => {
            e.preventDefault();
            void signIn(e.currentTarget);
          }}
        >
          <label>E-mail <input name="email" type="email" defaultValue="guest@demo.test" /></label>
          <label>Password <input name="password" type="password" defaultValue="Guest#2026" /></label>
          <button id="sign-in" type="submit">Sign in</button>
          <output>{failure}</output>
        </form>
      )}
      <label>
        Language{' '}
        <select id="locale" value={locale} onChange={(e) => setLocale(e.target.value)}>
          {LOCALES.map((l) => <option key={l} value={l}>{l}</option>)}
        </select>
      </label>
      <button id="toggle" type="button" onClick={() => setShown((s) => !s)}>{shown ? 'Hide' : 'Show'} the guest area</button>
      <output id="navigated">{navigated}</output>
      {shown ? (
        <section>
          {/* Rendered once signed in: before its code loads React writes the token as an attribute, which the element takes and removes. */}
          {token ? (
            <guest-trips
              api-base={API_BASE}
              auth="token"
              authToken={token}
              locale={locale}
              ongp-navigate={(e) => {
                // This page has no portal route of its own: show where the guest asked to go.
                e.preventDefault();
                setNavigated(e.detail.url);
              }}
            />
          ) : null}
          <gate-code-lookup api-base={API_BASE} auth="token" locale={locale} />
        </section>
      ) : null}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
