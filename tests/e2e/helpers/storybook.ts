// The static Storybook for the browser test: its story index, a file server for it, the texts a story
// expects (catalogue keys resolved in the story's locale) and the text a page shows through shadow roots.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ROOT } from '../harness';
import { AXE, AXE_PATH } from './axe';

export const STATIC = join(ROOT, 'storybook-static');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

/** Every story of the build (id and title), from Storybook's own index. */
export function storyIds(): { id: string; title: string }[] {
  const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; title: string; type: string }> };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map(({ id, title }) => ({ id, title }));
}

/**
 * Serves the build; the bundles may be cached (a page reused for the next story then loads only the
 * story's own modules, not Storybook again).
 */
export async function serveStatic(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    // Chromium asks every new page for it; a 404 would be logged as a console error.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (path === AXE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=3600' });
      createReadStream(AXE).pipe(res);
      return;
    }
    const file = normalize(join(STATIC, path === '/' ? 'index.html' : path));
    if (!file.startsWith(STATIC) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const cache = file.includes(`${join(STATIC, 'assets')}`) ? 'max-age=3600' : 'no-cache';
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${port}` };
}

const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(locale: string, ns: string): Record<string, unknown> {
  const file = join(ROOT, 'locales', locale, `${ns}.json`);
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  return catalogues.get(file)!;
}

/**
 * The literal parts of a catalogue text ('Balance due: {{amount}}' → ['Balance due:']): what the screen
 * must contain whatever the interpolated values. A key missing from the locale throws (a typo in a
 * story must not pass as "nothing to find").
 */
export function catalogueParts(locale: string, key: string): string[] {
  const [ns, path] = key.split(':') as [string, string];
  const lookup = (p: string) => p.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], catalogue(locale, ns));
  // A plural text has no bare key: its `_other` form carries the same words.
  const text = lookup(path) ?? lookup(`${path}_other`);
  if (typeof text !== 'string') throw new Error(`${locale}/${ns}.json has no text ${path}`);
  return text
    .split(/\{\{[^}]*\}\}|<\/?[\w-]+>/)
    .map(normalizeText)
    .filter((s) => s.length >= 2);
}

/** Whitespace collapsed and bidi controls dropped (isolates around numbers and codes are invisible). */
export const normalizeText = (s: string) => s.replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
