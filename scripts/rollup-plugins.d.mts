import type { Plugin, RenderedChunk } from 'rollup';

/** V8's explicit compile hint: every function of the file compiled while it streams in (Chrome 136+). */
export const COMPILE_HINT: string;
/** Prepends COMPILE_HINT to the chunks `isFirstRender` names (by default entries, `react` and `runtime`). */
export function compileHints(isFirstRender?: (chunk: RenderedChunk) => boolean): Plugin;
