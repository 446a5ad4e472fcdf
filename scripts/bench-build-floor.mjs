// Builds the benchmark's floor element (scripts/bench-floor.mjs) with the SDK's own rollup plugins
// and output format, minus the TypeScript step (the floor is plain JavaScript). Returns its code.
import { rollup } from 'rollup';
import { plugins } from '../rollup.config.mjs';

export async function buildFloor() {
  const bundle = await rollup({
    input: 'scripts/bench-floor.mjs',
    plugins: plugins().filter((p) => p.name !== 'typescript'),
    onwarn(warning, warn) {
      if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
    },
  });
  try {
    const { output } = await bundle.generate({ format: 'es', generatedCode: 'es2015' });
    if (output.length !== 1) throw new Error(`the floor must be one script, got ${output.length} files`);
    return output[0].code;
  } finally {
    await bundle.close();
  }
}
