# SPDX-License-Identifier: Apache-2.0
"""A Cognito front for the tests: what moto lacks, written from AWS's protocol, in front of moto.

Every request is checked against AWS's own model of the service (botocore's cognito-idp
service-2.json: the operation must exist, and its body must satisfy the input shape's required
members, types, lengths and patterns); a request that does not is answered as Cognito answers one,
400 InvalidParameterException, and recorded. The operations moto does not implement are answered
here from the API reference; every other request goes on to moto unchanged, and its answer comes
back unchanged.

Implemented here:
- Signature Version 4 for the signed (administrator) operations: keys registered with POST
  /_credkit/credentials {"accessKeyId", "secretAccessKey", "sessionToken"?} are the ones AWS would
  know. A request whose Authorization header is AWS4-HMAC-SHA256 with a registered key is signed
  again by botocore's own signer (botocore.auth.SigV4Auth, at the request's X-Amz-Date, over the
  headers it names in SignedHeaders) and the two Authorization headers are compared byte for byte:
  a difference is InvalidSignatureException, an unknown key UnrecognizedClientException, an
  unsigned DescribeUserPool MissingAuthenticationTokenException — as AWS answers. Each verdict is
  listed by GET /_credkit/signatures. The signed operations are the pool readers and the
  administration operations (SIGNED_OPERATIONS); moto's key `testing` (secret `testing`) is known
  from the start.

- RevokeToken {Token, ClientId, ClientSecret?}: the refresh token and every access token issued
  with it stop working — InitiateAuth REFRESH_TOKEN_AUTH answers NotAuthorizedException "Refresh
  Token has been revoked", and an operation taking one of its access tokens answers
  NotAuthorizedException "Access Token has been revoked". Errors as the API reference lists them:
  UnsupportedTokenTypeException for an access or ID token (a JWT), UnauthorizedException for a
  token issued to another client or a missing or wrong client secret, UnsupportedOperationException
  when the app client has token revocation turned off (EnableTokenRevocation false). A token the
  server never issued is accepted without effect (RFC 7009 §2.2).

- ConfirmForgotPassword with a code of 6 to 8 digits is passed to moto as the code it handed out
  (`moto-confirmation-code:DIGITS`), so moto checks it; it takes any other code unchecked.

- ResendConfirmationCode for a user not yet confirmed: a new code, returned in the
  `x-credkit-verification-code` header (moto accepts any sign-up code); UserNotFoundException,
  InvalidParameterException for a confirmed user, NotAuthorizedException for a wrong SECRET_HASH.

- The self-service operations moto lacks, kept in moto's state through its admin API: DeleteUser,
  DeleteUserAttributes, GetUserAttributeVerificationCode (a 6-digit code for `email` or
  `phone_number`, returned to the tests in the `x-credkit-verification-code` header, as moto returns
  its forgot-password code; InvalidParameterException for another attribute or one the user lacks),
  VerifyUserAttribute (the code sets `<attribute>_verified`; CodeMismatchException otherwise, and for
  an attribute no code was sent for) and GetUserAuthFactors (the user's MFA settings from GetUser;
  `ConfiguredUserAuthFactors` is `PASSWORD`, and `WEB_AUTHN` for a user with a passkey). The user is the
  access token's, found with moto's GetUser (so a bad token is moto's NotAuthorizedException).

- GetTokensFromRefreshToken {RefreshToken, ClientId, ClientSecret?}: new tokens through moto's
  REFRESH_TOKEN_AUTH (with SECRET_HASH over the user the token was issued to). For an app client with
  rotation turned on (POST /_credkit/rotation {"clientId", "enabled"}: moto has no such setting) the
  answer carries a new refresh token and the one sent is spent: a second use is
  RefreshTokenReuseException (no grace period), and REFRESH_TOKEN_AUTH is refused for that client
  (NotAuthorizedException), as Cognito does with rotation on.

- Choice-based sign-in (InitiateAuth USER_AUTH, which moto refuses): the user's factors are PASSWORD,
  PASSWORD_SRP, EMAIL_OTP (with an email) and SMS_OTP (with a phone number), or those set for the app
  client with POST /_credkit/first-factors {"clientId", "factors"} (WEB_AUTHN only there). A usable
  PREFERRED_CHALLENGE goes straight to that factor; otherwise SELECT_CHALLENGE with AvailableChallenges
  and a Session. PASSWORD goes to moto as USER_PASSWORD_AUTH, PASSWORD_SRP as USER_SRP_AUTH (whose
  PASSWORD_VERIFIER the client then answers to moto); EMAIL_OTP and SMS_OTP send a 6-digit code (listed
  by GET /_credkit/codes as attribute "EMAIL_OTP" or "SMS_OTP"), and the right code signs the user in.
  moto cannot issue tokens without a password, so the front then sets a random one through the admin
  API and signs in with it: in this emulator a code sign-in replaces the user's password.

- Passkeys (moto has none), verified with py_webauthn 3.0.1, the relying-party library real services
  use. SetUserPoolMfaConfig's WebAuthnConfiguration {RelyingPartyId, UserVerification,
  FactorConfiguration} and SetUserMFAPreference's WebAuthnMfaSettings are kept here (the rest goes to
  moto; GetUserPoolMfaConfig shows it). StartWebAuthnRegistration: WebAuthnNotEnabledException unless
  the token's app client has WEB_AUTHN among its first factors, WebAuthnConfigurationMissingException
  without a relying party; else py_webauthn's creation options (resident key required, the user's
  passkeys excluded), the challenge kept five minutes for that user and app client.
  CompleteWebAuthnRegistration verifies the RegistrationResponseJSON with py_webauthn (origin
  `https://` + the relying party): no registration waiting or another challenge is
  WebAuthnChallengeNotFoundException, another app client WebAuthnClientMismatchException, another
  origin WebAuthnOriginNotAllowedException, another relying party's hash
  WebAuthnRelyingPartyMismatchException, an algorithm or attestation it does not take (or a passkey
  already kept) WebAuthnCredentialNotSupportedException. ListWebAuthnCredentials pages (NextToken) and
  DeleteWebAuthnCredential (ResourceNotFoundException for one the user lacks) follow. In USER_AUTH,
  WEB_AUTHN is offered when the user has a passkey and the pool a relying party — in a pool with MFA ON
  only when its FactorConfiguration is MULTI_FACTOR_WITH_USER_VERIFICATION and the user turned
  WebAuthnMfaSettings on (user verification then required) — as PREFERRED_CHALLENGE or chosen in
  SELECT_CHALLENGE: the WEB_AUTHN challenge carries CREDENTIAL_REQUEST_OPTIONS; RespondToAuthChallenge
  WEB_AUTHN's CREDENTIAL is verified against the stored key and counter (NotAuthorizedException
  "Incorrect passkey: " and py_webauthn's reason otherwise) and signs the user in as a code does.
  GetUserAuthFactors lists WEB_AUTHN for a user with a passkey.

- NEW_PASSWORD_REQUIRED with required attributes, for an app client given some with POST
  /_credkit/required-attributes {"clientId", "attributes"}: the challenge lists them
  (`requiredAttributes`, a JSON list of `userAttributes.NAME`, as Cognito sends it); the answer must
  carry a value for each (`userAttributes.NAME`; InvalidParameterException otherwise), which the front
  sets through the admin API once moto has taken the new password.

- Passwordless sign-up (SignUp without Password), where the app client's first factors include a code
  or a passkey (the default ones do; InvalidParameterException otherwise): moto gets the user with a
  random password no one knows. ConfirmSignUp's answer carries a Session (as Cognito's does in pools
  with choice-based sign-in); InitiateAuth USER_AUTH with that Session and the same USERNAME signs the
  user in once, without a password or a code (through a random password, as for a code).

- Custom authentication (InitiateAuth CUSTOM_AUTH, which moto answers with `{}`), for an app client
  given triggers with POST /_credkit/custom-auth {"clientId", "challenges": [{"parameters", "answer"}],
  "attempts"?}: as AWS's example define/create/verify triggers decide it, each challenge in turn is a
  CUSTOM_CHALLENGE whose public ChallengeParameters are the given parameters (with USERNAME) under a
  new Session; the right ANSWER moves to the next one, and after the last the user is signed in (as
  for a code, through a random password); a wrong ANSWER asks the same challenge again, until
  `attempts` (default 3) wrong answers, then NotAuthorizedException. A session is answered once.

- SetRiskConfiguration and DescribeRiskConfiguration (threat protection's responses, read by `credkit
  audit pool:ID`), kept here by pool and app client: ResourceNotFoundException for an unknown pool or
  client, UserPoolAddOnNotEnabledException when the pool's AdvancedSecurityMode (kept by moto) is OFF;
  Describe answers what was set, or the pool's ID alone. Both answers are checked against the output
  shape.

- GetClientToken {ClientId, Secret, Scopes?}: an access token for the app client itself, signed with
  moto's key (so the pool's JWKS verifies it): `sub` and `client_id` the client, `token_use` access,
  `scope` the scopes asked for (else every custom scope the client allows). ResourceNotFoundException
  for an unknown client; NotAuthorizedException for a client without a secret, a wrong secret, or a
  client without the ALLOW_CLIENT_TOKEN_AUTH flow (which botocore 1.44.8's ExplicitAuthFlowsType enum
  lacks, although the operation's documentation requires it: the tests give it to moto straight, as
  boto3 does not check enums); InvalidParameterException for a scope the client may not have.
  Accepted signed or unsigned (Cognito does not evaluate IAM for it, whatever the model says).

- GetDerivedToken (OAuth 2.0 token exchange, RFC 8693) {ClientId, ClientSecret?, SubjectToken,
  SubjectTokenType, ActorToken?, ActorTokenType?, Scopes?, Audiences?, Resources?,
  RequestedTokenType?}: the subject (and actor) token must be this pool's, signed with moto's key,
  unexpired, of the type named (`token_use`), and an access token must still work in moto (GetUser)
  and not be revoked; a SAML2 subject is InvalidParameterException (no SAML provider here). The app
  client needs ALLOW_TOKEN_EXCHANGE_IMPERSONATION (no actor) or ALLOW_TOKEN_EXCHANGE_DELEGATION
  (actor), and its secret when it has one (NotAuthorizedException otherwise). An audience must be an
  app client or resource server of the pool, a resource a resource server's identifier, and scopes a
  subset of the subject access token's (InvalidParameterException otherwise). The new token keeps
  the subject's `sub`, `username`, `auth_time` and `origin_jti`, takes `client_id` (access) or `aud`
  (ID) from the requesting client, `aud` from the audience, names the actor in `act` {sub,
  client_id}, and expires with the subject token at the latest (one hour at most).

- Identity pools (Cognito Identity, `AWSCognitoIdentityService.*`, checked against botocore 1.44.8's
  cognito-identity model): GetId {IdentityPoolId, Logins} and GetCredentialsForIdentity {IdentityId,
  Logins, CustomRoleArn?}, and SetIdentityPoolRoles and GetIdentityPoolRoles, which moto lacks (kept
  here). The identity pool is moto's (its providers, read through moto's API); each Logins entry for a user pool (`cognito-idp.REGION.amazonaws.com/POOL`) must be an ID token
  that moto's key signed, of that pool, unexpired, for an app client the identity pool lists
  (NotAuthorizedException "Invalid login token…" otherwise). GetId gives one identity per pool and
  user, as Cognito does (moto makes a new one per call); GetCredentialsForIdentity wants the logins of
  that identity's user (NotAuthorizedException), ResourceNotFoundException for an identity it never
  gave, and assumes the pool's authenticated role (or CustomRoleArn, which must be that role or one
  of the pool's role mappings') through moto's STS AssumeRole, as Cognito calls STS: the keys are
  moto's, so STS GetCallerIdentity with them names the assumed role. A pool without an authenticated
  role is InvalidIdentityPoolConfigurationException. Other identity operations go to moto.

Every answer the front writes for these two is checked against the operation's output shape
(botocore 1.44.8) before it is sent: one that does not fit is a 500 naming the problem.
GET /_credkit/issued counts the tokens issued: {"GetClientToken": {client: n}, "GetDerivedToken":
{client: n}}.

GET /POOL/.well-known/openid-configuration: the pool's discovery document as Cognito serves it (moto
has none), with the domain's endpoints only when the pool has a domain.

GET /_credkit/codes lists the verification codes not yet used: [{"pool", "username", "attribute",
"code"}], for tests that drive the binary (which cannot see the header).

GET /_credkit/requests lists what was received: [{"operation", "valid", "errors", "clientId"?}], for
the tests to assert that every request satisfied the model (and, by app client, that one was not sent).

Usage: python3 cognito_gaps.py UPSTREAM_URL — prints the port it listens on (loopback), then serves
until its parent process is gone.
"""
import base64
import datetime
import hmac
import json
import re
import os
import secrets
import sys
import threading
import time
import unittest.mock
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import boto3
import botocore
import botocore.session
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.validate import ParamValidator
import webauthn
import webauthn.helpers as webauthn_helpers
import webauthn.helpers.structs as webauthn_structs

