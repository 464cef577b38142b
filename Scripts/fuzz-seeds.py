#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the fuzzers' seed corpus, Fuzz/Corpus/<Target>/, from files already in the repository.

Every seed comes from a committed fixture or preset (their sources and licences are in NOTICE): the
policy presets, the PyJWT-made tokens and keys, the email-validator and isemail cases, the strength
corpus — or is written here (otpauth URIs and base32 secrets, generator options, a session file,
Cognito's answer shapes) or made by credkit itself (a small breached-password index, built with the
debug binary, which this script builds if needed). Deterministic except that index, whose filter
seeds are random. Usage: python3 Scripts/fuzz-seeds.py [FuzzPolicyImport]  (one target's seeds alone)
"""
import base64
import hashlib
import json
import pathlib
import shutil
import struct
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/Fixtures"
OUT = ROOT / "Fuzz/Corpus"


def write(target, seeds):
    folder = OUT / target
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    unique = {}
    for seed in seeds:
        data = seed if isinstance(seed, bytes) else seed.encode("utf-8", "surrogatepass")
        unique[hashlib.sha1(data).hexdigest()] = data
    for name, data in sorted(unique.items()):
        (folder / name).write_bytes(data)
    print(f"{target}: {len(unique)} seeds")


def policies():
    seeds = [path.read_bytes() for path in sorted((ROOT / "Policies").glob("*.json"))]
    # The three shapes credkit reads: PasswordPolicy alone, Policies, describe-user-pool output.
    policy = {"MinimumLength": 8, "RequireUppercase": True, "RequireLowercase": True, "RequireNumbers": True,
              "RequireSymbols": True, "TemporaryPasswordValidityDays": 7}
    seeds.append(json.dumps(policy))
    seeds.append(json.dumps({"PasswordPolicy": policy}))
    seeds.append(json.dumps({"UserPool": {"Id": "eu-west-1_AbC123", "Policies": {"PasswordPolicy": policy}}}))
    seeds.append(json.dumps({"MinimumLength": 99, "PasswordHistorySize": 24}))
    return seeds


def tokens():
    return [json.loads(line)["token"] for line in (FIXTURES / "jwt/cases.jsonl").read_text().splitlines() if line.strip()]


def key_sets():
    seeds = []
    for name in ("jwks.json", "other-key.jwks.json"):
        document = json.loads((FIXTURES / "jwt" / name).read_text())
        seeds.append(json.dumps(document))
        seeds.extend(json.dumps({"keys": [key]}) for key in document["keys"])
    return seeds


def addresses():
    seeds = [json.loads(line)["input"] for line in (FIXTURES / "email-validator.jsonl").read_text().splitlines() if line.strip()]
    seeds += [address for address, _ in json.loads((FIXTURES / "isemail/isemail-skeggse-tests.json").read_text())]
    return seeds


def passwords():
    lines = (FIXTURES / "strength/zxcvbn-corpus.tsv").read_text().splitlines()
    # Every 40th of the 12,000 (all kinds), plus long and repetitive shapes.
    seeds = [line.split("\t", 2)[2] for line in lines[::40]]
    seeds += ["aab" * 85, "Contraseña2024!", "1qaz2wsx3edc", "19/08/1995", "P@55w0rd", "correcthorsebatterystaple"]
    return seeds


def otp():
    seeds = ["JBSWY3DPEHPK3PXP", "MZXW6YTBOI======", "mzxw 6ytb oi", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "asdfasdfasdf"]
    base = "otpauth://totp/credkit:ana@example.com?secret=JBSWY3DPEHPK3PXP&issuer=credkit"
    seeds += [base, base + "&algorithm=SHA256&digits=8&period=60", base + "&algorithm=SHA512&digits=7",
              "otpauth://totp/Ana%20Garc%C3%ADa?secret=GEZDGNBVGY3TQOJQ", "otpauth://hotp/x?secret=AA&counter=1"]
    return seeds


def generator_options():
    presets = [path.read_bytes() for path in sorted((ROOT / "Policies").glob("*.json"))]
    seeds = []
    for flags, length, words, separator in [(0, 0, 0, b""), (16, 200, 0, b""), (32, 0, 6, b"-"), (128, 3, 4, b""),
                                             (64, 1, 5, b" "), (8, 130, 0, b""), (4, 2, 3, b"."), (1, 0, 2, b"_")]:
        for policy in presets[:3] + [b"{}"]:
            seeds.append(bytes([flags, length, words, len(separator), 0, 3, 3, 0]) + separator + policy)
    return seeds


def session_files():
    tokens = {"accessToken": "eyJhbGciOiJSUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDAsInVzZXJuYW1lIjoiYW5hIn0.c2ln",
              "idToken": "eyJhbGciOiJSUzI1NiJ9.e30.c2ln", "refreshToken": "r", "expiresIn": 3600, "tokenType": "Bearer"}
    session = {"clientID": "client", "region": "eu-west-1", "username": "ana@example.com", "obtainedAt": 1800000000,
               "userPoolID": "eu-west-1_AbC123", "endpoint": "http://127.0.0.1:5000/", "tokens": tokens}
    seeds = [json.dumps(session, sort_keys=True), json.dumps({**session, "tokens": {**tokens, "refreshToken": None}})]
    seeds.append(json.dumps({k: v for k, v in session.items() if k not in ("userPoolID", "endpoint")}))
    return seeds


def cognito_answers():
    result = {"AuthenticationResult": {"AccessToken": "a.b.c", "IdToken": "i.d.t", "RefreshToken": "r", "ExpiresIn": 3600,
                                       "TokenType": "Bearer"}}
    answers = [result,
               {"ChallengeName": "PASSWORD_VERIFIER", "ChallengeParameters": {"SALT": "abc", "SRP_B": "12ab",
                "SECRET_BLOCK": "c2Vj", "USER_ID_FOR_SRP": "ana", "USERNAME": "ana"}},
               {"ChallengeName": "SOFTWARE_TOKEN_MFA", "Session": "s", "ChallengeParameters": {}},
               {"ChallengeName": "MFA_SETUP", "Session": "s", "ChallengeParameters": {"MFAS_CAN_SETUP": "[\"SOFTWARE_TOKEN_MFA\"]"}},
               {"__type": "NotAuthorizedException", "message": "Incorrect username or password."},
               {"code": "UserNotFoundException", "Message": "User does not exist."},
               {"UserSub": "1234", "UserConfirmed": False, "CodeDeliveryDetails": {"Destination": "a***@e***", "DeliveryMedium": "EMAIL"}},
               {"Username": "ana", "UserAttributes": [{"Name": "email", "Value": "ana@example.com"}], "MFAOptions": []},
               {"SecretCode": "JBSWY3DPEHPK3PXP", "Session": "s"}]
    seeds = [bytes([status, flags]) + json.dumps(answer).encode() for answer in answers for status, flags in [(0, 0), (3, 1)]]
    # The harness expands 0xFF + 8 bytes into the Double with that bit pattern: the tokens' ExpiresIn
    # as such a slot lets a flipped bit make it any size (FuzzCognito.swift, expandingNumbers).
    slot = b"\xff" + struct.pack("<d", 3600.0)
    return seeds + [seed.replace(b"3600", slot) for seed in seeds if b"3600" in seed]


def breached_index():
    subprocess.run(["swift", "build", "--product", "credkit"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    with tempfile.TemporaryDirectory() as tmp:
        source = pathlib.Path(tmp) / "pwned.txt"
        lines = [f"{hashlib.sha1(word.encode()).hexdigest().upper()}:{count}" for word, count in
                 [("password", 9659365), ("123456", 37359195), ("Tr0ub4dor&3", 3)]]
        lines += [f"{hashlib.sha1(struct.pack('<I', n)).hexdigest()}:1" for n in range(200)]
        source.write_text("\n".join(lines) + "\n")
        index = pathlib.Path(tmp) / "seed.ckbi"
        subprocess.run([str(ROOT / ".build/debug/credkit"), "breached", "build-index", "--output", str(index), str(source)],
                       check=True, stdout=subprocess.DEVNULL)
        data = index.read_bytes()
    return [data, data[:64], data[: len(data) // 2]]


def delimited():
    # The first byte picks CSV (even) or TSV (odd); the rest is the input (FuzzDelimited.swift).
    csv = [
        b'a,"b,c","say ""hi"""\r\n"two\nlines",,""\r\n"cr\rinside",x"y,"crlf\r\nin"\nlast',
        b"\xef\xbb\xbfh1,h2\r\n1,2\r3,4\n\n5,6\n",
        b'1,"ok"\n2,"bad"x,y\n3,"fine"\n4,"open\n5,never closed',
        b"user_id,email,password\n1,ana@example.com,Passw0rd!\n2,\"bea@example.com\",\"Quoted,Comma1!\"\n",
        b'"' + b"x" * 100 + b'\r\n' + b"y" * 80 + b'",z\r\nnext\r',
    ]
    tsv = [b'a\t"b"\tc,d\n"x\ty\n', b"id\tpassword\r\n7\tPassw0rd!\r\n8\t\r\n"]
    return [b"\x00" + seed for seed in csv] + [b"\x01" + seed for seed in tsv]


