// Emits dist/guest-portal.css: the loader's document rules (each element's reserved box before its
// code arrives) as a plain stylesheet. A host page links it in <head> so the box is reserved from the
// very first paint; the module loader runs only after parsing, a paint too late to prevent a shift.
import { build } from 'esbuild';

/** The text of `documentStyles()` (src/element/document-styles.ts), the one source of those rules. */
export async function reservedBoxCss() {
  const bundled = await build({ entryPoints: ['src/element/document-styles.ts'], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  const source = bundled.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
  return `/* Guest Portal Elements: reserved boxes until each element's code arrives (no layout shift). */\n${mod.documentStyles()}\n`;
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
