// The common attributes, events, parts and theme properties are shared by every element; they are
// documented once here and added to each element's manifest entry.
const common = {
  attributes: [
    { name: 'api-base', type: { text: 'string' }, description: 'API origin and optional path prefix. Default: same origin.' },
    { name: 'locale', type: { text: 'string' }, description: 'One of es, en, gb, he, ru, fr, el, ge, it, ar, ar-SA, zh-Hans, pl, pt, sv. Default: the guest\'s choice, the user\'s locale, the tenant default, the browser, then en.' },
    { name: 'tenant-id', type: { text: 'string' }, description: 'Sent as X-Tenant-Id. Default: the tenant id of /api/config.' },
    { name: 'routing', type: { text: "'memory' | 'path' | 'hash'" }, default: 'memory', description: '`memory` never touches the host URL; `path` uses the History API under `base-path`; `hash` uses the fragment.' },
    { name: 'base-path', type: { text: 'string' }, default: '/', description: 'Prefix of the portal routes in `path` routing.' },
    { name: 'auth', type: { text: "'cookie' | 'token'" }, default: 'cookie', description: '`cookie`: session cookie sent with credentials. `token`: bearer token held in memory (set `authToken` or sign in through the element).' },
    { name: 'portal-url', type: { text: 'string' }, description: 'Where navigation to a screen this element does not show goes (e.g. the hosted portal). Without it the host handles `gp-navigate`.' },
  ],
  members: [
    { kind: 'field', name: 'authToken', type: { text: 'string | null' }, description: 'Bearer token for `auth="token"`. Kept in memory only, never reflected to an attribute.' },
  ],
  events: [
    { name: 'gp-ready', type: { text: 'CustomEvent<{ tag: string }>' }, description: 'First real render, after the locale catalogue loaded.' },
    { name: 'gp-navigate', type: { text: 'CustomEvent<{ name: string; url: string; params: Record<string,string>; query: Record<string,string> }>' }, description: 'Before each navigation; cancelable.' },
    { name: 'gp-error', type: { text: 'CustomEvent<{ code: string; message: string; status?: number }>' }, description: 'A failure the guest was told about.' },
    { name: 'gp-login', type: { text: 'CustomEvent<{ userId: string; token?: string | null }>' }, description: 'The guest signed in.' },
    { name: 'gp-logout', type: { text: 'CustomEvent<{}>' }, description: 'The guest signed out.' },
    { name: 'gp-locale-change', type: { text: 'CustomEvent<{ locale: string }>' }, description: 'The guest picked a locale in the switcher.' },
  ],
  cssParts: [
    { name: 'root', description: 'The element\'s outermost box inside the shadow root.' },
    { name: 'error', description: 'The message shown when the element cannot show its content.' },
    { name: 'alert', description: 'Every inline message (errors, notices).' },
    ...['error', 'success', 'warning', 'info'].map((tone) => ({ name: `alert-${tone}`, description: `An inline message of tone ${tone}.` })),
  ],
  cssProperties: [
    ['--gp-color-primary', 'Primary (brand) colour; default the tenant colour, else teal.'],
    ['--gp-color-on-primary', 'Text on primary.'],
    ['--gp-color-error', 'Errors.'],
    ['--gp-color-success', 'Success states.'],
    ['--gp-color-pending', 'Pending states.'],
    ['--gp-color-text', 'Body text.'],
    ['--gp-color-muted', 'Secondary text.'],
    ['--gp-color-surface', 'Cards and dialogs.'],
    ['--gp-color-background', 'Page background inside the element.'],
    ['--gp-color-border', 'Borders.'],
    ['--gp-radius', 'Corner radius.'],
    ['--gp-font-family', 'Font stack (declare web fonts at document level).'],
    ['--gp-font-size', 'Base font size.'],
    ['--gp-focus-ring', 'Focus ring box-shadow.'],
    ['--gp-reserved-height', 'Height reserved before the element\'s code loads.'],
  ].map(([name, description]) => ({ name, description })),
};

/** The common entries, except those the element describes itself, then the element's own. */
const withCommon = (shared, own = []) => [...shared.filter((c) => !own.some((o) => o.name === c.name)), ...own];

export default {
  globs: ['elements/*.ts'],
  exclude: ['elements/loader.ts', 'elements/index.ts', 'elements/jsx.ts', 'elements/*.test.ts'],
  outdir: 'dist',
  litelement: false,
  // The package.json field points at dist/ for consumers; the build's private folder must not leak into it.
  packagejson: false,
  plugins: [
    {
      // An element documenting a common entry itself (e.g. what its gp-error carries) replaces the generic one.
      name: 'gp-common-api',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          for (const decl of mod.declarations ?? []) {
            if (!decl.customElement && !decl.tagName) continue;
            decl.customElement = true;
            decl.attributes = withCommon(common.attributes, decl.attributes);
            decl.members = withCommon(common.members, decl.members);
            decl.events = withCommon(common.events, decl.events);
            decl.cssParts = withCommon(common.cssParts, decl.cssParts);
            decl.cssProperties = withCommon(common.cssProperties, decl.cssProperties);
          }
        }
      },
    },
  ],
};
