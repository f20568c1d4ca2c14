#!/usr/bin/env bash
# pretest and prebench: the browser suites need Debian's chromium-headless-shell and the bench its chromium (see
# tests/setup/chromium.ts); the journey kit in the other engines (tests/browser/journeys/, run by tests/browser/engines/run.ts) Debian's firefox-esr, WebKitGTK's WebDriver with its
# MiniBrowser (webkit2gtk-driver) and xvfb (MiniBrowser has no headless mode). Tools must never download a browser
# of their own here.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
headless_shell=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
firefox=${FIREFOX_PATH:-/usr/bin/firefox-esr}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$headless_shell" ] || missing+=(chromium-headless-shell)
[ -x "$firefox" ] || missing+=(firefox-esr)
command -v "${WEBKIT_DRIVER_PATH:-WebKitWebDriver}" >/dev/null || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "${npm_lifecycle_event:-ensure-browsers}: installing Debian's ${missing[*]} (a minute or two)" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "${npm_lifecycle_event:-ensure-browsers}: missing ${missing[*]}. Install Debian's packages (sudo apt-get install ${missing[*]}) or set CHROMIUM_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH." >&2
exit 1
