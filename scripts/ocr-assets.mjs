// The ID scanner's run-time files (src/features/precheckin/id-scan/ocr-engine.ts loads them from
// dist/ocr/, the SDK's own origin, never from a CDN): the tesseract.js worker, the LSTM-only cores
// (tesseract.js picks the relaxed-SIMD, SIMD or plain build the device runs; one is downloaded), and
// the MRZ model with its licence.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const OCR_DIR = 'ocr';

export const OCR_ASSETS = [
  ['node_modules/tesseract.js/dist/worker.min.js', 'worker.min.js'],
  ['node_modules/tesseract.js/dist/worker.min.js.LICENSE.txt', 'worker.min.js.LICENSE.txt'],
  ['node_modules/tesseract.js-core/tesseract-core-lstm.wasm.js', 'tesseract-core-lstm.wasm.js'],
  ['node_modules/tesseract.js-core/tesseract-core-simd-lstm.wasm.js', 'tesseract-core-simd-lstm.wasm.js'],
  ['node_modules/tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js', 'tesseract-core-relaxedsimd-lstm.wasm.js'],
  ['node_modules/tesseract.js-core/LICENSE', 'tesseract-core.LICENSE'],
  ['vendor/mrz-model/mrz.traineddata', 'mrz.traineddata'],
  ['vendor/mrz-model/LICENSE', 'mrz.traineddata.LICENSE'],
];

/** Copies the scanner's files into `<out>/ocr/`. */
export function copyOcrAssets(out) {
  mkdirSync(join(out, OCR_DIR), { recursive: true });
  for (const [from, to] of OCR_ASSETS) copyFileSync(from, join(out, OCR_DIR, to));
}
