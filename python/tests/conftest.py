# SPDX-License-Identifier: Apache-2.0
"""Where the tests find the command line (for parity) and the repository's fixtures."""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "Fixtures"


def credkit_binary() -> str:
    """CREDKIT_BIN when given (a development build beside CREDKIT_LIBRARY), else the `credkit` on
    PATH: in an environment the wheel was installed into, the wheel's own command."""
    given = os.environ.get("CREDKIT_BIN")
    found = given or shutil.which("credkit")
    assert found, "no credkit on PATH and no CREDKIT_BIN"
    return found


@pytest.fixture(scope="session")
def cli():
    binary = credkit_binary()

    def run(arguments: list[str], lines: list[bytes], language: str = "C") -> list[str]:
        env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "CREDKIT_"))}
        env["LANG"] = language
        result = subprocess.run(
            [binary, *arguments, "--format", "json"], input=b"".join(line + b"\n" for line in lines),
            capture_output=True, env=env, check=False,
        )
        assert result.returncode <= 4, result.stderr.decode()
        # split on newlines only: records may hold U+2028 and other characters splitlines() breaks at.
        return result.stdout.decode("utf-8").split("\n")[:-1]

    return run
