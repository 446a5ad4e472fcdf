// Node module-customisation hooks: transpile .ts/.mts with esbuild and resolve the TypeScript
// import conventions (`./x.js` → `./x.ts`, extensionless `./x` → `./x.ts` or `./x/index.ts`).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TS_EXT = /\.(m?ts)$/;

function candidates(specifier) {
  if (/\.js$/.test(specifier)) return [specifier.replace(/\.js$/, '.ts')];
  if (/\.mjs$/.test(specifier)) return [specifier.replace(/\.mjs$/, '.mts')];
  if (!/\.[a-z]+$/i.test(specifier)) return [`${specifier}.ts`, `${specifier}/index.ts`, `${specifier}.js`, `${specifier}/index.js`];
  return [];
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('file:');
    const code = /** @type {{ code?: string }} */ (error).code;
    if (!relative || (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) throw error;
    for (const candidate of candidates(specifier)) {
      try {
        return await nextResolve(candidate, context);
      } catch {
        // try the next candidate
      }
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && TS_EXT.test(new URL(url).pathname)) {
    const filename = fileURLToPath(url);
    const source = await readFile(filename, 'utf8');
    const { code } = await transform(source, {
      loader: 'ts',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { format: 'module', source: code, shortCircuit: true };
  }
  return nextLoad(url, context);
}
