// The states every element's stories share — loading, a server error, an unreadable answer — and the
// `expected` parameter the Chromium test (tests/e2e/storybook.test.ts) checks each story against.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * What a story must show once it has settled: catalogue keys ('trips:empty.title', resolved by the
 * test in the story's locale) and literal texts (data from the mocks, e.g. a listing title). Every
 * one must appear, and each of `selectors` must match in the page or a shadow root (what has no
 * text, e.g. a provider's card fields). `statuses` are the HTTP error statuses the story's mocks answer on purpose (the
 * browser logs each as a console error, which the test accepts for these statuses only).
 */
export interface Expected {
  keys?: readonly string[];
  texts?: readonly string[];
  selectors?: readonly string[];
  statuses?: readonly number[];
}

type Method = 'get' | 'post' | 'put';

/** How a failing call answers: never (the loading state), 503, or a body that is not JSON. */
export type Failure = 'pending' | 'server-error' | 'malformed';

/** One call answered with `how`. Put it before a story's other handlers: the first match answers. */
export function failing(method: Method, path: string, how: Failure): HttpHandler {
  return http[method](path, async () => {
    if (how === 'pending') await delay('infinite');
    if (how === 'server-error') return HttpResponse.json({ error: 'Service unavailable', code: 'server' }, { status: 503 });
    // A proxy's error page or a cut-off answer: 200, but nothing the schema can read.
    return new HttpResponse('{"data": [', { headers: { 'Content-Type': 'application/json' } });
  });
}

/**
 * Story parameters: the story's mocks and what it must show. `expected` is a one-item list because
 * Storybook merges a story's parameter objects into its file's key by key (a story expecting only an
 * error message would inherit the file's listing titles), while a list replaces the file's list.
 */
export const mocked = (handlers: readonly HttpHandler[], expected: Expected) => ({ msw: { handlers: [...handlers] }, expected: [expected] });

/** What the three load states show: the loader, the server-error message, the unreadable-answer message. */
export interface LoadTexts {
  loading: Expected;
  error: Expected;
  malformed: Expected;
}

export const GENERIC_LOAD_TEXTS: LoadTexts = {
  loading: { keys: ['ui:loading'] },
  error: { keys: ['common:errors.server'] },
  malformed: { keys: ['common:errors.malformed'] },
};

/**
 * The Loading, ServerError and Malformed stories of an element: its first call (`method` `path`) never
 * answers, answers 503, or answers something unreadable; `rest` answers everything else.
 */
export function loadStates(method: Method, path: string, rest: readonly HttpHandler[], texts: LoadTexts = GENERIC_LOAD_TEXTS) {
  const with503 = (e: Expected): Expected => ({ ...e, statuses: [...(e.statuses ?? []), 503] });
  return {
    Loading: { parameters: mocked([failing(method, path, 'pending'), ...rest], texts.loading) },
    ServerError: { parameters: mocked([failing(method, path, 'server-error'), ...rest], with503(texts.error)) },
    Malformed: { parameters: mocked([failing(method, path, 'malformed'), ...rest], texts.malformed) },
  };
}

/** The story in another locale (right-to-left ones mirror the layout). */
export const inLocale = <S extends { args?: object }>(story: S, locale: string): S => ({ ...story, args: { ...story.args, locale } });
