#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The wheel as a user gets it (issue 57; `make test` runs it after `make wheel`): installed with
# pip, offline, into a fresh virtual environment, then
#   - every ELF file it installed is read with readelf and ldd: nothing may name the Swift
#     toolchain's folder, nothing may be missing, and each library it needs is either in the wheel
#     or one the manylinux policy allows (glibc's, libstdc++, libgcc_s);
#   - the library exports exactly include/credkit.h's functions and credkit_main (the command);
#   - with the toolchain off PATH and LD_LIBRARY_PATH unset: `credkit` on PATH is the wheel's
#     (its version, a check, an exit code), `import credkit` is the installed package, and the
#     package's whole pytest suite (python/tests: parity with the wheel's own command, bad input,
#     eight threads, memory over ten million calls) passes there.
# The environment sees the system's site-packages (pytest, NumPy, pandas and pyarrow, which
# `make test-deps` installed) but the package comes from the wheel alone: the check below fails if
# `import credkit` finds anything else.
#
# Usage: Scripts/test-wheel.sh WHEEL [VENV]
set -euo pipefail
wheel=${1:?usage: Scripts/test-wheel.sh WHEEL [VENV]}
venv=${2:-.build/wheel-venv}
root=$(cd "$(dirname "$0")/.." && pwd)
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc || command -v swift)")")")
fail() { echo "error: $*" >&2; exit 1; }

echo "==> fresh virtual environment $venv, pip install --no-index $(basename "$wheel")"
python3 -m venv --clear --system-site-packages "$venv"
venv=$(cd "$venv" && pwd)
"$venv/bin/python" -m pip install --quiet --no-index --no-deps --disable-pip-version-check "$wheel"
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
[ -x "$venv/bin/credkit" ] || fail "pip did not put credkit in $venv/bin"

echo "==> the installed ELF files, against the toolchain ($toolchain) and the manylinux policy"
# The libraries the wheel's tag allows, from the policy auditwheel itself applies.
tag=$(basename "$wheel" | sed -n 's/.*-py3-none-\(manylinux_[0-9]*_[0-9]*_x86_64\)\.whl$/\1/p')
[ -n "$tag" ] || fail "$(basename "$wheel") has no manylinux tag"
allowed=$(python3 -c "
import json, pathlib, sys, auditwheel
policies = json.loads((pathlib.Path(auditwheel.__file__).parent / 'policy' / 'manylinux-policy.json').read_text())
names = [p['lib_whitelist'] for p in policies if p['name'] == sys.argv[1].removesuffix('_x86_64')]
print(' '.join(names[0]) if names else '')" "$tag")
[ -n "$allowed" ] || fail "auditwheel has no policy $tag"
count=0
while IFS= read -r file; do
    count=$((count + 1))
    if readelf -d "$file" | grep -F "$toolchain" >/dev/null; then fail "$file: its dynamic section names $toolchain"; fi
    links=$(env -u LD_LIBRARY_PATH ldd "$file")
    if grep -F "$toolchain" <<<"$links" >/dev/null; then fail "$file loads from $toolchain:"$'\n'"$links"; fi
    if grep "not found" <<<"$links" >/dev/null; then fail "$file: a library is missing:"$'\n'"$links"; fi
    while read -r name _ target _; do
        case "$target" in
            "$site"/*) ;;
            *) [[ " $allowed " == *" $name "* || "$name" == linux-vdso.so.1 || "$name" == /* ]] ||
                fail "$file needs $name from $target, neither in the wheel nor allowed by $tag" ;;
        esac
    done < <(grep "=>" <<<"$links")
done < <(find "$site/credkit" "$site/credkit.libs" -type f \( -name '*.so*' -o -path '*/_bin/*' \))
[ "$count" -ge 3 ] || fail "only $count ELF files installed"
echo "    $count ELF files: none names the toolchain; each library they load is in the wheel or allowed by $tag"

library="$site/credkit/_lib/libcredkit.so"
exported=$(nm -D --defined-only "$library" | awk '$2 == "T" { print $3 }' | sort)
declared=$( (sed -n 's/^[^#/ ].*[ *]\(credkit_[a-z0-9_]*\)(.*/\1/p' "$root/include/credkit.h"; echo credkit_main) | sort -u)
[ "$exported" = "$declared" ] || fail "libcredkit.so's exports differ from include/credkit.h and credkit_main:"$'\n'"$(diff <(echo "$declared") <(echo "$exported"))"
echo "    libcredkit.so exports the $(($(wc -l <<<"$declared") - 1)) functions of include/credkit.h and credkit_main, nothing else"

# From here on, what a user's shell has: no toolchain on PATH, no LD_LIBRARY_PATH.
clean_path="$venv/bin:/usr/local/bin:/usr/bin:/bin"
run() { env -i HOME="${HOME:-/tmp}" PATH="$clean_path" LANG=C.UTF-8 TMPDIR="${TMPDIR:-/tmp}" "$@"; }
if run bash -c 'command -v swift' >/dev/null; then fail "swift is still on the clean PATH ($clean_path)"; fi

echo "==> the command on PATH"
[ "$(run bash -c 'command -v credkit')" = "$venv/bin/credkit" ] || fail "credkit on PATH is not $venv/bin/credkit"
version=$(run credkit --version)
expected=$(sed -n 's/.*static let current = "\(.*\)"/\1/p' "$root/Sources/CredKitCore/CredKitVersion.swift")
[ "$version" = "$expected" ] || fail "credkit --version says '$version', not $expected"
set +e
out=$(printf 'Passw0rd!\nshort\n' | run credkit check --policy cognito-default --format json)
status=$?
set -e
[ "$status" -eq 1 ] || fail "credkit check on one valid and one invalid password exited $status, not 1"
[ "$(sed -n 1p <<<"$out")" = '{"line":1,"valid":true,"violations":[],"cognitoMessage":null}' ] || fail "unexpected record: $out"
echo "    credkit $version; check exits 1 on an invalid password, records as the release binary writes them"

echo "==> import credkit is the wheel's"
run "$venv/bin/python" -c "
import sys, credkit, os
assert credkit.__file__.startswith('$site/'), credkit.__file__
assert 'CREDKIT_LIBRARY' not in os.environ
print('    ' + credkit.__file__ + ' ' + credkit.__version__)"

echo "==> python/tests in the environment (toolchain off PATH)"
cd "$root/python/tests"
run PYTHONDONTWRITEBYTECODE=1 "$venv/bin/python" -m pytest -q -p no:cacheprovider .
