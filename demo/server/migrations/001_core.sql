-- Tenants, accounts, sessions, listings, reservations, pre-check-in.
-- JSON columns hold structured values (arrays/objects) as text.

CREATE TABLE tenants (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  company_name TEXT NOT NULL,
  logo_url TEXT NOT NULL,
  icon_url TEXT,
  primary_color TEXT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'USD',
  timezone TEXT NOT NULL DEFAULT 'UTC',
  default_locale TEXT NOT NULL DEFAULT 'en',
  store_tax REAL NOT NULL DEFAULT 0,
  store_support INTEGER NOT NULL DEFAULT 1,
  identity_verification_support INTEGER NOT NULL DEFAULT 0,
  guest_registration_api_key TEXT,
  allowed_origins TEXT NOT NULL DEFAULT '[]',
  media_upload_url TEXT NOT NULL DEFAULT '/api/media/upload',
  media_upload_preset TEXT,
  review_links TEXT NOT NULL DEFAULT '{}',
  checkin_settings TEXT NOT NULL DEFAULT '{}',
  feature_flags TEXT NOT NULL DEFAULT '{}',
  public_keys TEXT NOT NULL DEFAULT '{}',
  terms_of_use TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE guests (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  primary_email TEXT,
  primary_phone TEXT,
  phones TEXT NOT NULL DEFAULT '[]',
  emails TEXT NOT NULL DEFAULT '[]',
  picture TEXT
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'guest',
  abilities TEXT NOT NULL DEFAULT '[]',
  locale TEXT NOT NULL DEFAULT 'en',
  phone TEXT,
  guest_id INTEGER REFERENCES guests(id),
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, email)
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,                 -- sha256 of the token (the token itself is never stored)
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  reservation_id INTEGER,              -- set for sessions opened by a confirmation-code lookup
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE listings (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  title TEXT NOT NULL,
  nickname TEXT,
  hotel_title TEXT,
  hotel_name TEXT,
  city_name TEXT NOT NULL,
  resort_name TEXT,
  is_resort INTEGER NOT NULL DEFAULT 0,
  container_picture TEXT,
  container_pictures TEXT NOT NULL DEFAULT '[]',
  picture TEXT,
  public_logo TEXT,
  timezone TEXT NOT NULL DEFAULT 'UTC',
  address TEXT NOT NULL DEFAULT '',
  lat REAL,
  lng REAL,
  damage_waiver_amount INTEGER,
  deposit_amount INTEGER,
  num_of_rooms INTEGER NOT NULL DEFAULT 2,
  min_check_in_time TEXT NOT NULL DEFAULT '16:00',
  max_check_out_time TEXT NOT NULL DEFAULT '11:00',
  checkin_instructions TEXT,
  checkout_instructions TEXT,
  instructions_langs TEXT NOT NULL DEFAULT '{}',
  instruction_media TEXT NOT NULL DEFAULT '[]',
  custom_address_url TEXT,
  guidebook_url TEXT,
  travel_guide_url TEXT,
  guests_info TEXT NOT NULL DEFAULT '{}',
  info TEXT NOT NULL DEFAULT '{}',
  gate_code TEXT,
  special_requests_settings TEXT NOT NULL DEFAULT '[]',
  additional_docs TEXT NOT NULL DEFAULT '[]',
  allow_air_mattress INTEGER NOT NULL DEFAULT 0,
  has_assigned_parking INTEGER NOT NULL DEFAULT 0,
  has_parking_pass INTEGER NOT NULL DEFAULT 0,
  parking_info TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE reservations (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  listing_id INTEGER NOT NULL REFERENCES listings(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id),
  confirmation_code TEXT NOT NULL,
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL,
  planned_arrival TEXT,
  planned_departure TEXT,
  source TEXT NOT NULL DEFAULT 'Direct',
  price INTEGER NOT NULL DEFAULT 0,
  balance_due INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'USD',
  is_merchant INTEGER NOT NULL DEFAULT 1,
  use_vcc INTEGER NOT NULL DEFAULT 0,
  is_local INTEGER NOT NULL DEFAULT 0,
  invoice_items TEXT NOT NULL DEFAULT '[]',
  additional_invoice_items TEXT NOT NULL DEFAULT '[]',
  payment_items TEXT NOT NULL DEFAULT '[]',
  group_id TEXT,
  deposit_placed INTEGER NOT NULL DEFAULT 0,
  guest_registration_status TEXT NOT NULL DEFAULT 'NOT_STARTED',
  adults INTEGER NOT NULL DEFAULT 1,
  kids INTEGER NOT NULL DEFAULT 0,
  babies INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, confirmation_code)
);
CREATE INDEX reservations_guest ON reservations(guest_id);

CREATE TABLE pre_check_ins (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id) ON DELETE CASCADE,
  step INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'New',
  locked_guest_details INTEGER NOT NULL DEFAULT 0,
  unlock_portal_access INTEGER NOT NULL DEFAULT 0,
  skip_guest_registration INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL DEFAULT '{}',      -- guest-entered fields (times, guests, client info, documents...)
  previous_guests_details TEXT,
  updated_at TEXT
);
