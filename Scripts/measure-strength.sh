#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# End-to-end speed of the guesses meter on one core: `credkit strength --format json --jobs 1`, a file
# in, /dev/null out, for two inputs of N lines (default 1,000,000):
#   corpus  the 12,000 passwords of the agreement corpus (Tests/Fixtures/strength,
#           twelve kinds: common passwords, words, names, l33t, walks, dates, random…), repeated;
#   random  random 6–16-character passwords of letters, digits and !@#$%^&* (seed 7).
# Prints the median of ROUNDS runs (default 3): wall time, estimates per second and peak RSS, for each
# BINARY in turn (before and after in one run, on the same inputs) and each --languages value in
# LANGUAGES (space-separated; "default" runs without the option, which binaries before issue 62 lack).
# Usage: [LANGUAGES="default all"] Scripts/measure-strength.sh [N] [BINARY...]   (needs GNU time)
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
shift || true
binaries=("$@")
[ ${#binaries[@]} -gt 0 ] || binaries=(.build/release/credkit)
rounds=${ROUNDS:-3}
languages=${LANGUAGES:-default}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$lines" "$work" <<'EOF'
import random, sys
lines, work = int(sys.argv[1]), sys.argv[2]
corpus = [line.split("\t", 2)[2] for line in open("Tests/Fixtures/strength/zxcvbn-corpus.tsv", encoding="utf-8").read().splitlines()]
with open(f"{work}/corpus.txt", "w", encoding="utf-8") as out:
    for i in range(lines):
        out.write(corpus[i % len(corpus)] + "\n")
rng = random.Random(7)
alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*"
with open(f"{work}/random.txt", "w") as out:
    for _ in range(lines):
        out.write("".join(rng.choice(alphabet) for _ in range(rng.randint(6, 16))) + "\n")
EOF

printf '%-28s %-8s %-8s %10s %14s %10s\n' binary languages input "wall (s)" "estimates/s" "RSS (MiB)"
for binary in "${binaries[@]}"; do
    for language in $languages; do
        option=()
        [ "$language" = default ] || option=(--languages "$language")
        if [ ${#option[@]} -gt 0 ] && ! "$binary" strength --help 2>/dev/null | grep -q -- --languages; then
            printf '%-28s %-8s (this binary has no --languages)\n' "$(basename "$binary")" "$language"
            continue
        fi
        for input in corpus random; do
            results=()
            for _ in $(seq "$rounds"); do
                /usr/bin/time -f '%e %M' -o "$work/time" "$binary" strength --format json --jobs 1 --quiet "${option[@]}" \
                    <"$work/$input.txt" >/dev/null
                results+=("$(cat "$work/time")")
            done
            printf '%s\n' "${results[@]}" | sort -n | sed -n "$(((rounds + 1) / 2))p" | {
                read -r wall rss
                awk -v b="$(basename "$binary") ($(stat -c %s "$binary"))" -v l="$language" -v i="$input" -v w="$wall" \
                    -v r="$rss" -v n="$lines" 'BEGIN { printf "%-28s %-8s %-8s %10.2f %14.0f %10.1f\n", b, l, i, w, n / w, r / 1024 }'
            }
        done
    done
done
