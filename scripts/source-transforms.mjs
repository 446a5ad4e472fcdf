// Build steps on the SDK's own source text: its CSS (shipped as JS strings, which terser cannot
// shorten) and the descriptors' documentation (read by the manifest, never by the page).
import { transform } from 'lightningcss';
import MagicString from 'magic-string';

// The oldest browsers the SDK runs in: constructable stylesheets with adoptedStyleSheets (Safari 16.4)
// and `:has()` (Chrome 105, Firefox 121). The minifier writes nothing newer than these understand.
const TARGETS = { chrome: 105 << 16, firefox: 121 << 16, safari: (16 << 16) | (4 << 8) };
// An interpolation becomes a number while the CSS is minified (every `${…}` in the SDK's CSS stands for
// a number or a whole value). Small enough to stay exact in the minifier's 32-bit floats, also as
// milliseconds (`${…}s`); a CSS text that already holds it fails the build rather than minify wrongly.
const PLACEHOLDER = 9100;

// A per-element copy of a module (perElementCopies) reaches this transform with its CSS already minified,
// and lightningcss is not idempotent: minified again, a rule's independent declarations can change order
// (`border` and `white-space` in the tabs' sheet). The server's <style> must hold the browser's sheets
// byte for byte (src/styles/css.ts lets it stand in for them), so a body this build has written is left
// as it is, and each body is minified once.
const minified = new Map();
const written = new Set();

/** Minifies one css`…` body; interpolations (`${…}`) come back unchanged. */
export function minifyCss(body, where = 'css') {
  if (written.has(body)) return body;
  let out = minified.get(body);
  if (out === undefined) {
    out = minifyOnce(body, where);
    minified.set(body, out);
    written.add(out);
  }
  return out;
}

function minifyOnce(body, where) {
  const parts = [];
  const masked = body.replace(/\$\{[^}]*\}/g, (expr) => {
    const n = String(PLACEHOLDER + parts.length);
    if (body.includes(n)) throw new Error(`${where}: the placeholder ${n} is part of the CSS`);
    parts.push([n, expr]);
    return n;
  });
  const { code } = transform({ filename: where, code: Buffer.from(masked), minify: true, targets: TARGETS, errorRecovery: false });
  let out = code.toString();
  for (const [n, expr] of parts) {
    if (out.split(n).length !== 2) throw new Error(`${where}: the minifier changed the interpolation ${expr}`);
    out = out.replace(n, expr);
  }
  return out;
}

/**
 * Minifies the CSS inside css`…` and primitiveCss`…` templates at build time with lightningcss. It sees modules as the
 * TypeScript plugin prints them (`css \`…\``), per-element copies included (`file.ts?gp-el=<tag>`).
 */
export function minifyCssTemplates() {
  return {
    name: 'gp-minify-css-templates',
    transform(code, id) {
      if (!/\.tsx?(\?|$)/.test(id) || !/\b(?:css|primitiveCss)\s*`/.test(code)) return null;
      const out = code.replace(/\b(css|primitiveCss)\s*`([^`]*)`/g, (_m, tag, body) => tag + '`' + minifyCss(body, id) + '`');
      return out === code ? null : { code: out, map: null };
    },
  };
}

// What only the manifest, the JSX types and the size report read from a descriptor.
const DOCUMENTATION = ['description', 'type', 'anyCase', 'default', 'events', 'catalogue', 'sizeBudgetKiB'];

/**
 * Drops the properties named `keys` from the object literals of the descriptors (modules in a
 * `descriptors/` folder): by default what only the build's documentation and checks read, never the page
 * (the loader adds what it does not read either). An attribute must not be named like one of them in
 * `publicWhen`.
 */
export function dropDescriptorKeys(keys = DOCUMENTATION) {
  return {
    name: `gp-drop-descriptor-keys:${keys.join(',')}`,
    transform(code, id) {
      if (!/\/descriptors\/[^/?]+\.ts(\?|$)/.test(id.replace(/\\/g, '/'))) return null;
      const s = new MagicString(code);
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'ObjectExpression') {
          const drop = (p) => p.type === 'Property' && !p.computed && keys.includes(p.key.name ?? p.key.value);
          const kept = node.properties.filter((p) => !drop(p));
          if (kept.length === node.properties.length) return node.properties.forEach(visit);
          // The object's properties written anew from the kept ones (each kept one still visited).
          kept.forEach(visit);
          const inner = node.properties;
          s.overwrite(inner[0].start, inner[inner.length - 1].end, kept.map((p) => s.slice(p.start, p.end)).join(', ') || '');
          return;
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
        }
      };
      visit(this.parse(code));
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}
