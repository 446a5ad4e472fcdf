export const REACT: RegExp;
export const RUNTIME: RegExp[];
export const PAGE_STATE: RegExp[];
/** Whether a module (absolute path) is one instance for the whole page rather than copied per element. */
export function sharedByPage(id: string): boolean;
export function manualChunk(id: string): string | undefined;
