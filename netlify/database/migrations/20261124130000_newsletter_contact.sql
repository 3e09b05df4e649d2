-- Contact messages, newsletter subscribers with double opt-in, published issues and their send queue,
-- and admin sessions (issue 14; docs/architecture.md#api-contract).

-- Contact messages (docs/product.md#a-data: name = first and last joined, email, subject, message).
CREATE TABLE contact_messages (
  id         bigserial PRIMARY KEY,
  name       text NOT NULL,
  email      text NOT NULL,
  subject    text NOT NULL,
  message    text NOT NULL,
  urgent     boolean NOT NULL DEFAULT false,     -- 'Urgent' in the subject (docs/product.md#a-screens)
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_queue_idx ON contact_messages ((handled_at IS NULL) DESC, urgent DESC, created_at DESC);

-- One row per address, never two. Categories asked for wait in pending_categories until the address
-- is confirmed, then merge into categories. Unconfirmed rows (confirmed_at null) expire after a day.
CREATE TABLE newsletter_subscribers (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name               text NOT NULL,
  email              text NOT NULL,
  categories         text[] NOT NULL DEFAULT '{}',
  pending_categories text[] NOT NULL DEFAULT '{}',
  pending_name       text,
  confirmed_at       timestamptz,                  -- first confirmation; null = not (yet) subscribed
  subscribed_at      timestamptz,                  -- when the current subscription was confirmed
  unsubscribed_at    timestamptz,
  unsubscribe_token  text NOT NULL UNIQUE,          -- random, per subscriber: the link in every newsletter
  confirm_token_hash text,                          -- sha256 of the one-click confirm link's token
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (categories <@ ARRAY['global', 'food', 'sports', 'digital']::text[]),
  CHECK (pending_categories <@ ARRAY['global', 'food', 'sports', 'digital']::text[])
);
CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email));
CREATE INDEX newsletter_subscribers_categories_idx ON newsletter_subscribers USING gin (categories);

-- Subscription codes: the account code rules (6 digits, hashed, single use, 10 minutes, 5 wrong tries).
CREATE TABLE newsletter_codes (
  id            bigserial PRIMARY KEY,
  subscriber_id uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  code_hash     text NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX newsletter_codes_subscriber_idx ON newsletter_codes (subscriber_id, created_at DESC);

-- Published issues: the public archive (/newsletters/archive).
CREATE TABLE newsletter_issues (
  id           bigserial PRIMARY KEY,
  category     text NOT NULL CHECK (category IN ('global', 'food', 'sports', 'digital')),
  title        text NOT NULL,
  content      text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX newsletter_issues_published_idx ON newsletter_issues (published_at DESC);

-- The send queue: one row per recipient per issue. Drains claim pending rows with
-- FOR UPDATE SKIP LOCKED and mark them sent in the transaction that records the provider's answer.
CREATE TABLE newsletter_deliveries (
  id              bigserial PRIMARY KEY,
  issue_id        bigint NOT NULL REFERENCES newsletter_issues (id) ON DELETE CASCADE,
  subscriber_id   uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  provider_id     text,
  sent_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issue_id, subscriber_id)
);
CREATE INDEX newsletter_deliveries_pending_idx ON newsletter_deliveries (next_attempt_at, id) WHERE status = 'pending';

-- Admin sessions: a random 256-bit token in the __Host-admin cookie; only its hash is stored.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
