#!/usr/bin/env bash
# Runs a command behind a temporary nginx reverse proxy: writes an nginx.conf in a fresh directory
# (pid file, logs and temp paths all inside it), starts nginx as the current user on a free loopback
# port in front of the given app servers (round robin, keepalive connections), exports PROXY_URL,
# runs the command, then stops nginx and deletes the directory (also when the command fails).
#
# Usage: scripts/with-nginx.sh HOST:PORT[,HOST:PORT...] [CMD [ARGS...]]
#   Without CMD it prints `PROXY_URL=http://127.0.0.1:PORT` on stdout and keeps nginx running until
#   it receives SIGTERM or SIGINT or its standard input closes (tests and benchmarks start it as a
#   child process this way, with a pipe as standard input, so nginx never outlives them).
# Every answer carries `X-Upstream: <address of the app server that answered>`; the app servers get
# X-Forwarded-For (the client appended), X-Forwarded-Proto, X-Forwarded-Host and X-Request-Id.
# Tuning (environment): NGINX_WORKERS (worker processes, default 1), NGINX_KEEPALIVE (idle
# connections kept open to the app servers per worker, default 64).
set -euo pipefail

if [ $# -lt 1 ] || [[ "$1" != *:* ]]; then
  echo "usage: scripts/with-nginx.sh HOST:PORT[,HOST:PORT...] [CMD [ARGS...]]" >&2
  exit 2
fi
UPSTREAMS=$1
shift

NGINX=${NGINX:-}
if [ -z "$NGINX" ]; then NGINX=$(command -v nginx || true); fi
if [ -z "$NGINX" ] && [ -x /usr/sbin/nginx ]; then NGINX=/usr/sbin/nginx; fi
if [ -z "$NGINX" ]; then
  echo "with-nginx: nginx not found; installing Debian's nginx package" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  # policy-rc.d may refuse to start the system service; this script never uses it.
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
  NGINX=/usr/sbin/nginx
fi

NGINX_DIR=$(mktemp -d /tmp/nordshop-nginx.XXXXXX)
# process.stdout.write, not console.log: FORCE_COLOR (set by Nx) would colour a logged number.
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")
NGINX_PID=""

cleanup() {
  if [ -n "$NGINX_PID" ]; then
    # QUIT: finish the requests in flight, then exit.
    kill -QUIT "$NGINX_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$NGINX_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$NGINX_PID" 2>/dev/null || true
  fi
  rm -rf "$NGINX_DIR"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

SERVERS=""
for upstream in ${UPSTREAMS//,/ }; do SERVERS+="    server $upstream;"$'\n'; done
# As root the workers would switch to nobody, who cannot write the temp paths: keep them as the current user.
USER_LINE=""
if [ "$(id -u)" = 0 ]; then USER_LINE="user $(id -un) $(id -gn);"; fi

cat >"$NGINX_DIR/nginx.conf" <<EOF
$USER_LINE
daemon off;
worker_processes ${NGINX_WORKERS:-1};
pid $NGINX_DIR/nginx.pid;
error_log $NGINX_DIR/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $NGINX_DIR/client_body;
  proxy_temp_path $NGINX_DIR/proxy;
  fastcgi_temp_path $NGINX_DIR/fastcgi;
  uwsgi_temp_path $NGINX_DIR/uwsgi;
  scgi_temp_path $NGINX_DIR/scgi;
  upstream nordshop {
$SERVERS    keepalive ${NGINX_KEEPALIVE:-64};
  }
  server {
    listen 127.0.0.1:$PORT;
    location / {
      proxy_pass http://nordshop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header X-Forwarded-Host \$host;
      proxy_set_header X-Request-Id \$request_id;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
EOF

"$NGINX" -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$NGINX_DIR/error.log" -t -q
"$NGINX" -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$NGINX_DIR/error.log" &
NGINX_PID=$!
for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then break; fi
  if ! kill -0 "$NGINX_PID" 2>/dev/null; then
    cat "$NGINX_DIR/error.log" >&2
    echo "with-nginx: nginx did not start" >&2
    exit 1
  fi
  sleep 0.05
done

export PROXY_URL="http://127.0.0.1:$PORT"
echo "with-nginx: nginx $("$NGINX" -v 2>&1 | sed 's|.*/||') on port $PORT in front of $UPSTREAMS" >&2
if [ $# -eq 0 ]; then
  echo "PROXY_URL=$PROXY_URL"
  # Until standard input closes (the parent that started us is gone) or a signal comes.
  while read -r _; do :; done
  exit 0
fi
set +e
"$@"
status=$?
set -e
exit $status
