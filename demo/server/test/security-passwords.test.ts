// Issue 19, row 7: passwords are hashed with argon2id by a native hasher on libuv's thread pool (off the
// event loop); a bcrypt hash from before is still accepted once and replaced at that login.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.js';

const ARGON2ID = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/;

describe('row 7: argon2id password hashes, bcrypt upgraded at the next login', () => {
  let s: TestServer;
  const hashOf = (email: string) => (s.app.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(email) as { password_hash: string }).password_hash;
  const loginAs = (email: string, password: string) => call(s, 'POST', '/api/login-portal', { body: { email, password } });

  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('the seeded accounts carry argon2id hashes, and they sign in', async () => {
    expect(hashOf('guest@demo.test')).toMatch(ARGON2ID);
    expect((await loginAs('guest@demo.test', 'Guest#2026')).status).toBe(200);
    expect((await loginAs('guest@demo.test', 'Guest#2027')).status).toBe(401);
  });

  it('an old bcrypt hash signs in with its password and is replaced by argon2id; a wrong password changes nothing', async () => {
    const legacy = bcrypt.hashSync('Old#Secret1', 4);
    s.app.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(legacy, 'jamie@demo.test');
    expect((await loginAs('jamie@demo.test', 'Wrong#Secret1')).status).toBe(401);
    expect(hashOf('jamie@demo.test')).toBe(legacy);
    expect((await loginAs('jamie@demo.test', 'Old#Secret1')).status).toBe(200);
    const upgraded = hashOf('jamie@demo.test');
    expect(upgraded).toMatch(ARGON2ID);
    expect((await loginAs('jamie@demo.test', 'Old#Secret1')).status).toBe(200);
    expect(hashOf('jamie@demo.test')).toBe(upgraded);
  });

  it('sign-up and password reset store argon2id', async () => {
    expect((await call(s, 'POST', '/api/tourist/signup', { body: { email: 'new@demo.test', password: 'New#Pass2026', firstName: 'New', lastName: 'Guest' } })).status).toBe(202);
    expect(hashOf('new@demo.test')).toMatch(ARGON2ID);
    await call(s, 'POST', '/api/forgot-password', { body: { email: 'staff@demo.test' } });
    const mails = (await call<{ text: string }[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'staff@demo.test' } })).body;
    const token = /token=([\w-]+)/.exec(mails[0]!.text)![1]!;
    expect((await call(s, 'POST', '/api/reset-password', { body: { token, password: 'Reset#Pass2026' } })).status).toBe(200);
    expect(hashOf('staff@demo.test')).toMatch(ARGON2ID);
    expect((await loginAs('staff@demo.test', 'Reset#Pass2026')).status).toBe(200);
  });
});
