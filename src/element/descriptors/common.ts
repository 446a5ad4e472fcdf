/**
 * The attributes and events every element has, documented once: the manifest adds them to each element
 * (scripts/manifest.mjs), r2wc observes the attributes (define-element.tsx), the JSX types type them.
 * The bundle drops the descriptions (scripts/rollup-plugins.mjs, dropDescriptions).
 */
import type { GpEventName } from '../events';

export const COMMON_ATTRIBUTES = [
  { name: 'api-base', type: 'string', description: 'API origin and optional path prefix. Default: same origin.' },
  {
    name: 'locale',
    type: 'string',
    description: "One of es, en, gb, he, ru, fr, el, ge, it, ar, ar-SA, zh-Hans, pl, pt, sv. Default: the guest's choice, the element's attribute, the user's locale, the browser, the tenant default, then en.",
  },
  { name: 'tenant-id', type: 'string', description: 'Sent as X-Tenant-Id. Default: the tenant id of /api/config.' },
  {
    name: 'routing',
    type: ['memory', 'path', 'hash'],
    default: 'memory',
    description: '`memory` never touches the host URL; `path` uses the History API under `base-path`; `hash` uses the fragment.',
  },
  { name: 'base-path', type: 'string', default: '/', description: 'Prefix of the portal routes in `path` routing.' },
  {
    name: 'auth',
    type: ['cookie', 'token'],
    default: 'cookie',
    description: '`cookie`: session cookie sent with credentials. `token`: bearer token held in memory (set `authToken` or sign in through the element).',
  },
  {
    name: 'portal-url',
    type: 'string',
    description: 'Where navigation to a screen this element does not show goes (e.g. the hosted portal). Without it the host handles `gp-navigate`.',
  },
] as const;

/** The events every element may fire (the others are named by the elements that fire them). */
export const COMMON_EVENTS = [
  { name: 'gp-ready', description: 'First real render, after the locale catalogue loaded.' },
  { name: 'gp-navigate', description: 'Before each navigation; cancelable.' },
  { name: 'gp-error', description: 'A failure the guest was told about.' },
  { name: 'gp-login', description: 'The guest signed in.' },
  { name: 'gp-logout', description: 'The guest signed out.' },
  { name: 'gp-locale-change', description: 'The guest picked a locale in the switcher.' },
] as const satisfies readonly { name: GpEventName; description: string }[];

/** Each event's detail as text for the manifest; its TypeScript type is GpEventMap (src/element/events.ts). */
export const EVENT_DETAILS: Record<GpEventName, string> = {
  'gp-ready': '{ tag: string }',
  'gp-navigate': '{ name: string; url: string; params: Record<string, string>; query: Record<string, string> }',
  'gp-error': '{ code: string; message: string; status?: number }',
  'gp-login': '{ userId: string; token?: string | null }',
  'gp-logout': '{}',
  'gp-locale-change': '{ locale: string }',
  'gp-payment-succeeded': '{ paymentIntentId: string; type: string }',
  'gp-payment-failed': '{ paymentIntentId: string; type: string; message: string }',
  'gp-identify': '{ id: string; email: string; role: string | null }',
};
