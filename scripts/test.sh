#!/usr/bin/env bash
# The README's test command: installs what the tests need (Debian's Chromium and HAProxy, the built front-ends) and runs
# every test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium, and a colour emoji font so that the player's emoji show in screenshots as in a desktop browser.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's ${missing[*]} for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  elif [[ " ${missing[*]} " == *" chromium "* ]]; then
    echo "The browser tests need Chromium at /usr/bin/chromium (or CHROMIUM_PATH): install Debian's 'chromium' package." >&2
    exit 1
  fi
fi

# The scale-out test runs three API processes behind Debian's HAProxy.
bash scripts/install-haproxy.sh

# Prettier and ESLint beside TypeScript: each keeps one core busy.
npm run lint &
lint=$!
npm run typecheck &
types=$!
wait "$lint"
wait "$types"
npm run build

# The API tests list what they skipped (tests that need Redis, PostgreSQL or HAProxy) and why; it is said again last,
# after the browser tests, pass or fail.
skipped="$(mktemp)"
trap 'if [ -s "$skipped" ]; then echo; cat "$skipped"; fi; rm -f "$skipped"' EXIT
SKIPPED_TESTS_FILE="$skipped" npx vitest run
npx playwright test
