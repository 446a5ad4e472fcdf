export const RUNTIME_FOLDERS: string[];
export const PAGE_STATE_FOLDER: string;
export const REACT_PACKAGES: string[];
export const RUNTIME_PACKAGES: string[];
/** Whether a module (absolute path) ships in the shared runtime. */
export function inRuntime(id: string): boolean;
/** Whether a module (absolute path) is one instance for the whole page rather than copied per element. */
export function sharedByPage(id: string): boolean;
export function manualChunk(id: string): string | undefined;
