type TransformPlugin = { name: string; transform(this: { parse(code: string): unknown }, code: string, id: string): { code: string; map: unknown } | null };
/** One css`…` body minified, its interpolations kept. */
export function minifyCss(body: string, where?: string): string;
/** The build's CSS minifier for css`…` templates (a rollup transform plugin). */
export function minifyCssTemplates(): TransformPlugin;
/** Drops the named properties (default: what only documentation reads) from the modules of `descriptors/` folders (a rollup transform plugin). */
export function dropDescriptorKeys(keys?: string[]): TransformPlugin;
