// Password hashes: argon2id through @node-rs/argon2, a native hasher run on threads of its own at a lower
// priority (hash-threads.ts), so a rush of logins does not stop the event loop (bcryptjs computed in
// JavaScript on it: /api/health waited behind every login). bcryptjs stays only to accept hashes made before; such a hash is replaced at the
// login that proves the password.
import { hashSync, type Algorithm } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { hashInThread, verifyInThread } from './hash-threads.js';
import { defaultGateSettings, HashingGate, type HashingGateSettings } from './hashing-gate.js';

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

export const hashPassword = (password: string, params: PasswordHashing, gate: HashingGate) => gate.run(() => hashInThread(password, optionsOf(params)));

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
 * Throws 503 `busy` when the gate refuses the check.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  hashing: PasswordHashing,
  gate: HashingGate,
): Promise<{ ok: boolean; rehash: string | null }> {
  let ok = false;
  if (stored.startsWith('$argon2')) ok = await gate.run(() => verifyInThread(stored, password).catch(() => false));
  // bcryptjs computes on the event loop: through the gate too, so a rush of old hashes takes one turn at a time.
  else if (isBcrypt(stored)) ok = await gate.run(() => bcrypt.compare(password, stored));
  if (!ok || !needsRehash(stored, hashing)) return { ok, rehash: null };
  // The guest is in: a busy gate only postpones the upgrade to a later sign-in.
  const rehash = await hashPassword(password, hashing, gate).catch(() => null);
  return { ok, rehash };
}

// A valid hash to compare against when the e-mail is unknown, with the same parameters as real ones: an
// unknown address must take as long as a known one, or the answer time tells which addresses have accounts.
// Made once per process, at start-up; its time is the gate's first estimate of a hash.
const dummies = new Map<PasswordHashing, { hash: string; ms: number }>();
function dummy(hashing: PasswordHashing) {
  let made = dummies.get(hashing);
  if (!made) {
    const started = performance.now();
    const hash = hashPasswordSync(randomBytes(12).toString('base64url'), hashing);
    made = { hash, ms: performance.now() - started };
    dummies.set(hashing, made);
  }
  return made;
}

export const dummyHash = (hashing: PasswordHashing): string => dummy(hashing).hash;

/** The server's gate for password hashing, its estimate taken from the dummy hash. */
export function hashingGate(hashing: PasswordHashing, settings: Partial<HashingGateSettings> = {}): HashingGate {
  return new HashingGate({ ...defaultGateSettings(), ...settings }, dummy(hashing).ms);
}
