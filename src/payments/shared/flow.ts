import { joinUrl } from '../../core/url';
import { createAttempt, type Attempt } from '../attempt';
import { failureFrom, PaymentInProgressError } from '../errors';
import type { CardFieldsState, PayResult } from '../types';

/**
 * Shared plumbing of the adapters: one Attempt per mounted form, transport errors turned into a
 * `failed` result (after the Attempt kept the key for the retry), and onChange fan-out.
 */
export interface PayFlow {
  attempt: Attempt;
  /** Runs one step of an attempt; resolves a PayResult, rethrows only PaymentInProgressError. */
  run(fn: (key: string) => Promise<PayResult>): Promise<PayResult>;
}

export function createPayFlow(newKey: () => string, fallbackMessage: string): PayFlow {
  const attempt = createAttempt(newKey);
  return {
    attempt,
    async run(fn) {
      try {
        return await attempt.run(fn);
      } catch (e) {
        if (e instanceof PaymentInProgressError) throw e;
        return failureFrom(e, fallbackMessage);
      }
    },
  };
}

export function createStateEmitter(initial: CardFieldsState) {
  let current = initial;
  const listeners: Array<(s: CardFieldsState) => void> = [];
  return {
    get: () => current,
    set(s: CardFieldsState) {
      current = s;
      for (const l of listeners) l(s);
    },
    on(cb: (s: CardFieldsState) => void) {
      listeners.push(cb);
      cb(current);
    },
    clear() {
      listeners.length = 0;
    },
  };
}

/**
 * Makes a challenge URL absolute (under the API base, as the client's requests) and adds `parent_origin`, which the
 * challenge page checks against the tenant's allowed origins before posting its result.
 */
export function challengeUrl(url: string, apiBase: string, parentOrigin: string, baseHref: string): string {
  const u = new URL(joinUrl(apiBase, url), baseHref);
  u.searchParams.set('parent_origin', parentOrigin);
  return u.href;
}

export function pageHref(el: HTMLElement): string {
  return el.ownerDocument.defaultView?.location.href ?? 'http://localhost/';
}
