#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the JWT test fixtures with an independent implementation (PyJWT + cryptography).

Outputs, under Tests/Fixtures/jwt/:
  jwks.json    public keys: RSA 2048, EC P-256/P-384/P-521, Ed25519, plus unusable ones
               (RSA 1024, use "enc", an HMAC "oct" key, a point off its curve, an alg-pinned RSA key)
  cases.jsonl  one case per line: {"name", "token", "at", "leeway", "options", "decode", "status",
               "verify", "pyjwt"}; "verify" is the expected credkit error code or null, "pyjwt" what
               PyJWT itself said about signature and times (null when PyJWT cannot judge the case)
  other-key.jwks.json  a JWKS with a different RSA key under the same kid (bad-signature case)

Keys are generated afresh on every run, so rerunning rewrites every token: the committed files are
the fixture. RFC 7515 A.2/A.3 and RFC 7519 §3.1 example values are the RFCs' own.

Usage: python3 -m venv .venv && .venv/bin/pip install pyjwt==2.15.1 cryptography && .venv/bin/python Scripts/jwt-fixtures.py
"""
import base64
import json
import os
import sys

import jwt
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding
from jwt.algorithms import ECAlgorithm, OKPAlgorithm, RSAAlgorithm

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "jwt")
AT = 1_800_000_000  # 2027-01-15T08:00:00Z
POOL = "eu-west-1_AbC123xyz"
ISSUER = f"https://cognito-idp.eu-west-1.amazonaws.com/{POOL}"
UPDATED_ISSUER = f"https://issuer-cognito-idp.eu-west-1.amazonaws.com/{POOL}"
CLIENT = "7k2a9q4bq3ts2v8hrl1cgnl5ik"
SUB = "a1b2c3d4-5678-90ab-cdef-1234567890ab"


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def public_jwk(key, kid, **extra):
    if isinstance(key, rsa.RSAPrivateKey):
        jwk = json.loads(RSAAlgorithm.to_jwk(key.public_key()))
    elif isinstance(key, ec.EllipticCurvePrivateKey):
        jwk = json.loads(ECAlgorithm.to_jwk(key.public_key()))
    else:
        jwk = json.loads(OKPAlgorithm.to_jwk(key.public_key()))
    jwk.pop("key_ops", None)
    jwk.update({"kid": kid, "use": "sig"})
    jwk.update(extra)
    return jwk


rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
other_rsa = rsa.generate_private_key(public_exponent=65537, key_size=2048)
weak_rsa = rsa.generate_private_key(public_exponent=65537, key_size=1024)
p256 = ec.generate_private_key(ec.SECP256R1())
p384 = ec.generate_private_key(ec.SECP384R1())
p521 = ec.generate_private_key(ec.SECP521R1())
ed = ed25519.Ed25519PrivateKey.generate()

bad_point = public_jwk(p256, "ec-off-curve", alg="ES256")
bad_point["y"] = b64(bytes(32))
keys = [
    public_jwk(rsa_key, "rsa-1", alg="RS256"),
    public_jwk(rsa_key, "rsa-any"),
    public_jwk(rsa_key, "rsa-512-only", alg="RS512"),
    public_jwk(p256, "ec-256", alg="ES256"),
    public_jwk(p384, "ec-384", alg="ES384"),
    public_jwk(p521, "ec-521", alg="ES512"),
    public_jwk(ed, "ed-1", alg="EdDSA"),
    public_jwk(weak_rsa, "rsa-weak", alg="RS256"),
    public_jwk(rsa_key, "rsa-enc", alg="RS256", use="enc"),
    {"kty": "oct", "kid": "hmac-1", "k": b64(b"a shared secret that must never verify"), "alg": "HS256"},
    bad_point,
    {"kty": "EC", "kid": "ec-x448", "crv": "X448", "x": b64(bytes(56)), "y": b64(bytes(56))},
]

# RFC 7515 Appendix A.2 (RS256) and A.3 (ES256): the RFC's own key and token.
RFC_A2_N = ("ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ")
RFC_A2_TOKEN = ("eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
                ".cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw")
RFC_A3_TOKEN = ("eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
                ".DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q")
RFC_A3_JWK = {"kty": "EC", "crv": "P-256", "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
              "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}
# RFC 7519 §3.1: an HS256 JWT.
RFC_7519_TOKEN = ("eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
                  ".dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
keys.append({"kty": "RSA", "kid": "rfc7515-a2", "n": RFC_A2_N, "e": "AQAB"})
keys.append(dict(RFC_A3_JWK, kid="rfc7515-a3"))

signing = {"RS256": rsa_key, "RS384": rsa_key, "RS512": rsa_key, "PS256": rsa_key, "PS384": rsa_key, "PS512": rsa_key,
           "ES256": p256, "ES384": p384, "ES512": p521,
           "EdDSA": ed}
kids = {"RS256": "rsa-1", "RS384": "rsa-any", "RS512": "rsa-any", "PS256": "rsa-any", "PS384": "rsa-any",
        "PS512": "rsa-any", "ES256": "ec-256", "ES384": "ec-384",
        "ES512": "ec-521", "EdDSA": "ed-1"}


def id_claims(**changes):
    claims = {"sub": SUB, "email_verified": True, "iss": ISSUER, "cognito:username": "jose", "origin_jti": "0c5a1d2e-origin",
              "aud": CLIENT, "event_id": "5f1e9d7c-event", "token_use": "id", "auth_time": AT - 60, "exp": AT + 3540,
              "iat": AT - 60, "jti": "8d2f7b1a-jti", "email": "jose@example.com", "cognito:groups": ["admins", "dev"]}
    claims.update(changes)
    return {k: v for k, v in claims.items() if v is not None}


def access_claims(**changes):
    claims = {"sub": SUB, "cognito:groups": ["dev"], "iss": ISSUER, "client_id": CLIENT, "origin_jti": "0c5a1d2e-origin",
              "event_id": "5f1e9d7c-event", "token_use": "access", "scope": "aws.cognito.signin.user.admin openid",
              "auth_time": AT - 60, "exp": AT + 3540, "iat": AT - 60, "jti": "9e3a8c2b-jti", "username": "jose"}
    claims.update(changes)
    return {k: v for k, v in claims.items() if v is not None}


def sign(claims, alg="RS256", kid=None, key=None, headers=None):
    header = {"kid": kid or kids[alg]} if kid != "" else {}
    header.update(headers or {})
    return jwt.encode(claims, key or signing[alg], algorithm=alg, headers=header or None)


def pyjwt_verdict(token, jwk, leeway, options):
    """What PyJWT says: 'ok' or its exception's name (signature, exp, nbf, iss, aud only)."""
    try:
        key = jwt.PyJWK(jwk).key
        kwargs = {"algorithms": [jwt.get_unverified_header(token)["alg"]], "leeway": leeway,
                  "options": {"verify_aud": False, "verify_iss": False}}
        # PyJWT reads the real clock (datetime.now in jwt.api_jwt): point it at the case's time.
        import datetime as real_datetime
        import jwt.api_jwt as api_jwt

        class FixedClock(real_datetime.datetime):
            @classmethod
            def now(cls, tz=None):
                return real_datetime.datetime.fromtimestamp(options["at"], tz)

        api_jwt.datetime = FixedClock
        try:
            jwt.decode(token, key, **kwargs)
        finally:
            api_jwt.datetime = real_datetime.datetime
        return "ok"
    except Exception as error:  # noqa: BLE001 - the exception's name is the verdict
        return type(error).__name__


