#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Records python email-validator's verdicts for credkit's email tests and benchmarks.

Writes Tests/Fixtures/email-validator.jsonl: one JSON object per address and option set
with the reference verdict of email-validator (syntax only: check_deliverability=False, strict=True so
the 64-octet local-part limit applies, and the options in the row's "options", default otherwise), for
  - hand-written boundary cases (lengths, hyphens, IDN, SMTPUTF8, the articles' jose@example.com),
  - hand-written cases for each of email-validator's options (allow_quoted_local, allow_display_name,
    allow_domain_literal, allow_empty_local, allow_smtputf8=False, test_environment), each also under
    the defaults,
  - every address of both isemail corpora (Tests/Fixtures/isemail),
  - every validate_email call of email-validator's own test suite (tests/test_syntax.py of its 2.4.0
    source distribution, Unlicense), with the options that call passed; inputs over 4 KiB (two
    quadratic-time probes) are left out,
  - a seeded realistic mix (the same generator as the benchmarks use).

Needs email-validator 2.4.0 and pytest (the test module imports it):
  python3 -m venv .build/venv-email && .build/venv-email/bin/pip install email-validator==2.4.0 pytest
Then:  .build/venv-email/bin/python Scripts/email-fixtures.py [--peer-tests path/to/test_syntax.py]
Without --peer-tests the source distribution is downloaded with pip into a temporary directory.
"""
import argparse
import importlib.util
import json
import pathlib
import subprocess
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ET

import email_validator
from email_validator import EmailNotValidError, validate_email

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from importlib import import_module

realistic_mix = import_module("generate-emails").realistic_mix

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPORA = ROOT / "Tests/Fixtures/isemail"
OUT = ROOT / "Tests/Fixtures/email-validator.jsonl"


def boundary_cases():
    a = "a"
    label63 = "b" * 63
    cases = [
        "jose@example.com", "José@example.com", "jose@EXAMPLE.COM", "Jose.Garcia+cognito@example.co.uk",
        a * 64 + "@example.com", a * 65 + "@example.com", "ñ" * 32 + "@example.com", "ñ" * 33 + "@example.com",
        "x@" + label63 + ".com", "x@" + "b" * 64 + ".com",
        "postmaster@example.com", "PostMaster@Example.com", "Abuse@example.com",
        "user@-example.com", "user@example-.com", "user@exa-mple.com", "user@ex--ample.com", "user@xn--nxasmq6b.com",
        "user@ab--cd.com", "user@xn--mnchen-3ya.de", "user@münchen.de", "user@MÜNCHEN.DE", "user@ＥＸＡＭＰＬＥ.com",
        "user@例え.jp", "用户@例子.广告", "δοκιμή@παράδειγμα.δοκιμή", "user@example.123", "user@123.com",
        "user@localhost", "user@example", "user@mail.local", "user@site.test", "user@onion.onion", "user@x.arpa",
        "user@invalid", "user@example.invalid", "user@[192.0.2.1]", "user@[IPv6:2001:db8::1]", '"john doe"@example.com',
        '"john"@example.com', "john..doe@example.com", ".john@example.com", "john.@example.com", "john doe@example.com",
        "john@doe@example.com", "johnexample.com", "john@", "@example.com", "", "john@example.com.", "john@.example.com",
        "john@example..com", "Name <john@example.com>", "john＠example.com", "john@exam_ple.com", "john@exam ple.com",
        "jo\u200bhn@example.com", "\u0301john@example.com", "john@example.com\u200e", "a\u00a0b@example.com",
        "o'neil@example.com", "user+tag@example.com", "user/dept=shipping@example.com", "!#$%&'*+-/=?^_`{|}~@example.com",
        "user@sub-domain.example-site.org", "user@e.x", "user@ex.a1", "user@ex.1a", "test@io",
    ]
    # 253/254/255-octet addresses: local part + @ + labels of 63 + final label.
    for total in (253, 254, 255):
        domain = ".".join(["c" * 63, "d" * 63, "e" * 63])  # 191 octets
        local = "l" * (total - 1 - len(domain) - 4)
        cases.append(local + "@" + domain + ".com")
    return cases


def isemail_addresses():
    addresses = []
    root = ET.parse(CORPORA / "isemail-sayers-tests.xml").getroot()
    for test in root.findall("test"):
        text = test.findtext("address") or ""
        addresses.append("".join(chr(ord(c) - 0x2400) if 0x2400 <= ord(c) < 0x2420 else c for c in text))
    for address, _ in json.loads((CORPORA / "isemail-skeggse-tests.json").read_text(encoding="utf-8")):
        addresses.append(address)
    return addresses


# email-validator's options that credkit's default profile offers, with their defaults.
OPTIONS = {"allow_quoted_local": False, "allow_display_name": False, "allow_domain_literal": False,
           "allow_empty_local": False, "allow_smtputf8": True, "test_environment": False}


def option_cases():
    """(address, options) pairs: each option's accepted and refused forms."""
    quoted = ['"john doe"@example.com', '"john.doe"@example.com', '"Abuse"@example.com', '"a\\b"@example.com',
              '"a\\"b"@example.com', '"a\\\\b"@example.com', '"a@b"@example.com', '"josé garcía"@example.com',
              '"tab\there"@example.com', '"a"b@example.com', '""@example.com', '"unclosed@example.com',
              '"a\u0301b"@example.com', '"\u0301ab"@example.com', '"a\u200bb"@example.com', '"x"@[192.0.2.1]',
              '"' + "q" * 63 + '"@example.com', '"' + "q" * 64 + '"@example.com', '"a b"@localhost']
    display = ["Ana <ana@example.com>", "Ana García <ana@example.com>", '"Ana García" <ana@example.com>',
               '"Garcia, Ana" <ana@example.com>', "<ana@example.com>", "  Ana   <ana@example.com>",
               "Ana <ana@example.com>  ", "Ana <ana@example.com> x", "Ana <ana@example.com", "Ana.B <ana@example.com>",
               "Ana <ana@example.com>>", 'Ana "B" <ana@example.com>', '"Ana\\"B" <ana@example.com>',
               "Ana <Postmaster@Example.com>", "Ana <josé@münchen.de>", "Ana <>", "Ana <ana>",
               "Ana\u200b <ana@example.com>", "Ana <ana@[192.0.2.1]>", "Ana <\"a b\"@example.com>"]
    literal = ["me@[192.0.2.1]", "me@[127.0.0.1]", "me@[192.0.2.256]", "me@[192.0.2]", "me@[192.0.02.1]",
               "me@[IPv6:2001:db8::1]", "me@[ipv6:2001:DB8:0:0:0:0:0:1]", "me@[IPv6:::1]", "me@[IPv6:1::]",
               "me@[IPv6:1:0:0:2:0:0:0:3]", "me@[IPv6:1:2:3:4:5:6:7:8]", "me@[IPv6:1:2:3:4:5:6:7:8:9]",
               "me@[IPv6:1::2::3]", "me@[IPv6:::]", "me@[IPv6:12345::]", "me@[IPv6:fe80::1%eth0]",
               "me@[IPv6:::ffff:192.0.2.1]", "me@[IPv6:2001:db8::192.0.2.1]", "me@[2001:db8::1]", "me@[]",
               "me@[x:y]", "me@[192.0.2.1", "me@192.0.2.1]"]
    empty = ["@example.com", "@", "@test", '""@example.com', "@[192.0.2.1]"]
    smtputf8 = ["josé@example.com", "jose@münchen.de", '"josé"@example.com', "用户@例子.广告", "jose@example.com"]
    test_env = ["anything@test", "anything@mycompany.test", "x@TEST", "x@test.test", "x@localhost", "x@test.",
                "x@example.invalid"]
    cases = []
    for addresses, options in ((quoted, {"allow_quoted_local": True}), (display, {"allow_display_name": True}),
                               (literal, {"allow_domain_literal": True}), (empty, {"allow_empty_local": True}),
                               (smtputf8, {"allow_smtputf8": False}), (test_env, {"test_environment": True})):
        for address in addresses:
            cases.append((address, options))
            cases.append((address, {}))
    everything = {"allow_quoted_local": True, "allow_display_name": True, "allow_domain_literal": True,
                  "allow_empty_local": True, "test_environment": True}
    for address in ['"Ana" <"a b"@[IPv6:::1]>', "<@test>", 'X <""@test>', "Ana <ana@test>"]:
        cases.append((address, everything))
    return cases


