// Small valid files for upload tests (magic bytes are what the server checks).
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const PDF_MIN = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function upload(data: Buffer, name: string, type: string, preset?: string): FormData {
  const form = new FormData();
  if (preset !== undefined) form.append('upload_preset', preset);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}
