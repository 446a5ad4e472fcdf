// Emits dist/guest-portal.css: the loader's document rules (each element's reserved box before its
// code arrives) as a plain stylesheet. A host page links it in <head> so the box is reserved from the
// very first paint; the module loader runs only after parsing, a paint too late to prevent a shift.
import { importSource } from './descriptors.mjs';

/** The text of `documentStyles()` (src/element/document-styles.ts) over the descriptors, the one source of those rules. */
export async function reservedBoxCss() {
  const mod = await importSource(`export { documentStyles } from './src/element/document-styles.ts';\nexport { DESCRIPTORS } from './elements/descriptors/index.ts';`);
  return `/* Guest Portal Elements: reserved boxes until each element's code arrives (no layout shift). */\n${mod.documentStyles(mod.DESCRIPTORS)}\n`;
}

/** Rollup plugin: adds guest-portal.css next to the loader. */
export function reservedBoxCssPlugin() {
  return {
    name: 'gp-reserved-box-css',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'guest-portal.css', source: await reservedBoxCss() });
    },
  };
}
