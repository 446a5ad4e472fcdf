/** The build's CSS minifier for css`…` templates (a rollup transform plugin). */
export function minifyCssTemplates(): { name: string; transform(code: string, id: string): { code: string; map: null } | null };
