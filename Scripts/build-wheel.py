#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Build the credkit wheel (`make wheel`): the Python package, one shared library that holds the C
interface *and* the command, and a 16 KB launcher for the command.

One library for both, so that the Swift runtime, Foundation and its ICU data (41 MB of the 78) are
in the wheel once, not twice:

- ``credkit/_lib/libcredkit.so``: every object of the ``credkit`` product (the command and the
  libraries) and of the ``CredKitC`` target, linked with the Swift runtime and Foundation static
  (``-static-stdlib``), their symbols hidden (``--exclude-libs ALL``); it exports the functions of
  ``include/credkit.h`` and ``credkit_main``, the command's entry point (SwiftPM compiles an
  executable module's ``main`` under that name);
- ``credkit/_bin/credkit``: ``main`` calling ``credkit_main``, RUNPATH ``$ORIGIN/../_lib``;
- ``credkit-VERSION.data/scripts/credkit``: what pip puts on PATH, a Python script that finds the
  package without importing it and ``exec``s the launcher (as auditwheel does for executables: a
  file in ``scripts`` has no fixed path to the package, so it cannot carry a RUNPATH to it).

The wheel is written for ``linux_x86_64`` and then repaired by auditwheel, which copies the system
libraries that the manylinux policy does not allow (libcurl and what it needs, libpcre2-8) into
``credkit.libs/`` under hashed names and gives the wheel the oldest manylinux tag its symbol
versions allow; ``auditwheel show`` on the result is printed and must name that tag.

It reads the release build of ``--scratch`` (``make release-static``, then ``swift build -c release
--target CredKitC --static-swift-stdlib`` in the same folder, so that no module compiles twice).
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
GLIBC_AND_RUNTIME = re.compile(r"^(libc|libm|libdl|libpthread|librt|libstdc\+\+|libgcc_s|ld-linux-x86-64)\.so")

LAUNCHER_C = """\
/* SPDX-License-Identifier: Apache-2.0 */
/* The credkit command of the wheel: the command itself is in libcredkit.so. */
int credkit_main(int argc, char **argv);
int main(int argc, char **argv) { return credkit_main(argc, argv); }
"""

SCRIPT = '''\
#!python
# SPDX-License-Identifier: Apache-2.0
"""credkit: runs the command this package ships (credkit/_bin/credkit) in place of this process."""
import importlib.util
import os
import sys

spec = importlib.util.find_spec("credkit")
binary = os.path.join(os.path.dirname(spec.origin), "_bin", "credkit") if spec and spec.origin else ""
try:
    os.execv(binary, ["credkit", *sys.argv[1:]])
except OSError as error:
    spanish = (os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG") or "").startswith("es")
    message = (
        "credkit: no se puede ejecutar el binario del paquete ({}): {}; reinstale credkit"
        if spanish else "credkit: cannot run the package's binary ({}): {}; reinstall credkit"
    )
    print(message.format(binary or "credkit not found", error.strerror), file=sys.stderr)
    sys.exit(2)
'''

SUMMARY = (
    "Cognito-exact password policies, a four-bar strength meter, email checks and Cognito JWT "
    "verification, in-process and as the credkit command"
)


def version() -> str:
    text = (ROOT / "Sources/CredKitCore/CredKitVersion.swift").read_text()
    found = re.search(r'static let current = "([^"]+)"', text)
    if not found:
        sys.exit("error: no version in Sources/CredKitCore/CredKitVersion.swift")
    return found.group(1)


def run(arguments: list[str], **options) -> subprocess.CompletedProcess:
    result = subprocess.run(arguments, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"error: {arguments[0]} failed with status {result.returncode}")
    return result


def needed(path: pathlib.Path) -> list[str]:
    output = run(["readelf", "-d", str(path)]).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", output)


