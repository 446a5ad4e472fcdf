// The attributes and events come from the element descriptors (scripts/manifest.mjs); the parts and
// theme properties every element shares are documented here and added to each element's entry.
import { loadDescriptors } from './scripts/descriptors.mjs';
import { descriptorsPlugin, withCommon } from './scripts/manifest.mjs';

const descriptors = await loadDescriptors();

const common = {
  members: [
    { kind: 'field', name: 'authToken', type: { text: 'string | null' }, description: 'Bearer token for `auth="token"`. Kept in memory only, never reflected to an attribute.' },
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

export default {
  globs: descriptors.DESCRIPTORS.map((d) => `elements/${d.tag}.ts`),
  outdir: 'dist',
  litelement: false,
  // The package.json field points at dist/ for consumers; the build's private folder must not leak into it.
  packagejson: false,
  plugins: [
    descriptorsPlugin(descriptors),
    {
      // An element documenting a common entry itself replaces the generic one.
      name: 'gp-common-api',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          for (const decl of mod.declarations ?? []) {
            if (!decl.customElement) continue;
            decl.members = withCommon(common.members, decl.members);
            decl.cssParts = withCommon(common.cssParts, decl.cssParts);
            decl.cssProperties = withCommon(common.cssProperties, decl.cssProperties);
          }
        }
      },
    },
  ],
};
