#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Every Swift, C and shell/Python source and script in the repository carries the licence line
#   // SPDX-License-Identifier: Apache-2.0     (Swift, C, headers, module maps)
#   # SPDX-License-Identifier: Apache-2.0      (Python, shell, Makefile)
# within its first three lines (after a shebang or `// swift-tools-version`). Generated files get it
# from their generators. `make lint` (and so `make test`) runs this in check mode.
#
# Usage: Scripts/license-headers.sh          list the files without the line; exit 1 if any
#        Scripts/license-headers.sh --fix    add the line where it is missing
set -euo pipefail
cd "$(dirname "$0")/.."
fix=0
[ "${1:-}" = "--fix" ] && fix=1
line_slash="// SPDX-License-Identifier: Apache-2.0"
line_hash="# SPDX-License-Identifier: Apache-2.0"
missing=()
while IFS= read -r file; do
    case "$file" in
        *.swift | *.c | *.h | *.modulemap) header="$line_slash" ;;
        *.py | *.sh | Makefile | .ci/*) header="$line_hash" ;;
        *) continue ;;
    esac
    head -n 3 "$file" | grep -qxF "$header" && continue
    if [ "$fix" = 1 ]; then
        first="$(head -n 1 "$file")"
        tmp="$file.license-tmp"
        case "$first" in
            '#!'* | '// swift-tools-version'*) { printf '%s\n%s\n' "$first" "$header"; tail -n +2 "$file"; } >"$tmp" ;;
            *) { printf '%s\n' "$header"; cat "$file"; } >"$tmp" ;;
        esac
        chmod --reference="$file" "$tmp"
        mv "$tmp" "$file"
    else
        missing+=("$file")
    fi
done < <(git ls-files -- '*.swift' '*.c' '*.h' '*.modulemap' '*.py' '*.sh' 'Makefile' '.ci/*' | grep -v '^Fuzz/Corpus/')
if [ ${#missing[@]} -gt 0 ]; then
    printf 'error: no SPDX licence line in the first three lines of %s\n' "${missing[@]}" >&2
    echo "run Scripts/license-headers.sh --fix (generated files: fix their generator)" >&2
    exit 1
fi
