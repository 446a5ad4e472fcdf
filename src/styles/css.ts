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
 * A server-rendered shadow root's sheets while its server `<style>` still serves them (src/server/
 * render-element.tsx writes every sheet the first screen uses into it). Adopting the same sheets at
 * the upgrade restyled the whole server markup for nothing (a 62 ms task on trips at 4× CPU) and left
 * each rule in the root twice, matched again at every later restyle. So the adoptions are recorded
 * until a sheet the `<style>` lacks is asked for (another screen, a dialog, a branding change) or the
 * markup is thrown away; then the recorded sheets are adopted in the cascade's order and the `<style>`
 * removed, in one step.
 */
interface HeldStyles {
  style: HTMLStyleElement;
  /** Its text, read once. */
  css: string;
  adopted: { texts: string[]; element: boolean }[];
  named: Map<string, string>;
}
const held = new WeakMap<ShadowRoot, HeldStyles>();

/** From the upgrade of an element over server markup: its `<style>` serves until `releaseServerStyles`. */
export function holdServerStyles(root: ShadowRoot): void {
  const style = [...root.children].find((child): child is HTMLStyleElement => child.localName === 'style');
  if (style && supportsConstructable()) held.set(root, { style, css: style.textContent ?? '', adopted: [], named: new Map() });
}

/** Adopts what the server's `<style>` stood in for and removes it (idempotent). */
export function releaseServerStyles(root: ShadowRoot): void {
  const hold = held.get(root);
  if (!hold) return;
  held.delete(root);
  for (const { texts, element } of hold.adopted) adoptStyles(root, texts, element);
  for (const [name, text] of hold.named) setNamedSheet(root, name, text);
  hold.style.remove();
}

/** Whether the root's server `<style>` still serves these texts (the server escapes `</` in it: such a text does not). */
function heldFor(root: ShadowRoot | Document, texts: string[]): HeldStyles | null {
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return null;
  const hold = held.get(root);
  if (!hold) return null;
  if (hold.style.parentNode === root && texts.every((text) => hold.css.includes(text))) return hold;
  releaseServerStyles(root);
  return null;
}

/**
 * Adopts stylesheets into a shadow root (or the document): a component's, or with `element` the
 * element's own. Constructable stylesheets are not inline styles, so a host page's CSP without
 * 'unsafe-inline' does not block them.
 */
export function adoptStyles(root: ShadowRoot | Document, texts: string[], element = false): void {
  const hold = heldFor(root, texts);
  if (hold) {
    hold.adopted.push({ texts, element });
    return;
  }
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
  const hold = heldFor(root, [text]);
  if (hold) {
    hold.named.set(name, text);
    return;
  }
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
