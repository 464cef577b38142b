#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Copies the isemail test corpora (BSD licences, see NOTICE) from the shared material into the test
# fixtures, so `make test` works in any clone. Run again if ../shared/corpora/email changes.
set -euo pipefail
cd "$(dirname "$0")/.."
source=${1:-../shared/corpora/email}
target=Tests/Fixtures/isemail
mkdir -p "$target"
for file in isemail-sayers-tests.xml isemail-sayers-LICENSE.md isemail-skeggse-tests.json isemail-skeggse-LICENSE; do
  cp "$source/$file" "$target/$file"
done
echo "copied the isemail corpora into $target"
