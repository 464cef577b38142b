#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The strength accuracy corpus: passwords in eight families with python zxcvbn 4.5.0's verdicts.

Generates the families deterministically (seed 2026, COUNT passwords each) from credkit's own
permissive word lists in Data/strength (NOTICE, item 7) — never from zxcvbn's share-alike lists —
runs python zxcvbn on each, and writes `family<TAB>score<TAB>guesses_log10<TAB>password` lines.
With --compare BINARY [BINARY ...] (before, after) it also runs `BINARY strength --format json` on the
same passwords and prints, per family and binary, exact agreement and the shares credkit scores two or
more bars higher or lower (the table in Benchmarks/README.md), then two reports zxcvbn cannot referee:
- separators: two or three of the 1,500 most common dialogue words joined by -, _, . or a space, with
  and without a year (capitalised half the time): the share at three and four bars, and the median
  distance in log10(guesses) to the same words written without separators;
- languages: each other language's 1,000 most common words (its list in Data/strength) with digits,
  a year or a capital: the share at most two bars, with `--languages CODE` where the binary has it.
With --hidden it adds two families drawn at run time from the installed zxcvbn's share-alike lists
(never written anywhere): pairs of us_tv_and_film names, and a us_tv_and_film or Wikipedia word plus
a year — stand-ins for the hidden corpus of issue 62; the second is scored again as
`hidden:word-year@today`, by python zxcvbn with zxcvbn-ts's clock (this year as the reference year,
recent years to 2029) instead of its own, which stopped in 2017.

The Swift accuracy suite (StrengthAccuracyTests, part of `make test`) runs this script for the corpus
and checks the targets with the library itself. `make test-deps` installs zxcvbn 4.5.0.

Families:
- word-pairs: two of the 5,000 most frequent dialogue words (english-dialogue), joined;
- password-digits: one of the 5,000 most common passwords, then two digits;
- word-digits: a common English word, then 1 to 4 digits;
- capitalised-symbol: a capitalised common word, a symbol, sometimes digits between;
- l33t: a common word of 5+ letters with one to three predictable substitutions;
- dates: dates in common layouts, alone or after a first name;
- keyboard-walks: runs along qwerty rows, columns and zig-zags, sometimes with a digit or symbol;
- random: 8 to 16 characters drawn uniformly from letters, digits and symbols.

