#!/usr/bin/env bash
# The API benchmark: PGlite with the default seed (and the server time of placing an order and of
# registering a return there), then a temporary PostgreSQL server with the large seed (about
# 100,000 products), then one with the default seed (about 2,000) for uncached search only, to
# compare its cost at the two catalog sizes, and 10,000 stock deltas through the staff API on
# PostgreSQL with shoppers browsing meanwhile. Run from apps/api after `vite build`
# (npm run bench).
set -euo pipefail
cd "$(dirname "$0")/.."
node bench/bench.mjs pglite
node bench/login-timing.mjs
node bench/order-and-return.mjs
SEED_SIZE=large ../../scripts/with-postgres.sh node bench/bench.mjs postgresql
BENCH_ONLY='search, uncached' ../../scripts/with-postgres.sh node bench/bench.mjs postgresql-default
../../scripts/with-postgres.sh node bench/stock-deltas.mjs
