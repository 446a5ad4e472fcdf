// How the reference server delivers a build (demo/server/delivery/): `delivery.json` names the build by
// a hash of its contents (the versioned, immutable URLs /sdk/v/<id>/… carry it); every text file gets
// brotli and gzip siblings (`.br`, `.gz`), compressed once here so the server only
// chooses one per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|json|map|svg|txt|traineddata)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Brotli's best level is slow on the ID scanner's multi-megabyte cores; level 9 there keeps the build short. */
const BEST_LEVEL_UP_TO = 1024 * 1024;

const toPosix = (p) => p.split(sep).join('/');

function* files(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

/** The files a browser may load: the type declarations are for compilers, not pages. */
const served = (dist) => [...files(dist)].filter((f) => !toPosix(relative(dist, f)).startsWith('types/'));

/** A name for the build's contents: any changed byte changes it (16 hex digits). */
export function buildId(dist) {
  const hash = createHash('sha256');
  for (const file of served(dist)) {
    if (/\.(?:br|gz)$/.test(file) || file.endsWith('delivery.json')) continue;
    hash.update(toPosix(relative(dist, file))).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `.br` and `.gz` next to every compressible file, when smaller than the file. Returns how many. */
export async function precompress(dist) {
  const targets = served(dist).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
  let written = 0;
  await Promise.all(
    targets.map(async (file) => {
      const body = readFileSync(file);
      const quality = body.length <= BEST_LEVEL_UP_TO ? constants.BROTLI_MAX_QUALITY : 9;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, copy] of [['.br', br], ['.gz', gz]]) {
        if (copy.length >= body.length) continue;
        writeFileSync(`${file}${suffix}`, copy);
        written++;
      }
    }),
  );
  return written;
}

/** Writes `delivery.json`; after every other file of the build, as the id covers them. */
export function writeDeliveryManifest(dist) {
  const delivery = { id: buildId(dist) };
  writeFileSync(join(dist, 'delivery.json'), JSON.stringify(delivery) + '\n');
  return delivery.id;
}

/** The build's delivery: its manifest, then the compressed copies of every file (the manifest's too). */
export async function writeDelivery(dist) {
  const id = writeDeliveryManifest(dist);
  return { id, compressed: await precompress(dist) };
}
