import type { CardInput, PaymentBackend } from '../types';

/**
 * Tokenises once per attempt: a retry of the same attempt (same idempotency key) reuses the token,
 * so the retried charge request is identical to the first one (the server replays it).
 */
export function createTokenCache(backend: PaymentBackend) {
  let cached: { key: string; token: string; card_bin: string; last4: string } | null = null;
  return async (key: string, card: CardInput) => {
    if (cached?.key === key) return cached;
    const t = await backend.tokenize({ card });
    cached = { key, ...t };
    return cached;
  };
}
