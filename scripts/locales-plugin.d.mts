export const LOCALE_CODES: string[];
export function readBundles(): Record<string, '*' | string[]>;
export function readCatalogue(lng: string, namespaces?: '*' | string[]): Record<string, unknown>;
export function localesPlugin(): { name: string; resolveId(id: string): string | null; load(id: string): string | null };
