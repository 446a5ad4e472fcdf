/**
 * Tag for CSS written in TypeScript: no build step, and editors can highlight it.
 * `rem` would size the element by the host page's root font (a hostile `html { font-size: 40px }`
 * would blow it up), so every `Nrem` becomes a multiple of the element's own base size `--_rem`.
 */
export function css(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  const text = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  return text.replace(/(^|[^\w.-])(\d*\.?\d+)rem\b/g, (_m, pre: string, n: string) => `${pre}calc(${n} * var(--_rem))`);
}

/**
 * A shadow root's cascade, in a fixed order whatever mounted first: a tie of specificity goes to the
 * later sheet, so a screen's rules override the primitives it composes, and the element's own sheets
 * (base, reserved box) come after both, as the server writes them (src/server/render-element.tsx).
 * Sheets not adopted here (a named branding sheet, a host document's own) keep their place after these.
 */
const Tier = { Primitive: 0, Screen: 1, Element: 2, Other: 3 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

/** How a primitive's text is known (a comment: nothing to register, so an unused sheet is still dropped from a bundle). */
const PRIMITIVE = '/*gp-primitive*/';
const isPrimitive = (text: string) => text.startsWith(PRIMITIVE);

/** css`` for a primitive of src/ui: its rules sit first in the cascade, under any screen's. */
export function primitiveCss(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return PRIMITIVE + css(strings, ...values);
}

/** Texts in cascade order: the primitives' first, each group in the order given (the server's <style>). */
export function cascadeOrder(texts: Iterable<string>): string[] {
  const all = [...texts];
  return [...all.filter(isPrimitive), ...all.filter((t) => !isPrimitive(t))];
}

const sheets = new Map<string, CSSStyleSheet>();
const tiers = new WeakMap<CSSStyleSheet, Tier>();

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
 * Adopts stylesheets into a shadow root (or the document): a component's, or with `element` the
 * element's own. Constructable stylesheets are not inline styles, so a host page's CSP without
 * 'unsafe-inline' does not block them.
 */
export function adoptStyles(root: ShadowRoot | Document, texts: string[], element = false): void {
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
  const next = [...root.adoptedStyleSheets];
  for (const text of texts) {
    const sheet = sheetFor(text);
    if (next.includes(sheet)) continue;
    const tier = element ? Tier.Element : isPrimitive(text) ? Tier.Primitive : Tier.Screen;
    tiers.set(sheet, tier);
    // Before the first sheet of a later tier: within a tier, the order of adoption.
    const at = next.findIndex((s) => (tiers.get(s) ?? Tier.Other) > tier);
    next.splice(at < 0 ? next.length : at, 0, sheet);
  }
  if (next.length !== root.adoptedStyleSheets.length) root.adoptedStyleSheets = next;
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
