-- Payments plugin tables (the payment_intents table itself belongs to the server's own migrations).
-- Every charge attempt, successful or not. Card data: only BIN and last 4 digits, never the number.
CREATE TABLE IF NOT EXISTS charges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_intent_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  -- charge: money taken; authorization: manual-capture hold; capture / release: of a hold
  kind TEXT NOT NULL CHECK (kind IN ('charge', 'authorization', 'capture', 'release')),
  -- succeeded | declined | requires_action | authentication_failed | rejected_already_settled
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  card_bin TEXT,
  card_last4 TEXT,
  decline_code TEXT,
  idempotency_key TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS charges_intent ON charges (payment_intent_id);

-- Stored results of charge calls per Idempotency-Key (replayed for the same key + intent + operation).
CREATE TABLE IF NOT EXISTS payments_idempotency (
  idempotency_key TEXT NOT NULL,
  payment_intent_id TEXT NOT NULL,
  operation TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (idempotency_key, payment_intent_id, operation)
);

-- Sandbox tokenizer: a token stands for a card; only what the sandbox needs is kept.
CREATE TABLE IF NOT EXISTS payments_tokens (
  token TEXT PRIMARY KEY,
  card_bin TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  -- sandbox outcome of the card: success | declined | insufficient_funds | challenge
  behaviour TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- 3-D Secure challenges of the sandbox (all providers).
CREATE TABLE IF NOT EXISTS payments_challenges (
  id TEXT PRIMARY KEY,
  payment_intent_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  card_bin TEXT,
  card_last4 TEXT,
  -- pending -> approved | failed -> consumed
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_challenges_intent ON payments_challenges (payment_intent_id);
