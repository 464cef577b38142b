#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Builds the strength agreement corpus: 12,000 varied passwords with python zxcvbn 4.5.0's verdicts.

Writes Tests/Fixtures/strength/zxcvbn-corpus.tsv, one `score<TAB>guesses_log10<TAB>password`
per line. The passwords are generated deterministically (seed 2026) in twelve kinds, round-robin, from
permissive sources only (see NOTICE): Django's common-password list (BSD-3-Clause), the english_wikipedia
and US census name lists of the zxcvbn wheel (MIT / public domain), Faker's es_ES words (MIT), plus
keyboard walks, dates, random strings, repeats and sequences made here. python zxcvbn is run from its
wheel, unpacked into a temporary folder (nothing is installed).

Usage: python3 Scripts/strength-corpus.py
"""
import gzip
import importlib
import pathlib
import random
import subprocess
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/strength/zxcvbn-corpus.tsv"
COUNT = 12_000
SYMBOLS = "!@#$%^&*-_.?"
L33T = {"a": "4@", "e": "3", "i": "1!", "o": "0", "s": "$5", "t": "7", "l": "1"}
ROWS = ["`1234567890-=", "qwertyuiop[]", "asdfghjkl;'", "zxcvbnm,./", "1qaz2wsx3edc4rfv", "zaq12wsxcde3", "poiuytrewq", "mnbvcxz"]


def fetch(folder: pathlib.Path, requirement: str) -> pathlib.Path:
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:", "-d", str(folder), requirement], check=True)
    name = requirement.split("==")[0].lower()
    wheel = next(p for p in folder.glob("*.whl") if p.name.lower().startswith(name))
    target = folder / name
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(target)
    sys.path.insert(0, str(target))
    return target


def entries(value):
    return value.split(",") if isinstance(value, str) else list(value)


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        fetch(folder, "zxcvbn==4.5.0")
        django = fetch(folder, "Django==5.2.19")
        fetch(folder, "Faker==40.54.0")
        from zxcvbn import zxcvbn
        frequency = importlib.import_module("zxcvbn.frequency_lists").FREQUENCY_LISTS
        common = gzip.decompress((django / "django/contrib/auth/common-passwords.txt.gz").read_bytes()).decode().split()
        words = [w for w in entries(frequency["english_wikipedia"])[:20000] if w.isalpha()]
        names = entries(frequency["male_names"]) + entries(frequency["female_names"])
        surnames = entries(frequency["surnames"])[:5000]
        spanish = [w for w in importlib.import_module("faker.providers.lorem.es_ES").Provider.word_list if len(w) > 2]

        rng = random.Random(2026)

        def l33t(word):
            return "".join(rng.choice(L33T[c]) if c in L33T and rng.random() < 0.6 else c for c in word)

        def walk():
            row = rng.choice(ROWS)
            start = rng.randrange(0, len(row) - 3)
            return row[start:start + rng.randint(4, len(row) - start)]

        def date():
            month, day, year = rng.randint(1, 12), rng.randint(1, 28), rng.randint(1950, 2024)
            return rng.choice([f"{month:02d}{day:02d}{year}", f"{day:02d}{month:02d}{year}", f"{day}/{month}/{year % 100:02d}", f"{year}-{month:02d}-{day:02d}"])

        kinds = [
            lambda: rng.choice(common[:5000]),
            lambda: rng.choice(words).capitalize() + str(rng.randint(0, 9999)),
            lambda: l33t(rng.choice(words[:8000])) + rng.choice(SYMBOLS),
            lambda: walk() + rng.choice(["", "", str(rng.randint(0, 99)), rng.choice(SYMBOLS)]),
            lambda: rng.choice(["", rng.choice(names)]) + date(),
            lambda: "".join(rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + SYMBOLS) for _ in range(rng.randint(8, 24))),
            lambda: rng.choice(["-", ".", " ", ""]).join(rng.choice(words) for _ in range(rng.randint(3, 5))),
            lambda: rng.choice(names).capitalize() + str(rng.randint(1950, 2024)) + rng.choice(["", "!"]),
            lambda: rng.choice([rng.choice("abc123xyz!") * rng.randint(3, 12), rng.choice(["abc", "123", "qwe", "hola", "love"]) * rng.randint(2, 4),
                                "abcdefghijklmnop"[: rng.randint(4, 16)], "9876543210"[rng.randint(0, 4):], "acegikmoqs"[: rng.randint(4, 10)]]),
            lambda: rng.choice(spanish).capitalize() + rng.choice([str(rng.randint(0, 999)), str(rng.randint(1970, 2024)), rng.choice(SYMBOLS)]),
            lambda: rng.choice(common[:20000]).capitalize() + str(rng.randint(0, 99)) + rng.choice(SYMBOLS),
            lambda: rng.choice(surnames).capitalize() + rng.choice(words) + rng.choice(["", str(rng.randint(0, 99))]),
        ]
        lines = []
        for index in range(COUNT):
            password = kinds[index % len(kinds)]()[:64]
            if not password or "\t" in password or "\n" in password:
                password = "empty-replaced"
            result = zxcvbn(password)
            lines.append(f"{result['score']}\t{result['guesses_log10']:.4f}\t{password}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(lines)} passwords")
    return 0


if __name__ == "__main__":
    sys.exit(main())
