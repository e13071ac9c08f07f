#!/usr/bin/env bash
# npm run bench: every project's benchmark, one after another so they do not share the CPU.
# Figures go into BENCHMARKS.md together with this command.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
npx nx run-many -t bench --parallel=1 --skip-nx-cache --output-style=static "$@"