def peer_test_calls(path):
    """Every validate_email call that email-validator's tests/test_syntax.py makes, as (address, options)."""
    spec = importlib.util.spec_from_file_location("email_validator_test_syntax", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    calls = []

    def recorder(email, **kwargs):
        calls.append((email, kwargs))
        return validate_email(email, **kwargs)

    module.validate_email = recorder
    for name, function in list(vars(module).items()):
        if not name.startswith("test_") or not callable(function):
            continue
        marks = [mark for mark in getattr(function, "pytestmark", []) if mark.name == "parametrize"]
        runs = [()]
        if marks:
            names, values = marks[0].args[0], marks[0].args[1]
            count = len(names.split(",")) if isinstance(names, str) else len(names)
            runs = [tuple(value) if count > 1 else (value,) for value in values]
        for arguments in runs:
            try:
                function(*arguments)
            except Exception:  # an assertion about another Python version; the verdicts are what count
                pass
    result = []
    for email, kwargs in calls:
        if not isinstance(email, str) or len(email.encode("utf-8", "surrogatepass")) > 4096:
            continue
        result.append((email, {key: value for key, value in kwargs.items()
                               if key in OPTIONS and value != OPTIONS[key]}))
    return result


def peer_tests_path(given):
    if given:
        return pathlib.Path(given)
    folder = pathlib.Path(tempfile.mkdtemp())
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-binary", ":all:", "--no-deps",
                    "email-validator==2.4.0", "-d", str(folder)], check=True)
    archive = next(folder.glob("email_validator-2.4.0.tar.gz"))
    with tarfile.open(archive) as tar:
        member = tar.getmember("email_validator-2.4.0/tests/test_syntax.py")
        (folder / "test_syntax.py").write_bytes(tar.extractfile(member).read())
    return folder / "test_syntax.py"


