// Content negotiation for the SDK's precompressed copies (scripts/delivery.mjs writes `.br` and `.gz`).

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
