// Types of the example site's server render, for the bench that renders its host pages the same way.
import type { IncomingMessage } from 'node:http';

/** A fresh CSP nonce for one response. */
export function newNonce(): string;
/**
 * The page with `<tag>` holding its first screen rendered for this request's guest; null when there is
 * nothing to render on the server. Rejects on a failure (serve the page unchanged then).
 */
export function renderInPage(page: string, tag: string, options: { distDir: string; apiBase: string; request: IncomingMessage; nonce: string }): Promise<string | null>;
