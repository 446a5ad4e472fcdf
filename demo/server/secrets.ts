import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two secrets (client secrets, fingerprints): no timing hint of a prefix. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
