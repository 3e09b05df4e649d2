-- A confirm link used once stays recognisable (issue 25): opened again, it tells its holder the address
-- is already subscribed (with the manage link) instead of "expired". Only the link's sha256 is kept, as
-- for confirm_token_hash; the answer reveals nothing to anyone without the link (docs/product.md#a-states).
ALTER TABLE newsletter_subscribers ADD COLUMN used_confirm_token_hash text;
CREATE INDEX newsletter_subscribers_used_confirm_idx ON newsletter_subscribers (used_confirm_token_hash) WHERE used_confirm_token_hash IS NOT NULL;
