// Pictures as the OCR gets them: a phone photo is 3–4 k pixels wide, far more than the zone's ~1,000
// pixels need and slow to read, so both attempts work on a copy at most MAX_WIDTH wide.
import { denoisePixels } from './denoise';

const MAX_WIDTH = 1600;

/** The picture (a file or a camera frame) on a canvas at most MAX_WIDTH pixels wide. */
export async function pictureCanvas(image: Blob | HTMLCanvasElement): Promise<HTMLCanvasElement> {
  const source = image instanceof Blob ? await createImageBitmap(image) : image;
  const scale = Math.min(1, MAX_WIDTH / source.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(source.width * scale);
  canvas.height = Math.round(source.height * scale);
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  if ('close' in source) source.close();
  return canvas;
}

/** A cleaned copy for the second attempt (denoise.ts). */
export function cleanedCopy(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const g = copy.getContext('2d');
  if (!g) return canvas;
  g.drawImage(canvas, 0, 0);
  const pixels = g.getImageData(0, 0, copy.width, copy.height);
  denoisePixels(pixels.data, copy.width, copy.height);
  g.putImageData(pixels, 0, 0);
  return copy;
}
