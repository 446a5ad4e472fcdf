/**
 * Adding an element is one descriptor, one element file and its feature (docs/team-conventions.md):
 * a throwaway element built from a descriptor alone shows up in every list derived from the descriptors
 * (the element class's attributes, the loader's table with its reserved box and first calls, the
 * manifest, the size report).
 */
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import catalogues from 'gp-locale-loaders:gate-code-lookup';
import bundles from '../src/i18n/bundles.json';
import { useElement } from '../src/element/context';
import { createElementClass, defineTag } from '../src/element/define-element';
import { firstCalls, type ElementDescriptor } from '../src/element/descriptor';
import { COMMON_ATTRIBUTES, COMMON_EVENTS, EVENT_DETAILS } from '../src/element/descriptors/common';
import { documentStyles } from '../src/element/document-styles';
import { loaderTable } from '../src/element/loader-table';
import { descriptorsPlugin } from '../scripts/manifest.mjs';
import { sizeReport } from '../scripts/size-report.mjs';
import { DESCRIPTORS } from './descriptors';
import type { GuestPortalIntrinsicElements } from './jsx';

const throwaway = {
  tag: 'gp-throwaway',
  attributes: [
    { name: 'pet-name', type: 'string', description: 'The pet to show.' },
    { name: 'size', type: ['small', 'large'], default: 'small', description: 'How big.' },
  ],
  events: [{ name: 'gp-error', description: 'The pet could not be found.' }],
  needsSession: false,
  firstCalls: [{ resource: 'pet', path: '/api/pets/{pet-name}' }],
  reservedHeight: 123,
  catalogue: 'gate-code-lookup',
  sizeBudgetKiB: 2,
} as const satisfies ElementDescriptor;
const all = [...DESCRIPTORS, throwaway];

function PetFeature() {
  const { attrs } = useElement();
  return <p data-testid="pet">{attrs.petName}</p>;
}

const temp = mkdtempSync(join(tmpdir(), 'gp-throwaway-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('a new element from its descriptor', () => {
  it('is an element with the common attributes and its own, and renders its feature', async () => {
    const Throwaway = createElementClass({
      descriptor: throwaway,
      initialUrl: () => '/search',
      canRender: () => true,
      Feature: PetFeature,
      catalogues,
      loads: { pet: () => ({ key: 'pet', load: () => Promise.resolve('rex') }) },
    });
    defineTag(throwaway.tag, Throwaway);
    const observed = (Throwaway as unknown as { observedAttributes: string[] }).observedAttributes;
    expect(observed).toEqual(expect.arrayContaining(['api-base', 'locale', 'pet-name', 'size']));
    const el = document.createElement(throwaway.tag);
    el.setAttribute('locale', 'en');
    el.setAttribute('auth', 'token');
    el.setAttribute('pet-name', 'Rex');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot?.querySelector('[data-testid="pet"]')?.textContent).toBe('Rex'));
    el.remove();
  });

  it("is in the loader's table, with its reserved box and its first calls", () => {
    const table = loaderTable(all);
    expect(table.get('gp-throwaway')).toBe(throwaway);
    expect(documentStyles([...table.values()])).toContain('gp-throwaway:not(:defined) { display: block; min-height: var(--gp-reserved-height, 123px); }');
    const attr = (name: string) => (name === 'pet-name' ? 'Rex Jr' : null);
    expect(firstCalls(throwaway, attr).map((c) => c.path)).toEqual(['/api/config', '/api/pets/Rex%20Jr']);
  });

  it('is in the manifest with the common attributes and events and its own', () => {
    const manifest = { modules: [{ path: 'elements/gp-throwaway.ts', declarations: [{ kind: 'class', name: 'GpThrowawayElement' } as Record<string, unknown>] }] };
    descriptorsPlugin({ DESCRIPTORS: all, COMMON_ATTRIBUTES, COMMON_EVENTS, EVENT_DETAILS }).packageLinkPhase({ customElementsManifest: manifest });
    const decl = manifest.modules[0]!.declarations[0] as { tagName: string; customElement: boolean; attributes: { name: string; type: { text: string }; default?: string }[]; events: { name: string; description: string }[] };
    expect(decl).toMatchObject({ tagName: 'gp-throwaway', customElement: true });
    expect(decl.attributes.map((a) => a.name)).toEqual([...COMMON_ATTRIBUTES.map((a) => a.name), 'pet-name', 'size']);
    expect(decl.attributes.find((a) => a.name === 'size')).toMatchObject({ type: { text: "'small' | 'large'" }, default: 'small' });
    expect(decl.events.find((e) => e.name === 'gp-error')?.description).toBe('The pet could not be found.');
    expect(decl.events.map((e) => e.name)).toContain('gp-ready');
  });

  it('is in the size report, against its own budget', () => {
    for (const dir of ['chunks', 'elements', 'locales']) mkdirSync(join(temp, dir), { recursive: true });
    writeFileSync(join(temp, 'guest-portal.js'), 'export {};');
    writeFileSync(join(temp, 'chunks', 'runtime-1.js'), 'export const r = 1;');
    writeFileSync(join(temp, 'elements', 'gp-throwaway.js'), `import "../chunks/runtime-1.js";\nexport const pet = ${JSON.stringify('x'.repeat(100))};`);
    writeFileSync(join(temp, 'locales', 'en_gp-throwaway-1.js'), 'export default {};');
    const within = sizeReport(temp, [throwaway]);
    expect(within.rows.map(([label]) => label)).toContain('<gp-throwaway> total to first render (loader + runtime + chunks + catalogue)');
    expect(within.totals['gp-throwaway']).toBeGreaterThan(0);
    expect(within.failures).toEqual([]);
    const over = sizeReport(temp, [{ ...throwaway, sizeBudgetKiB: 0.01 }]);
    expect(over.failures).toEqual([expect.stringMatching(/^<gp-throwaway> total .* > 0\.0 KiB$/)]);
  });
});

describe('the descriptors', () => {
  it('name unique tags, catalogue bundles that exist, and an element file each', () => {
    expect(new Set(DESCRIPTORS.map((d) => d.tag)).size).toBe(DESCRIPTORS.length);
    for (const d of DESCRIPTORS) expect(Object.keys(bundles)).toContain(d.catalogue);
    for (const d of DESCRIPTORS) expect(existsSync(join(import.meta.dirname, `${d.tag}.ts`))).toBe(true);
  });

  it('type the JSX attributes, values from the lists the descriptors give', () => {
    expectTypeOf<GuestPortalIntrinsicElements['gate-code-lookup']['mode']>().toEqualTypeOf<'gate-code' | 'gate' | 'reservation' | undefined>();
    // The element reads its variant in any case (`b` for `B`).
    expectTypeOf<GuestPortalIntrinsicElements['guest-precheckin']['variant']>().toEqualTypeOf<'A' | 'B' | 'a' | 'b' | undefined>();
    expectTypeOf<GuestPortalIntrinsicElements['guest-trips']['routing']>().toEqualTypeOf<'memory' | 'path' | 'hash' | undefined>();
    expectTypeOf<GuestPortalIntrinsicElements['guest-store']['confirmation-code']>().toEqualTypeOf<string | undefined>();
  });
});