def b64json(value):
    return b64(json.dumps(value, separators=(",", ":")).encode())


pool_options = {"issuers": [ISSUER, UPDATED_ISSUER], "clientIds": [CLIENT]}
cases = []


def case(name, token, verify, status=None, decode="ok", at=AT, leeway=0, options=None, jwks="jwks.json", jwk=None):
    options = dict(pool_options if options is None else options)
    entry = {"name": name, "token": token, "at": at, "leeway": leeway, "options": options, "jwks": jwks,
             "decode": decode, "status": status, "verify": verify, "pyjwt": None}
    if jwk is not None:
        entry["pyjwt"] = pyjwt_verdict(token, jwk, leeway, {"at": at})
    cases.append(entry)


jwk_by_kid = {k["kid"]: k for k in keys}
# Every algorithm, on an ID token.
for alg in signing:
    case(f"id token {alg}", sign(id_claims(), alg), None, "active", options=dict(pool_options, tokenUse="id"),
         jwk=jwk_by_kid[kids[alg]])
case("access token with scope and group", sign(access_claims()), None, "active",
     options=dict(pool_options, tokenUse="access", scopes=["openid", "email"], groups=["dev", "ops"]), jwk=jwk_by_kid["rsa-1"])
case("updated issuer accepted", sign(id_claims(iss=UPDATED_ISSUER)), None, "active", jwk=jwk_by_kid["rsa-1"])
case("aud as an array", sign(id_claims(aud=["other", CLIENT])), None, "active", jwk=jwk_by_kid["rsa-1"])
case("second accepted client", sign(id_claims(aud="second-client")), None, "active",
     options=dict(pool_options, clientIds=[CLIENT, "second-client"]), jwk=jwk_by_kid["rsa-1"])
