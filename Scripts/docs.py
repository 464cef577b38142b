#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The DocC catalogues of the libraries from an existing debug build, warnings as errors.

Usage: Scripts/docs.py [--build .build] [--output DIR] TARGET...

What swift-docc-plugin does, without its own build: the plugin rebuilds the package's modules
(without testability) before it extracts their symbols, about 75 of its 90 seconds on the 2-core CI
machine. Here the symbols come from the modules `swift build` already made (testability adds no
public symbol): `swift-symbolgraph-extract` with the same search paths and C module maps as the
module's own compile command (read from SwiftPM's build manifest, BUILD/debug.yaml), then
`docc convert` on the target's catalogue (the `.docc` folder in Sources/TARGET), two at a time. Archives go to
OUTPUT/TARGET.doccarchive (default: .build/plugins/Swift-DocC/outputs, where the plugin puts them).

Exit status: 0 every catalogue converted without a warning; 1 otherwise (the warnings are printed);
2 no debug build of a target (run `swift build` first).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def compile_arguments(manifest: str, target: str) -> list[str]:
    """The search paths, target triple and C module maps of TARGET's Swift compile command."""
    match = re.search(r'\n  "C\.' + re.escape(target) + r'-[^"]*-debug\.module":\n(.*?)(?=\n  "|\Z)', manifest, re.S)
    if not match or "args:" not in match.group(1):
        raise LookupError(target)
    listed = re.search(r"args: \[(.*?)\]", match.group(1), re.S).group(1)
    # The manifest writes each argument as a JSON string.
    tokens = [json.loads(f'"{t}"') for t in re.findall(r'"((?:[^"\\]|\\.)*)"', listed)]
    kept: list[str] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token in ("-I", "-target", "-module-cache-path", "-Xcc") and index + 1 < len(tokens):
            kept += [token, tokens[index + 1]]
            index += 2
        else:
            index += 1
    return kept


def convert(target: str, arguments: list[str], output: str, scratch: str) -> tuple[str, str]:
    """Extracts TARGET's public symbols and converts its catalogue; returns (target, problems)."""
    graphs = os.path.join(scratch, target)
    os.makedirs(graphs)
    extract = subprocess.run(
        ["swift-symbolgraph-extract", "-module-name", target, *arguments, "-minimum-access-level", "public",
         "-emit-extension-block-symbols", "-output-dir", graphs],
        capture_output=True, text=True)
    if extract.returncode != 0:
        return target, f"swift-symbolgraph-extract failed:\n{extract.stderr}"
    archive = os.path.join(output, f"{target}.doccarchive")
    shutil.rmtree(archive, ignore_errors=True)
    catalogues = sorted(name for name in os.listdir(f"Sources/{target}") if name.endswith(".docc"))
    docc = subprocess.run(
        ["docc", "convert", *[f"Sources/{target}/{name}" for name in catalogues[:1]], "--fallback-display-name", target,
         "--fallback-bundle-identifier", target, "--additional-symbol-graph-dir", graphs,
         "--output-path", archive, "--warnings-as-errors"],
        capture_output=True, text=True)
    problems = "\n".join(line for line in (docc.stdout + docc.stderr).splitlines()
                         if "warning:" in line or "error:" in line)
    if docc.returncode != 0 and not problems:
        problems = docc.stdout + docc.stderr
    return target, problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default=".build")
    parser.add_argument("--output", default=".build/plugins/Swift-DocC/outputs")
    parser.add_argument("targets", nargs="+")
    options = parser.parse_args()
    try:
        with open(os.path.join(options.build, "debug.yaml"), encoding="utf-8") as file:
            manifest = file.read()
        arguments = {target: compile_arguments(manifest, target) for target in options.targets}
    except (OSError, LookupError) as error:
        print(f"docs: no debug build of {error} in {options.build} (run swift build first)", file=sys.stderr)
        return 2
    os.makedirs(options.output, exist_ok=True)
    failed = 0
    with tempfile.TemporaryDirectory(prefix="credkit-docs-") as scratch, \
            concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        jobs = [pool.submit(convert, target, arguments[target], options.output, scratch) for target in options.targets]
        for job in jobs:
            target, problems = job.result()
            if problems:
                failed += 1
                print(f"docs: {target}:\n{problems}", file=sys.stderr)
            else:
                print(f"docs: {target}: {os.path.join(options.output, target + '.doccarchive')}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
