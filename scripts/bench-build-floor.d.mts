/** The floor element's bundled code (scripts/bench-floor.mjs built with the SDK's rollup plugins). */
export function buildFloor(): Promise<string>;
