import type { ElementDescriptor } from './descriptor';

/**
 * Document-level rules: until an element's code arrives it keeps its layout box (no layout shift).
 * The SDK uses the platform's system font stack, so there is no @font-face to declare; a host page
 * that wants its own font sets `--gp-font-family` (and declares the font itself, at document level,
 * because Chromium ignores @font-face inside shadow roots).
 */
export function documentStyles(descriptors: readonly ElementDescriptor[]): string {
  return descriptors
    .map(
      // A plain string, not css``: no rem to rewrite, and the loader stays without the template helper.
      ({ tag, reservedHeight }) => `${tag}:not(:defined) { display: block; min-height: var(--gp-reserved-height, ${reservedHeight}px); }`,
    )
    .join('\n');
}

let installed = false;
export function installDocumentStyles(descriptors: readonly ElementDescriptor[], doc: Document = document): void {
  if (installed) return;
  installed = true;
  // Written out rather than through src/styles/css (its sheet cache and fallbacks) to keep the loader small.
  // Without constructable sheets the host's <link> to guest-portal.css reserves the boxes; a <style>
  // element would break a strict style-src.
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(documentStyles(descriptors));
  // First among the adopted sheets: the host's own come after and win.
  doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
}
