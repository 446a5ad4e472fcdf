import { createContext } from 'react';

/**
 * How a server render sanitises server HTML: a server has no DOM for DOMPurify, so the server entry gives
 * a sanitiser made for Node with the same rules (src/server/sanitize-on-server.ts). The browser keeps
 * that markup when it hydrates (React leaves a hydrated element's inner HTML as it is) and sanitises
 * with DOMPurify from the first change on. Null in the browser.
 */
export const ServerSanitizerContext = createContext<((html: string) => string) | null>(null);