UPSTREAM = sys.argv[1].rstrip("/")
# The model every request is checked against (make test-deps installs it; cognito_model.py checks
# the same version).
if botocore.__version__ != "1.44.8":
    sys.exit(f"cognito_gaps.py: botocore {botocore.__version__} is installed, the tests need 1.44.8 (make test-deps)")
MODEL = botocore.session.get_session().get_service_model("cognito-idp")
OPERATIONS = set(MODEL.operation_names)
IDENTITY_MODEL = botocore.session.get_session().get_service_model("cognito-identity")
IDENTITY_OPERATIONS = set(IDENTITY_MODEL.operation_names)
VALIDATOR = ParamValidator()
ADMIN = boto3.client("cognito-idp", endpoint_url=UPSTREAM, region_name="us-east-1",
                     aws_access_key_id="testing", aws_secret_access_key="testing")
IDENTITY = boto3.client("cognito-identity", endpoint_url=UPSTREAM, region_name="us-east-1",
                        aws_access_key_id="testing", aws_secret_access_key="testing")
STS = boto3.client("sts", endpoint_url=UPSTREAM, region_name="us-east-1",
                   aws_access_key_id="testing", aws_secret_access_key="testing")

lock = threading.Lock()
received = []           # {"operation", "valid", "errors"}
# access key ID -> (secret, session token); moto's own test key is known from the start, as the
# tests' boto3 helpers sign with it.
signing_keys = {"testing": ("testing", None)}
signing_lock = threading.Lock()
signatures = []         # {"operation", "received", "expected", "match"}
# Operations AWS answers only when signed with Signature Version 4 (credkit signs these): the pool
# readers and the administration operations of `credkit cognito admin`.
SIGNED_OPERATIONS = {"DescribeUserPool", "GetCSVHeader", "AdminCreateUser", "AdminSetUserPassword",
                     "AdminResetUserPassword", "AdminEnableUser", "AdminDisableUser", "AdminDeleteUser",
                     "AdminUserGlobalSignOut", "AdminGetUser", "AdminSetUserMFAPreference", "ListUsers", "ListGroups",
                     "ListUsersInGroup", "AdminAddUserToGroup", "AdminRemoveUserFromGroup", "AdminListGroupsForUser",
                     "ListUserPoolClients", "DescribeUserPoolClient", "GetUserPoolMfaConfig",
                     "DescribeRiskConfiguration", "SetRiskConfiguration", "DescribeUserPoolDomain"}
refresh_client = {}     # refresh token -> the client it was issued to
access_family = {}      # access token -> the refresh token it was issued with
revoked = set()         # revoked refresh tokens
clients = {}            # client id -> its description (from moto's admin API)


def check_signature(handler, operation, data):
    """None when the request may go on; else the error answer (status, payload) AWS would give."""
    authorization = handler.headers.get("Authorization", "")
    if not authorization.startswith("AWS4-HMAC-SHA256 "):
        if operation in SIGNED_OPERATIONS:
            return error("MissingAuthenticationTokenException", "Missing Authentication Token")
        return None
    fields = dict(part.strip().split("=", 1) for part in authorization[len("AWS4-HMAC-SHA256 "):].split(","))
    key_id, day, region, service, _ = fields["Credential"].split("/")
    with lock:
        known = signing_keys.get(key_id)
    if known is None:
        if operation in SIGNED_OPERATIONS:
            return error("UnrecognizedClientException", "The security token included in the request is invalid.")
        return None
    secret, token = known
    signed = fields["SignedHeaders"].split(";")
    headers = {name: handler.headers[name] for name in signed
               if name not in ("host", "x-amz-date", "x-amz-security-token") and handler.headers.get(name) is not None}
    request = AWSRequest(method=handler.command, url="http://" + handler.headers["Host"] + handler.path,
                         data=data, headers=headers)
    # botocore signs at get_current_datetime(): pinned to the request's X-Amz-Date while it signs.
    try:
        moment = datetime.datetime.strptime(handler.headers.get("X-Amz-Date", ""), "%Y%m%dT%H%M%SZ")
    except ValueError:
        return error("IncompleteSignatureException", "X-Amz-Date is missing or malformed")
    with signing_lock, unittest.mock.patch("botocore.auth.get_current_datetime", return_value=moment):
        SigV4Auth(Credentials(key_id, secret, token), service, region).add_auth(request)
    expected = request.headers["Authorization"]
    with lock:
        signatures.append({"operation": operation, "received": authorization, "expected": expected,
                           "match": expected == authorization,
                           "signedHeaders": signed})
    if expected != authorization:
        return error("InvalidSignatureException",
                     "The request signature we calculated does not match the signature you provided.")
    if token is not None and handler.headers.get("X-Amz-Security-Token") != token:
        return error("UnrecognizedClientException", "The security token included in the request is invalid.")
    return None


def describe_client(client_id):
    """The app client's description, found through the admin API across moto's pools."""
    if client_id in clients:
        return clients[client_id]
    # One question tells moto's unknown clients apart (it looks in every pool itself): a refresh with a
    # token no one holds is ResourceNotFoundException for an unknown client and NotAuthorizedException,
    # with no effect, for a known one. Without it an unknown client would cost a call per pool, which
    # late in a run (hundreds of pools, moto serialised) outlasts a client's timeout.
    status, answer = upstream("InitiateAuth", {"ClientId": client_id, "AuthFlow": "REFRESH_TOKEN_AUTH",
                                               "AuthParameters": {"REFRESH_TOKEN": "credkit-front-probe"}})
    if status != 200 and "ResourceNotFound" in answer.get("__type", ""):
        return None
    # Every page: a run makes far more than one page (60) of pools, and the newest come last.
    pools, token = [], None
    while True:
        page = ADMIN.list_user_pools(MaxResults=60, **({"NextToken": token} if token else {}))
        pools += page["UserPools"]
        token = page.get("NextToken")
        if not token:
            break
    for pool in reversed(pools):
        try:
            found = ADMIN.describe_user_pool_client(UserPoolId=pool["Id"], ClientId=client_id)["UserPoolClient"]
        except ADMIN.exceptions.ResourceNotFoundException:
            continue
        clients[client_id] = found
        return found
    return None


def error(kind, message):
    return 400, {"__type": kind, "message": message}


