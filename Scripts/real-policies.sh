#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs `credkit policy show` and `policy lint --against nist-800-63b-4` on every real policy file of
# a corpus (default ../shared/corpora/policies: files from public repositories, listed with their
# commits in manifest.tsv) and compares what credkit reads with expected.tsv, as a user would: when
# the message asks for --resource, each listed entry is shown in turn.
#
#   Scripts/real-policies.sh [DIR]        CREDKIT=path/to/credkit to use a given binary
#
# Prints one line per file and the totals: imported correctly, honest refusals, imported wrong,
# refused with a false or misleading message. Exits 1 when any file is in the last two.
# The corpus files belong to their authors and are never copied into this repository.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:-../shared/corpora/policies}
if [[ ! -f "$DIR/expected.tsv" ]]; then
    echo "real-policies: no expected.tsv in $DIR" >&2
    exit 2
fi
if [[ -z "${CREDKIT:-}" ]]; then
    swift build --product credkit >/dev/null
    CREDKIT="$(swift build --show-bin-path)/credkit"
fi
# The binary runs with the corpus as its working directory: name it absolutely.
case "$CREDKIT" in
    /*) ;;
    */*) CREDKIT="$(cd "$(dirname "$CREDKIT")" && pwd)/$(basename "$CREDKIT")" ;;
    *) CREDKIT="$(command -v "$CREDKIT")" ;;
esac
if [[ ! -x "$CREDKIT" ]]; then
    echo "real-policies: no credkit binary at $CREDKIT" >&2
    exit 2
fi
exec python3 - "$DIR" "$CREDKIT" <<'PY'
import json, os, re, subprocess, sys

corpus, credkit = sys.argv[1], sys.argv[2]
env = dict(os.environ, CREDKIT_LANG="en", NO_COLOR="1")

def run(*args):
    done = subprocess.run([credkit, *args], cwd=corpus, env=env, capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr

def expectation(text):
    """What expected.tsv's free text says the file holds: minimum, classes, history, days."""
    want = {}
    head = ""
    if m := re.search(r'\bmin(?:imum)? (\d+)|MinimumLength:? (\d+)|\blength\((\d+)\)|min_length (\d+)|default (\d+)|\b(\d+)(?= U\b)|strings: "(\d+)', text):
        want["minimumLength"] = int(next(g for g in m.groups() if g))
        head = re.split(r"[;(]", text[m.start():])[0]
    elif "no length rule" in text or "accepts any password" in text:
        want["minimumLength"] = 6
    elif re.search(r"\b(good|fair)\b", text):
        want["minimumLength"] = 8
    elif "excellent" in text:
        want["minimumLength"] = 10
    elif "default" in text:
        want["minimumLength"] = 8
    flags = {"U": "requireUppercase", "L": "requireLowercase", "N": "requireNumbers", "S": "requireSymbols"}
    letters = set(re.findall(r"\b([ULNS])\b", head))
    if "no classes" in text or re.search(r"\b(good|excellent)\b", text) or "minimumLength" not in want or want[
        "minimumLength"] == 6 and not letters:
        letters = set()
    if "Cognito default" in text and not letters:
        letters = set("ULNS")
    if re.search(r"\bfair\b", text):
        letters = set("ULN")
    keycloak = {"upperCase": "U", "lowerCase": "L", "digits": "N", "specialChars": "S"}
    if re.search(r"\b(upperCase|lowerCase|digits|specialChars)\(", text):
        letters = {letter for name, letter in keycloak.items() if name + "(" in text}
    if "minimumLength" in want and "values as strings" not in text:
        for letter, field in flags.items():
            want[field] = letter in letters
    if m := re.search(r"\btemp \"?(\d+)", text):
        want["temporaryPasswordValidityDays"] = int(m.group(1))
    if m := re.search(r"passwordHistory\((\d+)\)|\bhistory (\d+)\b", text):
        want["passwordHistorySize"] = int(next(g for g in m.groups() if g))
    return want

def entries(path):
    status, out, _ = run("policy", "show", path, "--list", "--format", "json")
    return [entry["name"] for entry in json.loads(out)["entries"]] if status == 0 else []

rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(corpus, "expected.tsv"), encoding="utf-8")][1:]
totals = {"imported correctly": 0, "honest refusal": 0, "imported wrong": 0, "false or misleading refusal": 0}
for row in rows:
    path, verdict, said, note = (row + ["", "", "", ""])[:4]
    status, out, err = run("policy", "show", path, "--format", "json")
    shows = [(None, status, out, err)]
    if status == 2 and "choose one with --resource" in err and (names := entries(path)):
        shows = [(name, *run("policy", "show", path, "--format", "json", "--resource", name)) for name in names]
    lint = run("policy", "lint", path, "--against", "nist-800-63b-4", *(["--resource", shows[0][0]] if shows[0][0] else []))
    positions = re.findall(r"\b(\d+:\d+)\b", note + " " + said)
    refusals = [err for _, status, _, err in shows if status != 0]
    problems = []
    if verdict == "HONEST":
        if not refusals:
            outcome = "imported wrong"
            problems.append("imported a file that holds no literal policy")
        else:
            outcome = "honest refusal"
            for position in positions:
                if not any(f"{path}:{position}" in err for err in refusals):
                    outcome = "false or misleading refusal"
                    problems.append(f"no {path}:{position} in the message")
            if any(not err.startswith("credkit: error: " + path) for err in refusals):
                outcome = "false or misleading refusal"
                problems.append("the message does not name the file")
    elif refusals:
        outcome = "false or misleading refusal"
        problems.append(refusals[0].strip().splitlines()[0][:200])
    else:
        outcome = "imported correctly"
        want = expectation(said)
        if not want:
            problems.append("expected.tsv gives no policy to compare")
        for name, _, out, _ in shows:
            got = json.loads(out)
            for field, value in want.items():
                if got.get(field) != value:
                    problems.append(f"{name or ''} {field}: {got.get(field)} (expected {value})".strip())
            codes = [n["code"] for n in got["import"]["notes"]]
            if re.search(r"Cognito default|default noted|accepts any password", said + " " + note) and not any(
                    "default" in c or "no-policy" in c for c in codes):
                problems.append("Cognito's or the provider's default applied without a note")
            if "no length rule" in said and "keycloak-no-minimum" not in codes:
                problems.append("no note that Keycloak has no minimum")
            if got["import"]["format"] in ("keycloak", "auth0", "firebase") and any(
                "spaces at the start or end" in r for r in got["requirements"]):
                problems.append("Cognito's whitespace rule added to another provider's policy")
        if problems:
            outcome = "imported wrong"
    if (lint[0] == 2) != bool(refusals) and len(shows) == 1:
        problems.append(f"policy lint exits {lint[0]} where policy show exits {shows[0][1]}")
        if outcome in ("imported correctly", "honest refusal"):
            outcome = "false or misleading refusal" if lint[0] == 2 else "imported wrong"
    totals[outcome] += 1
    print(f"{outcome:28} {path}" + (f"  ({'; '.join(problems)})" if problems else ""))
print()
print("| verdict | files |")
print("|---|---|")
for name, count in totals.items():
    print(f"| {name} | {count} |")
sys.exit(1 if totals["imported wrong"] or totals["false or misleading refusal"] else 0)
PY
