// How the elements' build splits the SDK into files (rollup.config.mjs), and which modules hold state
// every element on a page shares (tests/unit/page-state.test.ts keeps that list true).

// React and react-dom in a chunk of their own, part of the shared runtime: the loader evaluates it first
// and gives the browser a turn before the rest, so evaluating the SDK is two tasks of about the floor's
// size instead of one long task that blocks the host page (elements/loader.ts).
export const REACT = /node_modules\/(react|react-dom|scheduler)\//;

// Code every element needs lands in one shared chunk, downloaded once per page. It holds the state the
// elements of a page share: the runtimes (API client, stores, session), i18n, the landing after sign-in.
export const RUNTIME = [
  /node_modules\/(react|react-dom|scheduler|@r2wc|zustand|use-sync-external-store|wretch|valibot|i18next|react-i18next|html-parse-stringify|void-elements)\//,
  /\/src\/(element|state|router|i18n|styles)\/(?!link|format|use-action-log|use-catalogue|bidi)/,
  /\/src\/core\/locales\.ts$/,
  // UI primitives nearly every element renders.
  /\/src\/ui\/(alert|button|focus|empty-state|spinner)(\.styles)?\.tsx?$/,
  /\/src\/api\/(client|errors|first-call-paths|http|schemas\/common|endpoints\/config|schemas\/config)\.ts$/,
];

// Modules outside the runtime whose state every element on a page must share: a pre-check-in draft is
// edited alike in <guest-portal> and <guest-precheckin>; a page loads the registration widget once.
export const PAGE_STATE = [
  /\/src\/features\/precheckin\/wizard\/draft-store\.ts$/,
  /\/src\/features\/precheckin\/external-registration\/widget-script\.ts$/,
];

/**
 * Whether a module is one instance for the whole page. Every other module of the SDK is copied into
 * each element that uses it (perElementCopies in scripts/rollup-plugins.mjs), so an element is one file.
 */
export const sharedByPage = (id) => [REACT, ...RUNTIME, ...PAGE_STATE].some((re) => re.test(id.replace(/\\/g, '/')));

/** The chunk a module is placed in by name (undefined: rollup decides by who imports it). */
export function manualChunk(id) {
  const norm = id.replace(/\\/g, '/');
  if (norm.includes('gp-locale:')) return undefined;
  if (REACT.test(norm)) return 'react';
  if (RUNTIME.some((re) => re.test(norm))) return 'runtime';
  return undefined;
}
