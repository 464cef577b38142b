#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes passwords as a user export: a CSV file (user_id, email, password; quoted where RFC 4180
needs it) and the same rows as JSON Lines, for the measure scripts' structured-input cases.

Usage: Scripts/users-export.py PASSWORDS CSV JSONL [LINES]   (the first LINES passwords; all by default)
"""
import csv
import itertools
import json
import sys


def main() -> None:
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    source_path, csv_path, jsonl_path = sys.argv[1:4]
    limit = int(sys.argv[4]) if len(sys.argv) == 5 else None
    with open(source_path, encoding="utf-8", errors="surrogateescape", newline="\n") as source, \
         open(csv_path, "w", encoding="utf-8", errors="surrogateescape", newline="") as table, \
         open(jsonl_path, "w", encoding="utf-8", errors="surrogateescape") as objects:
        writer = csv.writer(table, lineterminator="\n")
        writer.writerow(["user_id", "email", "password"])
        for number, line in enumerate(itertools.islice(source, limit), 1):
            password = line.rstrip("\n")
            email = f"user{number}@example.com"
            writer.writerow([number, email, password])
            objects.write(json.dumps({"user_id": number, "email": email, "password": password}) + "\n")


if __name__ == "__main__":
    main()
