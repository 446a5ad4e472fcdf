// Types of the example site's server module, for the tests that reuse its Content-Security-Policy.
import type { Server } from 'node:http';

/** The site's Content-Security-Policy for an API origin (script-src 'self', connect-src the API). */
export function contentSecurityPolicy(api: string): string;
export function createSiteServer(options: { distDir: string; apiBase: () => string; portalUrl: () => string }): Server;
