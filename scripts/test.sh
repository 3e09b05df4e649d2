#!/usr/bin/env bash
# Every test: typecheck, lint, the catalog's content check, unit, integration and browser tests.
# Installs what it needs (npm packages; Debian's chromium when absent). TEST_DATABASE_URL (CI sets it)
# adds a run of the database tests against a real PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
export PGUSER="${PGUSER:-postgres}"

node scripts/ensure-deps.mjs
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the browser tests..."
  if [ "$(id -u)" = "0" ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

# Each step's header says how long the run has taken so far, so a slow step shows in CI's log.
step() { printf '\n== %s (at %ss)\n' "$1" "$SECONDS"; }

# The checks that use one core each run side by side (the machine CI uses has two); each one's
# output is printed whole when it ends, and any failure fails the run. Lint's type-aware rules read the
# route types, so typegen comes first.
side_by_side() {
  local dir pids=() names=() failed=0
  dir=$(mktemp -d)
  for name in "$@"; do
    npm run --silent "$name" >"$dir/$name.log" 2>&1 &
    pids+=("$!"); names+=("$name")
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then step "${names[$i]}: passed"; else step "${names[$i]}: FAILED"; failed=1; fi
    cat "$dir/${names[$i]}.log"
  done
  rm -rf "$dir"
  return "$failed"
}
step "route types"; npx react-router typegen
# Lint's two halves (Prettier with the docs links, ESLint) are separate jobs: ESLint alone is the longest.
step "typecheck, lint, content check (side by side)"; side_by_side typecheck:tsc lint:code lint:format check:content
step "build"; npm run --silent build
step "unit tests"; npx vitest run --project unit
# The site as a deploy runs it: every function bundled by Netlify's bundler, run in instances of its own in
# production mode (docs/decisions/0021-production-mode-test-run.md); on the PostgreSQL at TEST_DATABASE_URL
# when set, else the embedded database.
step "production-mode run of the bundles"; npm run --silent test:deploy
step "integration tests (PGlite)"; npx vitest run --project integration
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Again on a real PostgreSQL server, the files that write (transactions, concurrency, queues, limits).
  # Left out: the read-only ones (search, articles, the assistant, questions, the finder's answers, the
  # feeds), those about an upstream's or the platform's HTTP (SendGrid, Google, Nominatim's spacing, a
  # deploy's fail-closed admin), the local servers' own behaviour (npm start serves its embedded database
  # whatever this run's is; npm run dev's headers): none depends on which server holds the tables.
  step "integration tests that write (PostgreSQL at TEST_DATABASE_URL)"
  TEST_DB_KIND=postgres npx vitest run --project integration \
    --exclude 'tests/integration/{articles,chat,chat-huggingface,chat-openai,questions,recipe-notes,recipes,restaurants,restaurants-offline,spoonacular,hardening,hardening-serve,dev-server,restaurants-spacing,feeds,auth-google,newsletter-sendgrid,newsletter-admin-production}.test.ts'
fi
step "browser tests"; npx vitest run --project e2e
step "all tests passed"
