#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes Data/blocklist/common-passwords.txt from Django's common-password list.

Source: Django's CommonPasswordValidator list (django/contrib/auth/common-passwords.txt.gz),
BSD-3-Clause (see NOTICE). It is fetched from PyPI as the Django wheel, so the result is
reproducible: the same Django version gives the same file. `make generate` (credkit-generate-data)
then compiles the file into Sources/CCredKitData/WordLists.c.

Usage: python3 Scripts/build-blocklist.py [--django-version 5.2.19]
"""
import argparse
import gzip
import hashlib
import pathlib
import subprocess
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Data/blocklist/common-passwords.txt"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--django-version", default="5.2.19")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:",
             "-d", tmp, f"Django=={args.django_version}"],
            check=True,
        )
        wheel = next(pathlib.Path(tmp).glob("*.whl"))
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        with zipfile.ZipFile(wheel) as archive:
            raw = gzip.decompress(archive.read("django/contrib/auth/common-passwords.txt.gz")).decode("utf-8")
    words = []
    seen = set()
    for line in raw.splitlines():
        word = line.strip().lower()
        if word and word not in seen:
            seen.add(word)
            words.append(word)
    # A line starting with "# " would be read as part of the header: none of the list's entries does.
    if any(word.startswith("# ") for word in words):
        sys.exit("an entry starts with '# ', which the header rule would drop")
    header = [
        "# The common-password blocklist of credkit policies (Blocklist.bundled); licence in NOTICE, item 1.",
        "# Written by Scripts/build-blocklist.py; do not edit. `make generate` compiles it into",
        '# Sources/CCredKitData/WordLists.c. Lines starting with "# " before the first word are this header.',
        f"# Source: Django {args.django_version} django/contrib/auth/common-passwords.txt.gz (BSD-3-Clause),",
        f"# wheel sha256 {digest}",
        f"# {len(words)} entries, lower-cased, distinct, in the list's own order; one per line",
    ]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(header + words) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(words)} entries")
    return 0


if __name__ == "__main__":
    sys.exit(main())
