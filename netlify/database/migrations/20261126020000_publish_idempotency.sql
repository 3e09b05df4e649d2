-- Publishing is idempotent (decision 0014): each compose of the admin page sends one key; a retry or a
-- double click with the same key finds the issue already made instead of mailing everyone again.
-- Issues published before this migration have no key (NULL, which a unique index allows many of).
ALTER TABLE newsletter_issues ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX newsletter_issues_idempotency_key_idx ON newsletter_issues (idempotency_key);
