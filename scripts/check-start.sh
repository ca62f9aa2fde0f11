#!/usr/bin/env bash
# The README's set-up on whatever `node` is first on PATH (CI: Node 20.19+, decision 014): a fresh clone of
# this repository's HEAD, `npm install && npm start` on the embedded defaults, then /api/health and /sign-in
# must answer. Fails when npm says a dependency does not support this Node (EBADENGINE).
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
echo "━━ Start check on Node $(node --version): npm install && npm start from a fresh clone, port $port"
git clone -q . "$work/app"
cd "$work/app"

server_pid=""
finish() {
  local status=$?
  if [ -n "$server_pid" ]; then kill -TERM -- "-$server_pid" 2>/dev/null || true; fi
  if [ "$status" -ne 0 ]; then
    echo "✗ Start check failed. npm install said:" >&2
    tail -n 30 "$work/install.log" >&2 || true
    echo "npm start said:" >&2
    tail -n 30 "$work/start.log" >&2 || true
  fi
  rm -rf "$work"
  exit "$status"
}
trap finish EXIT

begun=$SECONDS
# The packages npm already holds in its cache (CI's own `npm ci` just fetched them) are taken from it without
# asking the registry again for each: the same lockfile, the same install, 7 s less here.
npm install --no-audit --no-fund --prefer-offline >"$work/install.log" 2>&1
if grep -q "EBADENGINE" "$work/install.log"; then
  echo "✗ A dependency does not support Node $(node --version):" >&2
  grep -A3 "EBADENGINE" "$work/install.log" >&2
  exit 1
fi
echo "  npm install: $((SECONDS - begun)) s"

begun=$SECONDS
# A session of its own, so that npm, the build and the server stop together.
setsid env PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" DATABASE_URL= LOG_FORMAT=json \
  npm start >"$work/start.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 240); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >"$work/health.json" 2>/dev/null; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then echo "✗ npm start ended before the server answered." >&2; exit 1; fi
  sleep 1
done
grep -q '"database":"up"' "$work/health.json" || { echo "✗ /api/health did not answer: $(cat "$work/health.json")" >&2; exit 1; }
echo "  npm start until /api/health answered (the first start builds the app): $((SECONDS - begun)) s"
sign_in="$(curl -fsS "http://127.0.0.1:$port/sign-in")"
grep -q '<div id="root">' <<<"$sign_in" || { echo "✗ /sign-in did not serve the web app." >&2; exit 1; }
echo "✓ Node $(node --version) installs and starts Clubhouse: /api/health $(cat "$work/health.json"), /sign-in served."
