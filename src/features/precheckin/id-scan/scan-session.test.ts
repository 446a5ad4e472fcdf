import { afterEach, describe, expect, it, vi } from 'vitest';
import { td3 } from '../../../../tests/support/mrz-compose';
import type { OcrEngine } from './ocr-engine';
import { ScanError, scanPicture, startEngine, within } from './scan-session';

const engine = (text: string): OcrEngine => ({ read: () => Promise.resolve(text), close: () => Promise.resolve() });

afterEach(() => vi.useRealTimers());

describe('startEngine', () => {
  it('resolves with the engine once the worker is up', async () => {
    const ocr = engine('');
    await expect(startEngine(() => Promise.resolve(() => Promise.resolve(ocr)), 1000, null)).resolves.toBe(ocr);
  });

  it('times out when the worker shows no sign of life (a CSP that silently blocks it)', async () => {
    vi.useFakeTimers();
    const started = startEngine(() => Promise.resolve(() => new Promise<OcrEngine>(() => undefined)), 5000, null);
    const outcome = expect(started).rejects.toEqual(new ScanError('timeout'));
    await vi.advanceTimersByTimeAsync(5001);
    await outcome;
  });

  it('waits as long as downloads report progress', async () => {
    vi.useFakeTimers();
    const ocr = engine('');
    let progress = () => undefined as void;
    let finish: (e: OcrEngine) => void = () => undefined;
    const started = startEngine(
      () =>
        Promise.resolve((onProgress: () => void) => {
          progress = onProgress;
          return new Promise<OcrEngine>((r) => (finish = r));
        }),
      5000,
      null,
    );
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(4000);
      progress();
    }
    finish(ocr);
    await expect(started).resolves.toBe(ocr);
  });

  it('fails at once when the page refuses the worker (securitypolicyviolation)', async () => {
    const doc = new EventTarget() as unknown as Document;
    const started = startEngine(() => Promise.resolve(() => new Promise<OcrEngine>(() => undefined)), 60_000, doc);
    const violation = Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'worker-src', blockedURI: 'blob', sample: '' });
    doc.dispatchEvent(violation);
    await expect(started).rejects.toEqual(new ScanError('blocked'));
  });

  it('reports a chunk or worker that fails to load as blocked', async () => {
    await expect(startEngine(() => Promise.reject(new Error('chunk')), 1000, null)).rejects.toEqual(new ScanError('blocked'));
  });
});

describe('within', () => {
  it('bounds a read', async () => {
    vi.useFakeTimers();
    const slow = within(new Promise(() => undefined), 100);
    const outcome = expect(slow).rejects.toEqual(new ScanError('timeout'));
    await vi.advanceTimersByTimeAsync(101);
    await outcome;
  });
});

const steps = (...texts: string[]) => {
  const read = vi.fn((image: Blob | HTMLCanvasElement) => Promise.resolve(texts[(image as Blob & { attempt: number }).attempt] ?? ''));
  const first = Object.assign(new Blob(), { attempt: 0 });
  const second = Object.assign(new Blob(), { attempt: 1 });
  return { read, steps: { engine: () => Promise.resolve({ read, close: () => Promise.resolve() }), prepare: () => Promise.resolve({ picture: first, cleaned: () => second }) } };
};

describe('scanPicture', () => {
  const person = { documentCode: 'P', issuing: 'ITA', surname: 'ROSSI', givenNames: 'MARIO', documentNumber: 'YA1234567', nationality: 'ITA', birth: '800101', sex: 'M', expiry: '300101' } as const;

  it('reads the OCR text into a verified reading', async () => {
    const s = steps(td3(person).join('\n'));
    const out = await scanPicture(new Blob(), '2026-11-26', s.steps);
    expect(out).toMatchObject({ ok: true, reading: { documentNumber: 'YA1234567', nationality: 'IT', birthDate: '1980-01-01' } });
    expect(s.read).toHaveBeenCalledTimes(1);
  });

  it('reads the cleaned copy when the picture itself gives no zone', async () => {
    const s = steps('grain', td3(person).join('\n'));
    expect(await scanPicture(new Blob(), '2026-11-26', s.steps)).toMatchObject({ ok: true });
    expect(s.read).toHaveBeenCalledTimes(2);
  });

  it('reports failed check digits rather than a missing zone when either attempt saw the zone', async () => {
    const [a, b] = td3(person);
    const s = steps(`${a}\n${b.replace('1234567', '1234561')}`, 'grain');
    expect(await scanPicture(new Blob(), '2026-11-26', s.steps)).toEqual({ ok: false, reason: 'check_digits' });
  });

  it('refuses a misread', async () => {
    const [a, b] = td3(person);
    const misread = `${a}\n${b.replace('1234567', '1234561')}`;
    expect(await scanPicture(new Blob(), '2026-11-26', steps(misread, misread).steps)).toEqual({ ok: false, reason: 'check_digits' });
  });
});
