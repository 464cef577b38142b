#!/usr/bin/env python3
"""Records python email-validator's verdicts for credkit's email tests and benchmarks.

Writes Tests/CredKitTests/Fixtures/email-validator.jsonl: one JSON object per address with the
reference verdict of email-validator (syntax only: check_deliverability=False, strict=True so the
64-octet local-part limit applies, everything else at its defaults), for
  - hand-written boundary cases (lengths, hyphens, IDN, SMTPUTF8, the articles' jose@example.com),
  - every address of both isemail corpora (Tests/CredKitTests/Fixtures/isemail),
  - a seeded realistic mix (the same generator as the benchmarks use).

Needs email-validator 2.4.0:  python3 -m venv .build/venv-email && .build/venv-email/bin/pip install email-validator==2.4.0
Then:                         .build/venv-email/bin/python Scripts/email-fixtures.py
"""
import json
import pathlib
import sys
import xml.etree.ElementTree as ET

import email_validator
from email_validator import EmailNotValidError, validate_email

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from importlib import import_module

realistic_mix = import_module("generate-emails").realistic_mix

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPORA = ROOT / "Tests/CredKitTests/Fixtures/isemail"
OUT = ROOT / "Tests/CredKitTests/Fixtures/email-validator.jsonl"


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


def verdict(address):
    try:
        info = validate_email(address, check_deliverability=False, strict=True)
        return {"input": address, "valid": True, "normalized": info.normalized, "ascii_email": info.ascii_email,
                "smtputf8": info.smtputf8, "error": None}
    except EmailNotValidError as error:
        return {"input": address, "valid": False, "normalized": None, "ascii_email": None, "smtputf8": None,
                "error": str(error)}


def main():
    if email_validator.__version__ != "2.4.0":
        print(f"warning: email-validator {email_validator.__version__}, fixtures were made with 2.4.0", file=sys.stderr)
    seen = set()
    rows = []
    for source, addresses in (("boundary", boundary_cases()), ("isemail", isemail_addresses()),
                              ("mix", realistic_mix(2000))):
        for address in addresses:
            if address in seen:
                continue
            try:
                address.encode("utf-8")
            except UnicodeEncodeError:
                continue  # a lone surrogate: no UTF-8 input can carry it
            seen.add(address)
            row = verdict(address)
            row["source"] = source
            rows.append(row)
    OUT.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(rows)} addresses, {sum(r['valid'] for r in rows)} valid")


if __name__ == "__main__":
    main()
