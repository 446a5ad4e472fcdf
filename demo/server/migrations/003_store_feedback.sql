-- Store, purchases, reviews and tickets, action log, uploaded media.

CREATE TABLE store_items (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  media TEXT NOT NULL DEFAULT '[]',
  bullets TEXT NOT NULL DEFAULT '[]',
  disclaimer TEXT,
  enforce_disclaimer INTEGER NOT NULL DEFAULT 0,
  max_quantity INTEGER NOT NULL DEFAULT 1,
  inquiry_only INTEGER NOT NULL DEFAULT 0,
  is_manual INTEGER NOT NULL DEFAULT 0,
  topic_name TEXT NOT NULL,          -- Addons | Amenities | Services
  available_from TEXT,
  duration INTEGER,
  price_total INTEGER,
  price_start_from INTEGER,
  price_per_hour INTEGER,
  price_per_day INTEGER,
  options TEXT NOT NULL DEFAULT '[]',
  listing_ids TEXT,                  -- JSON array; NULL = every listing
  is_damage_waiver INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE store_item_menus (
  id INTEGER PRIMARY KEY,
  store_item_id INTEGER NOT NULL REFERENCES store_items(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  main_image TEXT,
  description TEXT NOT NULL DEFAULT '',
  bullets TEXT NOT NULL DEFAULT '[]',
  disclaimer TEXT,
  menu_fields TEXT NOT NULL DEFAULT '[]',
  base_price INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE store_item_purchases (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  store_item_id INTEGER NOT NULL REFERENCES store_items(id),
  menu_id INTEGER REFERENCES store_item_menus(id),
  options TEXT NOT NULL DEFAULT '{}',
  count INTEGER NOT NULL DEFAULT 1,
  item_amount INTEGER NOT NULL,
  tax_amount INTEGER NOT NULL DEFAULT 0,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,              -- pending_payment | pending_capture | confirmed | cancelled | refunded
  payment_intent_id TEXT,
  comments TEXT,
  created_by_user_id INTEGER REFERENCES users(id),
  idempotency_key TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX purchases_reservation ON store_item_purchases(reservation_id);
CREATE UNIQUE INDEX purchases_idempotency ON store_item_purchases(created_by_user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

CREATE TABLE listing_tasks (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  listing_id INTEGER NOT NULL REFERENCES listings(id),
  reservation_id INTEGER REFERENCES reservations(id),
  status TEXT NOT NULL DEFAULT 'New',  -- New | In Progress | Done | Closed | Rejected
  title TEXT NOT NULL,
  ai_bullets TEXT NOT NULL DEFAULT '[]',
  desc_images TEXT NOT NULL DEFAULT '[]',
  assigned_contractor TEXT,            -- JSON {id, first_name, last_name, email}
  created_at TEXT NOT NULL,
  scheduled_at TEXT,
  moved_to_done_at TEXT
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  source TEXT NOT NULL,                -- survey | checkup
  avg_rate REAL NOT NULL,
  ratings TEXT NOT NULL DEFAULT '{}',
  feedback TEXT,
  listing_task_id INTEGER REFERENCES listing_tasks(id),
  created_at TEXT NOT NULL,
  UNIQUE (reservation_id, source)
);

CREATE TABLE action_log (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  guest_id INTEGER,
  user_id INTEGER,
  device_type TEXT,
  event_type TEXT NOT NULL,
  store_item_id INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE media_files (
  id INTEGER PRIMARY KEY,
  file_name TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  upload_preset TEXT,
  created_at TEXT NOT NULL
);

-- Idempotency marker for onIntentSettled (one effect per intent and status).
CREATE TABLE intent_settlements (
  intent_id TEXT NOT NULL,
  status TEXT NOT NULL,
  settled_at TEXT NOT NULL,
  PRIMARY KEY (intent_id, status)
);
