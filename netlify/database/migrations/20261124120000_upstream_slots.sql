-- Request spacing for third-party services with a per-client rate policy (Nominatim: at most one
-- request per second, docs/architecture.md#providers), shared by every function instance: one row per service holding the
-- earliest time the next request may start. Reserving a slot is one atomic upsert.
CREATE TABLE upstream_slots (
  service text PRIMARY KEY,
  next_at timestamptz NOT NULL
);
