import { describe, expect, it } from 'vitest';
import { createAttempt, step } from './attempt';
import { PaymentBackendError, PaymentInProgressError } from './errors';
import { deferred, keySequence } from '../../tests/unit/payment-fakes';

describe('createAttempt', () => {
  it('refuses a second run while one is in flight', async () => {
    const a = createAttempt(keySequence());
    const d = deferred<string>();
    const first = a.run(() => d.promise);
    expect(a.inFlight).toBe(true);
    await expect(a.run(async () => 'x')).rejects.toBeInstanceOf(PaymentInProgressError);
    d.resolve('done');
    await expect(first).resolves.toBe('done');
    expect(a.inFlight).toBe(false);
  });

  it('keeps the key after a transport failure (retry of the same attempt) and renews it after an answer', async () => {
    const a = createAttempt(keySequence());
    const keys: string[] = [];
    await expect(a.run(async (k) => { keys.push(k); throw new PaymentBackendError({ kind: 'network' }); })).rejects.toThrow();
    expect(a.pendingKey).toBe('key-1');
    await expect(a.run(async (k) => { keys.push(k); throw new PaymentBackendError({ kind: 'http', status: 503 }); })).rejects.toThrow();
    await a.run(async (k) => { keys.push(k); return 'ok'; });
    await expect(a.run(async (k) => { keys.push(k); throw new PaymentBackendError({ kind: 'http', status: 402 }); })).rejects.toThrow();
    await a.run(async (k) => { keys.push(k); return 'ok'; });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-2', 'key-3']);
  });

  it('reset() starts a new attempt; step() derives per-step keys', async () => {
    const a = createAttempt(keySequence());
    await expect(a.run(async () => { throw new PaymentBackendError({ kind: 'timeout' }); })).rejects.toThrow();
    a.reset();
    expect(a.pendingKey).toBeNull();
    expect(step('k', 'capture')).toBe('k:capture');
  });
});
