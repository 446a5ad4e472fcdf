// The element descriptors (elements/descriptors/, src/element/descriptors/common.ts) for the build's
// Node scripts: rollup's entries, the manifest, the size budgets, the reserved-box stylesheet.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles a TypeScript module of the SDK (its source text) and imports it. */
export async function importSource(contents) {
  const bundled = await build({ stdin: { contents, resolveDir: ROOT, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}

/** `{ DESCRIPTORS, COMMON_ATTRIBUTES, COMMON_EVENTS, EVENT_DETAILS }`. */
export function loadDescriptors() {
  return importSource(`export { DESCRIPTORS } from './elements/descriptors/index.ts';\nexport * from './src/element/descriptors/common.ts';`);
}
