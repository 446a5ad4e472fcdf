-- Payment intents, shared with the payments plugin (demo/server/payments/), which owns the charges.
CREATE TABLE payment_intents (
  id TEXT PRIMARY KEY,              -- payment_intent_id, 'pi_' + random
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  reservation_id INTEGER REFERENCES reservations(id),
  client_secret TEXT NOT NULL,      -- id + '_secret_' + random
  status TEXT NOT NULL,             -- requires_payment_method | requires_source | requires_capture | succeeded | canceled
  amount INTEGER NOT NULL,          -- minor units
  currency TEXT NOT NULL,
  capture_method TEXT NOT NULL DEFAULT 'automatic', -- automatic | manual
  type TEXT NOT NULL,               -- accommodation | deposit | store
  payment_provider TEXT NOT NULL DEFAULT 'sandbox',
  store_item_purchase_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payment_intents_reservation ON payment_intents(reservation_id);
