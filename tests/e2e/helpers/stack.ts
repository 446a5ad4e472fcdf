// One stack per test file with the two browser contexts most Chromium tests need.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack } from '../harness';
import { offlineContext, signedInContext } from './portal';

export interface GuestStack {
  stack: Stack;
  /** Signed in as the seeded guest. */
  guest: BrowserContext;
  /** Signed out. */
  visitor: BrowserContext;
}

/** Starts the stack before the file's tests and closes it after; read the fields inside tests and hooks. */
export function withGuestAndVisitor(): GuestStack {
  const env = {} as GuestStack;
  beforeAll(async () => {
    env.stack = await startStack();
    [env.guest, env.visitor] = await Promise.all([signedInContext(env.stack.browser, env.stack.api), offlineContext(env.stack.browser)]);
  });
  afterAll(async () => {
    await env.stack?.close();
  });
  return env;
}
