#!/usr/bin/env bash
# pretest and prebench: the browser suites and the bench need Debian's chromium (tools must never download a browser
# of their own here).
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "${npm_lifecycle_event:-ensure-chromium}: installing Debian's chromium (about a minute)" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "${npm_lifecycle_event:-ensure-chromium}: $chromium is missing. Install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
