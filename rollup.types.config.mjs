// Declarations for the public entry points only: each `dist/types/elements/<entry>.d.ts` is one
// self-contained file bundled from tsc's declarations, so no internal module's types ship.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dts } from 'rollup-plugin-dts';

const raw = process.env.GP_RAW_TYPES;
const out = process.env.GP_DIST_DIR ?? 'dist';
const entries = readdirSync('elements').filter((f) => /^[a-z-]+\.ts$/.test(f) && f !== 'loader.ts').map((f) => f.slice(0, -3));

export default entries.map((name) => ({
  input: join(raw, 'elements', `${name}.d.ts`),
  output: { file: join(out, 'types', 'elements', `${name}.d.ts`), format: 'es' },
  plugins: [dts()],
}));
