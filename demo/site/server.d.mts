// Types of the example site's server module, for the tests that reuse its Content-Security-Policy and handler.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface SiteOptions {
  distDir: string;
  apiBase: () => string;
  portalUrl: () => string;
  /** The API as the site's server reaches it for a server render; the pages' `api-base` otherwise. */
  serverApiBase?: () => string;
}

/** The site's Content-Security-Policy for an API origin (script-src 'self', connect-src the API); a server-rendered page's nonce in style-src. */
export function contentSecurityPolicy(api: string, nonce?: string): string;
export function createSiteServer(options: SiteOptions): Server;
export function siteHandler(options: SiteOptions): (req: IncomingMessage, res: ServerResponse) => void;
