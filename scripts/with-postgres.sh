#!/usr/bin/env bash
# Runs a command against a temporary PostgreSQL 15 server: initdb in a fresh directory, start it on
# a free loopback port, export DATABASE_URL, run the command, then stop the server and delete the
# directory (also when the command fails). Usage: scripts/with-postgres.sh CMD [ARGS...]
set -euo pipefail

PG_BIN=${PG_BIN:-}
if [ -z "$PG_BIN" ]; then
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && PG_BIN=$dir; done
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: PostgreSQL server binaries not found; installing Debian's postgresql package" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && PG_BIN=$dir; done
fi

PGDIR=$(mktemp -d /tmp/nordshop-pg.XXXXXX)
# process.stdout.write, not console.log: under FORCE_COLOR (Nx sets it) console.log colours numbers.
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$PGDIR"; fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PGDIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PGDIR/data" \
  -o "-p $PORT -k $PGDIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  -l "$PGDIR/pg.log" -w start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# Tests that start a server of their own (a frozen database) use the same programs.
export PG_BIN
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT" >&2
set +e
"$@"
status=$?
set -e
exit $status
