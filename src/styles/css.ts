/**
 * Tag for CSS written in TypeScript: no build step, and editors can highlight it.
 * `rem` would size the element by the host page's root font (a hostile `html { font-size: 40px }`
 * would blow it up), so every `Nrem` becomes a multiple of the element's own base size `--_rem`.
 */
export function css(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  const text = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  return text.replace(/(^|[^\w.-])(\d*\.?\d+)rem\b/g, (_m, pre: string, n: string) => `${pre}calc(${n} * var(--_rem))`);
}

const sheets = new Map<string, CSSStyleSheet>();

function supportsConstructable(): boolean {
  try {
    return typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in Document.prototype;
  } catch {
    return false;
  }
}

/** One CSSStyleSheet per distinct text, shared by every shadow root that uses it. */
export function sheetFor(text: string): CSSStyleSheet {
  let sheet = sheets.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

/**
 * Adopts stylesheets into a shadow root (or the document). Constructable stylesheets are not inline
 * styles, so a host page's CSP without 'unsafe-inline' does not block them.
 */
export function adoptStyles(root: ShadowRoot | Document, texts: string[]): void {
  if (!supportsConstructable()) {
    // Environments without constructable sheets (older test DOMs): a <style> element is the fallback.
    if (root instanceof Document) return;
    for (const text of texts) {
      const style = document.createElement('style');
      style.textContent = text;
      root.prepend(style);
    }
    return;
  }
  const wanted = texts.map(sheetFor);
  const current = root.adoptedStyleSheets.filter((s) => !wanted.includes(s));
  root.adoptedStyleSheets = [...wanted, ...current];
}

/** Replaces one named adopted sheet (tenant branding changes at run time). */
export function setNamedSheet(root: ShadowRoot, name: string, text: string): void {
  if (!supportsConstructable()) return;
  const tagged = root as ShadowRoot & { __gpSheets?: Record<string, CSSStyleSheet> };
  tagged.__gpSheets ??= {};
  let sheet = tagged.__gpSheets[name];
  if (!sheet) {
    sheet = new CSSStyleSheet();
    tagged.__gpSheets[name] = sheet;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(text);
}
