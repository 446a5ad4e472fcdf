// Content negotiation for the SDK's precompressed copies (scripts/delivery.mjs writes `.br` and `.gz`),
// and compression of the pages the server writes per request.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** Each coding's q-value from an Accept-Encoding header (`*` covers the ones not named). */
function qualities(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const value = q ? Number(q[1]) : 1;
    out.set(name, Number.isFinite(value) ? value : 0);
  }
  return out;
}

/**
 * The coding to answer with, among those a copy exists for: brotli (smaller) before gzip when the client
 * takes both; null for the file itself.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: (coding: Coding) => boolean): Coding | null {
  const q = qualities(acceptEncoding ?? '');
  const accepted = (c: Coding) => (q.get(c) ?? q.get(c === 'gzip' ? 'x-gzip' : c) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find((c) => accepted(c) && available(c)) ?? null;
}

export const codingSuffix = (coding: Coding) => SUFFIX[coding];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page made for one request (the hosted portal's HTML, its first screen inside) in the coding: brotli
 * at quality 5 and gzip at level 6, the usual settings for compressing on the fly (a few milliseconds for
 * a page of 150 KB, on the thread pool; the highest settings cost tens).
 */
export function compressPage(text: string, coding: Coding): Promise<Buffer> {
  return coding === 'br' ? brotli(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } }) : gzipped(text, { level: 6 });
}
