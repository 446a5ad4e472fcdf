// The Custom Elements Manifest's attributes and events, from the descriptors (custom-elements-manifest.config.mjs).

const typeText = (type) => (type === 'string' ? 'string' : type.map((v) => `'${v}'`).join(' | '));

const attribute = (a) => ({ name: a.name, type: { text: typeText(a.type) }, ...(a.default !== undefined ? { default: a.default } : {}), description: a.description });

/** The common entries, except those the element describes itself, then the element's own. */
export const withCommon = (shared, own = []) => [...shared.filter((c) => !own.some((o) => o.name === c.name)), ...own];

/**
 * A CEM plugin: each element's declaration gets the common attributes and events and its descriptor's
 * own (an element describing a common event itself, e.g. what its gp-error carries, replaces the generic one).
 */
export function descriptorsPlugin({ DESCRIPTORS, COMMON_ATTRIBUTES, COMMON_EVENTS, EVENT_DETAILS }) {
  const event = (e) => ({ name: e.name, type: { text: `CustomEvent<${EVENT_DETAILS[e.name]}>` }, description: e.description });
  return {
    name: 'gp-descriptors',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        // elements/<tag>.ts declares the element of its descriptor.
        const d = DESCRIPTORS.find((x) => mod.path === `elements/${x.tag}.ts`);
        if (!d) continue;
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class') continue;
          decl.tagName = d.tag;
          decl.customElement = true;
          decl.attributes = withCommon(COMMON_ATTRIBUTES.map(attribute), d.attributes.map(attribute));
          decl.events = withCommon(COMMON_EVENTS.map(event), (d.events ?? []).map(event));
        }
      }
    },
  };
}
