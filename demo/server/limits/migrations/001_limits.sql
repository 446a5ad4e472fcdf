-- Guessing limits and quotas (limits/limiter.ts): kept in the database so that a restart does not
-- forget a lock-out or hand every client a fresh budget.
CREATE TABLE limit_buckets (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_end INTEGER NOT NULL,
  locked_until INTEGER NOT NULL,
  strikes INTEGER NOT NULL
);

-- The key that signs device cookies (auth/device-cookie.ts): made on first start, kept across restarts so
-- a known device stays known.
CREATE TABLE server_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
