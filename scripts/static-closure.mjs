// Which files a built module makes the browser fetch before it runs (used by `npm run size` and the
// loader's preload test).
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The file plus every chunk it imports statically (what the browser fetches before running it). */
export function staticClosure(entry) {
  const seen = new Set();
  const stack = [normalize(entry)];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      stack.push(normalize(join(dirname(file), m[1])));
    }
  }
  return [...seen];
}

