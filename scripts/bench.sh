#!/usr/bin/env bash
# npm run bench: every project's benchmark, one after another so they do not share the CPU.
# Figures go into BENCHMARKS.md together with this command.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
npx nx run-many -t bench --parallel=1 --skip-nx-cache --output-style=static "$@"
# Then the soak: the built shop under mixed traffic for SOAK_SECONDS (default 600) on the embedded
# database and on PostgreSQL with two workers, memory over time (apps/storefront/bench/soak.mjs).
# SOAK_SECONDS=0 leaves it out.
if [ "${SOAK_SECONDS:-600}" != "0" ]; then
  npx nx run storefront:soak --skip-nx-cache --output-style=static
fi