case("no checks but signature and time", sign({"sub": "x", "exp": AT + 10, "token_use": "id"}), None, "active",
     options={}, jwk=jwk_by_kid["rsa-1"])

# Expiry and not-before boundaries.
for offset, leeway, verdict, status in [(-1, 0, "expired", "expired"), (0, 0, "expired", "expired"),
                                        (1, 0, None, "active"), (-30, 60, None, "active"),
                                        (-60, 60, "expired", "expired"), (-61, 60, "expired", "expired")]:
    case(f"exp at{offset:+d} leeway {leeway}", sign(id_claims(exp=AT + offset)), verdict, status, leeway=leeway,
         jwk=jwk_by_kid["rsa-1"])
for offset, leeway, verdict, status in [(1, 0, "not-yet-valid", "not-yet-valid"), (0, 0, None, "active"),
                                        (30, 60, None, "active"), (60, 60, None, "active"),
                                        (61, 60, "not-yet-valid", "not-yet-valid")]:
    case(f"nbf at{offset:+d} leeway {leeway}", sign(id_claims(nbf=AT + offset)), verdict, status, leeway=leeway,
         jwk=jwk_by_kid["rsa-1"])
case("fractional exp", sign(id_claims(exp=AT + 0.5)), None, "active", jwk=jwk_by_kid["rsa-1"])
case("no exp", sign(id_claims(exp=None)), "missing-exp", "no-expiry", jwk=jwk_by_kid["rsa-1"])

# Claim checks.
case("issuer mismatch", sign(id_claims(iss="https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other")),
     "issuer-mismatch", "active", jwk=jwk_by_kid["rsa-1"])
case("issuer missing", sign(id_claims(iss=None)), "issuer-mismatch", "active", jwk=jwk_by_kid["rsa-1"])
case("client mismatch (aud)", sign(id_claims(aud="someone-else")), "client-id-mismatch", "active", jwk=jwk_by_kid["rsa-1"])
case("client mismatch (client_id)", sign(access_claims(client_id="someone-else")), "client-id-mismatch", "active",
     jwk=jwk_by_kid["rsa-1"])
case("access token has no aud: client_id is checked", sign(access_claims(aud="someone-else")), None, "active",
     jwk=jwk_by_kid["rsa-1"])
case("token_use mismatch", sign(access_claims()), "token-use-mismatch", "active", options=dict(pool_options, tokenUse="id"),
     jwk=jwk_by_kid["rsa-1"])
case("token_use missing", sign(id_claims(token_use=None)), "token-use-mismatch", "active", jwk=jwk_by_kid["rsa-1"])
case("token_use refresh", sign(id_claims(token_use="refresh")), "token-use-mismatch", "active", jwk=jwk_by_kid["rsa-1"])
case("group mismatch", sign(access_claims()), "group-mismatch", "active", options=dict(pool_options, groups=["admins"]),
     jwk=jwk_by_kid["rsa-1"])
