#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/, -sanitize=fuzzer,address) and runs each for FUZZ_SECONDS
# (default 60), starting from the committed seeds in Fuzz/Corpus/<target>/. New inputs collect in
# .fuzz/corpus/<target>/ (kept between runs), crashes in .fuzz/artifacts/. Prints executions and
# crashes per target; exits 1 when any target crashed, leaked, timed out or ran out of memory.
# Leak detection is off: LeakSanitizer cannot follow Swift references kept in enum payloads (their
# spare bits hold the case), so it reports live objects as leaked. AddressSanitizer stays on.
# Usage: Scripts/fuzz.sh [target…]      e.g. FUZZ_SECONDS=600 Scripts/fuzz.sh FuzzJWT
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzPolicy FuzzJWT FuzzJWKS FuzzEmail FuzzStrength FuzzJSON)

echo "==> building ${targets[*]} with -sanitize=fuzzer,address"
# lld: gold crashes (internal error in format_file_lineno) linking ASan-instrumented Swift here.
swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --toolset Scripts/lld-toolset.json >/dev/null
bin="$(swift build --package-path Fuzz -c release --show-bin-path)"

mkdir -p .fuzz/artifacts
failed=0
printf '%-14s %12s %10s %8s %s\n' target executions exec/s seconds result
for target in "${targets[@]}"; do
    mkdir -p ".fuzz/corpus/$target"
    log=".fuzz/$target.log"
    status=0
    ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/$target" ".fuzz/corpus/$target" "Fuzz/Corpus/$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
        -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 -artifact_prefix=".fuzz/artifacts/$target-" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        result="ok, no crash"
    else
        result="FAILED (exit $status): $(grep -m1 -E 'ERROR: |Fatal error|deadly signal|timeout' "$log" || echo "see $log")"
        failed=1
    fi
    printf '%-14s %12s %10s %8s %s\n' "$target" "${runs:-?}" "${rate:-?}" "$seconds" "$result"
done
[ "$failed" -eq 0 ] || { echo "crash inputs are in .fuzz/artifacts/; logs in .fuzz/*.log" >&2; exit 1; }
