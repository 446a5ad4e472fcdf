/**
 * React 19 JSX typings: `import type {} from 'guest-portal-elements/jsx'` lets a React host write
 * `<guest-trips api-base="…" />` with checked attributes.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

interface CommonAttributes {
  'api-base'?: string;
  locale?: string;
  'tenant-id'?: string;
  routing?: 'memory' | 'path' | 'hash';
  'base-path'?: string;
  auth?: 'cookie' | 'token';
  'portal-url'?: string;
}
type El<A = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & CommonAttributes & A;

export interface GuestPortalIntrinsicElements {
  'guest-portal': El<{ 'initial-path'?: string }>;
  'guest-trips': El;
  'guest-precheckin': El<{ 'confirmation-code'?: string; step?: string; variant?: 'A' | 'B'; 'registration-widget-url'?: string }>;
  'guest-store': El<{ 'confirmation-code'?: string }>;
  'guest-checkout': El<{ 'intent-id'?: string; 'confirmation-code'?: string; mode?: 'iframe'; 'iframe-src'?: string }>;
  'guest-survey': El<{ 'confirmation-code'?: string }>;
  'gate-code-lookup': El<{ mode?: 'gate' | 'reservation'; company?: string }>;
  'payment-iframe': El<{ 'public-key'?: string; 'client-secret'?: string; 'payment-intent'?: string; 'button-color'?: string; 'parent-origin'?: string }>;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends GuestPortalIntrinsicElements {}
  }
}
