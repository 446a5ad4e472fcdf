// Password hashes: argon2id through @node-rs/argon2, a native hasher that runs on libuv's thread pool, so a
// rush of logins does not stop the event loop (bcryptjs computed in JavaScript on it: /api/health waited
// behind every login). bcryptjs stays only to accept hashes made before; such a hash is replaced at the
// login that proves the password.
import { hash, hashSync, verify, type Algorithm } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** 'standard': OWASP's argon2id minimum (19 MiB, 2 passes); 'fast': tests and the e2e harness only. */
export type PasswordHashing = 'standard' | 'fast';

const PARAMS: Record<PasswordHashing, { memoryCost: number; timeCost: number; parallelism: number }> = {
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  fast: { memoryCost: 256, timeCost: 1, parallelism: 1 },
};

// `Algorithm` is a const enum, which this project's module settings cannot read at run time: its Argon2id value.
const ARGON2ID = 2 as Algorithm.Argon2id;
const optionsOf = (hashing: PasswordHashing) => ({ algorithm: ARGON2ID, ...PARAMS[hashing] });
const isBcrypt = (stored: string) => /^\$2[aby]\$\d\d\$/.test(stored);

// Hashing is CPU-bound: as many at once as the thread pool runs (4) would take every core, and the event
// loop (every other request) would wait for CPU. At most one core fewer than the machine has hashes.
const MAX_HASHING = Math.max(1, os.availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_HASHING) hashing += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or frees.
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

export const hashPassword = (password: string, params: PasswordHashing) => inTurn(() => hash(password, optionsOf(params)));

/** For the seed, before the server answers anything. */
export const hashPasswordSync = (password: string, hashing: PasswordHashing) => hashSync(password, optionsOf(hashing));

/** True when `stored` is not argon2id with the current parameters (a bcrypt hash, or older settings). */
function needsRehash(stored: string, hashing: PasswordHashing): boolean {
  const { memoryCost, timeCost, parallelism } = PARAMS[hashing];
  return !stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

/**
 * Checks `password` against a stored hash. `rehash` is set when the password matched a hash that should be
 * replaced (the caller stores it). Anything that is neither argon2 nor bcrypt (a password-less account) fails.
 */
export async function verifyPassword(password: string, stored: string, hashing: PasswordHashing): Promise<{ ok: boolean; rehash: string | null }> {
  let ok = false;
  if (stored.startsWith('$argon2')) ok = await inTurn(() => verify(stored, password)).catch(() => false);
  else if (isBcrypt(stored)) ok = await bcrypt.compare(password, stored);
  if (!ok || !needsRehash(stored, hashing)) return { ok, rehash: null };
  return { ok, rehash: await hashPassword(password, hashing) };
}

// A valid hash to compare against when the e-mail is unknown, with the same parameters as real ones: an
// unknown address must take as long as a known one, or the answer time tells which addresses have accounts.
const dummies = new Map<PasswordHashing, string>();
export function dummyHash(hashing: PasswordHashing): string {
  let dummy = dummies.get(hashing);
  if (!dummy) {
    dummy = hashPasswordSync(randomBytes(12).toString('base64url'), hashing);
    dummies.set(hashing, dummy);
  }
  return dummy;
}
