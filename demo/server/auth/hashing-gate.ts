// Admission for password hashing. A hash is CPU-bound work of tens of milliseconds; a rush of sign-ins
// queues for the hashing threads. Unbounded, that queue grows past what a guest (or a client's time-out)
// waits, and every request in it is wasted work. The gate runs `slots` hashes at once, lets the queue grow
// only as long as the expected wait stays under `maxWaitMs`, and refuses the rest at once with 503 and
// Retry-After (the error shape), so a client learns to come back instead of timing out.
import os from 'node:os';
import { HttpError } from '../errors.js';

export interface HashingGateSettings {
  /** Hashes at once. */
  slots: number;
  /** Longest expected wait a newcomer accepts before the gate refuses it. */
  maxWaitMs: number;
  /** Longest queue, whatever the estimate says. */
  maxQueue: number;
}

/**
 * One core fewer than the machine has: the event loop (every other request, /api/health) keeps a core
 * of its own while logins hash. A wait of up to 3 s is still a sign-in, well inside the SDK's 15 s time-out.
 */
export function defaultGateSettings(): HashingGateSettings {
  const slots = Math.max(1, os.availableParallelism() - 1);
  return { slots, maxWaitMs: 3_000, maxQueue: 100 * slots };
}

export const hashingBusy = (retryAfterSeconds: number) =>
  new HttpError(503, 'busy', 'Many guests are signing in right now, please try again in a moment', undefined, {
    retry_after: retryAfterSeconds,
  });

/** Weight of the newest hash time in the running mean: follows a machine that gets busier within seconds. */
const SMOOTHING = 0.2;

export class HashingGate {
  private running = 0;
  private readonly waiting: { since: number; admit: () => void; refuse: (error: Error) => void }[] = [];
  private meanMs: number;

  /** `estimateMs`: one hash's time before any was measured (buildServer times one at start-up). */
  constructor(
    readonly settings: HashingGateSettings,
    estimateMs: number,
  ) {
    this.meanMs = Math.max(1, estimateMs);
  }

  /** How long the queue ahead of a newcomer takes to drain, in whole seconds (at least 1). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.expectedWaitMs() / 1000));
  }

  /** Runs `work` in its turn, or throws 503 `busy` when the turn would come too late. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.admit();
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.meanMs += SMOOTHING * (performance.now() - started - this.meanMs);
      this.passSlot();
    }
  }

  /**
   * The slot passes to the next in line, or frees. One who has waited more than twice the longest wait
   * (hashes got slower since it was let in: the machine got busier) is refused now, before its client
   * times out and the hash is done for nobody.
   */
  private passSlot(): void {
    const now = performance.now();
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (now - next.since <= 2 * this.settings.maxWaitMs) {
        next.admit();
        return;
      }
      next.refuse(hashingBusy(this.retryAfterSeconds()));
    }
    this.running -= 1;
  }

  private expectedWaitMs(): number {
    const { slots } = this.settings;
    return Math.ceil((this.waiting.length + 1) / slots) * this.meanMs;
  }

  private async admit(): Promise<void> {
    if (this.running < this.settings.slots) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.settings.maxQueue || this.expectedWaitMs() > this.settings.maxWaitMs) {
      throw hashingBusy(this.retryAfterSeconds());
    }
    await new Promise<void>((admit, refuse) => this.waiting.push({ since: performance.now(), admit, refuse }));
  }
}
