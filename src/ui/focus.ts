/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let el: Element | null = doc.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('hidden') && !el.closest('[hidden]'));
}

/** Right-to-left if the nearest `dir` says so (the element root sets it from the locale). */
export function isRtlElement(el: Element | null): boolean {
  return el?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
