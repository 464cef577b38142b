#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Known-answer vectors for credkit's SRP (USER_SRP_AUTH) and SECRET_HASH, computed by pycognito.

Writes Tests/CognitoClientTests/Fixtures/srp-vectors.json. pycognito (NabuCasa/pycognito 2024.5.1,
Apache-2.0) is an independent implementation of Cognito's SRP; its wheel is downloaded from PyPI and
imported from a temporary folder (its SRP module imports boto3 and requests, which must be installed). Inputs are seeded: the
client secret `a`, the server's `b` (B = g^b mod N), salt, secret block and timestamp, so the file is
the same on every run. Only pycognito's own functions compute the expected values.

Usage: python3 Scripts/srp-vectors.py
"""
import base64
import datetime
import json
import pathlib
import random
import subprocess
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/CognitoClientTests/Fixtures/srp-vectors.json"

CASES = [
    # pool ID, login username, USERNAME (internal), USER_ID_FOR_SRP, password, timestamp (UTC)
    ("eu-west-1_AbC123xyz", "jose", "jose", "jose", "Contraseña2024!", (2026, 11, 3, 9, 54, 10)),
    ("us-east-1_924cfa7d3a6c4ea18e7aa614f7ff211f", "alice@example.com", "307bf033-2f46-4b2c-9d4c-1e0f6d1b2a3c",
     "307bf033-2f46-4b2c-9d4c-1e0f6d1b2a3c", "Passw0rd!", (2027, 1, 15, 8, 0, 0)),
    ("ap-southeast-2_Zz9", "maría", "maría", "5b2d7a10-0000-4000-8000-00000000abcd", "pässwörd with spaces 🙂", (2026, 2, 28, 23, 59, 59)),
    ("us-west-2_x", "bob", "bob", "bob", "a", (2030, 12, 31, 0, 0, 1)),
]


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:", "-d", tmp,
                        "pycognito==2024.5.1"], check=True)
        wheel = next(pathlib.Path(tmp).glob("*.whl"))
        # Only the SRP module and its exceptions, under an empty package: the package's __init__
        # imports more (envs, jwt) than the vectors need.
        package = pathlib.Path(tmp) / "pkg/pycognito"
        package.mkdir(parents=True)
        with zipfile.ZipFile(wheel) as archive:
            for name in ("aws_srp.py", "exceptions.py"):
                (package / name).write_bytes(archive.read(f"pycognito/{name}"))
        (package / "__init__.py").write_text("")
        sys.path.insert(0, str(package.parent))
        from pycognito import aws_srp

        rng = random.Random(5054)
        vectors = []
        for pool, login, username, user_id, password, when in CASES:
            srp = aws_srp.AWSSRP(username=login, password=password, pool_id=pool, client_id="client", client=object())
            srp.small_a_value = rng.getrandbits(1024) | (1 << 1023)
            srp.large_a_value = srp.calculate_a()
            b = rng.getrandbits(1024) | 1
            big_b = pow(srp.val_g, b, srp.big_n)
            salt = "%032x" % (rng.getrandbits(128) | (1 << 127))
            secret_block = base64.standard_b64encode(bytes(rng.getrandbits(8) for _ in range(rng.choice([48, 100, 1724])))).decode()
            moment = datetime.datetime(*when)

            class FixedClock:
                class datetime:
                    @staticmethod
                    def utcnow():
                        return moment

            aws_srp.datetime = FixedClock
            challenge = {"SALT": salt, "SRP_B": "%x" % big_b, "SECRET_BLOCK": secret_block, "USER_ID_FOR_SRP": user_id, "USERNAME": username}
            response = srp.process_challenge(challenge, {"USERNAME": login})
            key = srp.get_password_authentication_key(user_id, password, big_b, salt)
            vectors.append({
                "userPoolID": pool, "password": password, "a": "%x" % srp.small_a_value, "A": aws_srp.long_to_hex(srp.large_a_value),
                "challenge": challenge, "u": "%x" % aws_srp.calculate_u(srp.large_a_value, big_b), "key": key.hex(),
                "time": int(moment.replace(tzinfo=datetime.timezone.utc).timestamp()), "responses": response,
            })
        secret_hashes = []
        for username, client_id, secret in [("jose", "7k2a9q4bq3ts2v8hrl1cgnl5ik", "1example23456789secret0abcdefghijklmnopqrstu"),
                                            ("maría@example.es", "abc", "s"), ("", "client", "secret")]:
            secret_hashes.append({"username": username, "clientID": client_id, "clientSecret": secret,
                                  "secretHash": aws_srp.AWSSRP.get_secret_hash(username, client_id, secret)})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({"source": "pycognito 2024.5.1 (Scripts/srp-vectors.py)", "srp": vectors, "secretHash": secret_hashes},
                              ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(vectors)} SRP vectors, {len(secret_hashes)} SECRET_HASH vectors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
