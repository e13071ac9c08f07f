#!/usr/bin/env bash
# Makes sure the Playwright suite's browser is installed from Debian (browsers are never
# downloaded): CHROMIUM_PATH, by default /usr/bin/chromium-headless-shell (package
# chromium-headless-shell); any other path, such as /usr/bin/chromium, installs the package chromium.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
if [ -x "$CHROMIUM" ]; then exit 0; fi
case "$(basename "$CHROMIUM")" in
  chromium-headless-shell) PACKAGE=chromium-headless-shell ;;
  *) PACKAGE=chromium ;;
esac
echo "ensure-chromium: $CHROMIUM not found; installing Debian's $PACKAGE package" >&2
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$PACKAGE" fonts-dejavu-core >/dev/null
"$CHROMIUM" --version >&2 || true
