// Who a wrong guess counts against, so that guessing never locks out the rightful guest.
// - Unknown clients: per guessed thing (account, confirmation code: `perKey`, backoff), per client address
//   (`perClient`, backoff) and per tenant (`perTenant`: many addresses each staying under their own limit
//   still run out of one shared budget).
// - Known clients are exempt from all three: a device cookie of the account (login); a session or device
//   cookie of the reservation's guest (codes). A known client has a budget of its own (`perKey`): a stolen
//   cookie is not an unlimited guesser.
// Checks run before the guess is evaluated, so a locked client learns nothing from the answer.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { knownToAccount, knownToReservation, type KnownClient } from '../auth/known-client.js';
import type { Limiter } from './limiter.js';

export interface GuessGuard {
  fail(): void;
  succeed(): void;
}

function unknownClientGuard(limiter: Limiter, kind: string, tenantId: number, subject: string | null, request: FastifyRequest): GuessGuard {
  const { perKey, perClient, perTenant } = limiter.settings;
  const subjectKey = subject === null ? null : `${kind}:key:${tenantId}:${subject.trim().toLowerCase()}`;
  const clientKey = `${kind}:ip:${request.ip}`;
  const tenantKey = `${kind}:tenant:${tenantId}`;
  limiter.check(...(subjectKey ? [subjectKey] : []), clientKey, tenantKey);
  return {
    fail: () => {
      if (subjectKey) limiter.fail(subjectKey, perKey);
      limiter.fail(clientKey, perClient);
      limiter.fail(tenantKey, perTenant, false);
    },
    succeed: () => {
      if (subjectKey) limiter.succeed(subjectKey);
    },
  };
}

function knownClientGuard(limiter: Limiter, kind: string, known: KnownClient): GuessGuard {
  const key = `${kind}:${known.budget}`;
  limiter.check(key);
  return {
    fail: () => limiter.fail(key, limiter.settings.perKey),
    succeed: () => limiter.succeed(key),
  };
}

/** Password login of `email` (`userId` when such an account exists). */
export function loginGuard(ctx: AppContext, request: FastifyRequest, tenantId: number, email: string, userId: number | undefined): GuessGuard {
  const known = knownToAccount(ctx, request, userId);
  return known ? knownClientGuard(ctx.limiter, 'login', known) : unknownClientGuard(ctx.limiter, 'login', tenantId, email, request);
}

/** A guess of code + last name (lookup, gate code). */
export function codeGuard(ctx: AppContext, request: FastifyRequest, tenantId: number, code: string): GuessGuard {
  const known = knownToReservation(ctx, request, tenantId, code);
  return known ? knownClientGuard(ctx.limiter, 'lookup', known) : unknownClientGuard(ctx.limiter, 'lookup', tenantId, code, request);
}

/**
 * A code alone (survey link, reservation summary): the code is the capability there, so a lock on a code
 * (made by guessing its last name) does not close these pages; unknown codes count per client and tenant.
 */
export function codeOnlyGuard(ctx: AppContext, request: FastifyRequest, tenantId: number, code: string): GuessGuard {
  const known = knownToReservation(ctx, request, tenantId, code);
  return known ? knownClientGuard(ctx.limiter, 'lookup', known) : unknownClientGuard(ctx.limiter, 'lookup', tenantId, null, request);
}
