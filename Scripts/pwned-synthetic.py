#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes synthetic Pwned Passwords data: N random SHA-1 hashes with counts, as SHA1:COUNT lines
(upper case, CRLF, unsorted: the downloader's single-file layout), for measuring
`credkit breached build-index` at sizes the tests cannot ship. Deterministic for a given seed.

usage: pwned-synthetic.py COUNT OUTPUT [--seed N]
"""
import argparse
import binascii
import random
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.count < 0:
        print("pwned-synthetic.py: COUNT must be 0 or more", file=sys.stderr)
        return 2
    generator = random.Random(args.seed)
    chunk = 100_000
    with open(args.output, "wb") as output:
        left = args.count
        while left > 0:
            n = min(chunk, left)
            raw = generator.randbytes(20 * n)
            hexed = binascii.hexlify(raw).upper()
            counts = [generator.randrange(1, 1000) for _ in range(n)]
            lines = [hexed[40 * i:40 * i + 40] + b":%d\r\n" % counts[i] for i in range(n)]
            output.write(b"".join(lines))
            left -= n
    return 0


if __name__ == "__main__":
    sys.exit(main())
