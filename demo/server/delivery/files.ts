// Files the server sends from a folder (the SDK build, the seed images): the types it knows and the
// guard that keeps a requested name inside its folder.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The ID scanner's MRZ model (dist/ocr/, issue 23).
  '.traineddata': 'application/octet-stream',
};

/** `root/relative` when it is an existing file inside root (no traversal) of a known type, else null. */
export function fileInside(root: string, relative: string): { full: string; type: string } | null {
  const full = path.resolve(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep) || !existsSync(full) || !statSync(full).isFile()) return null;
  const type = MIME[path.extname(full).toLowerCase()];
  return type ? { full, type } : null;
}
