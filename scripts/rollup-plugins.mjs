// Small build plugins shared by rollup (and vite where useful).

/**
 * react-i18next imports `use-sync-external-store/shim`, a polyfill for React < 18. React 19 has the
 * hook built in, so the shim is replaced by a re-export (saves ~1 KiB gzip in the shared runtime).
 */
export function reactShimAlias() {
  const ID = '\0gp-use-sync-external-store-shim';
  return {
    name: 'gp-react-shim-alias',
    resolveId(id) {
      return id === 'use-sync-external-store/shim' || id === 'use-sync-external-store/shim/index.js' ? ID : null;
    },
    load(id) {
      return id === ID ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}

/**
 * Collapses white space inside css`…` templates at build time; the CSS is shipped as JS strings, so
 * terser cannot shorten it. Only runs of spaces/newlines and spaces around punctuation are touched.
 */
export function minifyCssTemplates() {
  return {
    name: 'gp-minify-css-templates',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || !code.includes('css`')) return null;
      const out = code.replace(/css`([^`]*)`/g, (_m, body) => {
        const min = body
          .replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/;}/g, '}')
          .trim();
        return 'css`' + min + '`';
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
