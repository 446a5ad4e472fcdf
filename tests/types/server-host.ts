// A rental company's server code against the package's server entry (`guest-portal-elements/server`),
// compiled by scripts/type-test.mjs as a host installs the package.
import { acceptedLanguages, elementFirstCalls, renderElement, type FirstScreenCall, type RenderElementOptions } from 'guest-portal-elements/server';

export async function tripsInner(acceptLanguage: string, answer: (path: string) => Promise<unknown>): Promise<string> {
  const attributes = { 'api-base': 'https://api.rentals.example' };
  const calls: FirstScreenCall[] | null = elementFirstCalls('guest-trips', attributes);
  if (!calls) return '';
  const resources: RenderElementOptions['resources'] = Object.fromEntries(await Promise.all(calls.map(async (c) => [c.key, await answer(c.path)] as const)));
  return renderElement('guest-trips', { attributes, languages: acceptedLanguages(acceptLanguage), resources, nonce: 'n0nce' });
}

// @ts-expect-error the answers the first screen shows are required
void renderElement('guest-trips', { attributes: {} });
