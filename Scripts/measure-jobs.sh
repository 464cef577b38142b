#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# --jobs scaling: end-to-end throughput and peak RSS of every streaming command with 1 worker and
# with one per core, input from a file, output to /dev/null, the two settings in alternation.
# Usage: [ROUNDS=5] [ONLY=REGEX] Scripts/measure-jobs.sh [SCALE]
#   SCALE multiplies the line counts (default 1); ONLY keeps the rows whose command matches REGEX.
set -euo pipefail
cd "$(dirname "$0")/.."
scale=${1:-1}
rounds=${ROUNDS:-5}
[[ "$scale" =~ ^[1-9][0-9]*$ ]] || { echo "measure-jobs: SCALE must be a positive whole number, not '$scale'" >&2; exit 2; }
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "measure-jobs: ROUNDS must be a positive whole number, not '$rounds'" >&2; exit 2; }
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
mkdir -p .build/measure
swift build -c release --product credkit >/dev/null
bin=.build/release/credkit
cores=$(nproc)
jwks=Tests/Fixtures/jwt/jwks.json

# Inputs: the check corpus, random 6–16-character passwords (letters, digits, !@#$%^&*: the strength
# comparison's mix), the email mix, and a Cognito ID token (RS256) repeated.
passwords=.build/measure/passwords-$((5000000 * scale)).txt
random=.build/measure/random-$((400000 * scale)).txt
emails=.build/measure/emails-$((2000000 * scale)).txt
tokens=.build/measure/tokens-$((300000 * scale)).txt
[ -f "$passwords" ] || python3 Scripts/generate-passwords.py $((5000000 * scale)) "$passwords"
[ -f "$emails" ] || python3 Scripts/generate-emails.py $((2000000 * scale)) "$emails"
[ -f "$random" ] || python3 - "$random" $((400000 * scale)) <<'EOF'
import random, sys
rng = random.Random(11)
alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*"
with open(sys.argv[1], "w") as out:
    for _ in range(int(sys.argv[2])):
        out.write("".join(rng.choice(alphabet) for _ in range(rng.randint(6, 16))) + "\n")
EOF
[ -f "$tokens" ] || python3 - "$tokens" $((300000 * scale)) <<'EOF'
import json, sys
token = next(json.loads(line)["token"] for line in open("Tests/Fixtures/jwt/cases.jsonl")
             if json.loads(line)["name"] == "id token RS256")
with open(sys.argv[1], "w") as out:
    out.write((token + "\n") * int(sys.argv[2]))
EOF

# One run of: $bin ARGS < FILE; prints "seconds peakKiB".
once() {
  local file=$1; shift
  /usr/bin/time -f "%e %M" -o .build/measure/time.txt "$bin" "$@" < "$file" > /dev/null || [ $? -le 2 ]
  tail -n 1 .build/measure/time.txt
}

echo "$cores cores; $(uname -m); credkit $(git rev-parse --short HEAD)"
echo
echo "| command | lines | --jobs 1 | --jobs $cores | speed-up | $cores processes at once | peak RSS 1 / $cores |"
echo "|---|---:|---:|---:|---:|---:|---:|"
# This kind of VM drifts in speed by 10-50 % over tens of seconds, so the two settings run in
# alternation, ROUNDS pairs (default 5), and the speed-up is the median of each pair's ratio; the
# rates are the medians of each setting's runs. Each round also runs $cores separate `--jobs 1`
# processes at once, each over the whole input: what the VM gives to independent single-threaded
# work in that moment, the ceiling for --jobs (reported as the median of "N × one run's time / the
# N processes' wall time").
row() {
  local name=$1 file=$2; shift 2
  [[ -z "${ONLY:-}" || "$name" =~ ${ONLY:-} ]] || return 0
  local lines
  lines=$(wc -l < "$file")
  local pairs=()
  for _ in $(seq "$rounds"); do
    read -r s1 m1 < <(once "$file" "$@" --jobs 1)
    read -r sn mn < <(once "$file" "$@" --jobs "$cores")
    local began ended
    began=$(date +%s.%N)
    for _ in $(seq "$cores"); do
      "$bin" "$@" --jobs 1 < "$file" > /dev/null &
    done
    wait || true
    ended=$(date +%s.%N)
    pairs+=("$s1 $sn $m1 $mn $began $ended")
  done
  printf '%s\n' "${pairs[@]}" | awk -v n="$name" -v l="$lines" -v c="$cores" '
    function median(a, k,   i, j, t) { for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
    { k++; one[k] = $1; all[k] = $2; ratio[k] = $1 / $2; ceiling[k] = c * $1 / ($6 - $5); if ($3 > m1) m1 = $3; if ($4 > mn) mn = $4 }
    END { printf "| %s | %d | %.2f M/s | %.2f M/s | %.2f× | %.2f× | %.0f / %.0f MiB |\n", n, l, l / median(one, k) / 1e6,
      l / median(all, k) / 1e6, median(ratio, k), median(ceiling, k), m1 / 1024, mn / 1024 }'
}
row "check --format json" "$passwords" check --format json --quiet
row "check --format text" "$passwords" check --quiet
row "strength --format json (random mix)" "$random" strength --format json --quiet
row "email --format json" "$emails" email --format json --quiet
row "jwt decode --format json" "$tokens" jwt decode --format json --at 1800000000
row "jwt verify --format json (RS256, key file)" "$tokens" jwt verify --jwks "$jwks" --user-pool-id eu-west-1_AbC123xyz --any-client --any-token-use --at 1800000000 --format json
