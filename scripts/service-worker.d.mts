export function precacheList(dist: string): string[];
export function buildPortalServiceWorker(dist: string): { version: string; files: number; path: string };
