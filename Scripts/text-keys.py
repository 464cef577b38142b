#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the lists the compiler cannot derive from one place.

* Each module's texts are written once, English and Spanish side by side, in the switch of
  `Sources/<Module>/Text/<Name>TextKey+Texts.swift`. This script writes `<Name>TextKey.swift` beside
  it: the enumeration of the keys (the switch's cases, in its order) and the module's two look-up
  helpers. Adding a text is one edit and `make generate`.
* Each error type's codes are declared once, each with its text key, as
  `public static let name = Self(rawValue: "kebab-name", textKey: .key)` after a `// text-keys: codes of Type.Code`
  mark. This script writes the `allCases` list of those codes (`<Type>+Codes.swift`), which
  `Code(rawValue:)` and the tests use.

`Scripts/text-keys.py` writes the files; `Scripts/text-keys.py --check` (run by `make lint`) only
says which are stale and exits 1.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
HEADER = "// SPDX-License-Identifier: Apache-2.0\n"


def key_enum(texts_file: pathlib.Path) -> tuple[pathlib.Path, str]:
    """The key enumeration file that `texts_file` (a `…TextKey+Texts.swift`) implies."""
    source = texts_file.read_text(encoding="utf-8")
    match = re.search(r"^extension (\w+TextKey) \{", source, re.M)
    if not match:
        sys.exit(f"{texts_file}: no `extension …TextKey {{` found")
    name = match.group(1)
    access_match = re.search(r"^    (package )?var texts: \(en: String, es: String\)", source, re.M)
    if not access_match:
        sys.exit(f"{texts_file}: no `var texts: (en: String, es: String)` found")
    access = access_match.group(1) or ""
    cases = re.findall(r"^        case \.(\w+):", source, re.M)
    if len(cases) != len(set(cases)):
        duplicates = sorted({case for case in cases if cases.count(case) > 1})
        sys.exit(f"{texts_file}: a case appears twice: {', '.join(duplicates)}")
    is_core = texts_file.parent.parent.name == "CredKitCore"
    is_cli = texts_file.parent.parent.name == "credkit"
    lines = [
        HEADER.rstrip("\n"),
        f"// Written by `make generate` (Scripts/text-keys.py) from {texts_file.name}: edit that file, not this one.",
    ]
    if not is_core:
        lines.append("import CredKitCore")
    lines += [
        "",
        f"/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in",
        f"/// `{texts_file.name}`, in this order.",
        f"{access}enum {name}: String, TextKey {{",
    ]
    lines += [f"    case {case}" for case in cases]
    lines.append("}")
    if not is_cli:
        lines += [
            "",
            "extension Texts {",
            "    /// The text for `key` in `language`, with its `{name}` placeholders filled in.",
            f"    package static func string(_ key: {name}, in language: Language, _ arguments: [String: String] = [:]) -> String {{",
            "        key.string(in: language, arguments)",
            "    }",
            "}",
            "",
            "extension LocalizedText {",
            "    /// A text of this module, displayed later in the reader's language.",
            f"    package init(key: {name}, arguments: [String: String] = [:]) {{",
            "        self.init(key, arguments: arguments)",
            "    }",
            "}",
        ]
    return texts_file.with_name(f"{name}.swift"), "\n".join(lines) + "\n"


CODE_MARK = re.compile(r"^\s+// text-keys: codes of ([\w.]+)$", re.M)
CODE_LINE = re.compile(r'public static let (\w+) = Self\(\s*rawValue: "([a-z0-9-]+)",')


def code_list(swift_file: pathlib.Path) -> tuple[pathlib.Path, str] | None:
    """The `allCases` file of the codes declared in `swift_file`, when it declares some: each
    `// text-keys: codes of Type.Code` mark is followed by the codes' `public static let`s, up to
    the end of the struct."""
    source = swift_file.read_text(encoding="utf-8")
    marks = list(CODE_MARK.finditer(source))
    if not marks:
        return None
    lines = [
        HEADER.rstrip("\n"),
        f"// Written by `make generate` (Scripts/text-keys.py) from {swift_file.name}: edit that file, not this one.",
    ]
    for mark in marks:
        # The codes run from the mark to the end of the `Code` struct (its closing brace, one level out).
        indent = mark.group(0)[: len(mark.group(0)) - len(mark.group(0).lstrip())].lstrip("\n")
        closing = re.compile(r"^" + indent[:-4] + r"\}$", re.M).search(source, mark.end())
        block = source[mark.end() : closing.start() if closing else len(source)]
        declared = CODE_LINE.findall(block)
        names = [name for name, _ in declared]
        raw_values = [raw for _, raw in declared]
        if not names:
            sys.exit(f"{swift_file}: no `public static let name = Self(rawValue: \"kebab-name\", …)` after `{mark.group(0).strip()}`")
        if len(set(raw_values)) != len(raw_values):
            sys.exit(f"{swift_file}: two codes share a name: {sorted({r for r in raw_values if raw_values.count(r) > 1})}")
        lines += [
            "",
            f"extension {mark.group(1)} {{",
            "    /// Every code this version knows, in declaration order; a later version may add more.",
            "    public static let allCases: [Self] = [",
        ]
        lines += [f"        .{name}," for name in names]
        lines += ["    ]", "}"]
    return swift_file.with_name(marks[0].group(1).split(".")[0] + "+Codes.swift"), "\n".join(lines) + "\n"


def outputs() -> list[tuple[pathlib.Path, str]]:
    results = [key_enum(path) for path in sorted(ROOT.glob("Sources/*/Text/*TextKey+Texts.swift"))]
    for path in sorted(ROOT.glob("Sources/**/*.swift")):
        if path.name.endswith("+Codes.swift"):
            continue
        listed = code_list(path)
        if listed:
            results.append(listed)
    return results


def main() -> int:
    check = "--check" in sys.argv[1:]
    stale = []
    for path, text in outputs():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        if check:
            stale.append(path.relative_to(ROOT))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("stale (run `make generate`, or Scripts/text-keys.py): " + ", ".join(map(str, stale)), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
