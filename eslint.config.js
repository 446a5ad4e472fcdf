// Edit-time checks: TypeScript's recommended rules, the rules of hooks with exhaustive effect
// dependencies, and JSX accessibility. Run by `npm test` (scripts/test.mjs) on the whole tree.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'data/', '.tmp/', 'node_modules/', 'src/api/openapi-types.ts', 'demo/fake-sdks/', '.storybook/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // A React Compiler diagnostic; the project does not compile with the React Compiler, and the rule
      // reads any object that carries a ref (useAuthForm's `formRef`) as a ref, flagging plain renders.
      'react-hooks/refs': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Server tests read JSON bodies loosely; their shapes are checked against the contract (ajv) instead.
    files: ['demo/server/**/*.test.ts', 'demo/server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The server's conditions must be able to fail: a check that is always true hides the case it was meant
    // to catch (typed, so only where it pays: the server's own code).
    files: ['demo/server/**/*.ts'],
    ignores: ['demo/server/**/*.test.ts', 'demo/server/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-unnecessary-condition': 'error' },
  },
  {
    // Pure spec rules: no DOM, no network, no timers of the page.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'HTMLElement', 'customElements'],
    },
  },
);