def policy_files():
    """The importers' fixtures (YAML, HCL, JSON of every provider) behind a format byte: 0 YAML, 1
    HCL, 2 JSON, 3 told from the contents; plus the shapes issue 54 found (aliases, nesting)."""
    kinds = {".yaml": 0, ".yml": 0, ".tf": 1, ".json": 2, ".tfstate": 3}
    seeds = []
    for path in sorted((FIXTURES / "policy-import").iterdir()):
        kind = next((value for suffix, value in kinds.items() if path.name.endswith(suffix)), None)
        if kind is not None:
            seeds.append(bytes([kind]) + path.read_bytes())
    laughs = "a0: &a0 [lol, lol]\na1: &a1 [*a0, *a0, *a0]\nk:\n  ? *a1\n  : 1\n"
    seeds.append(b"\x00" + laughs.encode())
    seeds.append(b"\x00" + b"a: " + b"[" * 70 + b"]" * 70)
    seeds.append(b"\x01" + b'locals { a = "${' * 20 + b"x" + b'}"' * 20 + b" }\n")
    return seeds


def main():
    import sys
    if sys.argv[1:] == ["FuzzPolicyImport"]:
        write("FuzzPolicyImport", policy_files())
        return
    write("FuzzPolicy", policies())
    write("FuzzJWT", tokens())
    write("FuzzJWKS", key_sets())
    write("FuzzEmail", addresses())
    write("FuzzStrength", passwords())
    json_seeds = policies() + key_sets()
    for token in tokens()[:20]:
        for part in token.split(".")[:2]:
            try:
                json_seeds.append(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
            except ValueError:
                pass
    write("FuzzJSON", json_seeds)
    write("FuzzOTP", otp())
    write("FuzzGenerator", generator_options())
    write("FuzzSession", session_files())
    write("FuzzCognito", cognito_answers())
    write("FuzzBreachedIndex", breached_index())
    write("FuzzDelimited", delimited())
    write("FuzzPolicyImport", policy_files())


if __name__ == "__main__":
    main()
