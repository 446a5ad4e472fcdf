// The build's CSS minifier (scripts/rollup-plugins.mjs): the SDK's styles ship as JS strings, which terser
// does not shorten. It sees modules as the TypeScript plugin prints them (`css \`…\``), per-element copies
// included (`file.ts?gp-el=<tag>`).
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates } from '../../scripts/rollup-plugins.mjs';

const run = (code: string, id = '/src/x.styles.ts') => (minifyCssTemplates().transform(code, id) as { code: string } | null)?.code ?? null;

describe('minifyCssTemplates', () => {
  const source = "export const s = css `\n  /* why */\n  .a { padding-block: 0.75rem 1rem; color: rgb(0 0 0 / 0.08); }\n  @media (max-width: ${W}px) { .b > .c, .d { gap: 10.5px; } }\n`;";

  it('minifies templates as TypeScript prints them, comments, spaces and leading zeros out, interpolations kept', () => {
    expect(run(source)).toBe('export const s = css`.a{padding-block:.75rem 1rem;color:rgb(0 0 0 / .08)}@media (max-width:${W}px){.b>.c,.d{gap:10.5px}}`;');
  });

  it("minifies a module's per-element copy, and leaves other files and code without css templates alone", () => {
    expect(run(source, '/src/x.styles.ts?gp-el=guest-trips')).toContain('css`.a{');
    expect(run(source, '/node_modules/lib/index.js')).toBeNull();
    expect(run('const a = 1;')).toBeNull();
  });
});
