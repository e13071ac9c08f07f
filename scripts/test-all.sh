#!/usr/bin/env bash
# npm test: every suite of the shop, failing on the first red one.
#   1. formatting (Prettier), lint (module boundaries, no cycles), typecheck and unit tests of every project,
#      the API tests on the embedded PGlite database among them, probes that forbidden imports fail lint, and
#      the packed coupon-engine, locale-config and domain-error installed and used outside the workspace
#      (scripts/consumer-check.mjs, with `nx release --dry-run`);
#   2. the API tests again on a real PostgreSQL server started for the run, and the storefront's
#      tests that freeze a PostgreSQL server of their own (SIGSTOP) and watch it recover;
#   3. the Playwright end-to-end suite in Debian's Chromium against the production build, the
#      first-load JavaScript size budget of that build (scripts/size-budget.mjs), and that build as
#      two processes behind nginx over one PostgreSQL (a shopper's journey, changes in the database).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false FORCE_COLOR=0
# Locally Nx replays unchanged results from its cache; CI always runs every test for real.
CACHE_FLAG=()
if [ -n "${CI:-}" ]; then CACHE_FLAG=(--skip-nx-cache); fi
# Each phase's start and the end in UTC, so that a run's log tells where its time went.
STARTED=$SECONDS
phase() { echo "== $* == ($(date -u +%T) UTC, $((SECONDS - STARTED)) s in)"; }

phase "1/3 formatting, lint, typecheck and unit tests (API on PGlite)"
npx prettier --check . --log-level warn
npx nx run-many -t lint typecheck test --exclude=storefront-e2e --output-style=static "${CACHE_FLAG[@]}"
node scripts/boundary-probes.mjs
node scripts/consumer-check.mjs

phase "2/3 API tests on PostgreSQL, and the storefront with a frozen PostgreSQL"
scripts/with-postgres.sh bash -c \
  'npx nx run api:test --skip-nx-cache --output-style=static && npm run test:pg --workspace @nordshop/storefront'

phase "3/3 end-to-end in Chromium, and the build behind nginx"
npx nx run storefront-e2e:e2e --output-style=static "${CACHE_FLAG[@]}"
# The size budget reads the build the end-to-end suite has just run against (not a second build).
npx nx run storefront:size --exclude-task-dependencies --output-style=static "${CACHE_FLAG[@]}"
scripts/with-postgres.sh npm run test:proxy --workspace @nordshop/storefront
phase "every suite passed"
