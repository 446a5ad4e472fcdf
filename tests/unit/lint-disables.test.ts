// A lint rule switched off says why on the same line (`// eslint-disable-next-line rule -- why`; a
// generated file: `/* eslint-disable -- why */`), so the next reader can judge whether it still holds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'elements', 'scripts', 'demo', 'tests', '.storybook'];
const SKIP = /(^|\/)(node_modules|public|fake-sdks)(\/|$)/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.test(relative(root, path))) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|mjs|cjs|js)$/.test(name) ? [path] : [];
  });
}

describe('lint disables', () => {
  it('each gives its reason', () => {
    const files = [...FOLDERS.flatMap((f) => sources(join(root, f))), join(root, '.dependency-cruiser.cjs'), join(root, 'eslint.config.js')];
    const bare = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => /(\/\/|\/\*)\s*eslint-disable/.test(line) && !/eslint-disable(-next-line|-line)?(\s+[\w@/-]+(,\s*[\w@/-]+)*)?\s+--\s+\S/.test(line))
        .map(({ at }) => at),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(bare).toEqual([]);
  });
});
