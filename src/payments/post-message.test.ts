import { describe, expect, it, vi } from 'vitest';
import {
  FingerprintMessageSchema,
  listenForFrameMessages,
  OriginNotAllowedError,
  paymentResultMessage,
  postResult,
  ThreeDsMessageSchema,
  waitForFrameMessage,
} from './post-message';

const ALLOWED = ['https://site.test'];

describe('postResult', () => {
  it('posts the versioned message with the explicit target origin', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    postResult(target, 'https://site.test', paymentResultMessage('succeeded', 'pi_1'), ALLOWED);
    expect(target.postMessage).toHaveBeenCalledWith(
      { source: 'guest-portal-elements', version: 1, type: 'payment-result', status: 'succeeded', payment_intent_id: 'pi_1' },
      'https://site.test',
    );
  });

  it("refuses '*', 'null', paths and origins outside the allow-list", () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    const msg = paymentResultMessage('failed', 'pi_1', 'Your card was declined.');
    for (const origin of ['*', 'null', 'https://site.test/', 'https://evil.test', 'javascript:alert(1)']) {
      expect(() => postResult(target, origin, msg, [...ALLOWED, '*'])).toThrow(OriginNotAllowedError);
    }
    expect(target.postMessage).not.toHaveBeenCalled();
  });

  it('refuses a malformed message', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    expect(() => postResult(target, 'https://site.test', { ...paymentResultMessage('succeeded', 'pi_1'), version: 2 as 1 }, ALLOWED)).toThrow();
    expect(target.postMessage).not.toHaveBeenCalled();
  });
});

describe('listenForFrameMessages', () => {
  const frame = {} as Window;
  const other = {} as Window;
  const fire = (data: unknown, origin: string, source: unknown) => {
    const e = new MessageEvent('message', { data, origin });
    Object.defineProperty(e, 'source', { value: source });
    window.dispatchEvent(e);
  };

  it('accepts only the expected frame, exact origin and a valid shape', () => {
    const cb = vi.fn();
    const stop = listenForFrameMessages(frame, 'https://pay.test', ThreeDsMessageSchema, cb);
    fire({ type: 'gp-3ds', result: 'approved' }, 'https://evil.test', frame);
    fire({ type: 'gp-3ds', result: 'approved' }, 'https://pay.test', other);
    fire({ type: 'gp-3ds', result: 'maybe' }, 'https://pay.test', frame);
    fire('<img onerror=alert(1)>', 'https://pay.test', frame);
    expect(cb).not.toHaveBeenCalled();
    fire({ type: 'gp-3ds', result: 'approved' }, 'https://pay.test', frame);
    expect(cb).toHaveBeenCalledWith({ type: 'gp-3ds', result: 'approved' });
    stop();
    fire({ type: 'gp-3ds', result: 'failed' }, 'https://pay.test', frame);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it("refuses to listen for '*'", () => {
    expect(() => listenForFrameMessages(frame, '*', ThreeDsMessageSchema, vi.fn())).toThrow(OriginNotAllowedError);
  });

  it('waitForFrameMessage resolves with the first valid message and rejects on abort', async () => {
    const p = waitForFrameMessage(frame, 'https://pay.test', FingerprintMessageSchema);
    fire({ type: 'gp-fingerprint', fingerprint: '' }, 'https://pay.test', frame);
    fire({ type: 'gp-fingerprint', fingerprint: 'fp_1' }, 'https://pay.test', frame);
    await expect(p).resolves.toEqual({ type: 'gp-fingerprint', fingerprint: 'fp_1' });
    const c = new AbortController();
    const q = waitForFrameMessage(frame, 'https://pay.test', FingerprintMessageSchema, { signal: c.signal });
    c.abort(new Error('gone'));
    await expect(q).rejects.toThrow('gone');
  });
});
