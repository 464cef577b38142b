#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""`make compare`: credkit's CLI against the Python tools a user would otherwise pick, on the same inputs.

Steps (everything lands under .compare/, which git ignores):
1. A virtual environment with the peers: zxcvbn 4.5.0, email-validator 2.4.0, PyJWT 2.10.1 + cryptography.
2. Inputs, made deterministically and kept for later runs: 1,000,000 passwords (Scripts/generate-passwords.py),
   100,000 email addresses (Scripts/generate-emails.py), 100,000 Cognito-shaped RS256 ID tokens signed with
   an RSA key derived from a fixed seed (10 % expired in 2001, 5 % with a damaged signature, 5 % for
   another client), and their JWKS.
3. Each tool runs as a whole process over the same file and writes one verdict per line; wall time is
   taken around the process, peak RSS comes from GNU time. python zxcvbn (about 890 passwords/s) runs on the first 20,000
   passwords only (COMPARE_ZXCVBN_LINES), credkit on all of them; rates are per item either way.
4. A table: items/s of each, the ratio, and the share of identical verdicts; then `credkit check`
   against the time `wc -l` needs to read the same password file.

Usage: make compare   (or: python3 Scripts/compare.py, after `swift build -c release`)
"""
import hashlib
import json
import os
import pathlib
import random
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORK = ROOT / ".compare"
VENV = WORK / "venv"
INPUTS = WORK / "inputs"
OUT = WORK / "out"
CREDKIT = ROOT / ".build/release/credkit"
PEERS = ["zxcvbn==4.5.0", "email-validator==2.4.0", "PyJWT==2.10.1", "cryptography"]
PASSWORDS, EMAILS, TOKENS = 1_000_000, 100_000, 100_000
ZXCVBN_LINES = int(os.environ.get("COMPARE_ZXCVBN_LINES", "20000"))
ISSUER = "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Compare1"
CLIENT = "4mpar3c1i3ntid0000000000ab"

# The peers' side: each reads INPUT and writes one JSON verdict per line to OUTPUT.
PEER_SCRIPTS = {
    "zxcvbn": """
import json, sys
from zxcvbn import zxcvbn
limit = int(sys.argv[3])
with open(sys.argv[1], encoding="utf-8") as source, open(sys.argv[2], "w") as out:
    for number, line in enumerate(source):
        if number == limit: break
        score = zxcvbn(line.rstrip("\\n")[:72])["score"]
        out.write(json.dumps({"bars": max(1, score)}) + "\\n")
""",
    "email": """
import json, sys
from email_validator import EmailNotValidError, validate_email
with open(sys.argv[1], encoding="utf-8") as source, open(sys.argv[2], "w") as out:
    for line in source:
        try:
            validate_email(line.rstrip("\\n"), check_deliverability=False, strict=True)
            out.write('{"valid":true}\\n')
        except EmailNotValidError:
            out.write('{"valid":false}\\n')
""",
    "decode": """
import json, sys, jwt
with open(sys.argv[1]) as source, open(sys.argv[2], "w") as out:
    for line in source:
        try:
            jwt.decode(line.strip(), options={"verify_signature": False, "verify_exp": True})
            out.write('{"status":"active"}\\n')
        except jwt.ExpiredSignatureError:
            out.write('{"status":"expired"}\\n')
""",
    "verify": """
import json, sys, jwt
keys = jwt.PyJWKSet.from_json(open(sys.argv[3]).read())
key = keys.keys[0].key
codes = {jwt.ExpiredSignatureError: "expired", jwt.InvalidSignatureError: "bad-signature",
         jwt.InvalidAudienceError: "client-id-mismatch", jwt.InvalidIssuerError: "issuer-mismatch"}
with open(sys.argv[1]) as source, open(sys.argv[2], "w") as out:
    for line in source:
        try:
            claims = jwt.decode(line.strip(), key, algorithms=["RS256"], audience=sys.argv[5], issuer=sys.argv[4])
            error = None if claims.get("token_use") == "id" else "token-use-mismatch"
        except jwt.PyJWTError as problem:
            error = codes.get(type(problem), type(problem).__name__)
        out.write(json.dumps({"error": error}) + "\\n")