case("groups missing", sign(access_claims(**{"cognito:groups": None})), "group-mismatch", "active",
     options=dict(pool_options, groups=["dev"]), jwk=jwk_by_kid["rsa-1"])
case("scope mismatch", sign(access_claims()), "scope-mismatch", "active", options=dict(pool_options, scopes=["admin:write"]),
     jwk=jwk_by_kid["rsa-1"])
# aws-jwt-verify checks iss against the expected issuers before the key, the signature and the times.
case("issuer before expiry", sign(id_claims(exp=AT - 5, iss="https://elsewhere")), "issuer-mismatch", "expired",
     jwk=jwk_by_kid["rsa-1"])

# Signatures and keys.
good = sign(id_claims())
header, payload, signature = good.split(".")
tampered_payload = b64json(id_claims(**{"cognito:groups": ["admins", "root"]}))
case("tampered payload", f"{header}.{tampered_payload}.{signature}", "bad-signature", "active", jwk=jwk_by_kid["rsa-1"])
case("signed by another key under the same kid", sign(id_claims(), key=other_rsa), "bad-signature", "active",
     jwk=jwk_by_kid["rsa-1"])
es = sign(id_claims(), "ES256")
h, p, s = es.split(".")
case("ES256 signature one byte short", f"{h}.{p}.{b64(base64.urlsafe_b64decode(s + '==')[:-1])}", "bad-signature", "active")
case("unknown kid", sign(id_claims(), kid="nobody"), "unknown-kid", "active")
case("no kid", sign(id_claims(), kid=""), "unknown-kid", "active")
case("RSA key under 2048 bits", sign(id_claims(), key=weak_rsa, kid="rsa-weak"), "invalid-jwk", "active")
case("encryption key", sign(id_claims(), kid="rsa-enc"), "invalid-jwk", "active")
case("EC point off the curve", sign(id_claims(), "ES256", kid="ec-off-curve"), "invalid-jwk", "active")
case("unsupported curve", sign(id_claims(), "ES256", kid="ec-x448"), "invalid-jwk", "active")
case("alg none", f"{b64json({'alg': 'none', 'kid': 'rsa-1'})}.{b64json(id_claims())}.", "unsupported-algorithm", "active")
case("HS256 with the HMAC key", jwt.encode(id_claims(), b"a shared secret that must never verify", algorithm="HS256",
                                          headers={"kid": "hmac-1"}), "unsupported-algorithm", "active")
case("HS256 keyed with the RSA public key's kid (confusion)",
     jwt.encode(id_claims(), b"public key bytes", algorithm="HS256", headers={"kid": "rsa-1"}), "unsupported-algorithm", "active")
# RSASSA-PSS (RFC 7518 §3.5: MGF1 over the same hash, a salt as long as the digest; the "id token
# PS…" cases above) is refused by a key pinned to RS256, and each padding's signature fails the other.
case("PS256 token, key pinned to RS256", sign(id_claims(), "PS256", kid="rsa-1", key=rsa_key), "unsupported-algorithm",
     "active")
# The header names one RSA padding and the signature uses the other, over the same signing input.
def rsa_signed(alg, pad):
    text = b64json({"alg": alg, "kid": "rsa-any", "typ": "JWT"}) + "." + b64json(id_claims())
    return text + "." + b64(rsa_key.sign(text.encode(), pad, hashes.SHA256()))


pss = padding.PSS(mgf=padding.MGF1(hashes.SHA256()), salt_length=32)
case("PS256 header, PKCS #1 v1.5 signature", rsa_signed("PS256", padding.PKCS1v15()), "bad-signature", "active",
     jwk=jwk_by_kid["rsa-any"])
case("RS256 header, PSS signature", rsa_signed("RS256", pss), "bad-signature", "active", jwk=jwk_by_kid["rsa-any"])
case("PS256 with a 20-byte salt", rsa_signed("PS256", padding.PSS(mgf=padding.MGF1(hashes.SHA256()), salt_length=20)),
     "bad-signature", "active", jwk=jwk_by_kid["rsa-any"])