def link_library(scratch: pathlib.Path, work: pathlib.Path) -> pathlib.Path:
    """libcredkit.so from the objects the release build already made."""
    release = scratch / "x86_64-unknown-linux-gnu" / "release"
    command_objects = (release / "credkit.product" / "Objects.LinkFileList").read_text().split("\n")
    # CredKitC's objects for its current sources, as its compile wrote them (a folder may still hold
    # the object of a file since removed).
    output_map = json.loads((release / "CredKitC.build" / "output-file-map.json").read_text())
    interface_objects = sorted(entry["object"] for source, entry in output_map.items() if source and "object" in entry)
    if not interface_objects or not any(command_objects):
        sys.exit(f"error: no objects in {release} (make release-static, then swift build --target CredKitC)")
    # SwiftPM's lines are quoted already where a path needs it ('BigInt.build/Bitwise Ops.swift.o').
    objects = [line for line in command_objects if line] + [shlex.quote(path) for path in interface_objects]
    (work / "objects.list").write_text("\n".join(objects) + "\n")
    (work / "exports.map").write_text("{\n  global: credkit_*;\n  local: *;\n};\n")
    # The system libraries the command links (libcurl with the Curl trait or for URLSession,
    # libpcre2-8 with the PCRE2 trait), as the release binary names them.
    system = [name for name in needed(release / "credkit") if not GLIBC_AND_RUNTIME.match(name)]
    library = work / "libcredkit.so"
    run([
        "swiftc", "-emit-library", "-static-stdlib", "-module-name", "CredKitC", "-o", str(library),
        f"@{work / 'objects.list'}", "-L/usr/lib/x86_64-linux-gnu", *[f"-l:{name}" for name in system],
        "-lstdc++", "-Xlinker", "--gc-sections", "-Xlinker", "--exclude-libs", "-Xlinker", "ALL",
        "-Xlinker", "--no-undefined", "-Xlinker", "-soname=libcredkit.so",
        "-Xlinker", f"--version-script={work / 'exports.map'}",
    ])
    run(["strip", str(library)])
    return library


def build_launcher(library: pathlib.Path, work: pathlib.Path) -> pathlib.Path:
    (work / "launcher.c").write_text(LAUNCHER_C)
    launcher = work / "credkit"
    run([
        os.environ.get("CC", "cc"), "-O2", "-Wall", "-Wextra", "-Werror", "-o", str(launcher), str(work / "launcher.c"),
        f"-L{library.parent}", "-lcredkit", "-Wl,-rpath,$ORIGIN/../_lib", "-Wl,--enable-new-dtags", "-s",
    ])
    return launcher


def allowed_libraries() -> set[str]:
    """The libraries every manylinux policy lets a wheel take from the system (auditwheel's list)."""
    import auditwheel

    policies = json.loads((pathlib.Path(auditwheel.__file__).parent / "policy" / "manylinux-policy.json").read_text())
    return set.intersection(*(set(policy["lib_whitelist"]) for policy in policies if policy["name"].startswith("manylinux_")))


def vendored_licences(library: pathlib.Path) -> list[tuple[str, bytes]]:
    """The Debian copyright file of every system library auditwheel will copy into the wheel (the
    ones the library needs that no manylinux policy allows), and the Swift toolchain's licence (its
    runtime and Foundation are linked in)."""
    allowed = allowed_libraries()
    files: dict[str, bytes] = {}
    for line in run(["ldd", str(library)]).stdout.splitlines():
        found = re.match(r"\s*(\S+) => (\S+)", line)
        if not found or found.group(1) in allowed or found.group(1).startswith("ld-linux"):
            continue
        real = os.path.realpath(found.group(2))
        candidates = [real, real.removeprefix("/usr")] if real.startswith("/usr/") else [real, "/usr" + real]
        package = None
        for candidate in candidates:
            answer = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if answer.returncode == 0:
                package = answer.stdout.split(":", 1)[0]
                break
        if package is None:
            sys.exit(f"error: no Debian package owns {real}: its licence cannot be shipped")
        copyright_file = pathlib.Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.exists():
            sys.exit(f"error: {copyright_file} is missing: the licence of {found.group(1)} cannot be shipped")
        files[f"vendored/{package}.copyright"] = copyright_file.read_bytes()
    swiftc = pathlib.Path(shutil.which("swiftc") or "/nonexistent").resolve()
    swift_licence = swiftc.parent.parent / "share" / "swift" / "LICENSE.txt"
    if swift_licence.exists():
        files["swift-LICENSE.txt"] = swift_licence.read_bytes()
    return sorted(files.items())


def metadata(release: str) -> str:
    readme = (ROOT / "python" / "README.md").read_text()
    return "\n".join([
        "Metadata-Version: 2.4",
        "Name: credkit",
        f"Version: {release}",
        f"Summary: {SUMMARY}",
        "Home-page: https://github.com/credkit/credkit",
        "License-Expression: Apache-2.0",
        "License-File: LICENSE",
        "License-File: NOTICE",
        "Keywords: cognito,password,password-policy,zxcvbn,strength,email-validation,jwt",
        "Classifier: Operating System :: POSIX :: Linux",
        "Classifier: Programming Language :: Python :: 3",
        "Classifier: Topic :: Security",
        "Classifier: Typing :: Typed",
        "Requires-Python: >=3.9",
        "Provides-Extra: arrow",
        'Requires-Dist: pyarrow>=14; extra == "arrow"',
        "Provides-Extra: numpy",
        'Requires-Dist: numpy>=1.24; extra == "numpy"',
        "Description-Content-Type: text/markdown",
        "",
        readme,
    ])


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{name},sha256={digest},{len(data)}"