Usage: python3 Scripts/strength-accuracy.py [--count N] [--out FILE] [--hidden] [--compare BEFORE [AFTER ...]]
"""
import argparse
import contextlib
import datetime
import json
import pathlib
import random
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "Data/strength"
FAMILIES = ["word-pairs", "password-digits", "word-digits", "capitalised-symbol", "l33t", "dates", "keyboard-walks",
            "random"]
SYMBOLS = "!@#$%&*?.-_"
L33T = {"a": "4@", "e": "3", "i": "1!", "o": "0", "s": "$5", "t": "7"}
WALKS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "poiuytrewq", "lkjhgfdsa", "mnbvcxz"]
COLUMNS = ["1qaz", "2wsx", "3edc", "4rfv", "5tgb", "6yhn", "7ujm", "zaq1", "xsw2", "cde3", "vfr4"]
ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*-_"


def words(name: str, limit: int, letters_only: bool = True) -> list:
    result = []
    for line in (DATA / f"{name}.tsv").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        word, rank = line.split("\t")
        if int(rank) <= limit and (not letters_only or (word.isascii() and word.isalpha())):
            result.append(word)
    return result


def generate(count: int) -> list:
    rng = random.Random(2026)
    dialogue = [w for w in words("english-dialogue", 5000) if len(w) >= 3]
    common = [w for w in words("english-wikipedia", 10000) + words("english-dialogue", 10000) if len(w) >= 4]
    long_words = [w for w in common if len(w) >= 5]
    passwords = [w for w in words("passwords", 5000, letters_only=False) if w.isascii()]
    names = [w for w in words("female-names", 500) + words("male-names", 500) if len(w) >= 3]
    rows = []

    def l33t(word: str) -> str:
        letters = [i for i, c in enumerate(word) if c in L33T]
        chosen = rng.sample(letters, min(len(letters), rng.randint(1, 3)))
        chars = list(word)
        for i in chosen:
            chars[i] = rng.choice(L33T[chars[i]])
        return "".join(chars)

    def date() -> str:
        year = rng.randint(1950, 2025)
        month, day = rng.randint(1, 12), rng.randint(1, 28)
        layout = rng.randrange(5)
        if layout == 0:
            return f"{month:02d}{day:02d}{year}"
        if layout == 1:
            return f"{day:02d}/{month:02d}/{year}"
        if layout == 2:
            return f"{year}-{month:02d}-{day:02d}"
        if layout == 3:
            return f"{day}.{month}.{year % 100:02d}"
        return f"{day:02d}{month:02d}{year % 100:02d}"

    def walk() -> str:
        kind = rng.randrange(3)
        if kind == 0:
            row = rng.choice(WALKS)
            start = rng.randrange(0, len(row) - 4)
            text = row[start:start + rng.randint(4, len(row) - start)]
        elif kind == 1:
            first = rng.randrange(len(COLUMNS) - 2)
            text = "".join(COLUMNS[first:first + rng.randint(2, 3)])
        else:
            text = rng.choice(["qazwsx", "wsxedc", "1q2w3e4r", "q1w2e3r4", "zaq12wsx", "1qazxsw2", "asdfzxcv", "qweasdzxc"])
        if rng.random() < 0.3:
            text += rng.choice("123456789!")
        return text

    for family in FAMILIES:
        for _ in range(count):
            if family == "word-pairs":
                text = rng.choice(dialogue) + rng.choice(dialogue)
            elif family == "password-digits":
                text = rng.choice(passwords) + f"{rng.randrange(100):02d}"
            elif family == "word-digits":
                text = rng.choice(common) + str(rng.randrange(10 ** rng.randint(1, 4)))
            elif family == "capitalised-symbol":
                middle = str(rng.randrange(100)) if rng.random() < 0.5 else ""
                text = rng.choice(common).capitalize() + middle + rng.choice(SYMBOLS)
            elif family == "l33t":
                text = l33t(rng.choice(long_words))
            elif family == "dates":
                text = (rng.choice(names) if rng.random() < 0.4 else "") + date()
            elif family == "keyboard-walks":
                text = walk()
            else:
                text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(8, 16)))
            rows.append((family, text))
    return rows


def run(binary: pathlib.Path, passwords: list, languages: str = None) -> list:
    """`binary strength --format json` on the passwords: one record each."""
    command = [str(binary), "strength", "--format", "json", "--jobs", "1"]
    if languages:
        command += ["--languages", languages]
    output = subprocess.run(command, input="".join(p + "\n" for p in passwords), capture_output=True, text=True).stdout
    records = [json.loads(line) for line in output.splitlines()]
    assert len(records) == len(passwords), f"{binary}: {len(records)} records for {len(passwords)} passwords"
    return records


def knows_languages(binary: pathlib.Path) -> bool:
    return "--languages" in subprocess.run([str(binary), "strength", "--help"], capture_output=True, text=True).stdout


def separator_shapes() -> list:
    """(shape, joined, plain): the issue's shapes from the 1,500 most common dialogue words."""
    rng = random.Random(2007)
    common = [w for w in words("english-dialogue", 1500) if len(w) >= 3]
    shapes = []
    for separator in ["-", "_", ".", " "]:
        for count in (2, 3):
            for year in (False, True):
                name = f"{count} words {separator!r}" + (" + year" if year else "")
                for _ in range(250):
                    parts = [rng.choice(common) for _ in range(count)]
                    if rng.random() < 0.5:
                        parts = [p.capitalize() for p in parts]
                    if year:
                        parts.append(str(rng.randint(1950, 2026)))
                    shapes.append((name, separator.join(parts), "".join(parts)))
    return shapes


def separators_report(binaries: list) -> None:
    shapes = separator_shapes()
    print("\nseparators: share at 3+ and 4 bars; median log10(guesses) joined minus the same words without separators")
    for binary in binaries:
        joined = run(binary, [j for _, j, _ in shapes])
        plain = run(binary, [p for _, _, p in shapes])
        print(f"\n{binary}")
        print(f"{'shape':<24} {'n':>5} {'3+ bars':>8} {'4 bars':>7} {'median gap':>11}")
        for name in dict.fromkeys(n for n, _, _ in shapes):
            picked = [(j, p) for (n, _, _), j, p in zip(shapes, joined, plain) if n == name]
            three = sum(1 for j, _ in picked if j["bars"] >= 3) / len(picked)
            four = sum(1 for j, _ in picked if j["bars"] == 4) / len(picked)
            gaps = sorted(j["guessesLog10"] - p["guessesLog10"] for j, p in picked)
            print(f"{name:<24} {len(picked):>5} {three:>8.1%} {four:>7.1%} {gaps[len(gaps) // 2]:>+11.2f}")


LANGUAGES = [("de", "german-words"), ("fr", "french-words"), ("it", "italian-words"), ("nl", "dutch-words"),
             ("pt", "portuguese-words")]


def languages_report(binaries: list) -> None:
    print("\nlanguages: each language's 1,000 most common words (4+ letters) + digits, + year, Capitalised + year;"
          " share at most two bars")
    for binary in binaries:
        flag = knows_languages(binary)
        print(f"\n{binary}" + ("" if flag else " (no --languages: English and Spanish only)"))
        for code, name in LANGUAGES:
            path = DATA / f"{name}.tsv"
            if not path.exists():
                continue
            rng = random.Random(62)
            top = [w for w in words(name, 10 ** 9, letters_only=False) if len(w) >= 4 and w.isalpha()][:1000]
            passwords = []
            for word in top:
                year = rng.randint(1950, 2026)
                passwords += [word.capitalize() + str(rng.randrange(100)), word + str(year), word.capitalize() + str(year)]
            records = run(binary, passwords, f"{code},en" if flag else None)
            weak = sum(1 for r in records if r["bars"] <= 2) / len(records)
            print(f"{code:<4} {len(records):>5} {weak:>8.1%}")


