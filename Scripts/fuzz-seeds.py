#!/usr/bin/env python3
"""Writes the fuzzers' seed corpus, Fuzz/Corpus/<Target>/, from files already in the repository.

Every seed comes from a committed fixture or preset (their sources and licences are in NOTICE): the
policy presets, the PyJWT-made tokens and keys, the email-validator and isemail cases, the strength
corpus. Deterministic: running it again gives the same files. Usage: python3 Scripts/fuzz-seeds.py
"""
import base64
import hashlib
import json
import pathlib
import shutil

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/CredKitTests/Fixtures"
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


def main():
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


if __name__ == "__main__":
    main()
