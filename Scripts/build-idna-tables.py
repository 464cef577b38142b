#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Builds Sources/CredKitEmail/IDNA/IDNATables.swift from Unicode's own data files.

Inputs (Unicode 15.0.0, under the Unicode, Inc. licence for data files; see NOTICE):
  --idna  IdnaMappingTable.txt for UTS #46 version 15.0.0
          (https://www.unicode.org/Public/idna/15.0.0/IdnaMappingTable.txt)
  --ucd   a Unicode Character Database 15.0.0 folder, as Debian's `unicode-data` package installs it
          at /usr/share/unicode (extracted/DerivedBidiClass.txt, extracted/DerivedJoiningType.txt,
          extracted/DerivedCombiningClass.txt, extracted/DerivedGeneralCategory.txt)

Output: two range tables and a mapping pool, as hexadecimal string literals that the library decodes
once on first use (a string literal compiles in no time; an array literal of 40,000 integers does not).

  mapping ranges: 6 hex digits of the first code point + 8 of a value:
      bits 0-2  status: 0 valid, 1 mapped, 2 deviation, 3 disallowed, 4 ignored
      bit  3    not valid in IDNA 2008 (the table's NV8 / XV8 marks, and the STD3 ASCII it disallows)
      bits 8-12 length of the mapping in the pool, bits 13-31 its offset
  mapping pool: 6 hex digits per code point
  property ranges: 6 hex digits of the first code point + 4 of a value:
      bits 0-4 bidi class (index in IDNATables.bidiClasses), bit 5 general category Mark,
      bit 6 canonical combining class Virama (9), bits 7-9 joining type (U, L, R, D, C, T)
"""
import argparse
import hashlib
import os
import re

STATUS = {"valid": 0, "mapped": 1, "deviation": 2, "disallowed": 3, "ignored": 4,
          "disallowed_STD3_valid": 0, "disallowed_STD3_mapped": 1}
BIDI = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
        "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
JOINING = ["U", "L", "R", "D", "C", "T"]
# `@missing` lines use long value names.
BIDI_LONG = {"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
             "European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN",
             "Common_Separator": "CS", "Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN",
             "Paragraph_Separator": "B", "Segment_Separator": "S", "White_Space": "WS", "Other_Neutral": "ON"}


def rows(path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [field.strip() for field in data.split(";")]
            first, _, last = fields[0].partition("..")
            yield int(first, 16), int(last or first, 16), fields[1:]


def missing_defaults(path):
    """`# @missing: 0000..10FFFF; L` lines, in file order."""
    pattern = re.compile(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+)\s*;\s*(\w+)")
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = pattern.match(line)
            if match:
                yield int(match.group(1), 16), int(match.group(2), 16), match.group(3)


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def compress(values):
    """Run-length ranges of a per-code-point list: [(start, value)]."""
    ranges = []
    previous = None
    for code, value in enumerate(values):
        if value != previous:
            ranges.append((code, value))
            previous = value
    return ranges


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--idna", required=True)
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--output", default="Sources/CredKitEmail/IDNA/IDNATables.swift")
    args = parser.parse_args()

    with open(args.idna, encoding="utf-8") as handle:
        header = handle.read(400)
    version = re.search(r"Version: ([0-9.]+)", header).group(1)

    # Mapping table.
    status = [None] * 0x110000
    pool, pool_index = [], {}
    for first, last, fields in rows(args.idna):
        name = fields[0]
        code = STATUS[name]
        mapping = []
        if len(fields) > 1 and fields[1] and name in ("mapped", "deviation", "disallowed_STD3_mapped"):
            mapping = [int(part, 16) for part in fields[1].split()]
        not2008 = name.startswith("disallowed_STD3") or (len(fields) > 2 and fields[2] in ("NV8", "XV8"))
        key = tuple(mapping)
        if mapping and key not in pool_index:
            pool_index[key] = len(pool)
            pool.extend(mapping)
        offset = pool_index.get(key, 0) if mapping else 0
        value = code | (8 if not2008 else 0) | (len(mapping) << 8) | (offset << 13)
        for cp in range(first, last + 1):
            status[cp] = value
    assert all(value is not None for value in status), "the mapping table must cover every code point"
    assert len(pool) < (1 << 19) and max(len(key) for key in pool_index) < 32
    mapping_ranges = compress(status)

    # Properties.
    ucd = args.ucd
    bidi_path = os.path.join(ucd, "extracted", "DerivedBidiClass.txt")
    bidi = [BIDI.index("L")] * 0x110000
    for first, last, name in missing_defaults(bidi_path):
        for cp in range(first, last + 1):
            bidi[cp] = BIDI.index(BIDI_LONG.get(name, name))
    for first, last, fields in rows(bidi_path):
        for cp in range(first, last + 1):
            bidi[cp] = BIDI.index(fields[0])
    mark = [False] * 0x110000
    for first, last, fields in rows(os.path.join(ucd, "extracted", "DerivedGeneralCategory.txt")):
        if fields[0] in ("Mn", "Mc", "Me"):
            for cp in range(first, last + 1):
                mark[cp] = True
    virama = [False] * 0x110000
    for first, last, fields in rows(os.path.join(ucd, "extracted", "DerivedCombiningClass.txt")):
        if fields[0] == "9":
            for cp in range(first, last + 1):
                virama[cp] = True
    joining = [0] * 0x110000
    for first, last, fields in rows(os.path.join(ucd, "extracted", "DerivedJoiningType.txt")):
        for cp in range(first, last + 1):
            joining[cp] = JOINING.index(fields[0])
    properties = [bidi[cp] | (32 if mark[cp] else 0) | (64 if virama[cp] else 0) | (joining[cp] << 7)
                  for cp in range(0x110000)]
    property_ranges = compress(properties)

    def literal(chunks, width=120):
        text = "".join(chunks)
        lines = [text[i:i + width] for i in range(0, len(text), width)]
        return '"""\n' + "\\\n".join(lines) + '\n"""'

    sources = [args.idna, bidi_path] + [os.path.join(ucd, "extracted", name) for name in
                                        ("DerivedGeneralCategory.txt", "DerivedCombiningClass.txt",
                                         "DerivedJoiningType.txt")]
    out = []
    out.append("// SPDX-License-Identifier: Apache-2.0")
    out.append("// swift-format-ignore-file")
    out.append("// Generated by Scripts/build-idna-tables.py; do not edit.")
    out.append(f"// UTS #46 IdnaMappingTable {version} and the Unicode Character Database (Unicode, Inc. licence for data files, see NOTICE):")
    for path in sources:
        out.append(f"//   {os.path.basename(path)} sha256 {sha256(path)}")
    out.append("")
    out.append("extension IDNATables {")
    out.append(f"    /// The Unicode version of these tables.")
    out.append(f'    static let unicodeVersion = "{version}"')
    out.append(f"    /// Bidi class names, in the order property values index them.")
    out.append("    static let bidiClasses = [" + ", ".join(f'"{name}"' for name in BIDI) + "]")
    out.append(f"    /// {len(mapping_ranges)} ranges: first code point (6 hex digits), value (8).")
    out.append("    static let mappingRangesHex = " + literal(f"{start:06X}{value:08X}" for start, value in mapping_ranges))
    out.append(f"    /// {len(pool)} code points of mapping output (6 hex digits each).")
    out.append("    static let mappingPoolHex = " + literal(f"{cp:06X}" for cp in pool))
    out.append(f"    /// {len(property_ranges)} ranges: first code point (6 hex digits), value (4).")
    out.append("    static let propertyRangesHex = " + literal(f"{start:06X}{value:04X}" for start, value in property_ranges))
    out.append("}")
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out) + "\n")
    print(f"{args.output}: {len(mapping_ranges)} mapping ranges, {len(pool)} pool code points, "
          f"{len(property_ranges)} property ranges")


if __name__ == "__main__":
    main()
