import { adoptStyles, css } from '../styles/css';
import { ELEMENT_TAGS, RESERVED_HEIGHTS } from './tags';

/**
 * Document-level rules: until an element's code arrives it keeps its layout box (no layout shift).
 * The SDK uses the platform's system font stack, so there is no @font-face to declare; a host page
 * that wants its own font sets `--gp-font-family` (and declares the font itself, at document level,
 * because Chromium ignores @font-face inside shadow roots).
 */
export function documentStyles(): string {
  return ELEMENT_TAGS.map(
    (tag) => css`${tag}:not(:defined) { display: block; min-height: var(--gp-reserved-height, ${RESERVED_HEIGHTS[tag]}px); }`,
  ).join('\n');
}

let installed = false;
export function installDocumentStyles(doc: Document = document): void {
  if (installed) return;
  installed = true;
  adoptStyles(doc, [documentStyles()]);
}
