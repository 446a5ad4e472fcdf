import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(c) && !c.endsWith('/') && /\.(ts|tsx)$/.test(c)) return c;
  }
  return null;
}

/** The source files an entry reaches through static and dynamic relative imports (tests excluded). */
export function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const next = resolveImport(file, m[1]!);
      if (next) stack.push(next);
    }
  }
  return [...seen];
}

/**
 * The `part` names a file's JSX exposes: every quoted word of a `part=` attribute (also inside a
 * conditional), the default of a `part = '…'` prop, and for a template literal its static words, a
 * trailing `-` marking a prefix (`alert-${tone}` → `alert-`).
 */
export function partNames(code: string): string[] {
  const out = new Set<string>();
  const add = (text: string) => text.split(/\s+/).filter(Boolean).forEach((w) => out.add(w));
  for (const m of code.matchAll(/\bpart=(?:"([^"]*)"|\{`([^`]*)`\}|\{([^}]*)\})/g)) {
    if (m[1] !== undefined) add(m[1]);
    else if (m[2] !== undefined) add(m[2].replace(/\$\{[^}]*\}/g, ' '));
    else for (const s of m[3]!.matchAll(/'([^']*)'/g)) add(s[1]!);
  }
  for (const m of code.matchAll(/\bpart = '([^']+)'/g)) add(m[1]!);
  return [...out].filter((w) => /^[a-z][a-z-]*$/.test(w));
}
