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

step() { printf '\n== %s\n' "$1"; }
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "content check"; npm run --silent check:content
step "build"; npm run --silent build
step "unit tests"; npx vitest run --project unit
step "integration tests (PGlite)"; npx vitest run --project integration
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests (PostgreSQL at TEST_DATABASE_URL)"; TEST_DB_KIND=postgres npx vitest run --project integration
fi
step "browser tests"; npx vitest run --project e2e
