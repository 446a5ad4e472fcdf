// Icons are SVG drawn by the SDK (src/ui/icons/): an emoji or a symbol character needs a font that
// has it, and without one (many Linux and kiosk browsers) it shows as an empty box.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Pictographs (emoji) and the symbol characters the SDK once used as icons (✓ check, ☰ menu).
const ICON_CHARACTER = /[\p{Extended_Pictographic}\u2713\u2714\u2630]/u;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (a comment may name the emoji it replaced). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('icons (issue 25)', () => {
  it('no screen draws an icon with an emoji or a symbol character', () => {
    const offenders = [...sources('src'), ...sources('elements')]
      .filter((file) => ICON_CHARACTER.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative('.', file));
    expect(offenders).toEqual([]);
  });
});
