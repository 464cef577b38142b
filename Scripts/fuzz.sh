#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds the libFuzzer targets (Fuzz/, -sanitize=fuzzer,address) and runs each, starting from the
# committed seeds in Fuzz/Corpus/<target>/. New inputs collect in .fuzz/corpus/<target>/ (kept between
# runs), crashes in .fuzz/artifacts/. Prints executions, rate, peak RSS and result per target; exits 1
# when any target crashed, timed out, ran out of memory (2 GiB) or, in long mode, missed its target.
#
#   make fuzz       FUZZ_SECONDS each (default 60), one target after another.
#   make fuzz-long  FUZZ_LONG=1: each target until its execution target — 10 million for the parsers,
#                   1 million for FuzzStrength, FuzzGenerator and FuzzCognito, whose work per input is
#                   not parsing (the estimator's search; the generator's exact entropy and draws; a
#                   client, a task and six operations per answer) — or FUZZ_SECONDS (default 3600), as
#                   many targets at once as there are cores (FUZZ_PARALLEL).
#
# Leak detection is off: LeakSanitizer cannot follow Swift references kept in enum payloads (their
# spare bits hold the case), so it reports live objects as leaked. AddressSanitizer stays on; memory
# growth across a run shows as peak RSS (and the 2 GiB limit stops a target that keeps growing).
# Usage: Scripts/fuzz.sh [target…]      e.g. FUZZ_SECONDS=600 Scripts/fuzz.sh FuzzJWT
set -euo pipefail
cd "$(dirname "$0")/.."
long="${FUZZ_LONG:-0}"
if [ "$long" = 1 ]; then seconds="${FUZZ_SECONDS:-3600}"; else seconds="${FUZZ_SECONDS:-60}"; fi
parallel="${FUZZ_PARALLEL:-$([ "$long" = 1 ] && nproc || echo 1)}"
case "$seconds$parallel" in *[!0-9]*) echo "error: FUZZ_SECONDS and FUZZ_PARALLEL must be whole numbers" >&2; exit 2 ;; esac
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzPolicy FuzzJWT FuzzJWKS FuzzEmail FuzzStrength FuzzJSON FuzzOTP FuzzGenerator FuzzSession
    FuzzBreachedIndex FuzzCognito FuzzDelimited FuzzPolicyImport)

goal() {
    if [ "$long" != 1 ]; then echo 0; return; fi
    case "$1" in FuzzStrength | FuzzGenerator | FuzzCognito) echo 1000000 ;; *) echo 10000000 ;; esac
}

echo "==> building ${targets[*]} with -sanitize=fuzzer,address"
# lld: gold crashes (internal error in format_file_lineno) linking ASan-instrumented Swift here.
mkdir -p .fuzz
swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --toolset Scripts/lld-toolset.json >.fuzz/build.log 2>&1 || {
    grep -E "error:" .fuzz/build.log | sort -u | head -20 >&2
    echo "error: the fuzz targets did not build (all of it in .fuzz/build.log)" >&2
    exit 2
}
bin="$(swift build --package-path Fuzz -c release --show-bin-path)"
mkdir -p .fuzz/artifacts

# One target; its summary line goes to .fuzz/<target>.summary.
run_target() {
    local target="$1" runs_goal status=0 runs rate peak result
    runs_goal="$(goal "$target")"
    mkdir -p ".fuzz/corpus/$target"
    local log=".fuzz/$target.log" started=$SECONDS dictionary=()
    # A target's dictionary (Fuzz/Dictionaries/<target>.dict): tokens the mutator splices into inputs.
    [ -f "Fuzz/Dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/Dictionaries/$target.dict")
    ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/$target" ".fuzz/corpus/$target" "Fuzz/Corpus/$target" "${dictionary[@]}" \
        -max_total_time="$seconds" -runs="$([ "$runs_goal" -gt 0 ] && echo "$runs_goal" || echo -1)" -max_len=4096 -timeout=10 \
        -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 -artifact_prefix=".fuzz/artifacts/$target-" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    if [ "$status" -ne 0 ]; then
        result="FAILED (exit $status): $(grep -m1 -E 'ERROR: |Fatal error|deadly signal|timeout' "$log" || echo "see $log")"
    elif [ "$runs_goal" -gt 0 ] && [ "${runs:-0}" -lt "$runs_goal" ]; then
        result="no crash; short of $runs_goal executions"
    else
        result="ok, no crash"
    fi
    printf '%-18s %12s %8s %8s %8s  %s\n' "$target" "${runs:-?}" "${rate:-?}" "$((SECONDS - started))" "${peak:-?}" "$result" \
        >".fuzz/$target.summary"
}

rm -f .fuzz/*.summary
running=0
for target in "${targets[@]}"; do
    run_target "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$parallel" ]; then wait -n || true; running=$((running - 1)); fi
done
wait || true

printf '%-18s %12s %8s %8s %8s  %s\n' target executions exec/s seconds "RSS MiB" result
failed=0
for target in "${targets[@]}"; do
    if [ -f ".fuzz/$target.summary" ]; then
        cat ".fuzz/$target.summary"
        grep -q "ok, no crash" ".fuzz/$target.summary" || failed=1
    else
        printf '%-18s did not report\n' "$target"
        failed=1
    fi
done
[ "$failed" -eq 0 ] || { echo "crash inputs are in .fuzz/artifacts/; logs in .fuzz/*.log" >&2; exit 1; }
