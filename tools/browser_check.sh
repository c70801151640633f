#!/usr/bin/env bash
# Real-browser check of the reference site and the `serve` page (issue 4,
# acceptance 3): builds the site, starts `amdgpu-isa serve` on a free port and
# drives headless Chromium (--dump-dom and --screenshot) through
# tools/browser_check.mjs, which checks that
#   - the index, searched for `ds_max`, lists ds_max_rtn_f32 (site on disk and served),
#   - following that result opens the page of ds_max_rtn_f32, which renders,
#   - each of four pages opened at a target anchor (page.html#gfx950) shows that
#     target's encoding section at the top of the view (page heights printed),
#   - the interactive page assembles `ds_max_rtn_f32 v5, v1, v2` for gfx950 to
#     0x00,0x00,0x66,0xd8,0x01,0x02,0x00,0x05 and links the reference.
# Screenshots go to target/browser/*.png for a person to look at.
#
#   tools/browser_check.sh
#
# Needs Chromium (Debian: apt-get install -y chromium) and node. Without
# Chromium it prints how to install it and exits 0 (exit 1 if REQUIRE=1).
# BIN=path/to/amdgpu-isa uses that binary instead of building one.
# `cargo test` runs it through crates/cli/tests/browser.rs when CI=true
# (.ci/run installs Chromium and node on a fresh machine).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/target/browser"

CHROMIUM=${CHROMIUM:-}
if [[ -z "$CHROMIUM" ]]; then
  for c in chromium chromium-browser google-chrome; do
    if command -v "$c" >/dev/null 2>&1; then CHROMIUM=$(command -v "$c"); break; fi
  done
fi
if [[ -z "$CHROMIUM" ]]; then
  echo "browser_check: Chromium is not installed; install it with" >&2
  echo "  apt-get update && apt-get install -y chromium" >&2
  echo "and run tools/browser_check.sh again (or set CHROMIUM=/path/to/chrome)." >&2
  [[ "${REQUIRE:-0}" == 1 ]] && exit 1
  exit 0
fi
if ! command -v node >/dev/null 2>&1; then
  echo "browser_check: node is needed (apt-get install -y nodejs)" >&2
  exit 1
fi

cd "$ROOT"
if [[ -z "${BIN:-}" ]]; then
  cargo build -q -p amdgpu-isa-cli
  BIN="$ROOT/target/debug/amdgpu-isa"
fi

rm -rf "$OUT"
mkdir -p "$OUT"
"$BIN" site "$OUT/site"

LOG="$OUT/serve.log"
"$BIN" serve --port 0 2>"$LOG" &
SERVER=$!
PROFILE=$(mktemp -d)
cleanup() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  rm -rf "$PROFILE"
}
trap cleanup EXIT

BASE=""
for _ in $(seq 1 100); do
  BASE=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$LOG" | head -1 || true)
  [[ -n "$BASE" ]] && break
  if ! kill -0 "$SERVER" 2>/dev/null; then cat "$LOG" >&2; exit 1; fi
  sleep 0.1
done
if [[ -z "$BASE" ]]; then
  echo "browser_check: serve did not start" >&2
  cat "$LOG" >&2
  exit 1
fi
echo "browser_check: site in $OUT/site, server at $BASE, browser $CHROMIUM" >&2

CHROMIUM="$CHROMIUM" PROFILE="$PROFILE" SITE="$OUT/site" BASE="$BASE" OUT="$OUT" \
  node "$ROOT/tools/browser_check.mjs"