def revoke_token(body):
    token, client_id = body["Token"], body["ClientId"]
    client = describe_client(client_id)
    if client is None:
        return error("ResourceNotFoundException", f"User pool client {client_id} does not exist.")
    if client.get("EnableTokenRevocation") is False:
        return error("UnsupportedOperationException", "Token revocation is not enabled for this app client.")
    secret = client.get("ClientSecret")
    if secret is not None and body.get("ClientSecret") != secret:
        return error("UnauthorizedException", "Unable to verify secret for client " + client_id)
    if token.count(".") == 2:
        return error("UnsupportedTokenTypeException", "Unsupported token type")
    with lock:
        issued_to = refresh_client.get(token)
        if issued_to is not None and issued_to != client_id:
            return error("UnauthorizedException", "Token was not issued to this client")
        if issued_to is not None:
            revoked.add(token)
    return 200, {}


verification_codes = {}   # (pool, username, attribute) -> code
rotating_clients = set()  # app clients with refresh-token rotation on
rotated = {}              # refresh token issued here -> moto's refresh token behind it
spent = set()             # refresh tokens rotation has replaced
refresh_user = {}         # moto refresh token -> the username it was issued to
first_factors = {}        # app client -> the first factors it allows (USER_AUTH)
choice_sessions = {}      # session -> {"pool", "username", "clientId", "challenge", "code"}
signup_sessions = {}      # ConfirmSignUp's session -> the user it signs in (USER_AUTH with Session)
DEFAULT_FACTORS = ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP", "SMS_OTP"]
webauthn_settings = {}    # user pool -> its WebAuthnConfiguration (moto keeps none)
passkey_mfa = {}          # (pool, username) -> whether passkeys count as MFA for the user (WebAuthnMfaSettings)
passkeys = {}             # (pool, username) -> [{"id", "publicKey", "signCount", "transports", "createdAt", ...}]
registrations = {}        # (pool, username) -> {"challenge", "clientId", "expires"} (StartWebAuthnRegistration's)
required_settings = {}    # app client -> attribute names NEW_PASSWORD_REQUIRED requires
custom_settings = {}      # app client -> {"challenges": [{"parameters", "answer"}], "attempts"} (CUSTOM_AUTH)
custom_sessions = {}      # session -> the state of a custom sign-in


def upstream(operation, body):
    """One call to moto: (status, answer)."""
    request = urllib.request.Request(UPSTREAM + "/", data=json.dumps(body).encode(), method="POST")
    request.add_header("X-Amz-Target", "AWSCognitoIdentityProviderService." + operation)
    request.add_header("Content-Type", "application/x-amz-json-1.1")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as failure:
        return failure.code, json.loads(failure.read() or b"{}")


def token_user(access_token):
    """((pool, username, attributes, user), None) for an access token, or (None, moto's error answer)."""
    status, answer = upstream("GetUser", {"AccessToken": access_token})
    if status != 200:
        return None, (status, answer)
    pool = token_claims(access_token)["iss"].rstrip("/").rpartition("/")[2]
    attributes = {item["Name"]: item["Value"] for item in answer.get("UserAttributes", [])}
    return (pool, answer["Username"], attributes, answer), None


def signed_in_user(operation, body):
    """token_user for a request the front answers itself, refused first as Cognito would refuse a revoked
    token: ((pool, username, attributes, user), None) or (None, the error answer)."""
    refused = refused_before_upstream(operation, body)
    if refused is not None:
        return None, refused
    return token_user(body["AccessToken"])


def masked(value):
    """a***@e*** for an address, +*******4321 for a phone number, as Cognito shows them."""
    if "@" in value:
        local, _, domain = value.partition("@")
        return local[:1] + "***@" + domain[:1] + "***"
    return "+" + "*" * max(0, len(value) - 5) + value[-4:]


def self_service(operation, body):
    """The self-service operations moto lacks; None for any other operation."""
    if operation not in ("DeleteUser", "DeleteUserAttributes", "GetUserAttributeVerificationCode",
                         "VerifyUserAttribute", "GetUserAuthFactors"):
        return None
    found, failure = token_user(body["AccessToken"])
    if failure is not None:
        return failure
    pool, username, attributes, user = found
    if operation == "DeleteUser":
        ADMIN.admin_delete_user(UserPoolId=pool, Username=username)
        return 200, {}
    if operation == "DeleteUserAttributes":
        ADMIN.admin_delete_user_attributes(UserPoolId=pool, Username=username,
                                           UserAttributeNames=body["UserAttributeNames"])
        return 200, {}
    if operation == "GetUserAuthFactors":
        with lock:
            has_passkey = bool(passkeys.get((pool, username)))
        answer = {"Username": username, "ConfiguredUserAuthFactors": ["PASSWORD"] + (["WEB_AUTHN"] if has_passkey else [])}
        for key in ("PreferredMfaSetting", "UserMFASettingList"):
            if user.get(key):
                answer[key] = user[key]
        return 200, answer
    name = body["AttributeName"]
    if operation == "GetUserAttributeVerificationCode":
        if name not in ("email", "phone_number") or name not in attributes:
            return error("InvalidParameterException", f"Cannot send a code: the user has no {name} to verify.")
        code = f"{secrets.randbelow(10 ** 6):06d}"
        with lock:
            verification_codes[(pool, username, name)] = code
        details = {"Destination": masked(attributes[name]), "DeliveryMedium": "EMAIL" if name == "email" else "SMS",
                   "AttributeName": name}
        return 200, {"CodeDeliveryDetails": details}, (("x-credkit-verification-code", code),)
    with lock:
        expected = verification_codes.get((pool, username, name))
        if expected is None or not hmac.compare_digest(expected, body["Code"]):
            return error("CodeMismatchException", "Invalid verification code provided, please try again.")
        del verification_codes[(pool, username, name)]
    ADMIN.admin_update_user_attributes(UserPoolId=pool, Username=username,
                                       UserAttributes=[{"Name": name + "_verified", "Value": "true"}])
    return 200, {}


PASSKEY_OPERATIONS = ("StartWebAuthnRegistration", "CompleteWebAuthnRegistration", "ListWebAuthnCredentials",
                      "DeleteWebAuthnCredential")


def token_claims(token):
    payload = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))


def relying_party(pool):
    """The pool's relying party ID and user-verification setting, or None when not configured."""
    with lock:
        setting = webauthn_settings.get(pool)
    if not setting or not setting.get("RelyingPartyId"):
        return None
    return setting["RelyingPartyId"], setting.get("UserVerification", "preferred")


def webauthn_refusal(message, registering):
    """py_webauthn's refusal as the Cognito error a relying party of its kind answers with."""
    if registering:
        for needle, kind in (("challenge", "WebAuthnChallengeNotFoundException"),
                             ("origin", "WebAuthnOriginNotAllowedException"),
                             ("RP ID hash", "WebAuthnRelyingPartyMismatchException"),
                             ("alg", "WebAuthnCredentialNotSupportedException"),
                             ("attestation", "WebAuthnCredentialNotSupportedException")):
            if needle in message:
                return error(kind, message)
        return error("InvalidParameterException", message)
    return error("NotAuthorizedException", "Incorrect passkey: " + message)


def passkey_operation(operation, body):
    """Passkey registration and management (moto has none), verified with py_webauthn; None otherwise."""
    if operation not in PASSKEY_OPERATIONS:
        return None
    found, failure = signed_in_user(operation, body)
    if failure is not None:
        return failure
    pool, username, attributes, _ = found
    client_id = token_claims(body["AccessToken"]).get("client_id")
    key = (pool, username)
    if operation == "ListWebAuthnCredentials":
        with lock:
            held = list(passkeys.get(key, []))
        token = body.get("NextToken", "0")
        if not token.isdigit() or int(token) > len(held):
            return error("InvalidParameterException", "Invalid NextToken.")
        start = int(token)
        size = body.get("MaxResults") or 20
        page = held[start:start + size]
        answer = {"Credentials": [{
            "CredentialId": item["id"], "FriendlyCredentialName": item["name"], "RelyingPartyId": item["rpId"],
            "AuthenticatorAttachment": item["attachment"], "AuthenticatorTransports": item["transports"],
            "CreatedAt": item["createdAt"]} for item in page]}
        if start + size < len(held):
            answer["NextToken"] = str(start + size)
        return checked(operation, answer)
    if operation == "DeleteWebAuthnCredential":
        with lock:
            held = passkeys.get(key, [])
            kept = [item for item in held if item["id"] != body["CredentialId"]]
            if len(kept) == len(held):
                return error("ResourceNotFoundException", "Credential not found.")
            passkeys[key] = kept
        return checked(operation, {})
    if "WEB_AUTHN" not in first_factors.get(client_id, DEFAULT_FACTORS):
        return error("WebAuthnNotEnabledException", "Passkey sign-in is not enabled for this user pool.")
    party = relying_party(pool)
    if party is None:
        return error("WebAuthnConfigurationMissingException", "The user pool has no passkey relying party.")
    rp_id, verification = party
    if operation == "StartWebAuthnRegistration":
        with lock:
            held = list(passkeys.get(key, []))
        sub = attributes.get("sub", username)
        options = webauthn.generate_registration_options(
            rp_id=rp_id, rp_name=rp_id, user_name=username, user_id=sub.encode(),
            user_display_name=attributes.get("email", username),
            authenticator_selection=webauthn_structs.AuthenticatorSelectionCriteria(
                resident_key=webauthn_structs.ResidentKeyRequirement.REQUIRED,
                user_verification=webauthn_structs.UserVerificationRequirement(verification)),
            exclude_credentials=[webauthn_structs.PublicKeyCredentialDescriptor(
                id=webauthn_helpers.base64url_to_bytes(item["id"])) for item in held])
        with lock:
            registrations[key] = {"challenge": options.challenge, "clientId": client_id, "expires": time.time() + 300}
        return checked(operation, {"CredentialCreationOptions": json.loads(webauthn_helpers.options_to_json(options))})
    # CompleteWebAuthnRegistration
    with lock:
        started = registrations.pop(key, None)
    if started is None or started["expires"] < time.time():
        return error("WebAuthnChallengeNotFoundException", "No passkey registration was started, or it expired.")
    if started["clientId"] != client_id:
        return error("WebAuthnClientMismatchException", "The registration was started by another app client.")
    try:
        verified = webauthn.verify_registration_response(
            credential=body["Credential"], expected_challenge=started["challenge"], expected_rp_id=rp_id,
            expected_origin="https://" + rp_id, require_user_verification=verification == "required")
    except Exception as failure:  # py_webauthn's InvalidRegistrationResponse and its parsing errors
        return webauthn_refusal(str(failure), registering=True)
    credential_id = webauthn_helpers.bytes_to_base64url(verified.credential_id)
    credential = body["Credential"]
    with lock:
        held = passkeys.setdefault(key, [])
        if any(item["id"] == credential_id for item in held):
            return error("WebAuthnCredentialNotSupportedException", "This passkey is already registered.")
        held.append({"id": credential_id, "publicKey": verified.credential_public_key,
                     "signCount": verified.sign_count, "rpId": rp_id,
                     "name": credential.get("friendlyName") or f"passkey {len(held) + 1}",
                     "attachment": credential.get("authenticatorAttachment") or "cross-platform",
                     "transports": credential.get("response", {}).get("transports") or ["internal"],
                     "createdAt": time.time()})
    return checked(operation, {})


