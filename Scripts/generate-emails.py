#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes a deterministic, realistic mix of email addresses (one per line) for measurements.

60 % ordinary valid addresses (several local-part styles x ten domains, IDN included), 10 % random
local parts, 10 % internationalised local parts, 20 % common mistakes. The same generator feeds
Scripts/email-fixtures.py, so measured inputs and reference verdicts come from one place.

Usage: python3 Scripts/generate-emails.py COUNT OUTPUT [--seed N]
"""
import argparse
import random

FIRSTS = ["jose", "maria", "ana", "john", "li", "o'neil", "müller", "zoë", "françois", "sam"]
LASTS = ["garcia", "smith", "lopez", "nguyen", "kim", "brown", "martinez", "jones"]
DOMAINS = ["example.com", "gmail.com", "outlook.es", "empresa.com.mx", "uni.edu", "münchen.de", "例え.jp",
           "xn--mnchen-3ya.de", "mail.co.uk", "sub.domain.org"]
BAD = ["plainaddress", "@no-local.com", "two..dots@example.com", "trailing.@example.com", "x@-bad.com",
       "x@bad-.com", "x@localhost", "x@nodot", '"quoted"@example.com', "x@[127.0.0.1]", "x@example.com.",
       "x" * 70 + "@example.com", "x@" + "y" * 64 + ".com", "sp ace@example.com", "x@exa_mple.com", "x@@example.com"]


def realistic_mix(count, seed=7):
    rng = random.Random(seed)
    result = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.6:
            first, last = rng.choice(FIRSTS), rng.choice(LASTS)
            style = rng.randrange(5)
            local = [first, f"{first}.{last}", f"{first}{rng.randint(1, 99)}", f"{first}+{last}", f"{first[0]}{last}"][style]
            result.append(f"{local}@{rng.choice(DOMAINS)}")
        elif roll < 0.7:
            alphabet = "abcdefghijklmnopqrstuvwxyz0123456789._-+"
            local = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 20)))
            result.append(f"{local}@{rng.choice(DOMAINS)}")
        elif roll < 0.8:
            result.append(f"{rng.choice(['josé', 'ñandú', '用户', 'δοκιμή', 'пользователь'])}@{rng.choice(DOMAINS)}")
        else:
            result.append(rng.choice(BAD))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    with open(args.output, "w", encoding="utf-8") as out:
        for address in realistic_mix(args.count, args.seed):
            out.write(address + "\n")


if __name__ == "__main__":
    main()