""",
}

# Makes the tokens: a deterministic RSA key (primes from a seeded generator) and seeded payloads.
TOKEN_SCRIPT = """
import base64, json, random, sys
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
count, tokens_path, jwks_path, issuer, client = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
rng = random.Random(2026)
def probable_prime(bits):
    while True:
        candidate = rng.getrandbits(bits) | (1 << (bits - 1)) | 1
        if all(pow(rng.randrange(2, candidate - 1), candidate - 1, candidate) == 1 for _ in range(24)) and \\
                all(candidate % small for small in (3, 5, 7, 11, 13, 17, 19, 23, 29, 31)):
            return candidate
e = 65537
while True:
    p, q = probable_prime(1024), probable_prime(1024)
    phi = (p - 1) * (q - 1)
    if p != q and phi % e and (p * q).bit_length() == 2048:
        break
n, d = p * q, pow(e, -1, phi)
numbers = rsa.RSAPrivateNumbers(p, q, d, d % (p - 1), d % (q - 1), pow(q, -1, p), rsa.RSAPublicNumbers(e, n))
key = numbers.private_key()
b64 = lambda data: base64.urlsafe_b64encode(data).rstrip(b"=").decode()
integer = lambda value: b64(value.to_bytes((value.bit_length() + 7) // 8, "big"))
json.dump({"keys": [{"kty": "RSA", "kid": "compare-1", "alg": "RS256", "use": "sig", "n": integer(n), "e": integer(e)}]}, open(jwks_path, "w"))
header = b64(json.dumps({"kid": "compare-1", "alg": "RS256"}, separators=(",", ":")).encode())
with open(tokens_path, "w") as out:
    for number in range(count):
        kind = number % 20
        sub = "%08x-%04x-%04x-%04x-%012x" % tuple(rng.getrandbits(bits) for bits in (32, 16, 16, 16, 48))
        payload = {"sub": sub, "email_verified": True, "iss": issuer, "cognito:username": sub,
                   "aud": "another-client-0000000000" if kind == 1 else client, "event_id": sub,
                   "token_use": "id", "auth_time": 1790000000, "exp": 1000000000 if kind in (2, 3) else 4000000000,
                   "iat": 990000000 if kind in (2, 3) else 1790000000, "jti": sub, "origin_jti": sub,
                   "email": "user%d@example.com" % number}
        body = b64(json.dumps(payload, separators=(",", ":")).encode())
        signature = key.sign((header + "." + body).encode(), padding.PKCS1v15(), hashes.SHA256())
        if kind == 4:
            signature = bytes([signature[0] ^ 1]) + signature[1:]
        out.write(header + "." + body + "." + b64(signature) + "\\n")
"""


def run(command, **options):
    return subprocess.run(command, check=True, **options)


def timed(command, stdin_path, stdout_path, allowed=(0,)):
    """Runs a command under GNU time: wall seconds and peak RSS in MiB."""
    stats = WORK / "time.txt"
    with open(stdin_path, "rb") as source, open(stdout_path, "wb") as sink:
        start = time.perf_counter()
        status = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", str(stats)] + command, stdin=source, stdout=sink).returncode
        seconds = time.perf_counter() - start  # GNU time's %e has only 10 ms steps
    if status not in allowed:
        sys.exit(f"{' '.join(map(str, command))} exited with {status}")
    return seconds, int(stats.read_text().split()[-1]) / 1024


def lines(path, limit=None):
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source):
            if limit is not None and number == limit:
                return
            yield json.loads(line)


def prepare():
    WORK.mkdir(exist_ok=True)
    INPUTS.mkdir(exist_ok=True)
    OUT.mkdir(exist_ok=True)
    python = VENV / "bin/python"
    if not python.exists():
        print("==> creating .compare/venv with the peers")
        run([sys.executable, "-m", "venv", str(VENV)])
        run([str(python), "-m", "pip", "install", "--quiet", *PEERS])
    for name, script in PEER_SCRIPTS.items():
        (WORK / f"peer_{name}.py").write_text(script)
    (WORK / "make_tokens.py").write_text(TOKEN_SCRIPT)
    inputs = {
        "passwords": INPUTS / f"passwords-{PASSWORDS}.txt",
        "emails": INPUTS / f"emails-{EMAILS}.txt",
        "tokens": INPUTS / f"tokens-{TOKENS}.txt",
        "jwks": INPUTS / "jwks.json",
    }
    if not inputs["passwords"].exists():
        run([sys.executable, str(ROOT / "Scripts/generate-passwords.py"), str(PASSWORDS), str(inputs["passwords"])])
    if not inputs["emails"].exists():
        run([sys.executable, str(ROOT / "Scripts/generate-emails.py"), str(EMAILS), str(inputs["emails"])])
    if not inputs["tokens"].exists():
        print(f"==> signing {TOKENS:,} tokens (once; about a minute)")
        run([str(python), str(WORK / "make_tokens.py"), str(TOKENS), str(inputs["tokens"]), str(inputs["jwks"]), ISSUER, CLIENT])
    return python, inputs


def main() -> int:
    if not CREDKIT.exists():
        sys.exit("build first: swift build -c release")
    python, inputs = prepare()
    rows = []

    def compare(task, items, credkit_command, credkit_input, peer, peer_items, peer_args, same, allowed=(0, 1)):
        ours_out, peer_out = OUT / f"{task}.credkit.jsonl", OUT / f"{task}.peer.jsonl"
        # One core against the single-threaded peers; then every core (--jobs auto) for reference.
        seconds, rss = timed([str(CREDKIT)] + credkit_command + ["--jobs", "1"], credkit_input, ours_out, allowed)
        all_seconds, _ = timed([str(CREDKIT)] + credkit_command + ["--jobs", "auto"], credkit_input, os.devnull, allowed)
        peer_seconds, peer_rss = timed([str(python), str(WORK / f"peer_{peer}.py"), str(credkit_input), str(peer_out)] + peer_args,
                                       os.devnull, os.devnull)
        compared = identical = 0
        for ours, theirs in zip(lines(ours_out, peer_items), lines(peer_out)):
            compared += 1
            identical += same(ours, theirs)
        rows.append((task, items / seconds, rss, peer_items / peer_seconds, peer_rss, identical, compared, items / all_seconds))
        print(f"    {task}: done", flush=True)

    print("==> running (each tool over the same file)")
    compare("strength (guesses) vs zxcvbn", PASSWORDS, ["strength", "--format", "json"], inputs["passwords"], "zxcvbn",
            min(ZXCVBN_LINES, PASSWORDS), [str(ZXCVBN_LINES)], lambda a, b: a["bars"] == b["bars"])
    compare("email vs email-validator", EMAILS, ["email", "--format", "json", "--quiet"], inputs["emails"], "email", EMAILS, [],
            lambda a, b: a["valid"] == b["valid"])
    compare("jwt decode vs PyJWT", TOKENS, ["jwt", "decode", "--format", "json"], inputs["tokens"], "decode", TOKENS, [],
            lambda a, b: a["status"] == b["status"])
    compare("jwt verify RS256 vs PyJWT", TOKENS,
            ["jwt", "verify", "--format", "json", "--jwks", str(inputs["jwks"]), "--issuer", ISSUER, "--client-id", CLIENT, "--token-use", "id"],
            inputs["tokens"], "verify", TOKENS, [str(inputs["jwks"]), ISSUER, CLIENT], lambda a, b: a["error"] == b["error"])

    wc_seconds, _ = timed(["wc", "-l"], inputs["passwords"], os.devnull)
    check_seconds, check_rss = timed([str(CREDKIT), "check", "--format", "json", "--quiet"], inputs["passwords"], os.devnull, (0, 1))

    print()
    print(f"| task | credkit items/s (one core) | credkit peak RSS | peer items/s | peer peak RSS | credkit / peer | "
          f"identical verdicts | credkit items/s, --jobs auto ({os.cpu_count()} cores) |")
    print(f"| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for task, ours, rss, theirs, peer_rss, identical, compared, every_core in rows:
        print(f"| {task} | {ours:,.0f} | {rss:.0f} MiB | {theirs:,.0f} | {peer_rss:.0f} MiB | {ours / theirs:,.1f}× | "
              f"{identical / compared:.2%} of {compared:,} | {every_core:,.0f} |")
    print()
    print(f"credkit check --format json, {PASSWORDS:,} passwords: {check_seconds:.2f} s ({PASSWORDS / check_seconds / 1e6:.2f} M/s), "
          f"peak RSS {check_rss:.0f} MiB; wc -l on the same file: {wc_seconds:.2f} s "
          f"(check takes {check_seconds / wc_seconds:.1f}× as long)")
    print(f"(python zxcvbn ran on the first {min(ZXCVBN_LINES, PASSWORDS):,} passwords; "
          f"input digests: " + ", ".join(f"{k} {hashlib.sha256(v.read_bytes()).hexdigest()[:12]}" for k, v in inputs.items()) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