def passkey_challenge(state):
    """The WEB_AUTHN challenge: the request options for the user's passkeys, under a new session."""
    rp_id, verification = relying_party(state["pool"])
    with lock:
        held = list(passkeys.get((state["pool"], state["canonical"]), []))
    options = webauthn.generate_authentication_options(
        rp_id=rp_id, user_verification=webauthn_structs.UserVerificationRequirement(verification),
        allow_credentials=[webauthn_structs.PublicKeyCredentialDescriptor(
            id=webauthn_helpers.base64url_to_bytes(item["id"])) for item in held])
    session = base64.b64encode(secrets.token_bytes(48)).decode()
    with lock:
        choice_sessions[session] = dict(state, challenge="WEB_AUTHN", passkeyChallenge=options.challenge)
    return 200, {"ChallengeName": "WEB_AUTHN", "Session": session, "ChallengeParameters": {
        "CREDENTIAL_REQUEST_OPTIONS": webauthn_helpers.options_to_json(options)}}


def passkey_answer(state, responses):
    """RespondToAuthChallenge WEB_AUTHN: the assertion verified with py_webauthn against the stored key
    and counter; tokens, or NotAuthorizedException naming what was wrong."""
    try:
        credential = json.loads(responses.get("CREDENTIAL", ""))
    except ValueError:
        return error("InvalidParameterException", "CREDENTIAL is not JSON.")
    rp_id, verification = relying_party(state["pool"])
    key = (state["pool"], state["canonical"])
    with lock:
        stored = next((item for item in passkeys.get(key, []) if item["id"] == credential.get("id")), None)
    if stored is None:
        return error("NotAuthorizedException", "Incorrect passkey: not one of the user's.")
    with lock:
        mfa = passkey_mfa.get(key, False)
        factor = (webauthn_settings.get(state["pool"]) or {}).get("FactorConfiguration", "SINGLE_FACTOR")
    needs_verification = verification == "required" or (
        state.get("mfaRequired") and factor == "MULTI_FACTOR_WITH_USER_VERIFICATION" and mfa)
    try:
        verified = webauthn.verify_authentication_response(
            credential=credential, expected_challenge=state["passkeyChallenge"], expected_rp_id=rp_id,
            expected_origin="https://" + rp_id, credential_public_key=stored["publicKey"],
            credential_current_sign_count=stored["signCount"], require_user_verification=needs_verification)
    except Exception as failure:  # py_webauthn's InvalidAuthenticationResponse and its parsing errors
        return webauthn_refusal(str(failure), registering=False)
    with lock:
        stored["signCount"] = verified.new_sign_count
    return tokens_without_password(state)


def passkey_offered(state):
    """Whether WEB_AUTHN is a first factor for this user: a relying party, a passkey, and, in a pool
    that requires MFA, passkeys counting as MFA (the pool's FactorConfiguration and the user's setting)."""
    key = (state["pool"], state["canonical"])
    with lock:
        held = passkeys.get(key)
        factor = (webauthn_settings.get(state["pool"]) or {}).get("FactorConfiguration", "SINGLE_FACTOR")
        mfa = passkey_mfa.get(key, False)
    if not held or relying_party(state["pool"]) is None:
        return False
    return not state.get("mfaRequired") or (factor == "MULTI_FACTOR_WITH_USER_VERIFICATION" and mfa)


def mfa_settings(operation, body):
    """The passkey parts of SetUserPoolMfaConfig, GetUserPoolMfaConfig and SetUserMFAPreference, kept
    here (moto ignores them); the rest goes to moto. None for other operations."""
    if operation == "SetUserPoolMfaConfig" and "WebAuthnConfiguration" in body:
        forwarded = {name: value for name, value in body.items() if name != "WebAuthnConfiguration"}
        status, answer = upstream(operation, forwarded)
        if status == 200:
            with lock:
                webauthn_settings[body["UserPoolId"]] = dict(body["WebAuthnConfiguration"])
            answer = dict(answer, WebAuthnConfiguration=body["WebAuthnConfiguration"])
        return status, answer
    if operation == "GetUserPoolMfaConfig":
        status, answer = upstream(operation, body)
        with lock:
            setting = webauthn_settings.get(body["UserPoolId"])
        if status == 200 and setting:
            answer = dict(answer, WebAuthnConfiguration=setting)
        return status, answer
    if operation == "SetUserMFAPreference" and "WebAuthnMfaSettings" in body:
        found, failure = signed_in_user(operation, body)
        if failure is not None:
            return failure
        pool, username, _, _ = found
        forwarded = {name: value for name, value in body.items() if name != "WebAuthnMfaSettings"}
        status, answer = (upstream(operation, forwarded) if len(forwarded) > 1 else (200, {}))
        if status == 200:
            with lock:
                passkey_mfa[(pool, username)] = bool(body["WebAuthnMfaSettings"].get("Enabled"))
        return status, answer
    return None


def client_secret_hash(client, username):
    secret = client.get("ClientSecret") if client else None
    if secret is None:
        return None
    message = (username + client["ClientId"]).encode()
    return base64.b64encode(hmac.new(secret.encode(), message, "sha256").digest()).decode()


def user_auth(operation, body):
    """Choice-based sign-in, which moto lacks; None for any other request."""
    if operation == "InitiateAuth" and body.get("AuthFlow") == "USER_AUTH":
        parameters = body.get("AuthParameters", {})
        username = parameters.get("USERNAME", "")
        client = describe_client(body["ClientId"])
        if client is None:
            return error("ResourceNotFoundException", "User pool client does not exist.")
        try:
            user = ADMIN.admin_get_user(UserPoolId=client["UserPoolId"], Username=username)
        except ADMIN.exceptions.UserNotFoundException:
            return error("UserNotFoundException", "User does not exist.")
        attributes = {item["Name"]: item["Value"] for item in user.get("UserAttributes", [])}
        allowed = first_factors.get(body["ClientId"], DEFAULT_FACTORS)
        described = ADMIN.describe_user_pool(UserPoolId=client["UserPoolId"])["UserPool"]
        state = {"pool": client["UserPoolId"], "username": username, "clientId": body["ClientId"],
                 "attributes": attributes, "client": client, "canonical": user["Username"],
                 "mfaRequired": described.get("MfaConfiguration") == "ON"}
        available = [factor for factor in allowed
                     if (factor != "EMAIL_OTP" or "email" in attributes)
                     and (factor != "SMS_OTP" or "phone_number" in attributes)
                     and (factor != "WEB_AUTHN" or passkey_offered(state))]
        preferred = parameters.get("PREFERRED_CHALLENGE")
        if preferred == "WEB_AUTHN" and preferred in available:
            return passkey_challenge(state)
        if preferred in available:
            return first_factor(preferred, parameters, state)
        session = base64.b64encode(secrets.token_bytes(48)).decode()
        with lock:
            choice_sessions[session] = dict(state, challenge="SELECT_CHALLENGE", available=available)
        return 200, {"ChallengeName": "SELECT_CHALLENGE", "Session": session, "ChallengeParameters": {},
                     "AvailableChallenges": available}
    if operation != "RespondToAuthChallenge":
        return None
    with lock:
        state = choice_sessions.get(body.get("Session", ""))
    if state is None:
        return None
    responses = body.get("ChallengeResponses", {})
    if body.get("ChallengeName") != state["challenge"]:
        return error("InvalidParameterException", "The challenge answered is not the one asked.")
    if state["challenge"] == "SELECT_CHALLENGE":
        answer = responses.get("ANSWER")
        if answer not in state["available"]:
            return error("InvalidParameterException", "The factor chosen was not offered.")
        with lock:
            choice_sessions.pop(body["Session"], None)
        if answer == "WEB_AUTHN":
            return passkey_challenge(state)
        return first_factor(answer, responses, state)
    if state["challenge"] == "WEB_AUTHN":
        with lock:
            choice_sessions.pop(body["Session"], None)
        return passkey_answer(state, responses)
    code = responses.get(state["challenge"] + "_CODE", "")
    if not hmac.compare_digest(code, state["code"]):
        return error("CodeMismatchException", "Invalid code provided, please try again.")
    with lock:
        choice_sessions.pop(body["Session"], None)
    return tokens_without_password(state)


