// One scanner per page visit: the OCR chunk is imported on the first scan and its worker kept for
// Rescan and the next guest; every wait is bounded so a blocked worker never leaves the guest waiting.
import { readMrz, type MrzOutcome } from '../../../core/id-scan/mrz-reading';
import type { OcrEngine } from './ocr-engine';

/** Start-up may take long on a slow network, but a worker that shows no sign of life for this long is blocked. */
export const STALL_MS = 20_000;
/** Reading one picture takes about a second on a phone; far longer means the worker died. */
export const READ_MS = 30_000;

export type ScanFailure = 'blocked' | 'timeout';
export class ScanError extends Error {
  constructor(readonly reason: ScanFailure) {
    super(`id scan ${reason}`);
  }
}

type Start = (onProgress: () => void) => Promise<OcrEngine>;
const importEngine: () => Promise<Start> = () => import('./ocr-engine').then((m) => m.startOcr);

/**
 * Resolves with the engine, or rejects with ScanError: 'blocked' as soon as the page's CSP refuses the
 * worker or WebAssembly (securitypolicyviolation), 'timeout' after STALL_MS without progress.
 */
export function startEngine(load: () => Promise<Start> = importEngine, stallMs = STALL_MS, doc: Document | null = globalThis.document ?? null): Promise<OcrEngine> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      doc?.removeEventListener('securitypolicyviolation', onViolation);
    };
    const fail = (reason: ScanFailure) => {
      done();
      reject(new ScanError(reason));
    };
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail('timeout'), stallMs);
    };
    function onViolation(e: SecurityPolicyViolationEvent) {
      if (/^(worker-src|script-src|connect-src|child-src|default-src)/.test(e.effectiveDirective) && /\bblob\b|\/ocr\/|wasm/.test(`${e.blockedURI} ${e.sample}`)) fail('blocked');
    }
    doc?.addEventListener('securitypolicyviolation', onViolation);
    alive();
    load()
      .then((start) => start(alive))
      .then(
        (engine) => {
          done();
          resolve(engine);
        },
        () => fail('blocked'),
      );
  });
}

let shared: Promise<OcrEngine> | null = null;

/** The page's engine, started on first use; a failed start is forgotten so a later tap tries again. */
export function pageEngine(): Promise<OcrEngine> {
  shared ??= startEngine().catch((e: unknown) => {
    shared = null;
    throw e;
  });
  return shared;
}

/** Resolves `work` or rejects with a 'timeout' ScanError after `ms`. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScanError('timeout')), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof ScanError ? e : new ScanError('blocked'));
      },
    );
  });
}

type Picture = Blob | HTMLCanvasElement;

export interface PictureSteps {
  engine(): Promise<OcrEngine>;
  /** The picture as read (scaled down) and a maker of its cleaned copy for the second attempt. */
  prepare(image: Picture): Promise<{ picture: Picture; cleaned(): Picture }>;
}

const browserSteps: PictureSteps = {
  engine: pageEngine,
  prepare: async (image) => {
    const { pictureCanvas, cleanedCopy } = await import('./picture');
    const picture = await pictureCanvas(image);
    return { picture, cleaned: () => cleanedCopy(picture) };
  },
};

/**
 * Reads the zone of one picture; `today` is the guest's YYYY-MM-DD. A picture whose read is refused is
 * read once more from its cleaned copy (grainy photos); the first verified read wins.
 */
export async function scanPicture(image: Picture, today: string, steps: PictureSteps = browserSteps): Promise<MrzOutcome> {
  const ocr = await steps.engine();
  const { picture, cleaned } = await steps.prepare(image);
  const first = readMrz(await within(ocr.read(picture), READ_MS), today);
  if (first.ok) return first;
  const second = readMrz(await within(ocr.read(cleaned()), READ_MS), today);
  return second.ok || first.reason === 'not_found' ? second : first;
}
