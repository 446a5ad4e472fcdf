// Renders machine-readable zones as document photos in Chromium with Debian's OCR-B font
// (fonts-ocr-b), clean or degraded like a phone picture: blurred, rotated a few degrees, noisy.
// Used by the accuracy benchmark (scripts/bench-mrz.ts) and to make the e2e fixtures.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { denoisePixels } from '../../src/features/precheckin/id-scan/denoise';

export type MrzVariant = 'clean' | 'blurred' | 'rotated' | 'noisy';
export const MRZ_VARIANTS: readonly MrzVariant[] = ['clean', 'blurred', 'rotated', 'noisy'];

export const OCR_B_FONT = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

/** The page draws on a canvas: one PNG (data URL) per request, `seed` makes the degradation repeatable. */
const DRAW = `
window.drawMrz = async ({ lines, variant, seed }) => {
  await document.fonts.load('40px OCRB');
  let s = seed >>> 0;
  const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
  const cols = lines[0].length;
  const pitch = 25, size = 40, lineGap = 56;
  const width = cols * pitch + 120, height = 260 + lines.length * lineGap;
  const c = document.createElement('canvas');
  c.width = width; c.height = height;
  const g = c.getContext('2d');
  g.fillStyle = '#f4f1ea'; g.fillRect(0, 0, width, height);
  if (variant === 'rotated') {
    const angle = ((rand() < 0.5 ? -1 : 1) * (1.5 + rand() * 1.5) * Math.PI) / 180;
    g.translate(width / 2, height / 2); g.rotate(angle); g.translate(-width / 2, -height / 2);
  }
  g.fillStyle = '#222';
  g.font = 'bold 30px sans-serif';
  g.fillText('IDENTITY DOCUMENT', 60, 70);
  g.font = '22px sans-serif';
  g.fillText('Specimen rendered for the scanner tests', 60, 110);
  g.font = size + 'px OCRB';
  lines.forEach((line, row) => {
    [...line].forEach((ch, col) => g.fillText(ch, 60 + col * pitch, 230 + row * lineGap));
  });
  let out = c;
  if (variant === 'blurred') {
    out = document.createElement('canvas'); out.width = width; out.height = height;
    const b = out.getContext('2d'); b.filter = 'blur(1.8px)'; b.drawImage(c, 0, 0);
  }
  if (variant === 'noisy') {
    const img = g.getImageData(0, 0, width, height);
    for (let i = 0; i < img.data.length; i += 4) {
      const n = (rand() + rand() + rand() - 1.5) * 70;
      for (let k = 0; k < 3; k++) img.data[i + k] = Math.max(0, Math.min(255, img.data[i + k] + n));
    }
    g.putImageData(img, 0, 0);
  }
  return out.toDataURL('image/png');
};`;

/** A page ready to draw (the font embedded as a data URL, so the page needs no server). */
export async function mrzDrawingPage(browser: Browser) {
  const page = await browser.newPage();
  const font = readFileSync(OCR_B_FONT).toString('base64');
  await page.setContent(`<style>@font-face{font-family:OCRB;src:url(data:font/otf;base64,${font})}</style><script>${DRAW}</script>`);
  return {
    async draw(lines: readonly string[], variant: MrzVariant, seed: number): Promise<Buffer> {
      const url = await page.evaluate((a) => (window as unknown as { drawMrz(x: unknown): Promise<string> }).drawMrz(a), { lines, variant, seed });
      return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    },
    /** The same picture after the scanner's second-attempt cleaning (src/features/precheckin/id-scan/denoise.ts). */
    async denoised(png: Buffer): Promise<Buffer> {
      const url = await page.evaluate(
        async ({ data, source }) => {
          const img = new Image();
          img.src = data;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = img.width;
          c.height = img.height;
          const g = c.getContext('2d')!;
          g.drawImage(img, 0, 0);
          const pixels = g.getImageData(0, 0, c.width, c.height);
          (new Function(`return ${source}`)() as typeof denoisePixels)(pixels.data, c.width, c.height);
          g.putImageData(pixels, 0, 0);
          return c.toDataURL('image/png');
        },
        { data: `data:image/png;base64,${png.toString('base64')}`, source: denoisePixels.toString() },
      );
      return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    },
    close: () => page.close(),
  };
}
