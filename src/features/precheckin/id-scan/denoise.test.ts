import { describe, expect, it } from 'vitest';
import { denoisePixels } from './denoise';

describe('denoisePixels', () => {
  it('turns grainy dark ink on light paper into clean black on white', () => {
    const width = 30;
    const height = 30;
    const rgba = new Uint8ClampedArray(width * height * 4);
    let seed = 1;
    const grain = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296 - 0.5) * 80;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const ink = x >= 10 && x < 20;
        const v = (ink ? 40 : 230) + grain();
        rgba.set([v, v, v, 255], (y * width + x) * 4);
      }
    denoisePixels(rgba, width, height);
    const at = (x: number, y: number) => rgba[(y * width + x) * 4];
    expect(at(15, 15)).toBe(0);
    expect(at(3, 15)).toBe(255);
    expect(at(26, 4)).toBe(255);
    expect(new Set(rgba.filter((_, i) => i % 4 === 0))).toEqual(new Set([0, 255]));
  });
});
