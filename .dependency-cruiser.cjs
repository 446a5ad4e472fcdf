// The architecture as rules. Layers, top to bottom (a module imports only from layers below it, or
// from inside its own folder):
//
//   elements/, src/server           one file per custom element; the server render of elements (Node only)
//   src/portal/                     the full portal: shell and route switch composing the features
//   src/features/<feature>/         one screen or flow each; never another feature
//   src/shared/<module>/            what several features share (card payment, result screens)
//   src/ui, src/payments, src/element   primitives, card-provider adapters, custom-element plumbing
//   src/state, src/router, src/i18n, src/api, src/page-state   stores, routes, translations, the API
//                                   client; state one feature keeps for the whole page
//   src/device-storage              what the SDK keeps in the page origin's localStorage (drafts; the sign-out sweep)
//   src/styles                      constructable stylesheets
//   src/core                        pure spec rules: no React, no DOM, no fetch
//
// demo/server (the reference server) takes only src/core from the SDK, so each rule lives once.
const TIERS = [
  ['elements', 'src/server'],
  ['src/portal'],
  ['src/features'],
  ['src/shared'],
  ['src/ui', 'src/payments', 'src/element'],
  ['src/state', 'src/router', 'src/i18n', 'src/api', 'src/page-state', 'src/device-storage'],
  ['src/styles'],
  ['src/core'],
];
// Sideways imports inside a tier that are part of the design.
const SIDEWAYS = { 'src/state': ['src/api'], 'src/page-state': ['src/api', 'src/state', 'src/device-storage'], 'src/device-storage': ['src/state'], 'src/server': ['elements'] };

// Where a module ships is decided by its folder (scripts/chunking.mjs, scripts/shipping.json).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser loads its config as CommonJS
const SHIPPING = require('./scripts/shipping.json');

const TEST_FILE = '(^tests/|\\.test\\.tsx?$|\\.stories\\.tsx?$|^\\.storybook/|^demo/server/test/)';
const dir = (d) => `^${d.replace(/[/.]/g, (c) => `\\${c}`)}/`;

const layerRules = TIERS.flatMap((tier, i) => {
  const above = TIERS.slice(0, i).flat();
  return tier.map((from) => {
    const siblings = tier.filter((t) => t !== from && !(SIDEWAYS[from] ?? []).includes(t));
    const banned = [...above, ...siblings];
    return banned.length === 0
      ? null
      : {
          name: `layer:${from}`,
          comment: `${from} may not import from a layer above it or beside it (${banned.join(', ')})`,
          severity: 'error',
          from: { path: dir(from), pathNot: TEST_FILE },
          to: { path: `(${banned.map(dir).join('|')})` },
        };
  });
}).filter(Boolean);

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles make layers meaningless.', from: {}, to: { circular: true } },
    ...layerRules,
    {
      name: 'runtime-packages',
      severity: 'error',
      comment: 'The runtime folders ship once per page in the shared runtime: they use only its packages (scripts/shipping.json runtimePackages).',
      from: { path: `^(${SHIPPING.runtimeFolders.join('|')})/`, pathNot: TEST_FILE },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: `(^|/)node_modules/(${SHIPPING.runtimePackages.join('|')})/` },
    },
    {
      name: 'on-demand-by-import',
      severity: 'error',
      comment: 'An on-demand folder (scripts/shipping.json onDemandFolders: the hydration of a server render) is its own chunk: the SDK reaches it only with import(), or it would ship in every page again.',
      from: { path: '^(src|elements)/', pathNot: `(${TEST_FILE}|^(${SHIPPING.onDemandFolders.join('|')})/)` },
      to: { path: `^(${SHIPPING.onDemandFolders.join('|')})/`, dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'Features do not import each other: move what two share down into src/shared, src/ui, src/i18n or src/core.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-cross-shared',
      severity: 'error',
      comment: 'Shared modules stay independent of each other.',
      from: { path: '^src/shared/([^/]+)/', pathNot: TEST_FILE },
      to: { path: '^src/shared/', pathNot: '^src/shared/$1/' },
    },
    {
      name: 'no-production-to-tests',
      severity: 'error',
      comment: 'Shipped code never imports tests, fixtures or stories.',
      from: { path: '^(src|elements)/', pathNot: TEST_FILE },
      to: { path: `(${TEST_FILE}|fixtures)` },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'src/core holds pure rules over plain values: no React, DOM bindings, HTTP or stores.',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['npm', 'npm-dev'], path: '(^|/)node_modules/(react|react-dom|react-i18next|i18next|wretch|zustand|dompurify|@r2wc)/' },
    },
    {
      name: 'server-takes-only-core',
      severity: 'error',
      comment: 'The reference server shares only the spec rules (src/core) with the SDK.',
      from: { path: '^demo/', pathNot: '^demo/hosts/' },
      to: { path: '^(src|elements)/', pathNot: '^src/core/' },
    },
    {
      name: 'hosts-take-the-package',
      severity: 'error',
      comment: 'The example hosts use the SDK as a host does: its JSX types by the package name (tsconfig paths), nothing else.',
      from: { path: '^demo/hosts/' },
      to: { path: '^(src|elements)/', pathNot: '^elements/jsx\\.ts$' },
    },
    {
      name: 'server-render-only-in-src-server',
      severity: 'error',
      comment: "React's server renderer stays out of every browser chunk: only src/server (the Node entry) imports it.",
      from: { path: '^(src|elements)/', pathNot: '^src/server/' },
      to: { path: '(^|/)node_modules/react-dom/(server|static)' },
    },
    {
      name: 'sdk-not-server',
      severity: 'error',
      comment: 'The SDK never imports the reference server or the demo.',
      from: { path: '^(src|elements)/' },
      to: { path: '^demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The build's output only: packages stay in the graph (not followed) so rules can name them.
    exclude: { path: '^(dist|storybook-static|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