case("RS256 token, EC key", sign(id_claims(), "RS256", kid="ec-256"), "unsupported-algorithm", "active")
case("RS256 token, key pinned to RS512", sign(id_claims(), "RS256", kid="rsa-512-only"), "unsupported-algorithm", "active")
case("RS512 token, key pinned to RS512", sign(id_claims(), "RS512", kid="rsa-512-only"), None, "active",
     jwk=jwk_by_kid["rsa-512-only"])

# The RFCs' examples (their times are in 2011: verified at their own time).
# The RFC tokens carry no kid, so verification stops at unknown-kid; the test suite also checks
# their signatures directly against the RFC keys (kids rfc7515-a2 and rfc7515-a3 in jwks.json).
case("RFC 7515 A.2 (RS256)", RFC_A2_TOKEN, "unknown-kid", "active", at=1300819370, options={})
case("RFC 7515 A.3 (ES256)", RFC_A3_TOKEN, "unknown-kid", "expired", options={})
case("RFC 7519 3.1 (HS256)", RFC_7519_TOKEN, "unsupported-algorithm", "expired", options={})

# Malformed and encrypted.
for name, token in [
    ("empty", ""), ("two parts", f"{header}.{payload}"), ("four parts", f"{header}.{payload}.{signature}.x"),
    ("six parts", "a.b.c.d.e.f"), ("padding", f"{header}=.{payload}.{signature}"),
    ("bad base64url character", f"{header}.{payload[:10]}*{payload[11:]}.{signature}"),
    ("space inside", f"{header}.{payload} .{signature}"),
    ("header not an object", f"{b64json([1, 2])}.{payload}.{signature}"),
    ("payload not JSON", f"{header}.{b64(b'not json')}.{signature}"),
    ("payload an array", f"{header}.{b64json(['sub'])}.{signature}"),
    ("exp a string", f"{header}.{b64json(id_claims(exp=str(AT)))}.{signature}"),
    ("aud a number", f"{header}.{b64json(id_claims(aud=5))}.{signature}"),
    ("groups not strings", f"{header}.{b64json(id_claims(**{'cognito:groups': [1]}))}.{signature}"),
    ("duplicate claim", header + "." + b64(b'{"sub":"a","sub":"b"}') + "." + signature),
    ("no alg", f"{b64json({'kid': 'rsa-1'})}.{payload}.{signature}"),
    ("crit header", f"{b64json({'alg': 'RS256', 'kid': 'rsa-1', 'crit': ['exp'], 'exp': 1})}.{payload}.{signature}"),
    ("too long", f"{header}.{b64json(id_claims(padding='x' * 40000))}.{signature}"),
]:
    case(f"malformed: {name}", token, "malformed", None, decode="malformed")
jwe = ".".join([b64json({"alg": "RSA-OAEP", "enc": "A256GCM", "cty": "JWT"}), b64(os.urandom(256)), b64(os.urandom(12)),
                b64(os.urandom(64)), b64(os.urandom(16))])
case("refresh token (JWE)", jwe, "encrypted-token", None, decode="encrypted-token")

os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "jwks.json"), "w") as out:
    json.dump({"keys": keys}, out, indent=1)
    out.write("\n")
with open(os.path.join(OUT, "other-key.jwks.json"), "w") as out:
    json.dump({"keys": [public_jwk(other_rsa, "rsa-1", alg="RS256")]}, out, indent=1)
    out.write("\n")
with open(os.path.join(OUT, "cases.jsonl"), "w") as out:
    for entry in cases:
        out.write(json.dumps(entry, ensure_ascii=False) + "\n")

# Independent checks of the RFC vectors with cryptography itself.
n = int.from_bytes(base64.urlsafe_b64decode(RFC_A2_N + "=="), "big")
rsa.RSAPublicNumbers(65537, n).public_key().verify(
    base64.urlsafe_b64decode(RFC_A2_TOKEN.split(".")[2] + "=="), RFC_A2_TOKEN.rsplit(".", 1)[0].encode(),
    padding.PKCS1v15(), hashes.SHA256())
print(f"wrote {len(cases)} cases and {len(keys)} keys to {os.path.normpath(OUT)}; RFC 7515 A.2 verified", file=sys.stderr)
