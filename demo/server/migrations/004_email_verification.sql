-- E-mail verification: a sign-up proves it owns the address before any reservation of that address is
-- attached to it. Existing (seeded, lookup) accounts count as verified.

ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 1;

CREATE TABLE email_verifications (
  token_hash TEXT PRIMARY KEY,         -- sha256 of the mailed token
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id TEXT,                       -- sign-up's gId: where the guest goes after signing in
  external_checkout INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
