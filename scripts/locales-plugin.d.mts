export function readCatalogue(lng: string): Record<string, unknown>;
export function localesPlugin(): { name: string; resolveId(id: string): string | null; load(id: string): string | null };
