// Types of server.mjs for the TypeScript tests that reuse its Content-Security-Policy.
import type { Server } from 'node:http';

export function contentSecurityPolicy(api: string): string;
export function createSiteServer(options: { distDir: string; apiBase: () => string; portalUrl: () => string }): Server;
