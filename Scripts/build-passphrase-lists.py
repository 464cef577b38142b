#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes Data/passphrase/eff-long.txt and bip39-spanish.txt, the word lists of
`credkit generate --words` (see NOTICE); `make generate` (credkit-generate-data) then compiles them
into Sources/CCredKitData/WordLists.c.

Sources, both permissive, downloaded as wheels from PyPI (their SHA-256 goes into each file's header):
- English: the EFF's long word list for passphrases (7,776 words, CC BY 3.0 US, Electronic Frontier
  Foundation, 2016), as shipped in the `xkcdpass` 1.30.0 wheel (`xkcdpass/static/eff-long`; the package
  is BSD-3-Clause, the list keeps the EFF's licence). The four entries with a hyphen (drop-down,
  felt-tip, t-shirt, yo-yo) are left out so that every word is letters only and a separator can always
  be told apart from the words (removing the hyphen instead would make "yoyo" appear twice): 7,772 words.
- Spanish: the BIP-39 Spanish word list (2,048 words chosen for being common and distinct), as shipped
  in the `mnemonic` 0.21 wheel (trezor/python-mnemonic, MIT licence, `mnemonic/wordlist/spanish.txt`).
  Accents and the tilde are folded to ASCII (ábaco → abaco, añadir → anadir) so that every passphrase
  can be typed on any keyboard; the folded list is checked to stay 2,048 distinct words.

Usage: python3 Scripts/build-passphrase-lists.py
"""
import hashlib
import pathlib
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Data/passphrase"
XKCDPASS = "xkcdpass==1.30.0"
MNEMONIC = "mnemonic==0.21"


def download(requirement: str, folder: pathlib.Path) -> pathlib.Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:", "-d", str(folder), requirement],
        check=True,
    )
    name = requirement.split("==")[0].lower()
    return next(p for p in folder.glob("*.whl") if p.name.lower().startswith(name))


def member(wheel: pathlib.Path, path: str) -> list:
    with zipfile.ZipFile(wheel) as archive:
        return [line.strip() for line in archive.read(path).decode("utf-8").splitlines() if line.strip()]


def fold(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def checked(words: list, size: int, name: str) -> list:
    if len(words) != size or len(set(words)) != size:
        sys.exit(f"{name}: expected {size} distinct words, found {len(set(words))} of {len(words)}")
    bad = [w for w in words if not (w.isascii() and w.isalpha() and w.islower())]
    if bad:
        sys.exit(f"{name}: not lower-case ASCII letters: {bad[:5]}")
    return words


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        xkcd = download(XKCDPASS, folder)
        mnemonic = download(MNEMONIC, folder)
        english = checked([w for w in member(xkcd, "xkcdpass/static/eff-long") if w.isalpha()], 7772, "eff-long")
        spanish = checked([fold(w) for w in member(mnemonic, "mnemonic/wordlist/spanish.txt")], 2048, "spanish")
        digests = {w: hashlib.sha256(w.read_bytes()).hexdigest() for w in (xkcd, mnemonic)}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "eff-long.txt").write_text("\n".join([
        "# The English word list of `credkit generate --words` (PassphraseWordList.english); licence in NOTICE.",
        "# Written by Scripts/build-passphrase-lists.py; do not edit. `make generate` compiles it into",
        '# Sources/CCredKitData/WordLists.c. Lines starting with "# " before the first word are this header.',
        f"# Source: the EFF long list (CC BY 3.0 US) in the {XKCDPASS} wheel, sha256 {digests[xkcd]}",
        f"# {len(english)} words, letters only (the four hyphenated entries left out); one per line",
        *english]) + "\n")
    (OUT / "bip39-spanish.txt").write_text("\n".join([
        "# The Spanish word list of `credkit generate --words` (PassphraseWordList.spanish); licence in NOTICE.",
        "# Written by Scripts/build-passphrase-lists.py; do not edit. `make generate` compiles it into",
        '# Sources/CCredKitData/WordLists.c. Lines starting with "# " before the first word are this header.',
        f"# Source: the BIP-39 Spanish list (MIT) in the {MNEMONIC} wheel, sha256 {digests[mnemonic]}",
        f"# {len(spanish)} words, accents and tilde folded to ASCII; one per line",
        *spanish]) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(english)} English and {len(spanish)} Spanish words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