def tokens_without_password(state):
    """moto issues tokens only for a password: set a random one through the admin API and sign in with it."""
    one_time = "Aa1!" + secrets.token_urlsafe(24)
    ADMIN.admin_set_user_password(UserPoolId=state["pool"], Username=state["username"], Password=one_time, Permanent=True)
    parameters = {"USERNAME": state["username"], "PASSWORD": one_time}
    hashed = client_secret_hash(state["client"], state["username"])
    if hashed is not None:
        parameters["SECRET_HASH"] = hashed
    request = {"AuthFlow": "USER_PASSWORD_AUTH", "ClientId": state["clientId"], "AuthParameters": parameters}
    status, answer = upstream("InitiateAuth", request)
    if status == 200:
        remember_tokens("InitiateAuth", request, answer)
    return status, answer


def passwordless(operation, body):
    """Passwordless sign-up and signing in with ConfirmSignUp's session; None for other requests."""
    if operation == "SignUp" and "Password" not in body:
        allowed = first_factors.get(body["ClientId"], DEFAULT_FACTORS)
        if not any(factor in allowed for factor in ("EMAIL_OTP", "SMS_OTP", "WEB_AUTHN")):
            return error("InvalidParameterException", "A password is required: the app client offers no passwordless sign-in.")
        # moto needs a password: one no one knows, so the user can only sign in with codes.
        return upstream("SignUp", dict(body, Password="Aa1!" + secrets.token_urlsafe(24)))
    if operation == "ConfirmSignUp":
        status, answer = upstream("ConfirmSignUp", body)
        client = describe_client(body["ClientId"])
        if status == 200 and client is not None:
            session = base64.b64encode(secrets.token_bytes(48)).decode()
            with lock:
                signup_sessions[session] = {"pool": client["UserPoolId"], "username": body["Username"],
                                            "clientId": body["ClientId"], "client": client}
            answer = dict(answer, Session=session)
        return status, answer
    if operation == "InitiateAuth" and body.get("AuthFlow") == "USER_AUTH" and "Session" in body:
        with lock:
            state = signup_sessions.pop(body["Session"], None)
        if state is None or state["clientId"] != body["ClientId"]:
            return error("NotAuthorizedException", "Invalid session for the user.")
        if body.get("AuthParameters", {}).get("USERNAME") != state["username"]:
            return error("NotAuthorizedException", "The username does not match the session.")
        hashed = client_secret_hash(state["client"], state["username"])
        if hashed is not None and body.get("AuthParameters", {}).get("SECRET_HASH") != hashed:
            return error("NotAuthorizedException", "Unable to verify secret hash for client " + body["ClientId"])
        return tokens_without_password(state)
    return None


def required_attributes(operation, body):
    """NEW_PASSWORD_REQUIRED with required attributes (moto sends none), for app clients given some."""
    with lock:
        required = required_settings.get(body.get("ClientId"))
    if required is None:
        return None
    if operation == "InitiateAuth":
        status, answer = upstream("InitiateAuth", body)
        if status == 200 and answer.get("ChallengeName") == "NEW_PASSWORD_REQUIRED":
            answer["ChallengeParameters"] = dict(answer.get("ChallengeParameters") or {}, requiredAttributes=json.dumps(
                ["userAttributes." + name for name in required]), userAttributes="{}")
        elif status == 200:
            remember_tokens(operation, body, answer)
        return status, answer
    if operation != "RespondToAuthChallenge" or body.get("ChallengeName") != "NEW_PASSWORD_REQUIRED":
        return None
    responses = dict(body.get("ChallengeResponses") or {})
    given = {key[len("userAttributes."):]: responses.pop(key) for key in list(responses) if key.startswith("userAttributes.")}
    missing = [name for name in required if not given.get(name)]
    if missing:
        return error("InvalidParameterException", "Missing required attribute: " + ", ".join(missing))
    status, answer = upstream("RespondToAuthChallenge", dict(body, ChallengeResponses=responses))
    if status == 200:
        client = describe_client(body["ClientId"])
        ADMIN.admin_update_user_attributes(UserPoolId=client["UserPoolId"], Username=responses["USERNAME"],
                                           UserAttributes=[{"Name": n, "Value": v} for n, v in given.items()])
        remember_tokens(operation, body, answer)
    return status, answer


def custom_challenge(state):
    """The current CUSTOM_CHALLENGE of a custom sign-in, under a new session."""
    session = base64.b64encode(secrets.token_bytes(48)).decode()
    asked = state["challenges"][state["index"]]
    with lock:
        custom_sessions[session] = state
    return 200, {"ChallengeName": "CUSTOM_CHALLENGE", "Session": session,
                 "ChallengeParameters": dict(asked["parameters"], USERNAME=state["username"])}


def custom_auth(operation, body):
    """Custom authentication as the define/create/verify triggers of AWS's example decide it; None otherwise."""
    if operation == "InitiateAuth" and body.get("AuthFlow") == "CUSTOM_AUTH":
        with lock:
            setting = custom_settings.get(body["ClientId"])
        if setting is None:
            return None   # no triggers set up for this client: moto's own answer
        client = describe_client(body["ClientId"])
        username = body.get("AuthParameters", {}).get("USERNAME", "")
        hashed = client_secret_hash(client, username)
        if hashed is not None and body.get("AuthParameters", {}).get("SECRET_HASH") != hashed:
            return error("NotAuthorizedException", "Unable to verify secret hash for client " + body["ClientId"])
        try:
            ADMIN.admin_get_user(UserPoolId=client["UserPoolId"], Username=username)
        except ADMIN.exceptions.UserNotFoundException:
            return error("UserNotFoundException", "User does not exist.")
        state = {"pool": client["UserPoolId"], "username": username, "clientId": body["ClientId"], "client": client,
                 "challenges": setting["challenges"], "attempts": setting["attempts"], "index": 0, "failures": 0}
        return custom_challenge(state)
    if operation != "RespondToAuthChallenge" or body.get("ChallengeName") != "CUSTOM_CHALLENGE":
        return None
    with lock:
        state = custom_sessions.pop(body.get("Session", ""), None)
    if state is None:
        return error("NotAuthorizedException", "Invalid session for the user.")
    responses = body.get("ChallengeResponses", {})
    if responses.get("USERNAME") != state["username"]:
        return error("InvalidParameterException", "USERNAME does not match the session.")
    if not hmac.compare_digest(responses.get("ANSWER", "").encode(), state["challenges"][state["index"]]["answer"].encode()):
        state = dict(state, failures=state["failures"] + 1)
        if state["failures"] >= state["attempts"]:
            return error("NotAuthorizedException", "Incorrect username or password.")
        return custom_challenge(state)
    state = dict(state, index=state["index"] + 1)
    if state["index"] < len(state["challenges"]):
        return custom_challenge(state)
    return tokens_without_password(state)


def first_factor(name, parameters, state):
    """The factor's first answer: moto's for a password, a code sent for EMAIL_OTP and SMS_OTP."""
    if name in ("PASSWORD", "PASSWORD_SRP"):
        forwarded = {"USERNAME": state["username"]}
        if name == "PASSWORD":
            forwarded["PASSWORD"] = parameters.get("PASSWORD", "")
        else:
            forwarded["SRP_A"] = parameters.get("SRP_A", "")
        if "SECRET_HASH" in parameters:
            forwarded["SECRET_HASH"] = parameters["SECRET_HASH"]
        request = {"AuthFlow": "USER_PASSWORD_AUTH" if name == "PASSWORD" else "USER_SRP_AUTH",
                   "ClientId": state["clientId"], "AuthParameters": forwarded}
        status, answer = upstream("InitiateAuth", request)
        if status == 200:
            remember_tokens("InitiateAuth", request, answer)
        return status, answer
    code = f"{secrets.randbelow(10 ** 6):06d}"
    session = base64.b64encode(secrets.token_bytes(48)).decode()
    target = state["attributes"]["email" if name == "EMAIL_OTP" else "phone_number"]
    with lock:
        choice_sessions[session] = dict(state, challenge=name, code=code)
        verification_codes[(state["pool"], state["username"], name)] = code
    return 200, {"ChallengeName": name, "Session": session, "ChallengeParameters": {
        "CODE_DELIVERY_DELIVERY_MEDIUM": "EMAIL" if name == "EMAIL_OTP" else "SMS",
        "CODE_DELIVERY_DESTINATION": masked(target)}}


def get_tokens_from_refresh_token(body):
    token, client_id = body["RefreshToken"], body["ClientId"]
    with lock:
        if token in spent:
            return error("RefreshTokenReuseException", "Refresh token has already been used.")
        underlying = rotated.get(token, token)
        if underlying in revoked:
            return error("NotAuthorizedException", "Refresh Token has been revoked")
        username = refresh_user.get(underlying)
        rotating = client_id in rotating_clients
    parameters = {"REFRESH_TOKEN": underlying}
    client = describe_client(client_id)
    secret = client.get("ClientSecret") if client else None
    if secret is not None:
        if body.get("ClientSecret") != secret:
            return error("NotAuthorizedException", "Unable to verify secret hash for client " + client_id)
        message = ((username or "") + client_id).encode()
        parameters["SECRET_HASH"] = base64.b64encode(hmac.new(secret.encode(), message, "sha256").digest()).decode()
    status, answer = upstream("InitiateAuth", {"AuthFlow": "REFRESH_TOKEN_AUTH", "ClientId": client_id,
                                                "AuthParameters": parameters})
    if status != 200:
        return status, answer
    result = answer.get("AuthenticationResult", {})
    result.pop("RefreshToken", None)
    if rotating:
        fresh = "rotated-" + secrets.token_hex(16)
        with lock:
            rotated[fresh] = underlying
            spent.add(token)
        result["RefreshToken"] = fresh
    with lock:
        if "AccessToken" in result:
            access_family[result["AccessToken"]] = underlying
    return 200, {"AuthenticationResult": result}


