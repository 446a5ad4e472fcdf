// Declarations for the public entry points only: each `dist/types/elements/<entry>.d.ts` and the server
// entry's `dist/types/server/index.d.ts` is one self-contained file bundled from tsc's declarations, so no
// internal module's types ship.
import { join } from 'node:path';
import { dts } from 'rollup-plugin-dts';
import { loadDescriptors } from './scripts/descriptors.mjs';

const raw = process.env.GP_RAW_TYPES;
const out = process.env.GP_DIST_DIR ?? 'dist';
const { DESCRIPTORS } = await loadDescriptors();
// Each element, the entry defining them all, the JSX typings (package.json "exports") and the elements'
// HTMLElementTagNameMap entries, which the others import rather than copy: the global map is declared once.
const entries = [...DESCRIPTORS.map((d) => d.tag), 'index', 'jsx', 'tag-map'];
const TAG_MAP = /[\\/]tag-map(\.d)?(\.ts)?$/;

export default [
  ...entries.map((name) => ({
    input: join(raw, 'elements', `${name}.d.ts`),
    output: { file: join(out, 'types', 'elements', `${name}.d.ts`), format: 'es' },
    external: (id) => name !== 'tag-map' && (id === './tag-map' || TAG_MAP.test(id)),
    plugins: [dts()],
  })),
  // `guest-portal-elements/server` (Node): renderElement, elementFirstCalls and their options.
  {
    input: join(raw, 'src', 'server', 'index.d.ts'),
    output: { file: join(out, 'types', 'server', 'index.d.ts'), format: 'es' },
    plugins: [dts()],
  },
];