def verdict(address, options=None):
    options = options or {}
    try:
        info = validate_email(address, check_deliverability=False, strict=True, **options)
        row = {"input": address, "valid": True, "normalized": info.normalized, "ascii_email": info.ascii_email,
               "smtputf8": info.smtputf8, "display_name": info.display_name, "error": None}
    except EmailNotValidError as error:
        row = {"input": address, "valid": False, "normalized": None, "ascii_email": None, "smtputf8": None,
               "display_name": None, "error": str(error)}
    if options:
        row["options"] = options
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--peer-tests", help="email-validator 2.4.0's tests/test_syntax.py (downloaded if not given)")
    arguments = parser.parse_args()
    if email_validator.__version__ != "2.4.0":
        print(f"warning: email-validator {email_validator.__version__}, fixtures were made with 2.4.0", file=sys.stderr)
    seen = set()
    rows = []
    plain = lambda addresses: [(address, {}) for address in addresses]
    for source, cases in (("boundary", plain(boundary_cases())), ("options", option_cases()),
                          ("isemail", plain(isemail_addresses())),
                          ("email-validator-tests", peer_test_calls(peer_tests_path(arguments.peer_tests))),
                          ("mix", plain(realistic_mix(2000)))):
        for address, options in cases:
            key = (address, json.dumps(options, sort_keys=True))
            if key in seen:
                continue
            try:
                address.encode("utf-8")
            except UnicodeEncodeError:
                continue  # a lone surrogate: no UTF-8 input can carry it
            seen.add(key)
            row = verdict(address, options)
            row["source"] = source
            rows.append(row)
    OUT.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(rows)} addresses, {sum(r['valid'] for r in rows)} valid")


if __name__ == "__main__":
    main()
