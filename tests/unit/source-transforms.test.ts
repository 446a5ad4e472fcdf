// The build's transforms of the SDK's source (scripts/source-transforms.mjs). The CSS minifier: the SDK's
// styles ship as JS strings, which terser does not shorten. It sees modules as the TypeScript plugin prints them (`css \`…\``), per-element
// copies included (`file.ts?gp-el=<tag>`).
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { dropDescriptorKeys, minifyCss, minifyCssTemplates } from '../../scripts/source-transforms.mjs';

const plugin = minifyCssTemplates();
const run = (code: string, id = '/src/x.styles.ts') => plugin.transform.call({ parse: () => null }, code, id)?.code ?? null;

describe('minifyCssTemplates', () => {
  const source = "export const s = css `\n  /* why */\n  .a { padding-block: 0.75rem 1rem; color: rgb(0 0 0 / 0.08); }\n  @media (max-width: ${W}px) { .b > .c, .d { gap: 10.5px; } }\n`;";

  it('minifies templates as TypeScript prints them: comments and spaces out, shorter values, interpolations kept', () => {
    expect(run(source)).toBe('export const s = css`.a{color:#00000014;padding-block:.75rem 1rem}@media (width<=${W}px){.b>.c,.d{gap:10.5px}}`;');
  });

  it("minifies a primitive's primitiveCss templates the same way, keeping the tag", () => {
    expect(run(source.replace('css `', 'primitiveCss `'))).toBe('export const s = primitiveCss`.a{color:#00000014;padding-block:.75rem 1rem}@media (width<=${W}px){.b>.c,.d{gap:10.5px}}`;');
  });

  it("minifies a module's per-element copy, and leaves other files and code without css templates alone", () => {
    expect(run(source, '/src/x.styles.ts?gp-el=guest-trips')).toContain('css`.a{');
    expect(run(source, '/node_modules/lib/index.js')).toBeNull();
    expect(run('const a = 1;')).toBeNull();
  });

  it('keeps interpolated numbers and whole values, in seconds too', () => {
    expect(minifyCss('.s { animation: spin ${1 / SPEED}s linear infinite; inline-size: min(${W}px, 100%); }')).toBe('.s{inline-size:min(${W}px,100%);animation:${1 / SPEED}s linear infinite spin}');
    expect(minifyCss(':host { --_reserved: ${reservedHeight(tag)}; }')).toBe(':host{--_reserved:${reservedHeight(tag)}}');
  });

  it('writes one text per body, whichever copy of a module comes through again (the server renders the same sheets)', () => {
    // lightningcss minifying its own output moved `white-space` before `border` in this rule.
    const body = `.t { font: inherit; cursor: pointer; padding-block: 0.75rem; border: 0; border-block-end: 3px solid transparent; white-space: nowrap; }`;
    const once = minifyCss(body);
    expect(once).toContain('border:0;');
    expect(minifyCss(once)).toBe(once);
    expect(run(`const s = css\`${once}\`;`)).toBeNull();
  });

  it('fails on CSS it cannot parse rather than ship it half minified', () => {
    expect(() => minifyCss('.a { color: red; ')).not.toThrow();
    expect(() => minifyCss('.a { color: red; } }{ @@')).toThrow();
  });
});

describe('dropDescriptorKeys', () => {
  const ctx = { parse: (code: string) => parseAst(code) };
  const code = 'export const d = { tag: "x-el", attributes: [{ name: "mode", type: ["a", "b"], default: "a", description: "How." }], events: [{ name: "gp-error", description: "Why." }], needsSession: true, publicWhen: { mode: "a" }, reservedHeight: 300, catalogue: "x", sizeBudgetKiB: 100 };';
  const run = (keys: string[] | undefined, id = '/repo/elements/descriptors/x-el.ts') => dropDescriptorKeys(keys).transform.call(ctx, code, id)?.code ?? null;

  it('keeps what the page reads of a descriptor and drops what only the documentation and the checks read', () => {
    expect(run(undefined)).toBe('export const d = { tag: "x-el", attributes: [{ name: "mode" }], needsSession: true, publicWhen: { mode: "a" }, reservedHeight: 300 };');
  });

  it("drops more for the loader, per-element copies included, and nothing outside a descriptors folder", () => {
    expect(run(['attributes', 'events'], '/repo/elements/descriptors/x-el.ts?gp-el=x-el')).not.toMatch(/attributes|events/);
    expect(run(undefined, '/repo/src/api/schemas/ticket.ts')).toBeNull();
  });
});
