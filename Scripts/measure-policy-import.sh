#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# `credkit policy show` on untrusted policy files (issue 54): the shapes that cost a reader most,
# each as large as a policy file may be (1 MiB), plus the small "billion laughs" files — YAML aliases
# ten deep (values and keys), 88,000 keys, nesting at the limit, long scalars, HCL blocks, templates
# nested in strings and heredocs, JSON arrays, and files just under the 100,000-value cap. Prints peak RSS and seconds per MiB of input for each
# and exits 1 when one passes 64 MiB or 1 s per MiB (a file of a few KiB is held to 1 s).
# Usage: Scripts/measure-policy-import.sh [BINARY]   (default: the release build, built if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
bin=${1:-}
if [ -z "$bin" ]; then
  swift build -c release --product credkit >/dev/null
  bin=.build/release/credkit
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
folder=.build/measure/policy-import
rm -rf "$folder" && mkdir -p "$folder"
python3 - "$folder" <<'PY'
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
LIMIT = 1 << 20
pool = ("Resources:\n  UserPool:\n    Type: AWS::Cognito::UserPool\n    Properties:\n      Policies:\n"
        "        PasswordPolicy:\n          MinimumLength: 10\n")

def fill(name, head, unit, tail="", count=None):
    """head + unit × n + tail, as close to 1 MiB as fits."""
    room = LIMIT - len(head) - len(tail)
    n = count if count is not None else room // len(unit)
    (out / name).write_text(head + unit * n + tail)

def laughs(key):
    text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in range(1, 10):
        text += f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]\n"
    if key:
        text += "k:\n  ? *a8\n  : 1\n"
    return text + pool

(out / "laughs.yaml").write_text(laughs(False))
(out / "laughs-key.yaml").write_text(laughs(True))
# Aliases within the budget, as often as 1 MiB allows.
fill("aliases.yaml", pool + "shared: &s {a: 1, b: 2, c: 3}\nuses:\n", "  - *s\n")
(out / "keys.yaml").write_text(pool + "M:\n" + "".join(f" k{i}: 1\n" for i in range(88_000))[: LIMIT - len(pool) - 3])
fill("flow.yaml", pool + "x: [", "1,", "1]\n")
nest = "[" * 60 + "]" * 60 + ","
fill("nested.yaml", pool + "x: [", nest, "1]\n")
fill("scalar.yaml", pool + "x: \"", "a", "\"\n")
fill("block.yaml", pool + "x: |\n", "  line of a block scalar\n")
hcl_pool = 'resource "aws_cognito_user_pool" "pool" {\n  password_policy {\n    minimum_length = 10\n  }\n}\n'
fill("blocks.tf", hcl_pool, 'resource "aws_s3_bucket" "b" {\n  bucket = "x"\n  tags = { a = "b" }\n}\n')
template = 'locals { a = "' + "${" * 60 + "x" + "}" * 60 + '" }\n'
fill("templates.tf", hcl_pool, template)
fill("heredoc.tf", hcl_pool + "locals {\n  a = <<EOT\n", "  text ${x} %{ if y }z%{ endif }\n", "EOT\n}\n")
# Just under the 100,000 values a JSON or YAML policy file may hold: the most a reader builds.
(out / "at-cap.json").write_text('{"PasswordPolicy": {"MinimumLength": 10}, "X": [' + ",".join(['{"a":"xxxxxxxxxx"}'] * 49_000) + "]}")
(out / "at-cap.yaml").write_text(pool + "X:\n" + "  - {a: xxxxxxxxx}\n" * 49_000)
fill("array.json", '{"PasswordPolicy": {"MinimumLength": 10}, "X": [', "1,", "1]}\n")
fill("objects.json", '{"PasswordPolicy": {"MinimumLength": 10}, "X": [', '{"a":{"b":[1,2]}},', "1]}\n")
PY
status=0
printf '%-18s %9s %10s %9s %10s  %s\n' file bytes seconds "s/MiB" "RSS MiB" "exit"
for file in "$folder"/*; do
  bytes=$(stat -c %s "$file")
  code=0
  /usr/bin/time -f "%e %M" -o "$folder/.time" "$bin" policy show "$file" >/dev/null 2>"$folder/.err" || code=$?
  read -r seconds rss < <(tail -n 1 "$folder/.time")
  verdict=$(awk -v s="$seconds" -v b="$bytes" -v r="$rss" 'BEGIN {
    mib = b / 1048576; per = (mib < 1 ? s : s / mib)
    printf "%.3f %.1f %s", per, r / 1024, (r / 1024 > 64 || per > 1) ? "OVER" : "ok" }')
  read -r per mib ok <<<"$verdict"
  printf '%-18s %9d %10s %9s %10s  %s %s\n' "$(basename "$file")" "$bytes" "$seconds" "$per" "$mib" "$code" "$ok"
  [ "$ok" = ok ] || status=1
  [ "$code" -le 2 ] || { echo "  credkit ended with $code: $(head -c 300 "$folder/.err")"; status=1; }
done
exit $status
