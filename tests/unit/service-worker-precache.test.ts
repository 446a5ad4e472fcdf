// The hosted portal's precache list (scripts/service-worker.mjs), read from a build's chunk graph: the
// portal and its own screens, never a screen's on-demand parts (ID scanner, payment providers, the map).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheList } from '../../scripts/service-worker.mjs';

/** A minified build's chunk graph in miniature: `from"…"` static imports, `import("…")` on demand. */
const BUILD: Record<string, string> = {
  'guest-portal.js': 'import("./elements/guest-portal.js");',
  'guest-portal.css': ':root{}',
  'elements/guest-portal.js': [
    'import{r}from"../chunks/runtime-0.1.0.js";import"../chunks/styles-0.1.0.js";',
    'const l={en:()=>import("../locales/en/guest-portal-0.1.0.js")};',
    'const t=()=>import("../chunks/trips-page-0.1.0.js"),i=()=>import( "../chunks/reservation-info-page-0.1.0.js" );',
    'const o=()=>import("../chunks/offline-portal-0.1.0.js"),p=()=>import("../chunks/precheckin-page-0.1.0.js"),c=()=>import("../chunks/checkout-page-0.1.0.js");',
  ].join(''),
  'chunks/runtime-0.1.0.js': 'import{j}from"./react-0.1.0.js";export{j};',
  'chunks/react-0.1.0.js': 'export const j=1;',
  'chunks/styles-0.1.0.js': 'export{};',
  'chunks/trips-page-0.1.0.js': 'import{m}from"./money-0.1.0.js";import{r}from"./runtime-0.1.0.js";',
  'chunks/money-0.1.0.js': 'export const m=1;',
  'chunks/reservation-info-page-0.1.0.js': 'import{k}from"./kit-storage-0.1.0.js";const map=()=>import("./leaflet-src-0.1.0.js");',
  'chunks/kit-storage-0.1.0.js': 'export const k=1;',
  'chunks/leaflet-src-0.1.0.js': 'export const L=1;',
  'chunks/offline-portal-0.1.0.js': 'import{s}from"./safe-html-0.1.0.js";',
  'chunks/safe-html-0.1.0.js': 'import{p}from"./purify.es-0.1.0.js";',
  'chunks/purify.es-0.1.0.js': 'export const p=1;',
  'chunks/precheckin-page-0.1.0.js': 'const step=()=>import("./personal-info-step-0.1.0.js");',
  'chunks/personal-info-step-0.1.0.js': 'import{u}from"./document-upload-0.1.0.js";',
  'chunks/document-upload-0.1.0.js': 'const scan=()=>import("./scan-id-dialog-0.1.0.js");',
  'chunks/scan-id-dialog-0.1.0.js': 'import{t}from"./tesseract.esm.min-0.1.0.js";',
  'chunks/tesseract.esm.min-0.1.0.js': 'export const t=1;',
  'chunks/checkout-page-0.1.0.js': 'import{d}from"./decline-message-0.1.0.js";',
  'chunks/decline-message-0.1.0.js': 'const s=()=>import("./stripe-0.1.0.js"),a=()=>import("./adyen-0.1.0.js");',
  'chunks/stripe-0.1.0.js': 'export{};',
  'chunks/adyen-0.1.0.js': 'export{};',
  // Another element's chunk: the hosted portal never loads it.
  'elements/guest-checkout.js': 'import{r}from"../chunks/runtime-0.1.0.js";',
  'locales/en/guest-portal-0.1.0.js': 'export default {};',
  'ocr/worker.min.js': 'self.onmessage=()=>{};',
};

const dist = mkdtempSync(join(tmpdir(), 'gp-precache-'));
for (const [file, code] of Object.entries(BUILD)) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), code);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precacheList', () => {
  const list = precacheList(dist);

  it('keeps the loader, the portal, its own screens and everything they import statically', () => {
    expect(list).toEqual([
      'chunks/checkout-page-0.1.0.js',
      'chunks/decline-message-0.1.0.js',
      'chunks/kit-storage-0.1.0.js',
      'chunks/money-0.1.0.js',
      'chunks/offline-portal-0.1.0.js',
      'chunks/precheckin-page-0.1.0.js',
      'chunks/purify.es-0.1.0.js',
      'chunks/react-0.1.0.js',
      'chunks/reservation-info-page-0.1.0.js',
      'chunks/runtime-0.1.0.js',
      'chunks/safe-html-0.1.0.js',
      'chunks/styles-0.1.0.js',
      'chunks/trips-page-0.1.0.js',
      'elements/guest-portal.js',
      'guest-portal.css',
      'guest-portal.js',
    ]);
  });

  it('leaves out what a screen loads on demand (scanner and OCR, payment providers, map), locales and other elements', () => {
    for (const part of ['scan-id-dialog', 'tesseract', 'personal-info-step', 'document-upload', 'stripe', 'adyen', 'leaflet', 'locales/', 'ocr/', 'guest-checkout']) {
      expect(list.filter((file) => file.includes(part))).toEqual([]);
    }
  });
});