def write_wheel(path: pathlib.Path, files: list[tuple[str, bytes, int]], dist_info: str) -> None:
    """A wheel (PEP 427): the files, then RECORD with each one's hash and size."""
    records = []
    # A fixed date, so that two builds of the same sources give the same archive.
    stamp = (2020, 1, 1, 0, 0, 0)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as wheel:
        for name, data, mode in files:
            info = zipfile.ZipInfo(name, stamp)
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data, compresslevel=9)
            records.append(record_line(name, data))
        records.append(f"{dist_info}/RECORD,,")
        info = zipfile.ZipInfo(f"{dist_info}/RECORD", stamp)
        info.external_attr = 0o100644 << 16
        wheel.writestr(info, "\n".join(records) + "\n", compress_type=zipfile.ZIP_DEFLATED)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scratch", type=pathlib.Path, default=ROOT / ".build")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "dist")
    parser.add_argument("--plat", default="auto", help="auditwheel's --plat (default: the oldest tag that fits)")
    arguments = parser.parse_args()

    release = version()
    dist_info = f"credkit-{release}.dist-info"
    with tempfile.TemporaryDirectory(prefix="credkit-wheel-") as temporary:
        work = pathlib.Path(temporary)
        library = link_library(arguments.scratch.resolve(), work)
        launcher = build_launcher(library, work)

        files: list[tuple[str, bytes, int]] = []
        package = ROOT / "python" / "credkit"
        for source in sorted(package.iterdir()):
            if source.suffix in (".py", ".pyi") or source.name == "py.typed":
                files.append((f"credkit/{source.name}", source.read_bytes(), 0o644))
        files.append(("credkit/_lib/libcredkit.so", library.read_bytes(), 0o755))
        files.append(("credkit/_bin/credkit", launcher.read_bytes(), 0o755))
        files.append((f"credkit-{release}.data/scripts/credkit", SCRIPT.encode(), 0o755))
        files.append((f"{dist_info}/METADATA", metadata(release).encode(), 0o644))
        wheel_info = "Wheel-Version: 1.0\nGenerator: credkit Scripts/build-wheel.py\nRoot-Is-Purelib: false\n"
        files.append((f"{dist_info}/WHEEL", (wheel_info + "Tag: py3-none-linux_x86_64\n").encode(), 0o644))
        for name in ("LICENSE", "NOTICE"):
            files.append((f"{dist_info}/licenses/{name}", (ROOT / name).read_bytes(), 0o644))
        for name, data in vendored_licences(library):
            files.append((f"{dist_info}/licenses/{name}", data, 0o644))

        unrepaired = work / f"credkit-{release}-py3-none-linux_x86_64.whl"
        write_wheel(unrepaired, files, dist_info)
        arguments.out.mkdir(parents=True, exist_ok=True)
        for old in arguments.out.glob(f"credkit-{release}-*.whl"):
            old.unlink()
        repaired = run([
            sys.executable, "-m", "auditwheel", "repair", "--plat", arguments.plat, "-z", "9",
            "-w", str(arguments.out), str(unrepaired),
        ])
        sys.stdout.write(repaired.stderr[-2000:] if "Fixed-up wheel" not in repaired.stdout else "")
        built = sorted(arguments.out.glob(f"credkit-{release}-*.whl"))
        if len(built) != 1 or "manylinux" not in built[0].name:
            sys.exit(f"error: auditwheel wrote {[path.name for path in built]}, not one manylinux wheel")
        shown = run([sys.executable, "-m", "auditwheel", "show", str(built[0])]).stdout
        tag = re.search(r"py3-none-(manylinux_\d+_\d+_x86_64)", built[0].name).group(1)
        if f'"{tag}"' not in shown:
            sys.stderr.write(shown)
            sys.exit(f"error: auditwheel show does not say {tag}")
        size = built[0].stat().st_size
        print(f"==> {built[0].relative_to(ROOT) if built[0].is_relative_to(ROOT) else built[0]}: "
              f"{size / 1e6:.1f} MB ({tag}, checked with auditwheel show)")
        with zipfile.ZipFile(built[0]) as wheel:
            for info in sorted(wheel.infolist(), key=lambda item: -item.compress_size)[:8]:
                print(f"    {info.compress_size / 1e6:6.1f} MB  ({info.file_size / 1e6:5.1f} MB unpacked)  {info.filename}")
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
