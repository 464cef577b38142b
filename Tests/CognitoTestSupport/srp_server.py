# SPDX-License-Identifier: Apache-2.0
"""A Cognito endpoint that does the server side of SRP, written from the protocol, for the tests.

moto answers USER_SRP_AUTH with a random SALT and SRP_B and never checks PASSWORD_CLAIM_SIGNATURE,
so passing against it proves the message order, not the maths. This server keeps a password
verifier per user and checks the claim as Cognito does:

- registration (test control, not Cognito's API): POST /_credkit/users {"pool", "clientId",
  "username", "password", "userIdForSRP"?, "devices"?} stores salt s (16 random bytes) and
  v = g^x mod N, with x = H(padHex(s) || H(poolName || userIdForSRP || ":" || password)), and a salted
  PBKDF2 hash for USER_PASSWORD_AUTH; the password itself is not kept;
- InitiateAuth USER_PASSWORD_AUTH {USERNAME, PASSWORD, DEVICE_KEY?}: the password against the hash, then
  as after a PASSWORD_VERIFIER (below);
- InitiateAuth USER_SRP_AUTH {USERNAME, SRP_A}: refuses A = 0 mod N, draws b (128 random bytes),
  answers PASSWORD_VERIFIER with SALT, SRP_B = hex(k*v + g^b mod N), SECRET_BLOCK (random, base64:
  it stands for the state Cognito encrypts into it), USER_ID_FOR_SRP and USERNAME, and no Session
  (as Cognito's answer usually has none);
- RespondToAuthChallenge PASSWORD_VERIFIER {USERNAME, PASSWORD_CLAIM_SECRET_BLOCK,
  PASSWORD_CLAIM_SIGNATURE, TIMESTAMP}: u = H(padHex(A) || padHex(B)), S = (A * v^u)^b mod N,
  K = HKDF-SHA256(salt = padHex(u), key = padHex(S), info = "Caldera Derived Key")[:16], and the
  signature must be Base64(HMAC-SHA256(K, poolName || userIdForSRP || secretBlock || TIMESTAMP)),
  with the secret block one issued to this app client and not answered before, TIMESTAMP in
  Cognito's format (English names, day of month not zero-padded: "Tue Nov 3 09:54:10 UTC 2026") and
  within five minutes of the server's clock. Anything else is NotAuthorizedException "Incorrect username or password.".
  Success answers AuthenticationResult with unsigned JWT-shaped tokens (exp, token_use, username).

Remembered devices, for a pool registered with "devices": "always" or "opt-in" (Cognito's "always
remember" and "remember on the user's choice"):
- a sign-in that sends no DEVICE_KEY (or one this user does not have) gets NewDeviceMetadata
  {DeviceKey: "us-east-1_<uuid>", DeviceGroupKey: "-<random>"} with its tokens;
- ConfirmDevice {AccessToken, DeviceKey, DeviceSecretVerifierConfig {PasswordVerifier, Salt}, DeviceName}
  keeps the device's salt and verifier (base64 of the big-endian bytes) and answers
  UserConfirmationNecessary (true for "opt-in", whose devices are remembered only after
  UpdateDeviceStatus remembered); DeviceKeyExistsException for a device confirmed before;
- a PASSWORD_VERIFIER answer that carries the DEVICE_KEY of a confirmed, remembered device of the user
  is answered DEVICE_SRP_AUTH (the device must prove itself); RespondToAuthChallenge DEVICE_SRP_AUTH
  {USERNAME, DEVICE_KEY, SRP_A} → DEVICE_PASSWORD_VERIFIER {SALT, SRP_B, SECRET_BLOCK, USERNAME,
  DEVICE_KEY}; RespondToAuthChallenge DEVICE_PASSWORD_VERIFIER is checked as PASSWORD_VERIFIER is, with
  the device group key in the pool name's place and the device key as the user (x from the device
  password; the message signed is DeviceGroupKey || DeviceKey || secret block || TIMESTAMP);
- UpdateDeviceStatus, ListDevices (Limit, PaginationToken; DeviceAttributes device_name,
  device_status, dev:device_remembered_status, last_ip_used) and ForgetDevice, for the access token's
  user (ResourceNotFoundException for a device the user does not have);
- refresh (InitiateAuth REFRESH_TOKEN_AUTH, GetTokensFromRefreshToken) of tokens issued to a device
  must send its key (AuthParameters DEVICE_KEY, DeviceKey), and the device must not have been
  forgotten: otherwise NotAuthorizedException "Invalid Refresh Token".

H is SHA-256, N the 3072-bit group of RFC 5054 with g = 2, k = H(padHex(N) || padHex(g)), and padHex
the minimal big-endian two's-complement bytes of a positive integer (a 0x00 byte before a top bit).

Every request is checked against AWS's model of the service (cognito_model.py) first; one that does
not fit is answered InvalidParameterException. GET /_credkit/requests lists what was received:
[{"operation", "valid", "errors", "outcome", "answerErrors", "clientId"}] (answerErrors: how a successful answer of
this server's fails the operation's output shape; empty when it fits).

Usage: python3 srp_server.py — prints the port it listens on (loopback), then serves until its
parent process is gone.
"""
import base64
import hashlib
import hmac
import json
import os
import re
import secrets
import sys
import threading
import time
import uuid
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cognito_model  # noqa: E402

N = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7"
    "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C"
    "BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF",
    16)
G = 2
TIMESTAMP_FORMAT = re.compile(
    r"^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12][0-9]|3[01]) "
    r"([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9] UTC [0-9]{4}$")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
INCORRECT = ("NotAuthorizedException", "Incorrect username or password.")


def pad(number):
    """padHex as bytes: big-endian, minimal, with a 0x00 byte when the top bit would be set."""
    length = max(1, (number.bit_length() + 8) // 8)
    return number.to_bytes(length, "big")


def sha256(*parts):
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    return digest.digest()


K_MULTIPLIER = int.from_bytes(sha256(pad(N), pad(G)), "big")


def pool_name(pool_id):
    return pool_id.split("_", 1)[1]


def private_value(salt, identity, password):
    """x = H(padHex(salt) || H(identity || ":" || password)), identity = poolName || userIdForSRP."""
    inner = sha256((identity + ":" + password).encode())
    return int.from_bytes(sha256(pad(salt), inner), "big")


def derived_key(shared, scrambler):
    """Cognito's HKDF: one block of HMAC-SHA256, the first 16 bytes."""
    prk = hmac.new(pad(scrambler), pad(shared), hashlib.sha256).digest()
    return hmac.new(prk, b"Caldera Derived Key\x01", hashlib.sha256).digest()[:16]


def timestamp_ok(text, now):
    """Cognito's format, and within five minutes of `now`."""
    if TIMESTAMP_FORMAT.match(text) is None:
        return False
    _, month, day, clock, _, year = text.split(" ")
    hour, minute, second = (int(field) for field in clock.split(":"))
    try:
        moment = datetime(int(year), MONTHS.index(month) + 1, int(day), hour, minute, second, tzinfo=timezone.utc)
    except ValueError:   # the 31st of a shorter month
        return False
    return abs(moment.timestamp() - now) <= 300


def token(claims):
    def part(value):
        return base64.urlsafe_b64encode(json.dumps(value, separators=(",", ":")).encode()).rstrip(b"=").decode()
    return part({"alg": "RS256", "kid": "srp-test-server"}) + "." + part(claims) + "." + part({"unsigned": True})


lock = threading.Lock()
pool_devices = {}  # pool -> "always" | "opt-in" (device tracking on)
devices = {}     # (pool, username) -> {device key -> {"group", "salt", "verifier", "name", "remembered", ...}}
access_users = {}  # access token -> (pool, username)
refresh_tokens = {}  # refresh token -> {"pool", "username", "clientId", "deviceKey"}
users = {}       # (pool, username) -> {"salt", "verifier", "userIdForSRP", "sub"}
clients = {}     # app client ID -> its pool
pending = {}     # secret block -> {"pool", "username", "A", "b", "B", "clientId"}
received = []    # {"operation", "valid", "errors", "outcome"}


def register(body):
    pool, username, password = body["pool"], body["username"], body["password"]
    with lock:
        clients[body["clientId"]] = pool
        if body.get("devices"):
            pool_devices[pool] = body["devices"]
    identity = body.get("userIdForSRP") or username
    salt = int.from_bytes(secrets.token_bytes(16), "big")
    verifier = pow(G, private_value(salt, pool_name(pool) + identity, password), N)
    # For USER_PASSWORD_AUTH (the password sent, over TLS in real life): a salted PBKDF2 hash.
    hash_salt = secrets.token_bytes(16)
    with lock:
        users[(pool, username)] = {"salt": salt, "verifier": verifier, "userIdForSRP": identity,
                                   "sub": str(uuid.uuid4()), "hashSalt": hash_salt,
                                   "hash": hashlib.pbkdf2_hmac("sha256", password.encode(), hash_salt, 10_000)}
    return 200, {}


def password_auth(body):
    """USER_PASSWORD_AUTH: the password checked against the kept hash, then as after PASSWORD_VERIFIER."""
    parameters = body.get("AuthParameters", {})
    username = parameters.get("USERNAME", "")
    with lock:
        pool = clients.get(body.get("ClientId"))
        user = users.get((pool, username))
    if user is None:
        return 400, {"__type": "UserNotFoundException", "message": "User does not exist."}
    given = hashlib.pbkdf2_hmac("sha256", parameters.get("PASSWORD", "").encode(), user["hashSalt"], 10_000)
    if not hmac.compare_digest(given, user["hash"]):
        return 400, {"__type": INCORRECT[0], "message": INCORRECT[1]}
    state = {"pool": pool, "username": username, "clientId": body.get("ClientId")}
    return signed_in(state, parameters.get("DEVICE_KEY"))


def initiate_auth(body):
    if body.get("AuthFlow") in ("REFRESH_TOKEN_AUTH", "REFRESH_TOKEN"):
        parameters = body.get("AuthParameters", {})
        return refresh(parameters.get("REFRESH_TOKEN", ""), body.get("ClientId"), parameters.get("DEVICE_KEY"))
    if body.get("AuthFlow") == "USER_PASSWORD_AUTH":
        return password_auth(body)
    if body.get("AuthFlow") != "USER_SRP_AUTH":
        return 400, {"__type": "InvalidParameterException",
                     "message": "This test server answers USER_SRP_AUTH, USER_PASSWORD_AUTH and refreshes."}
    parameters = body.get("AuthParameters", {})
    username, a_hex = parameters.get("USERNAME", ""), parameters.get("SRP_A", "")
    with lock:
        pool = clients.get(body.get("ClientId"))
        user = users.get((pool, username))
    if user is None:
        return 400, {"__type": "UserNotFoundException", "message": "User does not exist."}
    try:
        big_a = int(a_hex, 16)
    except ValueError:
        return 400, {"__type": "InvalidParameterException", "message": "SRP_A is not hex."}
    if big_a % N == 0:
        return 400, {"__type": "InvalidParameterException", "message": "SRP_A is 0 mod N."}
    b = int.from_bytes(secrets.token_bytes(128), "big") % N
    big_b = (K_MULTIPLIER * user["verifier"] + pow(G, b, N)) % N
    # Cognito's SECRET_BLOCK carries the server's state (encrypted); here it names the state kept.
    secret_block = base64.b64encode(secrets.token_bytes(96)).decode()
    with lock:
        pending[secret_block] = {"pool": pool, "username": username, "A": big_a, "b": b, "B": big_b,
                                 "clientId": body.get("ClientId")}
    return 200, {"ChallengeName": "PASSWORD_VERIFIER", "ChallengeParameters": {
        "SALT": format(user["salt"], "x"), "SRP_B": format(big_b, "x"), "SECRET_BLOCK": secret_block,
        "USER_ID_FOR_SRP": user["userIdForSRP"], "USERNAME": username}}


def respond(body):
    if body.get("ChallengeName") == "DEVICE_SRP_AUTH":
        return device_srp(body)
    if body.get("ChallengeName") == "DEVICE_PASSWORD_VERIFIER":
        return device_verifier(body)
    if body.get("ChallengeName") != "PASSWORD_VERIFIER":
        return 400, {"__type": "InvalidParameterException", "message": "This test server answers PASSWORD_VERIFIER only."}
    responses = body.get("ChallengeResponses", {})
    secret_block = responses.get("PASSWORD_CLAIM_SECRET_BLOCK", "")
    with lock:
        state = pending.pop(secret_block, None)   # a challenge is answered once
    if state is None or state["clientId"] != body.get("ClientId"):
        return 400, {"__type": "NotAuthorizedException", "message": "Invalid session for the user."}
    with lock:
        user = users.get((state["pool"], state["username"]))
    if user is None or responses.get("USERNAME") not in (state["username"], user["userIdForSRP"]):
        return 400, {"__type": INCORRECT[0], "message": INCORRECT[1]}
    stamp = responses.get("TIMESTAMP", "")
    if not timestamp_ok(stamp, time.time()):
        return 400, {"__type": INCORRECT[0], "message": INCORRECT[1]}
    scrambler = int.from_bytes(sha256(pad(state["A"]), pad(state["B"])), "big")
    shared = pow(state["A"] * pow(user["verifier"], scrambler, N) % N, state["b"], N)
    key = derived_key(shared, scrambler)
    message = (pool_name(state["pool"]) + user["userIdForSRP"]).encode() + base64.b64decode(secret_block) \
        + stamp.encode()
    expected = base64.b64encode(hmac.new(key, message, hashlib.sha256).digest()).decode()
    if not hmac.compare_digest(expected, responses.get("PASSWORD_CLAIM_SIGNATURE", "")):
        return 400, {"__type": INCORRECT[0], "message": INCORRECT[1]}
    return signed_in(state, responses.get("DEVICE_KEY"))


def signed_in(state, device_key):
    """After the password: DEVICE_SRP_AUTH for a remembered device of the user, else tokens."""
    with lock:
        device = devices.get((state["pool"], state["username"]), {}).get(device_key)
        confirmed = device is not None and device.get("verifier") is not None
        known = confirmed and device["remembered"]
    if known:
        session = base64.b64encode(secrets.token_bytes(48)).decode()
        return 200, {"ChallengeName": "DEVICE_SRP_AUTH", "Session": session,
                     "ChallengeParameters": {"USERNAME": state["username"], "DEVICE_KEY": device_key}}
    # A confirmed device the user chose not to remember signs in without proving itself.
    return 200, {"ChallengeParameters": {}, "AuthenticationResult": issue(state, device_key if confirmed else None)}


def issue(state, device_key):
    """Tokens for (pool, username, clientId); NewDeviceMetadata for a new device where devices are tracked."""
    result = access_and_id(state)
    with lock:
        if device_key is None and state["pool"] in pool_devices:
            device_key = "us-east-1_" + str(uuid.uuid4())
            group = "-" + secrets.token_urlsafe(6).replace("_", "A").replace("-", "B")
            devices.setdefault((state["pool"], state["username"]), {})[device_key] = {
                "group": group, "verifier": None, "salt": None, "name": None, "remembered": False,
                "created": time.time(), "modified": time.time(), "authenticated": time.time()}
            result["NewDeviceMetadata"] = {"DeviceKey": device_key, "DeviceGroupKey": group}
        elif device_key is not None:
            devices[(state["pool"], state["username"])][device_key]["authenticated"] = time.time()
        fresh = secrets.token_urlsafe(48)
        refresh_tokens[fresh] = {"pool": state["pool"], "username": state["username"],
                                 "clientId": state["clientId"], "deviceKey": device_key}
        result["RefreshToken"] = fresh
    return result


def refresh(refresh_token, client_id, device_key):
    with lock:
        issued = refresh_tokens.get(refresh_token)
        device = None
        if issued is not None and issued["deviceKey"] is not None:
            device = devices.get((issued["pool"], issued["username"]), {}).get(issued["deviceKey"])
    if issued is None or issued["clientId"] != client_id:
        return 400, {"__type": "NotAuthorizedException", "message": "Invalid Refresh Token"}
    if issued["deviceKey"] is not None and (device is None or device_key != issued["deviceKey"]):
        return 400, {"__type": "NotAuthorizedException", "message": "Invalid Refresh Token"}
    return 200, {"AuthenticationResult": access_and_id(issued)}


def access_and_id(state):
    """New access and ID tokens for (pool, username, clientId): what a refresh answers."""
    with lock:
        user = users[(state["pool"], state["username"])]
    now = int(time.time())
    common = {"sub": user["sub"], "iss": "https://cognito-idp.us-east-1.amazonaws.com/" + state["pool"],
              "iat": now, "exp": now + 3600, "auth_time": now, "jti": str(uuid.uuid4())}
    access = token(dict(common, token_use="access", client_id=state["clientId"], username=state["username"]))
    identity = token(dict(common, token_use="id", aud=state["clientId"], **{"cognito:username": state["username"]}))
    with lock:
        access_users[access] = (state["pool"], state["username"])
    return {"AccessToken": access, "IdToken": identity, "ExpiresIn": 3600, "TokenType": "Bearer"}


def device_srp(body):
    responses = body.get("ChallengeResponses", {})
    username, device_key, a_hex = responses.get("USERNAME", ""), responses.get("DEVICE_KEY", ""), responses.get("SRP_A", "")
    with lock:
        pool = clients.get(body.get("ClientId"))
        device = devices.get((pool, username), {}).get(device_key)
    if device is None or device.get("verifier") is None:
        return 400, {"__type": "ResourceNotFoundException", "message": "Device does not exist."}
    try:
        big_a = int(a_hex, 16)
    except ValueError:
        return 400, {"__type": "InvalidParameterException", "message": "SRP_A is not hex."}
    if big_a % N == 0:
        return 400, {"__type": "InvalidParameterException", "message": "SRP_A is 0 mod N."}
    b = int.from_bytes(secrets.token_bytes(128), "big") % N
    big_b = (K_MULTIPLIER * device["verifier"] + pow(G, b, N)) % N
    secret_block = base64.b64encode(secrets.token_bytes(96)).decode()
    with lock:
        pending[secret_block] = {"pool": pool, "username": username, "A": big_a, "b": b, "B": big_b,
                                 "clientId": body.get("ClientId"), "deviceKey": device_key}
    return 200, {"ChallengeName": "DEVICE_PASSWORD_VERIFIER", "ChallengeParameters": {
        "SALT": format(device["salt"], "x"), "SRP_B": format(big_b, "x"), "SECRET_BLOCK": secret_block,
        "USERNAME": username, "DEVICE_KEY": device_key}}


def device_verifier(body):
    responses = body.get("ChallengeResponses", {})
    secret_block = responses.get("PASSWORD_CLAIM_SECRET_BLOCK", "")
    with lock:
        state = pending.pop(secret_block, None)
    if state is None or state.get("deviceKey") is None or state["clientId"] != body.get("ClientId"):
        return 400, {"__type": "NotAuthorizedException", "message": "Invalid session for the user."}
    with lock:
        device = devices.get((state["pool"], state["username"]), {}).get(state["deviceKey"])
    if device is None or responses.get("DEVICE_KEY") != state["deviceKey"] or responses.get("USERNAME") != state["username"]:
        return 400, {"__type": INCORRECT[0], "message": INCORRECT[1]}
    stamp = responses.get("TIMESTAMP", "")
    if not timestamp_ok(stamp, time.time()):
        return 400, {"__type": INCORRECT[0], "message": INCORRECT[1]}
    scrambler = int.from_bytes(sha256(pad(state["A"]), pad(state["B"])), "big")
    shared = pow(state["A"] * pow(device["verifier"], scrambler, N) % N, state["b"], N)
    key = derived_key(shared, scrambler)
    message = (device["group"] + state["deviceKey"]).encode() + base64.b64decode(secret_block) + stamp.encode()
    expected = base64.b64encode(hmac.new(key, message, hashlib.sha256).digest()).decode()
    if not hmac.compare_digest(expected, responses.get("PASSWORD_CLAIM_SIGNATURE", "")):
        return 400, {"__type": INCORRECT[0], "message": INCORRECT[1]}
    return 200, {"ChallengeParameters": {}, "AuthenticationResult": issue(state, state["deviceKey"])}


def token_owner(access_token):
    with lock:
        return access_users.get(access_token)


NOT_AUTHORIZED = (400, {"__type": "NotAuthorizedException", "message": "Invalid Access Token"})
NO_DEVICE = (400, {"__type": "ResourceNotFoundException", "message": "Device does not exist."})


def device_operation(operation, body):
    owner = token_owner(body.get("AccessToken", ""))
    if owner is None:
        return NOT_AUTHORIZED
    with lock:
        mode = pool_devices.get(owner[0])
        owned = devices.setdefault(owner, {})
        if operation == "ListDevices":
            keys = sorted(owned, key=lambda k: owned[k]["created"])
            keys = [k for k in keys if owned[k]["verifier"] is not None]
            start = int(body.get("PaginationToken", "0") or 0)
            limit = body.get("Limit") or 60
            page = keys[start:start + limit]
            answer = {"Devices": [{
                "DeviceKey": k, "DeviceCreateDate": owned[k]["created"], "DeviceLastModifiedDate": owned[k]["modified"],
                "DeviceLastAuthenticatedDate": owned[k]["authenticated"],
                "DeviceAttributes": [{"Name": "device_status", "Value": "valid"},
                                     {"Name": "device_name", "Value": owned[k]["name"] or ""},
                                     {"Name": "dev:device_remembered_status",
                                      "Value": "remembered" if owned[k]["remembered"] else "not_remembered"},
                                     {"Name": "last_ip_used", "Value": "127.0.0.1"}]} for k in page]}
            if start + limit < len(keys):
                answer["PaginationToken"] = str(start + limit)
            return 200, answer
        device = owned.get(body["DeviceKey"])
        if operation == "ConfirmDevice":
            if device is None:
                return NO_DEVICE
            if device["verifier"] is not None:
                return 400, {"__type": "DeviceKeyExistsException", "message": "Device already confirmed."}
            config = body.get("DeviceSecretVerifierConfig") or {}
            try:
                device["verifier"] = int.from_bytes(base64.b64decode(config["PasswordVerifier"], validate=True), "big")
                device["salt"] = int.from_bytes(base64.b64decode(config["Salt"], validate=True), "big")
            except (KeyError, ValueError):
                return 400, {"__type": "InvalidParameterException", "message": "DeviceSecretVerifierConfig is not valid."}
            device["name"] = body.get("DeviceName")
            device["remembered"] = mode == "always"
            device["modified"] = time.time()
            return 200, {"UserConfirmationNecessary": mode == "opt-in"}
        if device is None or device["verifier"] is None:
            return NO_DEVICE
        if operation == "UpdateDeviceStatus":
            device["remembered"] = body.get("DeviceRememberedStatus") == "remembered"
            device["modified"] = time.time()
            return 200, {}
        del owned[body["DeviceKey"]]   # ForgetDevice
        return 200, {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *arguments):
        pass

    def answer(self, status, payload, content_type="application/x-amz-json-1.1"):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path == "/_credkit/requests":
            with lock:
                self.answer(200, list(received), "application/json")
        else:
            self.answer(404, {"message": "not found"}, "application/json")

    def do_POST(self):
        data = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path == "/_credkit/users":
            self.answer(*register(json.loads(data)), "application/json")
            return
        operation = self.headers.get("X-Amz-Target", "").rpartition(".")[2]
        try:
            body = json.loads(data or b"{}")
        except ValueError:
            body = None
        if body is None or operation not in cognito_model.MODEL.operation_names:
            problems = "not JSON" if body is None else "unknown operation " + operation
        else:
            problems = cognito_model.check(body, cognito_model.MODEL.operation_model(operation).input_shape)
        if problems:
            status, payload = 400, {"__type": "InvalidParameterException", "message": problems}
        elif operation == "InitiateAuth":
            status, payload = initiate_auth(body)
        elif operation == "RespondToAuthChallenge":
            status, payload = respond(body)
        elif operation == "GetTokensFromRefreshToken":
            status, payload = refresh(body["RefreshToken"], body["ClientId"], body.get("DeviceKey"))
        elif operation in ("ConfirmDevice", "UpdateDeviceStatus", "ListDevices", "ForgetDevice"):
            status, payload = device_operation(operation, body)
        else:
            status, payload = 400, {"__type": "InvalidParameterException",
                                    "message": "This test server answers sign-in, refresh and device operations."}
        # The server's own successful answers are checked against the operation's output shape too.
        answer_problems = ""
        if status == 200 and operation in cognito_model.MODEL.operation_names:
            answer_problems = cognito_model.check(payload, cognito_model.MODEL.operation_model(operation).output_shape)
        with lock:
            received.append({"operation": operation, "valid": not problems, "errors": problems,
                             "outcome": payload.get("__type", "ok"), "answerErrors": answer_problems,
                             "clientId": (body or {}).get("ClientId") if isinstance(body, dict) else None})
        self.answer(status, payload)


def main():
    parent = os.getppid()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    while os.getppid() == parent:
        time.sleep(0.5)
    server.shutdown()


if __name__ == "__main__":
    main()
