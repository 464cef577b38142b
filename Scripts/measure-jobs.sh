#!/usr/bin/env bash
# --jobs scaling: end-to-end throughput and peak RSS of every streaming command with 1 worker and
# with one per core, input from a file, output to /dev/null, median of three runs each.
# Usage: Scripts/measure-jobs.sh [SCALE]   (SCALE multiplies the line counts; default 1)
set -euo pipefail
cd "$(dirname "$0")/.."
scale=${1:-1}
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
mkdir -p .build/measure
swift build -c release --product credkit >/dev/null
bin=.build/release/credkit
cores=$(nproc)
jwks=Tests/CredKitTests/Fixtures/jwt/jwks.json

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
token = next(json.loads(line)["token"] for line in open("Tests/CredKitTests/Fixtures/jwt/cases.jsonl")
             if json.loads(line)["name"] == "id token RS256")
with open(sys.argv[1], "w") as out:
    out.write((token + "\n") * int(sys.argv[2]))
EOF

# median seconds and the largest peak RSS (KiB) of three runs of: $bin ARGS < FILE
measure() {
  local file=$1; shift
  local runs=()
  local peak=0
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o .build/measure/time.txt "$bin" "$@" < "$file" > /dev/null || [ $? -le 2 ]
    read -r seconds rss < <(tail -n 1 .build/measure/time.txt)
    runs+=("$seconds")
    [ "$rss" -gt "$peak" ] && peak=$rss
  done
  printf '%s %s\n' "$(printf '%s\n' "${runs[@]}" | sort -n | sed -n 2p)" "$peak"
}

echo "$cores cores; $(uname -m); credkit $(git rev-parse --short HEAD)"
echo
echo "| command | lines | --jobs 1 | --jobs $cores | speed-up | peak RSS 1 / $cores |"
echo "|---|---:|---:|---:|---:|---:|"
row() {
  local name=$1 file=$2; shift 2
  local lines
  lines=$(wc -l < "$file")
  read -r s1 m1 < <(measure "$file" "$@" --jobs 1)
  read -r sn mn < <(measure "$file" "$@" --jobs "$cores")
  awk -v n="$name" -v l="$lines" -v s1="$s1" -v sn="$sn" -v m1="$m1" -v mn="$mn" -v c="$cores" 'BEGIN {
    printf "| %s | %d | %.2f M/s | %.2f M/s | %.2f× | %.0f / %.0f MiB |\n", n, l, l / s1 / 1e6, l / sn / 1e6, s1 / sn, m1 / 1024, mn / 1024 }'
}
row "check --format json" "$passwords" check --format json --quiet
row "check --format text" "$passwords" check --quiet
row "strength --format json (random mix)" "$random" strength --format json --quiet
row "email --format json" "$emails" email --format json --quiet
row "jwt decode --format json" "$tokens" jwt decode --format json --at 1800000000
row "jwt verify --format json (RS256, key file)" "$tokens" jwt verify --jwks "$jwks" --user-pool-id eu-west-1_AbC123xyz --at 1800000000 --format json
