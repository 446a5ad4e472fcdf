// Admission for password hashing under a check-in rush (issue 19, item 5): when the hashing queue is full a
// login is refused at once with 503, Retry-After and the error shape, and counts as no guess; once the queue
// drains the same guest signs in. Slots are held by the test (no timing).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HashingGate } from '../auth/hashing-gate.js';
import { call, startServer, type TestServer } from './helpers.js';

function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('HashingGate', () => {
  it('runs as many at once as it has slots, queues while the wait is short, refuses beyond', async () => {
    const gate = new HashingGate({ slots: 1, maxWaitMs: 60_000, maxQueue: 1 }, 10);
    const first = held();
    const order: string[] = [];
    const running = gate.run(async () => {
      await first.done;
      order.push('first');
    });
    const queued = gate.run(async () => {
      order.push('queued');
    });
    const refused = await gate.run(async () => 'ran').catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 503, code: 'busy', extra: { retry_after: 1 } });
    first.release();
    await Promise.all([running, queued]);
    expect(order).toEqual(['first', 'queued']);
    // Drained: the next one runs.
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });

  it('refuses when the expected wait is longer than the longest wait, and says how long to wait', async () => {
    // One hash is estimated at 2 s; one waiting already means a 4 s wait for the next: over 3 s.
    const gate = new HashingGate({ slots: 1, maxWaitMs: 3_000, maxQueue: 100 }, 2_000);
    const first = held();
    const running = gate.run(() => first.done);
    const queued = gate.run(async () => undefined);
    const refused = await gate.run(async () => undefined).catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 503, extra: { retry_after: 4 } });
    first.release();
    await Promise.all([running, queued]);
  });

  it('one who waited past twice the longest wait is refused when its turn comes; the next still runs', async () => {
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const gate = new HashingGate({ slots: 1, maxWaitMs: 1_000, maxQueue: 10 }, 1);
      const first = held();
      const running = gate.run(() => first.done);
      const stale = gate.run(async () => 'ran').catch((e: unknown) => e);
      clock = 1_500;
      const fresh = gate.run(async () => 'ran');
      // The machine got slower: the first hash ends 2.5 s after the stale one queued.
      clock = 2_500;
      first.release();
      await running;
      expect(await stale).toMatchObject({ statusCode: 503, code: 'busy' });
      await expect(fresh).resolves.toBe('ran');
    } finally {
      now.mockRestore();
    }
  });

  it('a failing hash frees its slot', async () => {
    const gate = new HashingGate({ slots: 1, maxWaitMs: 60_000, maxQueue: 0 }, 10);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });
});

describe('login during a rush', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ hashingGate: { slots: 1, maxQueue: 0 } });
  });
  afterAll(async () => {
    await s.close();
  });

  const signIn = () => call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026' } });

  it('a full hashing queue answers 503 with Retry-After; the guest gets in once it drains', async () => {
    // Another guest's password check holds the only slot.
    const other = held();
    const holding = s.app.gp.passwordGate.run(() => other.done);
    const refused = await signIn();
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'busy', error: expect.any(String), retry_after: expect.any(Number) });
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retry_after));
    other.release();
    await holding;
    const admitted = await signIn();
    expect(admitted.status).toBe(200);
  });

  it('refusals are no guesses: many of them do not lock the account', async () => {
    const other = held();
    const holding = s.app.gp.passwordGate.run(() => other.done);
    for (let i = 0; i < 30; i++) expect((await signIn()).status).toBe(503);
    other.release();
    await holding;
    expect((await signIn()).status).toBe(200);
  });
});
