#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes a deterministic, varied password corpus for throughput measurements (one per line).

Mix: capitalised words + digits, words + digits + symbol, bare common words, random strings of 6-20
characters, three-word phrases with spaces, and the articles' examples. Same seed, same file.

Usage: python3 Scripts/generate-passwords.py LINES OUTPUT [--seed N]
"""
import argparse
import random

WORDS = ["password", "dragon", "monkey", "sunshine", "contraseña", "princess", "football", "shadow", "master",
         "qwerty", "letmein", "welcome", "admin", "cognito", "verano", "invierno"]
SYMBOLS = "!@#$%^&*-_.?"
ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789" + SYMBOLS
ARTICLES = ["abc", "Password123", "NewPass456", "NuevaPassword123!", "P@ssw0rd", " lead1A!"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lines", type=int)
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with open(args.output, "w", encoding="utf-8") as out:
        for i in range(args.lines):
            kind = i % 6
            word = rng.choice(WORDS)
            if kind == 0:
                password = word.capitalize() + str(rng.randint(0, 9999))
            elif kind == 1:
                password = word.capitalize() + str(rng.randint(0, 999)) + rng.choice(SYMBOLS)
            elif kind == 2:
                password = word
            elif kind == 3:
                password = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(6, 20)))
            elif kind == 4:
                password = f"{word} {rng.choice(WORDS)} {rng.randint(0, 99)}"
            else:
                password = rng.choice(ARTICLES)
            out.write(password + "\n")


if __name__ == "__main__":
    main()
