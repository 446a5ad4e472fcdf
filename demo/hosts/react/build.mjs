// Bundles the React host (app.tsx → app.js next to it) with esbuild, as a host's own build would.
import { build } from 'esbuild';

/** The bundle as text; `mode` picks React's development (StrictMode checks) or production build. */
export async function buildReactHost(mode = 'development') {
  const out = await build({
    entryPoints: [new URL('./app.tsx', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  });
  return out.outputFiles[0].text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(new URL('./app.js', import.meta.url), await buildReactHost(process.argv[2] ?? 'production'));
}
