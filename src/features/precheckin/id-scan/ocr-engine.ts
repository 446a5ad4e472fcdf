// The on-device OCR (tesseract.js + the MRZ model): this module is a chunk of its own, imported only when
// the guest asks for a scan (load-scanner.ts). Worker, core and model come from the SDK's own files
// (dist/ocr/, copied by scripts/copy-ocr-assets.mjs), never from a CDN; the picture never leaves the device.
import type { Worker } from 'tesseract.js';
import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js';
import { OCR_PARAMETERS, OEM_LSTM_ONLY, RECOGNIZE_OPTIONS } from './ocr-settings';

/** dist/ocr/ next to dist/chunks/, where this module ships. */
const OCR_BASE = new URL('../ocr/', import.meta.url).href;


export interface OcrEngine {
  /** The text in an image (a photo file or a camera frame). */
  read(image: Blob | HTMLCanvasElement): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the worker. `onProgress` is called on every sign of life (downloads, start-up) so the caller can
 * tell a slow phone from a worker the page's CSP blocked, which never reports anything.
 */
export async function startOcr(onProgress: () => void, base = OCR_BASE): Promise<OcrEngine> {
  const worker: Worker = await Tesseract.createWorker('mrz', OEM_LSTM_ONLY, {
    workerPath: `${base}worker.min.js`,
    // A folder: tesseract.js picks the SIMD or plain LSTM build the device supports.
    corePath: base,
    langPath: base,
    // The model is served as is (the server compresses it in transit); IndexedDB keeps it after the first scan.
    gzip: false,
    logger: () => onProgress(),
    errorHandler: () => undefined,
  });
  await worker.setParameters(OCR_PARAMETERS as never);
  return {
    async read(image) {
      const { data } = await worker.recognize(image, RECOGNIZE_OPTIONS);
      return data.text;
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