# The standard attributes GetCSVHeader lists for every pool, in AWS's order (AWS API reference,
# GetCSVHeader; developer guide, "Creating the user import CSV file"): moto's DescribeUserPool lists
# only the attributes a pool was created with.
STANDARD_HEADER = ["name", "given_name", "family_name", "middle_name", "nickname", "preferred_username", "profile",
                   "picture", "website", "email", "email_verified", "gender", "birthdate", "zoneinfo", "locale",
                   "phone_number", "phone_number_verified", "address", "updated_at"]


def resend_confirmation_code(body):
    """ResendConfirmationCode, which moto lacks: for a user not yet confirmed, a new 6-digit code
    "sent" to the email (else the phone number) and returned to the tests in the
    `x-credkit-verification-code` header (moto accepts any sign-up code); errors as the API reference
    lists them."""
    client = describe_client(body["ClientId"])
    if client is None:
        return error("ResourceNotFoundException", f"User pool client {body['ClientId']} does not exist.")
    expected = client_secret_hash(client, body["Username"])
    if expected is not None and not hmac.compare_digest(expected, body.get("SecretHash", "")):
        return error("NotAuthorizedException", f"Unable to verify secret hash for client {body['ClientId']}")
    try:
        user = ADMIN.admin_get_user(UserPoolId=client["UserPoolId"], Username=body["Username"])
    except ADMIN.exceptions.UserNotFoundException:
        return error("UserNotFoundException", "Username/client id combination not found.")
    if user["UserStatus"] != "UNCONFIRMED":
        return error("InvalidParameterException", "User is already confirmed.")
    attributes = {item["Name"]: item["Value"] for item in user.get("UserAttributes", [])}
    name = "email" if "email" in attributes else "phone_number" if "phone_number" in attributes else None
    if name is None:
        return error("InvalidParameterException", "The user has no email or phone number to send a code to.")
    code = f"{secrets.randbelow(10 ** 6):06d}"
    details = {"Destination": masked(attributes[name]), "DeliveryMedium": "EMAIL" if name == "email" else "SMS",
               "AttributeName": name}
    return 200, {"CodeDeliveryDetails": details}, (("x-credkit-verification-code", code),)


def csv_header(body):
    """GetCSVHeader, which moto lacks: the standard attributes, the pool's custom ones, then
    cognito:mfa_enabled and cognito:username, as AWS answers."""
    try:
        pool = ADMIN.describe_user_pool(UserPoolId=body["UserPoolId"])["UserPool"]
    except ADMIN.exceptions.ResourceNotFoundException:
        return error("ResourceNotFoundException", f"User pool {body['UserPoolId']} does not exist.")
    custom = [attribute["Name"] for attribute in pool.get("SchemaAttributes", [])
              if attribute["Name"].startswith("custom:")]
    return 200, {"UserPoolId": body["UserPoolId"],
                 "CSVHeader": STANDARD_HEADER + custom + ["cognito:mfa_enabled", "cognito:username"]}


risk_configurations = {}   # (pool, client or None) -> RiskConfiguration


def risk_configuration(operation, body):
    """SetRiskConfiguration and DescribeRiskConfiguration, which moto lacks, kept here by pool and app
    client (none: the pool's own): ResourceNotFoundException for an unknown pool or client,
    UserPoolAddOnNotEnabledException for a pool whose threat protection is OFF (moto keeps
    UserPoolAddOns), as the API reference lists them. Describe answers what was set, or the pool's ID
    alone when nothing was."""
    if operation not in ("SetRiskConfiguration", "DescribeRiskConfiguration"):
        return None
    pool_id, client_id = body["UserPoolId"], body.get("ClientId")
    try:
        pool = ADMIN.describe_user_pool(UserPoolId=pool_id)["UserPool"]
        if client_id is not None:
            ADMIN.describe_user_pool_client(UserPoolId=pool_id, ClientId=client_id)
    except ADMIN.exceptions.ResourceNotFoundException as failure:
        return error("ResourceNotFoundException", str(failure))
    if pool.get("UserPoolAddOns", {}).get("AdvancedSecurityMode", "OFF") == "OFF":
        return error("UserPoolAddOnNotEnabledException", "Advanced security features are not enabled for this user pool.")
    key = (pool_id, client_id)
    configuration = {"UserPoolId": pool_id, **({"ClientId": client_id} if client_id else {})}
    if operation == "SetRiskConfiguration":
        for name in ("CompromisedCredentialsRiskConfiguration", "AccountTakeoverRiskConfiguration",
                     "RiskExceptionConfiguration"):
            if name in body:
                configuration[name] = body[name]
        with lock:
            risk_configurations[key] = configuration
    else:
        with lock:
            configuration = risk_configurations.get(key, configuration)
    return checked(operation, {"RiskConfiguration": configuration})


from joserfc import jwk as _jwk, jwt as _jwt
from moto.utilities.utils import load_resource as _load_resource

SIGNING_KEY = _jwk.RSAKey.import_key(_load_resource("moto.cognitoidp.models", "resources/jwks-private.json"))
issued = {"GetClientToken": {}, "GetDerivedToken": {}}   # operation -> client -> tokens issued


def pool_issuer(pool):
    return f"https://cognito-idp.{pool.partition('_')[0]}.amazonaws.com/{pool}"


def mint(claims):
    return _jwt.encode({"kid": "dummy", "alg": "RS256"}, claims, SIGNING_KEY)


def checked(operation, answer):
    """The answer, or a 500 when it does not fit the operation's output shape."""
    report = VALIDATOR.validate(answer, MODEL.operation_model(operation).output_shape)
    if report.has_errors():
        return 500, {"__type": "InternalErrorException",
                     "message": "the test front's answer does not fit the model: " + report.generate_report()}
    return 200, answer


def count_issued(operation, client_id):
    with lock:
        issued[operation][client_id] = issued[operation].get(client_id, 0) + 1


def token_client(body, secret, required):
    """(client, None) for the request's app client when `secret` is its secret (or it has none and
    `required` is false); else (None, Cognito's error)."""
    client_id = body["ClientId"]
    client = describe_client(client_id)
    if client is None:
        return None, error("ResourceNotFoundException", f"User pool client {client_id} does not exist.")
    expected = client.get("ClientSecret")
    if expected is None and not required:
        return client, None
    if expected is None or not hmac.compare_digest((secret or "").encode(), expected.encode()):
        return None, error("NotAuthorizedException", "Unable to verify secret for client " + client_id)
    return client, None


def get_client_token(body):
    client_id = body["ClientId"]
    client, failure = token_client(body, body["Secret"], required=True)
    if failure:
        return failure
    if "ALLOW_CLIENT_TOKEN_AUTH" not in (client.get("ExplicitAuthFlows") or []):
        return error("NotAuthorizedException", "Client token authentication is not enabled for this client.")
    allowed = client.get("AllowedOAuthScopes") or []
    scopes = body.get("Scopes") or [scope for scope in allowed if "/" in scope]
    refused = [scope for scope in scopes if scope not in allowed]
    if refused:
        return error("InvalidParameterException", "Invalid scope requested: " + refused[0])
    now = int(time.time())
    pool = client["UserPoolId"]
    claims = {"sub": client_id, "token_use": "access", "scope": " ".join(scopes), "auth_time": now,
              "iss": pool_issuer(pool), "exp": now + 3600, "iat": now, "version": 2,
              "jti": secrets.token_hex(16), "client_id": client_id}
    count_issued("GetClientToken", client_id)
    return checked("GetClientToken", {"ClientAuthenticationResult": {
        "AccessToken": mint(claims), "ExpiresIn": 3600, "TokenType": "Bearer"}})


def verified_claims(token, issuer, token_use):
    """(claims, None) for a token moto's key signed, from `issuer`, of `token_use` and unexpired;
    else (None, what is wrong first: "signature", "issuer", "use" or "expired")."""
    try:
        claims = _jwt.decode(token, SIGNING_KEY).claims
    except Exception:  # joserfc raises several kinds for a token it cannot read or verify
        return None, "signature"
    if claims.get("iss") != issuer:
        return None, "issuer"
    if claims.get("token_use") != token_use:
        return None, "use"
    if not isinstance(claims.get("exp"), int) or claims["exp"] <= time.time():
        return None, "expired"
    return claims, None


def presented_claims(token, kind, pool):
    """(claims, None) for a token of this pool that moto's key signed, unexpired, of `kind`; else (None, error)."""
    if kind == "SAML2":
        return None, error("InvalidParameterException", "SAML2 tokens need a SAML identity provider, and this pool has none.")
    claims, wrong = verified_claims(token, pool_issuer(pool), "access" if kind == "ACCESS_TOKEN" else "id")
    if wrong:
        return None, error("NotAuthorizedException", {
            "signature": "Invalid token", "issuer": "Token was not issued by this user pool",
            "use": f"Token is not an {kind}", "expired": "Token is expired"}[wrong])
    if kind == "ACCESS_TOKEN" and claims.get("username") is not None:
        with lock:
            if access_family.get(token) in revoked:
                return None, error("NotAuthorizedException", "Access Token has been revoked")
        status, answer = upstream("GetUser", {"AccessToken": token})
        if status != 200:
            kind_of = answer.get("__type", "NotAuthorizedException").rpartition("#")[2]
            return None, error("UserNotFoundException" if kind_of == "UserNotFoundException" else "NotAuthorizedException",
                               answer.get("message", "Invalid token"))
    if kind == "ID_TOKEN":
        try:
            ADMIN.admin_get_user(UserPoolId=pool, Username=claims.get("cognito:username", ""))
        except ADMIN.exceptions.UserNotFoundException:
            return None, error("UserNotFoundException", "User does not exist.")
    return claims, None


