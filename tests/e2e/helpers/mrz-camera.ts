// Chromium's fake camera fed a document: an MRZ picture (tests/support/mrz-images.ts) written as a
// one-frame Y4M file, the format `--use-file-for-fake-video-capture` reads (it loops the frame).
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { mrzDrawingPage } from '../../support/mrz-images';

const WIDTH = 1280;
const HEIGHT = 720;

/** Draws the zone and writes it as a 1280×720 I420 Y4M frame at `path`; returns the PNG for file pickers. */
export async function writeMrzCameraFile(browser: Browser, lines: readonly string[], path: string): Promise<Buffer> {
  const drawing = await mrzDrawingPage(browser);
  const png = await drawing.draw(lines, 'clean', 1);
  const page = await browser.newPage();
  // The picture centred on a dark desk, as the rear camera would see the document, turned into the frame's
  // Y, U and V planes in the page: one base64 string crosses to Node, not millions of numbers.
  const planes = await page.evaluate(
    async ({ data, width, height }) => {
      const img = new Image();
      img.src = data;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = width;
      c.height = height;
      const g = c.getContext('2d')!;
      g.fillStyle = '#333';
      g.fillRect(0, 0, width, height);
      const scale = Math.min((width * 0.95) / img.width, (height * 0.95) / img.height);
      g.drawImage(img, (width - img.width * scale) / 2, (height - img.height * scale) / 2, img.width * scale, img.height * scale);
      const rgba = g.getImageData(0, 0, width, height).data;
      const quarter = (width / 2) * (height / 2);
      const out = new Uint8Array(width * height + 2 * quarter);
      const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
      for (let row = 0; row < height; row++)
        for (let col = 0; col < width; col++) {
          const i = (row * width + col) * 4;
          const [r, gr, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
          out[row * width + col] = clamp(0.299 * r + 0.587 * gr + 0.114 * b);
          if (row % 2 === 0 && col % 2 === 0) {
            const k = (row / 2) * (width / 2) + col / 2;
            out[width * height + k] = clamp(128 - 0.168736 * r - 0.331264 * gr + 0.5 * b);
            out[width * height + quarter + k] = clamp(128 + 0.5 * r - 0.418688 * gr - 0.081312 * b);
          }
        }
      const url = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsDataURL(new Blob([out]));
      });
      return url.slice(url.indexOf(',') + 1);
    },
    { data: `data:image/png;base64,${png.toString('base64')}`, width: WIDTH, height: HEIGHT },
  );
  await page.close();
  await drawing.close();
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), Buffer.from(planes, 'base64')]));
  return png;
}
