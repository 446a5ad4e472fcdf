/** Only plain colour values from the server reach CSS: nothing that could close the rule or load a URL. */
export function safeCssColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v;
  if (/^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\)$/i.test(v)) return v;
  return null;
}

export function brandingCss(config: { primary_color?: string | null } | undefined): string {
  const primary = safeCssColor(config?.primary_color);
  return primary ? `:host { --gp-brand-primary: ${primary}; }` : '';
}
