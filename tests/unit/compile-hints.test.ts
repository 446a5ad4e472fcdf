// The compile hint of the build (scripts/rollup-plugins.mjs): the files an element's first render runs
// through open with V8's `//# allFunctionsCalledOnLoad` after minification; lazy files stay lazy.
import terser from '@rollup/plugin-terser';
import { rollup, type Plugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/rollup-plugins.mjs';

const SOURCES: Record<string, string> = {
  'entry.js': "import { t } from 'runtime.js';\nexport const go = () => import('screen.js').then((m) => m.show(t('x')));\n",
  'runtime.js': '/* the shared runtime */\nexport function t(key) { return key.toUpperCase(); }\n',
  'screen.js': 'export function show(text) { return `<p>${text}</p>`; }\n',
};
const virtual: Plugin = {
  name: 'virtual',
  resolveId: (id) => (id in SOURCES ? id : null),
  load: (id) => SOURCES[id] ?? null,
};

async function build(plugins: Plugin[]) {
  const bundle = await rollup({ input: 'entry.js', plugins: [virtual, ...plugins] });
  const { output } = await bundle.generate({ format: 'es', manualChunks: (id) => (id === 'runtime.js' ? 'runtime' : undefined), chunkFileNames: '[name].js' });
  await bundle.close();
  return new Map(output.map((o) => [o.fileName, o.type === 'chunk' ? o.code : '']));
}

describe('compileHints', () => {
  it('opens the entry and the runtime chunk with the hint, after minification, and leaves a lazy screen alone', async () => {
    const files = await build([terser({ format: { comments: false } }), compileHints()]);
    expect(files.get('entry.js')!.startsWith(COMPILE_HINT)).toBe(true);
    expect(files.get('runtime.js')!.startsWith(COMPILE_HINT)).toBe(true);
    expect(files.get('screen.js')!.includes('allFunctionsCalledOnLoad')).toBe(false);
    // The code itself is unchanged behind the hint.
    const plain = await build([terser({ format: { comments: false } })]);
    expect(files.get('runtime.js')).toBe(COMPILE_HINT + plain.get('runtime.js'));
  });

  it('hints a file once, and only the files its predicate names', async () => {
    const files = await build([compileHints(), compileHints((chunk) => chunk.name === 'screen')]);
    expect(files.get('entry.js')!.split(COMPILE_HINT)).toHaveLength(2);
    expect(files.get('screen.js')!.startsWith(COMPILE_HINT)).toBe(true);
  });
});
