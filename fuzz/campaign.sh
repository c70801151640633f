#!/bin/sh
# One fuzzing campaign: fuzz/campaign.sh TARGET [SECONDS] [libFuzzer flags...]
# Runs from this folder whatever the caller's, grows corpus/TARGET (see
# tools/fuzz_seeds.py for the seeds), and keeps crashes in artifacts/TARGET.
set -eu
cd "$(dirname "$0")"
target=$1
secs=${2:-600}
shift
[ $# -gt 0 ] && shift
mkdir -p "corpus/$target"
exec cargo +nightly fuzz run "$target" "corpus/$target" -- \
    -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 -timeout=10 "$@"