def hidden_rows(count: int, zxcvbn) -> list:
    """Stand-ins for the hidden families, drawn from the installed zxcvbn's share-alike lists at run
    time and never written: pairs of film and TV names; a word plus a year. The word + year family is
    scored twice: by python zxcvbn as shipped, whose clock stopped in 2017 (REFERENCE_YEAR = 2017,
    recent years 1900-2019), and with the clock zxcvbn and zxcvbn-ts keep (this year, and recent
    years to 2029: zxcvbn-ts's /19\\d\\d|200\\d|201\\d|202\\d/) — as shipped, every year from 2020 is
    priced as four random digits, and every year before 2017 as 9 years nearer than it is."""
    from zxcvbn.frequency_lists import FREQUENCY_LISTS
    def listed(name):
        value = FREQUENCY_LISTS[name]
        return value.split(",") if isinstance(value, str) else list(value)
    tv = [w for w in listed("us_tv_and_film")[:5000] if w.isalpha() and len(w) >= 3]
    wiki = [w for w in listed("english_wikipedia")[:10000] if w.isalpha() and len(w) >= 4]
    rng = random.Random(1989)
    rows = []
    for _ in range(count):
        text = rng.choice(tv) + rng.choice(tv)
        result = zxcvbn(text)
        rows.append(("hidden:tv-pairs", result["score"], round(float(result["guesses_log10"]), 3), text))
    years = []
    for _ in range(count):
        word = rng.choice(tv if rng.random() < 0.5 else wiki)
        if rng.random() < 0.5:
            word = word.capitalize()
        text = word + str(rng.randint(1950, 2026))
        result = zxcvbn(text)
        rows.append(("hidden:word-year", result["score"], round(float(result["guesses_log10"]), 3), text))
        years.append(text)
    with todays_clock():
        for text in years:
            result = zxcvbn(text)
            rows.append(("hidden:word-year@today", result["score"], round(float(result["guesses_log10"]), 3), text))
    return rows


@contextlib.contextmanager
def todays_clock():
    """python zxcvbn with zxcvbn-ts's clock: REFERENCE_YEAR this year, recent years to 2029."""
    from zxcvbn import matching, scoring
    saved = scoring.REFERENCE_YEAR, matching.REGEXEN["recent_year"]
    scoring.REFERENCE_YEAR = datetime.date.today().year
    matching.REGEXEN["recent_year"] = re.compile(r"19\d\d|200\d|201\d|202\d")
    try:
        yield
    finally:
        scoring.REFERENCE_YEAR, matching.REGEXEN["recent_year"] = saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--out", type=pathlib.Path)
    parser.add_argument("--compare", type=pathlib.Path, nargs="+")
    parser.add_argument("--hidden", action="store_true")
    args = parser.parse_args()
    try:
        from zxcvbn import zxcvbn
    except ImportError:
        sys.exit("error: python zxcvbn 4.5.0 is not installed (make test-deps installs it)")
    rows = []
    for family, text in generate(args.count):
        result = zxcvbn(text)
        rows.append((family, result["score"], round(float(result["guesses_log10"]), 3), text))
    lines = "".join(f"{f}\t{s}\t{g}\t{t}\n" for f, s, g, t in rows)
    if args.out:
        args.out.write_text(lines, encoding="utf-8")
    elif not args.compare:
        sys.stdout.write(lines)
    if args.compare:
        if args.hidden:
            rows += hidden_rows(args.count, zxcvbn)
        families = list(dict.fromkeys(f for f, *_ in rows))
        for binary in args.compare:
            scores = [r["score"] for r in run(binary, [t for *_, t in rows])]
            print(f"\n{binary}")
            print(f"{'family':<22} {'n':>5} {'bars =':>7} {'score =':>8} {'+2 bars':>8} {'-2 bars':>8} {'higher':>7} {'lower':>7}")
            for family in families:
                pairs = [(max(1, z), max(1, c)) for (f, z, _, _), c in zip(rows, scores) if f == family]
                exact = [(z, c) for (f, z, _, _), c in zip(rows, scores) if f == family]
                n = len(pairs)
                bars = sum(1 for z, c in pairs if z == c) / n
                agree = sum(1 for z, c in exact if z == c) / n
                higher2 = sum(1 for z, c in pairs if c - z >= 2) / n
                lower2 = sum(1 for z, c in pairs if z - c >= 2) / n
                higher = sum(1 for z, c in exact if c > z) / n
                lower = sum(1 for z, c in exact if c < z) / n
                print(f"{family:<22} {n:>5} {bars:>7.1%} {agree:>8.1%} {higher2:>8.1%} {lower2:>8.1%} {higher:>7.1%} {lower:>7.1%}")
        separators_report(args.compare)
        languages_report(args.compare)
    return 0


if __name__ == "__main__":
    sys.exit(main())
