-- Accounts, sessions, verification codes, rate-limit counters, saved items and likes (docs/architecture.md#api-contract).
-- Counters, sessions and codes live here, never in Blobs (Blobs is last-write-wins).

CREATE TABLE users (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name              text NOT NULL,
  email             text NOT NULL,
  username          text,                          -- null for accounts made with Google
  password_hash     text,                          -- bcrypt (cost 12); null for Google-only accounts
  provider          text NOT NULL CHECK (provider IN ('email', 'google')),
  google_sub        text UNIQUE,                   -- Google's stable subject id, once linked
  email_verified_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
-- Unique regardless of case (part 1 issue 5: "Email and username are unique regardless of case").
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));

-- Sessions: the cookie holds a random 256-bit token; only its SHA-256 is stored.
CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method       text NOT NULL CHECK (method IN ('email', 'google')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Email verification codes: 6 digits, stored hashed, single use, 10 minutes, 5 wrong tries.
CREATE TABLE verification_codes (
  id         bigserial PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,                          -- set when used, replaced or burnt by wrong tries
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, created_at DESC);

-- Rolling-window rate limits: one row per counted event; keys are hashed (no raw IPs kept).
CREATE TABLE rate_limit_events (
  id     bigserial PRIMARY KEY,
  bucket text NOT NULL,
  key    text NOT NULL,
  at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_events_lookup_idx ON rate_limit_events (bucket, key, at);

-- Saved recipes and articles with a snapshot of the card, one row per (user, type, item).
CREATE TABLE saved_items (
  user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('recipe', 'article')),
  item_id   text NOT NULL,
  title     text NOT NULL DEFAULT '',
  image     text NOT NULL DEFAULT '',
  summary   text NOT NULL DEFAULT '',
  url       text NOT NULL,
  saved_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_type, item_id)
);
CREATE INDEX saved_items_user_type_idx ON saved_items (user_id, item_type, saved_at DESC);

-- Likes: one per user ("u:<id>") or per anonymous browser ("a:<random id>") and item.
CREATE TABLE item_likes (
  item_type  text NOT NULL CHECK (item_type IN ('recipe', 'article')),
  item_id    text NOT NULL,
  liker      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_type, item_id, liker)
);