def pool_audiences(pool):
    """The pool's app client IDs and resource server identifiers."""
    clients_of_pool = ADMIN.list_user_pool_clients(UserPoolId=pool, MaxResults=60)["UserPoolClients"]
    servers = ADMIN.list_resource_servers(UserPoolId=pool, MaxResults=50)["ResourceServers"]
    return {item["ClientId"] for item in clients_of_pool}, {item["Identifier"] for item in servers}


def get_derived_token(body):
    client_id = body["ClientId"]
    client, failure = token_client(body, body.get("ClientSecret"), required=False)
    if failure:
        return failure
    actor_token = body.get("ActorToken")
    flow = "ALLOW_TOKEN_EXCHANGE_DELEGATION" if actor_token else "ALLOW_TOKEN_EXCHANGE_IMPERSONATION"
    if flow not in (client.get("ExplicitAuthFlows") or []):
        return error("NotAuthorizedException", f"{flow} is not enabled for this client.")
    pool = client["UserPoolId"]
    subject, failure = presented_claims(body["SubjectToken"], body["SubjectTokenType"], pool)
    if failure:
        return failure
    actor = None
    if actor_token:
        if body.get("ActorTokenType") is None:
            return error("InvalidParameterException", "ActorTokenType is required with an ActorToken.")
        actor, failure = presented_claims(actor_token, body["ActorTokenType"], pool)
        if failure:
            return failure
    app_clients, servers = pool_audiences(pool)
    audiences, resources = body.get("Audiences") or [], body.get("Resources") or []
    for audience in audiences:
        if audience not in app_clients and audience not in servers:
            return error("InvalidParameterException", "Invalid audience: " + audience)
    for resource in resources:
        if resource not in servers:
            return error("InvalidParameterException", "Invalid resource: " + resource)
    held = (subject.get("scope") or "").split() if subject.get("token_use") == "access" else []
    scopes = body.get("Scopes") or held
    narrowed = [scope for scope in scopes if scope not in held]
    if narrowed:
        return error("InvalidParameterException", "Invalid scope requested: " + narrowed[0])
    requested = body.get("RequestedTokenType") or "ACCESS_TOKEN"
    now = int(time.time())
    expires = min(now + 3600, subject["exp"])
    claims = {"sub": subject["sub"], "iss": pool_issuer(pool), "iat": now, "exp": expires,
              "auth_time": subject.get("auth_time", now), "jti": secrets.token_hex(16)}
    for name in ("origin_jti", "username", "cognito:username", "cognito:groups", "email"):
        if name in subject:
            claims[name] = subject[name]
    if requested == "ACCESS_TOKEN":
        claims.update({"token_use": "access", "client_id": client_id, "scope": " ".join(scopes), "version": 2})
        if audiences or resources:
            claims["aud"] = (audiences + resources)[0] if len(audiences + resources) == 1 else audiences + resources
    else:
        claims.update({"token_use": "id", "aud": audiences[0] if audiences else client_id})
    if actor is not None:
        claims["act"] = {key: value for key, value in (("sub", actor.get("sub")), ("client_id", actor.get("client_id")))
                         if value is not None}
    count_issued("GetDerivedToken", client_id)
    answer = {"IssuedToken": mint(claims), "IssuedTokenType": requested,
              "TokenType": "Bearer" if requested == "ACCESS_TOKEN" else "N_A", "ExpiresIn": expires - now}
    if requested == "ACCESS_TOKEN":
        answer["Scopes"] = scopes
    return checked("GetDerivedToken", answer)


def openid_configuration(pool):
    """The pool's OpenID discovery document as Cognito serves it (moto has none): the domain's
    endpoints only when the pool has a domain."""
    try:
        described = ADMIN.describe_user_pool(UserPoolId=pool)["UserPool"]
    except ADMIN.exceptions.ResourceNotFoundException:
        return 400, {"__type": "ResourceNotFoundException", "message": f"User pool {pool} does not exist."}
    region = pool.partition("_")[0]
    document = {"issuer": pool_issuer(pool), "jwks_uri": pool_issuer(pool) + "/.well-known/jwks.json",
                "subject_types_supported": ["public"], "id_token_signing_alg_values_supported": ["RS256"],
                "response_types_supported": ["code", "token"],
                "scopes_supported": ["openid", "email", "phone", "profile"],
                "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"]}
    if described.get("Domain"):
        base = f"https://{described['Domain']}.auth.{region}.amazoncognito.com"
        document.update({"authorization_endpoint": base + "/oauth2/authorize", "token_endpoint": base + "/oauth2/token",
                         "userinfo_endpoint": base + "/oauth2/userInfo", "revocation_endpoint": base + "/oauth2/revoke"})
    return 200, document


pool_roles = {}   # identity pool -> {"Roles", "RoleMappings"} (SetIdentityPoolRoles: moto has none)
identities = {}   # (identity pool, user pool, sub) -> identity ID
identity_owner = {}  # identity ID -> (identity pool, user pool, sub)


def identity_checked(operation, answer):
    report = VALIDATOR.validate(answer, IDENTITY_MODEL.operation_model(operation).output_shape)
    if report.has_errors():
        return 500, {"__type": "InternalErrorException",
                     "message": "the test front's answer does not fit the model: " + report.generate_report()}
    return 200, answer


def login_subject(identity_pool, logins):
    """(user pool, sub) of the one user-pool login, checked as Cognito checks it; or (None, error)."""
    entries = [(key, token) for key, token in (logins or {}).items() if key.startswith("cognito-idp.")]
    if len(entries) != 1:
        return None, error("NotAuthorizedException", "Unauthenticated access is not supported for this identity pool.")
    key, token = entries[0]
    providers = {provider["ProviderName"]: provider["ClientId"]
                 for provider in identity_pool.get("CognitoIdentityProviders", [])}
    if key not in providers:
        return None, error("NotAuthorizedException", f"Invalid login token. Issuer is not a provider of this pool: {key}")
    claims, wrong = verified_claims(token, "https://" + key, "id")
    if wrong:
        not_oidc = "Not a valid OpenId Connect identity token."
        return None, error("NotAuthorizedException", "Invalid login token. " + {
            "signature": not_oidc, "issuer": "Issuer doesn't match providerName", "use": not_oidc,
            "expired": "Token expired."}[wrong])
    audience = claims.get("aud")
    if (audience if isinstance(audience, list) else [audience]).count(providers[key]) == 0:
        return None, error("NotAuthorizedException", "Invalid login token. Incorrect audience.")
    return (key.rpartition("/")[2], claims["sub"]), None


def describe_identity_pool(pool_id):
    try:
        return IDENTITY.describe_identity_pool(IdentityPoolId=pool_id), None
    except IDENTITY.exceptions.ResourceNotFoundException:
        return None, error("ResourceNotFoundException", f"IdentityPool '{pool_id}' not found.")


def get_id(body):
    identity_pool, failure = describe_identity_pool(body["IdentityPoolId"])
    if failure:
        return failure
    user, failure = login_subject(identity_pool, body.get("Logins"))
    if failure:
        return failure
    key = (body["IdentityPoolId"],) + user
    with lock:
        identity = identities.get(key)
    if identity is None:
        status, answer = identity_upstream("GetId", body)
        if status != 200:
            return status, answer
        identity = answer["IdentityId"]
        with lock:
            identities[key] = identity
            identity_owner[identity] = key
    return identity_checked("GetId", {"IdentityId": identity})


def get_credentials_for_identity(body):
    with lock:
        owner = identity_owner.get(body["IdentityId"])
    if owner is None:
        return error("ResourceNotFoundException", f"Identity '{body['IdentityId']}' not found.")
    identity_pool, failure = describe_identity_pool(owner[0])
    if failure:
        return failure
    user, failure = login_subject(identity_pool, body.get("Logins"))
    if failure:
        return failure
    if user != owner[1:]:
        return error("NotAuthorizedException", "Invalid login token. The logins are not this identity's.")
    with lock:
        roles = pool_roles.get(owner[0], {})
    role = roles.get("Roles", {}).get("authenticated")
    if role is None:
        return error("InvalidIdentityPoolConfigurationException",
                     "Invalid identity pool configuration. Check assigned IAM roles for this pool.")
    chosen = body.get("CustomRoleArn")
    if chosen is not None:
        mapped = {rule["RoleARN"] for mapping in roles.get("RoleMappings", {}).values()
                  for rule in mapping.get("RulesConfiguration", {}).get("Rules", [])}
        if chosen != role and chosen not in mapped:
            return error("InvalidParameterException", "CustomRoleArn is not a role of this identity pool.")
        role = chosen
    assumed = STS.assume_role(RoleArn=role, RoleSessionName="CognitoIdentityCredentials", DurationSeconds=3600)
    keys = assumed["Credentials"]
    return identity_checked("GetCredentialsForIdentity", {"IdentityId": body["IdentityId"], "Credentials": {
        "AccessKeyId": keys["AccessKeyId"], "SecretKey": keys["SecretAccessKey"], "SessionToken": keys["SessionToken"],
        "Expiration": keys["Expiration"].timestamp()}})


def set_identity_pool_roles(body):
    _, failure = describe_identity_pool(body["IdentityPoolId"])
    if failure:
        return failure
    with lock:
        pool_roles[body["IdentityPoolId"]] = {"Roles": body["Roles"], "RoleMappings": body.get("RoleMappings", {})}
    return 200, {}


def get_identity_pool_roles(body):
    _, failure = describe_identity_pool(body["IdentityPoolId"])
    if failure:
        return failure
    with lock:
        roles = pool_roles.get(body["IdentityPoolId"], {"Roles": {}, "RoleMappings": {}})
    return identity_checked("GetIdentityPoolRoles", dict(roles, IdentityPoolId=body["IdentityPoolId"]))


def identity_upstream(operation, body):
    request = urllib.request.Request(UPSTREAM + "/", data=json.dumps(body).encode(), method="POST")
    request.add_header("X-Amz-Target", "AWSCognitoIdentityService." + operation)
    request.add_header("Content-Type", "application/x-amz-json-1.1")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as failure:
        return failure.code, json.loads(failure.read() or b"{}")


def refused_before_upstream(operation, body):
    """Cognito's answer when the request uses a revoked token; None to pass it on."""
    with lock:
        if (operation == "InitiateAuth" and body.get("AuthFlow") in ("REFRESH_TOKEN_AUTH", "REFRESH_TOKEN")
                and body.get("ClientId") in rotating_clients):
            return error("NotAuthorizedException",
                         "Refresh token rotation is enabled for this app client: use GetTokensFromRefreshToken.")
        if operation == "InitiateAuth" and body.get("AuthFlow") in ("REFRESH_TOKEN_AUTH", "REFRESH_TOKEN"):
            if body.get("AuthParameters", {}).get("REFRESH_TOKEN") in revoked:
                return error("NotAuthorizedException", "Refresh Token has been revoked")
        access = body.get("AccessToken")
        if access is not None and access_family.get(access) in revoked:
            return error("NotAuthorizedException", "Access Token has been revoked")
    return None


def remember_tokens(operation, body, answer):
    result = answer.get("AuthenticationResult") if isinstance(answer, dict) else None
    if not result or "AccessToken" not in result:
        return
    refresh = result.get("RefreshToken") or body.get("AuthParameters", {}).get("REFRESH_TOKEN")
    if refresh is None:
        return
    with lock:
        refresh_client.setdefault(refresh, body.get("ClientId"))
        access_family[result["AccessToken"]] = refresh
        # The user the token belongs to, for SECRET_HASH on a later refresh: the name the sign-in sent
        # (moto hashes the name the user was created with), else the access token's `username`.
        named = (body.get("AuthParameters") or {}).get("USERNAME") or (body.get("ChallengeResponses") or {}).get("USERNAME")
        if named is None:
            try:
                payload = result["AccessToken"].split(".")[1]
                named = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))).get("username")
            except (IndexError, ValueError):
                named = None
        if named is not None:
            refresh_user.setdefault(refresh, named)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *arguments):
        pass

    def answer(self, status, payload, content_type="application/x-amz-json-1.1", headers=()):
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path == "/_credkit/requests":
            with lock:
                self.answer(200, list(received), "application/json")
            return
        if self.path == "/_credkit/signatures":
            with lock:
                self.answer(200, list(signatures), "application/json")
            return
        if self.path == "/_credkit/issued":
            with lock:
                self.answer(200, issued, "application/json")
            return
        discovery = re.fullmatch(r"/([\w-]+_[0-9a-zA-Z]+)/\.well-known/openid-configuration", self.path)
        if discovery:
            self.answer(*openid_configuration(discovery.group(1)), "application/json")
            return
        if self.path == "/_credkit/codes":
            with lock:
                self.answer(200, [{"pool": pool, "username": user, "attribute": name, "code": code}
                                  for (pool, user, name), code in verification_codes.items()], "application/json")
            return
        self.forward(b"", None)

    def do_POST(self):
        data = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path == "/_credkit/first-factors":
            setting = json.loads(data)
            with lock:
                first_factors[setting["clientId"]] = setting["factors"]
            self.answer(200, {}, "application/json")
            return
        if self.path == "/_credkit/required-attributes":
            setting = json.loads(data)
            with lock:
                required_settings[setting["clientId"]] = setting["attributes"]
            self.answer(200, {}, "application/json")
            return
        if self.path == "/_credkit/custom-auth":
            setting = json.loads(data)
            with lock:
                custom_settings[setting["clientId"]] = {"challenges": setting["challenges"],
                                                        "attempts": setting.get("attempts", 3)}
            self.answer(200, {}, "application/json")
            return
        if self.path == "/_credkit/credentials":
            setting = json.loads(data)
            with lock:
                signing_keys[setting["accessKeyId"]] = (setting["secretAccessKey"], setting.get("sessionToken"))
            self.answer(200, {}, "application/json")
            return
        if self.path == "/_credkit/rotation":
            setting = json.loads(data)
            with lock:
                (rotating_clients.add if setting["enabled"] else rotating_clients.discard)(setting["clientId"])
            self.answer(200, {}, "application/json")
            return
        target = self.headers.get("X-Amz-Target", "")
        operation = target.rpartition(".")[2]
        if target.startswith("AWSCognitoIdentityService."):
            self.identity(operation, data)
            return
        if not target.startswith("AWSCognitoIdentityProviderService.") or operation not in OPERATIONS:
            with lock:
                received.append({"operation": operation, "valid": False, "errors": "unknown operation " + target})
            self.answer(*error("UnknownOperationException", "Unknown operation " + target))
            return
        # AWS checks the signature before it reads the request.
        refused = check_signature(self, operation, data)
        if refused is not None:
            with lock:
                received.append({"operation": operation, "valid": True, "errors": ""})
            self.answer(*refused)
            return
        try:
            body = json.loads(data or b"{}")
            report = VALIDATOR.validate(body, MODEL.operation_model(operation).input_shape)
            problems = report.generate_report() if report.has_errors() else ""
        except ValueError as failure:
            body, problems = None, f"not JSON: {failure}"
        with lock:
            received.append({"operation": operation, "valid": not problems, "errors": problems,
                             "clientId": body.get("ClientId") if isinstance(body, dict) else None})
        if problems:
            self.answer(*error("InvalidParameterException", problems))
            return
        if operation == "RevokeToken":
            self.answer(*revoke_token(body))
            return
        if operation == "GetTokensFromRefreshToken":
            self.answer(*get_tokens_from_refresh_token(body))
            return
        if operation == "ResendConfirmationCode":
            answered = resend_confirmation_code(body)
            self.answer(answered[0], answered[1], headers=answered[2] if len(answered) > 2 else ())
            return
        if operation == "GetCSVHeader":
            self.answer(*csv_header(body))
            return
        answered = risk_configuration(operation, body)
        if answered is not None:
            self.answer(*answered)
            return
        if operation == "GetClientToken":
            self.answer(*get_client_token(body))
            return
        if operation == "GetDerivedToken":
            self.answer(*get_derived_token(body))
            return
        chosen = (passkey_operation(operation, body) or mfa_settings(operation, body) or passwordless(operation, body)
                  or user_auth(operation, body) or custom_auth(operation, body) or required_attributes(operation, body))
        if chosen is not None:
            self.answer(*chosen)
            return
        refused = refused_before_upstream(operation, body)
        if refused is not None:
            self.answer(*refused)
            return
        answered = self_service(operation, body)
        if answered is not None:
            status, payload = answered[0], answered[1]
            self.answer(status, payload, headers=answered[2] if len(answered) > 2 else ())
            return
        if operation == "ConfirmForgotPassword" and re.fullmatch(r"[0-9]{6,8}", body.get("ConfirmationCode", "")):
            # moto checks only codes written as it hands them out (moto-confirmation-code:DIGITS) and
            # takes any other: written so, the digits a user types are checked as Cognito checks them.
            body["ConfirmationCode"] = "moto-confirmation-code:" + body["ConfirmationCode"]
            data = json.dumps(body).encode()
        status, answer = self.forward(data, operation)
        if status == 200 and answer is not None:
            remember_tokens(operation, body, answer)

    def identity(self, operation, data):
        """Cognito Identity: checked against its model; GetId and GetCredentialsForIdentity answered here."""
        if operation not in IDENTITY_OPERATIONS:
            with lock:
                received.append({"operation": operation, "valid": False, "errors": "unknown operation " + operation})
            self.answer(*error("UnknownOperationException", "Unknown operation " + operation))
            return
        try:
            body = json.loads(data or b"{}")
            report = VALIDATOR.validate(body, IDENTITY_MODEL.operation_model(operation).input_shape)
            problems = report.generate_report() if report.has_errors() else ""
        except ValueError as failure:
            body, problems = None, f"not JSON: {failure}"
        with lock:
            received.append({"operation": operation, "valid": not problems, "errors": problems,
                             "clientId": (body or {}).get("IdentityPoolId") or (body or {}).get("IdentityId")
                             if isinstance(body, dict) else None})
        if problems:
            self.answer(*error("InvalidParameterException", problems))
        elif operation == "GetId":
            self.answer(*get_id(body))
        elif operation == "GetCredentialsForIdentity":
            self.answer(*get_credentials_for_identity(body))
        elif operation == "SetIdentityPoolRoles":
            self.answer(*set_identity_pool_roles(body))
        elif operation == "GetIdentityPoolRoles":
            self.answer(*get_identity_pool_roles(body))
        else:
            self.forward(data, operation)

    def forward(self, data, operation):
        request = urllib.request.Request(UPSTREAM + self.path, data=data if self.command == "POST" else None,
                                         method=self.command)
        for name in ("X-Amz-Target", "Content-Type", "Authorization", "X-Amz-Date", "User-Agent"):
            if self.headers.get(name) is not None:
                request.add_header(name, self.headers[name])
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status, headers, payload = response.status, response.headers, response.read()
        except urllib.error.HTTPError as failure:
            status, headers, payload = failure.code, failure.headers, failure.read()
        passed = [(name, value) for name, value in headers.items()
                  if name.lower() not in ("content-length", "content-type", "transfer-encoding", "connection",
                                          "server", "date")]
        self.answer(status, payload, headers.get("Content-Type", "application/json"), passed)
        try:
            return status, json.loads(payload) if operation else None
        except ValueError:
            return status, None


def main():
    parent = os.getppid()
    # An optional second argument fixes the port (Scripts/emulator.py); the tests let the OS choose.
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    while os.getppid() == parent:
        time.sleep(0.5)
    server.shutdown()


if __name__ == "__main__":
    main()
