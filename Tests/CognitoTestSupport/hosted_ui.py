# SPDX-License-Identifier: Apache-2.0
"""A user pool domain (managed login, the hosted UI) for the tests, over moto, which has none.

The OAuth 2.0 and OpenID Connect protocol is Authlib's (a maintained authorization-server library),
not ours: client authentication (client_secret_basic, client_secret_post, or none for public
clients), exact redirect-URI match, PKCE with S256 required (plain refused), the authorization-code,
refresh-token and client-credentials grants, RFC 7009 revocation, and the ID token's nonce, aud and
at_hash. What the pool knows comes from moto, as Cognito's domain takes it from the pool:

- app clients are moto's (DescribeUserPoolClient, for the pools registered with the domain): CallbackURLs, LogoutURLs, AllowedOAuthFlows
  (`code`, `client_credentials`), AllowedOAuthScopes, SupportedIdentityProviders and ClientSecret;
- the sign-in form checks the user's password with moto (AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH),
  and the tokens handed out are moto's access and refresh tokens (so GetUser, refresh and sign-out
  work against moto afterwards) with an ID token carrying the request's nonce, signed with moto's own
  key (kid `dummy`, the one moto's JWKS publishes) and moto's issuer;
- client-credentials tokens are minted here with the same key (moto has no such grant);
- /oauth2/userInfo reads the user with moto's GetUser; /oauth2/revoke revokes a refresh token and the
  access tokens issued with it (refreshing with it, or userInfo with them, is then refused);
- /POOL/.well-known/openid-configuration is served for pools with a domain (CreateUserPoolDomain in
  moto): without one it names no authorization or token endpoint; /POOL/.well-known/jwks.json and
  the Cognito API (POST /) are passed on to the upstream (moto, or the front in front of it).

Test hooks: POST /_test/clients {"pool", "clients"[, "issuer": "self"]} (the pools this domain serves: a
Cognito domain belongs to one pool, this server to every pool the tests register; with "issuer": "self"
the pool's tokens and discovery document name this server's BASE/POOL as issuer, as a self-hosted
OpenID provider does, so that discovery can be followed to it), GET /_test/stats (how many client-credentials tokens were issued, each token request's
grant, client authentication method and client, revocations, userInfo calls).

Usage: hosted_ui.py MOTO_URL [API_URL] — prints its port, then serves until its parent is gone.
"""

import base64
import gzip
import hashlib
import hmac
import html
import json
import os
import secrets
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import logging
import warnings

os.environ["AUTHLIB_INSECURE_TRANSPORT"] = "1"  # plain http on loopback, for the tests only

import boto3
import moto
from authlib.integrations.flask_oauth2 import AuthorizationServer
from authlib.oauth2 import OAuth2Error
from authlib.oauth2.rfc6749 import ClientMixin, grants
from authlib.oauth2.rfc6749.errors import InvalidScopeError
from authlib.oauth2.rfc7009 import RevocationEndpoint
from authlib.oauth2.rfc7636 import CodeChallenge
from authlib.oidc.core.grants import OpenIDCode
from flask import Flask, Response, jsonify, redirect, request
from joserfc import jwt
from joserfc.jwk import RSAKey
from werkzeug.serving import make_server

MOTO = sys.argv[1].rstrip("/")
API = (sys.argv[2] if len(sys.argv) > 2 else sys.argv[1]).rstrip("/")
REGION = "us-east-1"
IDP = boto3.client("cognito-idp", endpoint_url=MOTO, region_name=REGION,
                   aws_access_key_id="testing", aws_secret_access_key="testing")
# Sign-ins and refreshes go through the API upstream (the front), which records which user each
# refresh token belongs to, as it does for credkit's own sign-ins.
API_IDP = boto3.client("cognito-idp", endpoint_url=API, region_name=REGION,
                       aws_access_key_id="testing", aws_secret_access_key="testing")
with gzip.open(os.path.join(os.path.dirname(moto.__file__), "cognitoidp/resources/jwks-private.json.gz")) as f:
    KEY = RSAKey.import_key(json.load(f))
KID = "dummy"

LOCK = threading.Lock()
CODES = {}
REFRESH = {}
REVOKED_ACCESS = set()
NONCES = set()
POOLS_OF_CLIENTS = {}  # app client ID -> pool ID, for the pools this domain serves
SELF_ISSUED = set()  # pools whose tokens and discovery document name this server as issuer
STATS = {"client_credentials": {}, "token_auth": [], "revoked": {}, "userinfo": 0}  # per app client
BASE = {"url": ""}


def issuer(pool_id):
    with LOCK:
        if pool_id in SELF_ISSUED:
            return f"{BASE['url']}/{pool_id}"
    return f"https://cognito-idp.{REGION}.amazonaws.com/{pool_id}"


def sign(claims):
    return jwt.encode({"alg": "RS256", "kid": KID}, claims, KEY)


def unverified_claims(token):
    payload = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))


def secret_hash(username, client):
    if not client.secret:
        return {}
    digest = hmac.new(client.secret.encode(), (username + client.client_id).encode(), hashlib.sha256).digest()
    return {"SECRET_HASH": base64.b64encode(digest).decode()}


class Client(ClientMixin):
    def __init__(self, pool_id, d):
        self.pool_id = pool_id
        self.client_id = d["ClientId"]
        self.secret = d.get("ClientSecret")
        self.callbacks = d.get("CallbackURLs", [])
        self.logouts = d.get("LogoutURLs", [])
        self.flows = d.get("AllowedOAuthFlows", []) if d.get("AllowedOAuthFlowsUserPoolClient", True) else []
        self.scopes = d.get("AllowedOAuthScopes", [])
        self.providers = d.get("SupportedIdentityProviders", [])

    def get_client_id(self):
        return self.client_id

    def get_default_redirect_uri(self):
        return None  # Cognito wants redirect_uri in every request

    def get_allowed_scope(self, scope):
        return " ".join(s for s in (scope or "").split() if s in self.scopes)

    def check_redirect_uri(self, redirect_uri):
        return redirect_uri in self.callbacks

    def check_client_secret(self, client_secret):
        return bool(self.secret) and hmac.compare_digest(client_secret.encode(), self.secret.encode())

    def check_endpoint_auth_method(self, method, endpoint):
        if self.secret:
            return method in ("client_secret_basic", "client_secret_post")
        return method == "none"

    def check_response_type(self, response_type):
        return response_type == "code" and "code" in self.flows

    def check_grant_type(self, grant_type):
        if grant_type in ("authorization_code", "refresh_token"):
            return "code" in self.flows
        return grant_type in self.flows


def find_client(client_id):
    """The app client, as moto has it now, of a pool this domain serves (see /_test/clients)."""
    with LOCK:
        pool_id = POOLS_OF_CLIENTS.get(client_id)
    if pool_id is None:
        return None
    try:
        d = IDP.describe_user_pool_client(UserPoolId=pool_id, ClientId=client_id)["UserPoolClient"]
    except IDP.exceptions.ResourceNotFoundException:
        return None
    return Client(pool_id, d)


class User:
    def __init__(self, client, tokens, login, attributes, refreshing=None):
        self.client = client
        self.attributes = attributes
        self.login = login  # the name signed in with: what moto hashes for REFRESH_TOKEN_AUTH
        self.tokens = tokens
        self.claims = unverified_claims(tokens["IdToken"])
        self.refreshing = refreshing


class AuthCode:
    def __init__(self, code, client_id, redirect_uri, scope, nonce, challenge, method, user):
        self.code, self.client_id, self.redirect_uri, self.scope = code, client_id, redirect_uri, scope
        self.nonce, self.code_challenge, self.code_challenge_method = nonce, challenge, method
        self.user = user
        self.auth_time = int(time.time())
        self.expires = time.time() + 300

    def get_redirect_uri(self):
        return self.redirect_uri

    def get_scope(self):
        return self.scope

    def get_nonce(self):
        return self.nonce

    def get_auth_time(self):
        return self.auth_time

    def get_acr(self):
        return None

    def get_amr(self):
        return None


class RefreshRecord:
    def __init__(self, token, client_id, user, scope):
        self.token, self.client_id, self.user, self.scope = token, client_id, user, scope
        self.revoked = False
        self.access = {user.tokens["AccessToken"]}

    def check_client(self, client):
        return client.get_client_id() == self.client_id

    def get_scope(self):
        return self.scope

    def is_revoked(self):
        return self.revoked

    def is_expired(self):
        return False


def scope_check(grant):
    scope = grant.request.payload.scope
    if scope and not set(scope.split()) <= set(grant.request.client.scopes):
        raise InvalidScopeError()


class CodeGrant(grants.AuthorizationCodeGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"]

    def validate_requested_scope(self):
        scope_check(self)

    def save_authorization_code(self, code, req):
        data = req.payload.data
        with LOCK:
            if data.get("nonce"):
                NONCES.add((req.client.get_client_id(), data["nonce"]))
            CODES[code] = AuthCode(code, req.client.get_client_id(), req.payload.redirect_uri, req.payload.scope,
                                   data.get("nonce"), data.get("code_challenge"), data.get("code_challenge_method"),
                                   req.user)

    def query_authorization_code(self, code, client):
        with LOCK:
            record = CODES.get(code)
        if record and record.client_id == client.get_client_id() and record.expires > time.time():
            return record
        return None

    def delete_authorization_code(self, record):
        with LOCK:
            CODES.pop(record.code, None)

    def authenticate_user(self, record):
        return record.user


class RefreshGrant(grants.RefreshTokenGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"]
    INCLUDE_NEW_REFRESH_TOKEN = False  # Cognito keeps the refresh token unless the client rotates

    def authenticate_refresh_token(self, refresh_token):
        with LOCK:
            record = REFRESH.get(refresh_token)
        return record if record and not record.revoked else None

    def authenticate_user(self, record):
        return User(record.user.client, record.user.tokens, record.user.login, record.user.attributes, refreshing=record)

    def revoke_old_credential(self, record):
        pass


class MachineGrant(grants.ClientCredentialsGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post"]

    def validate_requested_scope(self):
        scope_check(self)


class CognitoOpenIDCode(OpenIDCode):
    def resolve_client_private_key(self, client):
        return KEY

    def get_client_algorithm(self, client):
        return "RS256"

    def get_encode_header(self, client):
        return {"alg": "RS256", "kid": KID}

    def get_client_claims(self, client):
        return {"iss": issuer(client.pool_id), "aud": client.client_id}

    def exists_nonce(self, nonce, req):
        with LOCK:
            return (req.payload.client_id, nonce) in NONCES

    def generate_user_info(self, user, scope):
        claims = {k: v for k, v in user.claims.items() if k not in ("iss", "aud", "exp", "iat", "auth_time", "jti", "nonce")}
        claims["token_use"] = "id"
        # Cognito's ID token carries the user's email attribute (moto's, signed in by internal name,
        # would carry that name).
        if "email" in user.attributes:
            claims["email"] = user.attributes["email"]
            claims["email_verified"] = user.attributes.get("email_verified") == "true"
        return claims


def generate_token(grant_type, client, user=None, scope=None, expires_in=None, include_refresh_token=True):
    now = int(time.time())
    if grant_type == "client_credentials":
        with LOCK:
            STATS["client_credentials"][client.client_id] = STATS["client_credentials"].get(client.client_id, 0) + 1
        claims = {"sub": client.client_id, "client_id": client.client_id, "token_use": "access", "scope": scope or "",
                  "auth_time": now, "iat": now, "exp": now + 3600, "iss": issuer(client.pool_id), "version": 2,
                  "jti": secrets.token_hex(8)}
        return {"access_token": sign(claims), "expires_in": 3600, "token_type": "Bearer"}
    if grant_type == "refresh_token":
        record = user.refreshing
        result = API_IDP.initiate_auth(ClientId=client.client_id, AuthFlow="REFRESH_TOKEN_AUTH",
                                   AuthParameters={"REFRESH_TOKEN": record.token, **secret_hash(user.login, client)})
        tokens = result["AuthenticationResult"]
        with LOCK:
            record.access.add(tokens["AccessToken"])
        return {"access_token": tokens["AccessToken"], "id_token": tokens["IdToken"], "expires_in": 3600,
                "token_type": "Bearer", "scope": scope}
    return {"access_token": user.tokens["AccessToken"], "refresh_token": user.tokens["RefreshToken"],
            "expires_in": 3600, "token_type": "Bearer", "scope": scope}


def save_token(token, req):
    if req.payload.grant_type == "authorization_code" and "refresh_token" in token:
        with LOCK:
            REFRESH[token["refresh_token"]] = RefreshRecord(token["refresh_token"], req.client.get_client_id(), req.user,
                                                            token.get("scope"))


class Revocation(RevocationEndpoint):
    CLIENT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"]

    def query_token(self, token_string, token_type_hint):
        with LOCK:
            return REFRESH.get(token_string)

    def revoke_token(self, record, req):
        with LOCK:
            record.revoked = True
            REVOKED_ACCESS.update(record.access)
            STATS["revoked"][record.client_id] = STATS["revoked"].get(record.client_id, 0) + 1


app = Flask(__name__)
server = AuthorizationServer(app, query_client=find_client, save_token=save_token)
server.register_token_generator("default", generate_token)
CodeChallenge.SUPPORTED_CODE_CHALLENGE_METHOD = ["S256"]
server.register_grant(CodeGrant, [CodeChallenge(required=True), CognitoOpenIDCode(require_nonce=False)])
server.register_grant(RefreshGrant)
server.register_grant(MachineGrant)
server.register_endpoint(Revocation)


def login_page(message=""):
    provider = request.args.get("identity_provider", "")
    heading = f"Sign in with {html.escape(provider)}" if provider else "Sign in"
    error = f'<p class="error">{html.escape(message)}</p>' if message else ""
    return (f"<!doctype html><title>{heading}</title><h1>{heading}</h1>{error}"
            f'<form method="post" action="/oauth2/authorize?{html.escape(request.query_string.decode())}">'
            '<input name="username" autocomplete="username"><input name="password" type="password">'
            '<button name="action" value="signin">Sign in</button>'
            '<button name="action" value="cancel">Cancel</button></form>')


@app.route("/oauth2/authorize", methods=["GET", "POST"])
def authorize():
    try:
        grant = server.get_consent_grant(end_user=None)
    except OAuth2Error as error:
        return server.handle_error_response(request, error)
    client = grant.request.client
    provider = request.args.get("identity_provider")
    if provider is not None and provider not in client.providers:
        return redirect(grant.redirect_uri + "?" + urllib.parse.urlencode(
            {"error": "invalid_request", "error_description": "Identity provider is not enabled for the client",
             "state": request.args.get("state", "")}))
    if request.method == "GET":
        return login_page()
    if request.form.get("action") == "cancel":
        return server.create_authorization_response(grant_user=None)
    username, password = request.form.get("username", ""), request.form.get("password", "")
    try:
        # The internal name (a UUID where the pool signs in by email) is what the tokens and the
        # refresh token are issued to, so SECRET_HASH for refreshing is computed over it.
        found = IDP.admin_get_user(UserPoolId=client.pool_id, Username=username)
        username = found["Username"]
        result = API_IDP.admin_initiate_auth(UserPoolId=client.pool_id, ClientId=client.client_id,
                                         AuthFlow="ADMIN_USER_PASSWORD_AUTH",
                                         AuthParameters={"USERNAME": username, "PASSWORD": password,
                                                         **secret_hash(username, client)})
    except (IDP.exceptions.NotAuthorizedException, IDP.exceptions.UserNotFoundException,
            API_IDP.exceptions.NotAuthorizedException, API_IDP.exceptions.UserNotFoundException):
        return login_page("Incorrect username or password.")
    if "AuthenticationResult" not in result:
        return login_page("This test domain signs in with a password only.")
    return server.create_authorization_response(grant_user=User(client, result["AuthenticationResult"], username,
                                                                {a["Name"]: a["Value"] for a in found["UserAttributes"]}))


@app.route("/oauth2/token", methods=["POST"])
def token():
    client_id = request.form.get("client_id", "")
    if "client_secret" in request.form:
        method = "post"
    elif request.headers.get("Authorization", "").startswith("Basic "):
        method = "basic"
        try:
            client_id = urllib.parse.unquote(base64.b64decode(request.headers["Authorization"][6:]).decode().split(":")[0])
        except ValueError:
            pass
    else:
        method = "none"
    with LOCK:
        STATS["token_auth"].append({"grant_type": request.form.get("grant_type"), "method": method,
                                    "client_id": client_id})
    return server.create_token_response()


@app.route("/oauth2/revoke", methods=["POST"])
def revoke():
    return server.create_endpoint_response(Revocation.ENDPOINT_NAME)


def invalid_token(description):
    response = jsonify({"error": "invalid_token", "error_description": description})
    response.status_code = 401
    response.headers["WWW-Authenticate"] = 'Bearer error="invalid_token"'
    return response


@app.route("/oauth2/userInfo", methods=["GET", "POST"])
def userinfo():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        return invalid_token("Access token is missing")
    token = header[len("Bearer "):]
    with LOCK:
        STATS["userinfo"] += 1
        if token in REVOKED_ACCESS:
            return invalid_token("Access token has been revoked")
    try:
        user = IDP.get_user(AccessToken=token)
    except Exception:
        return invalid_token("Invalid access token")
    claims = {a["Name"]: a["Value"] for a in user["UserAttributes"]}
    claims["username"] = user["Username"]
    return jsonify(claims)


@app.route("/logout")
def logout():
    client = find_client(request.args.get("client_id", ""))
    target = request.args.get("logout_uri", "")
    if client is None or target not in client.logouts:
        return Response("Required String parameter 'logout_uri' is not valid", status=400)
    return redirect(target)


@app.route("/<pool_id>/.well-known/openid-configuration")
def discovery(pool_id):
    try:
        pool = IDP.describe_user_pool(UserPoolId=pool_id)["UserPool"]
    except IDP.exceptions.ResourceNotFoundException:
        return jsonify({"message": "User pool does not exist"}), 404
    document = {
        "issuer": issuer(pool_id),
        "jwks_uri": f"{BASE['url']}/{pool_id}/.well-known/jwks.json",
        "response_types_supported": ["code", "token"],
        "scopes_supported": ["openid", "email", "phone", "profile"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
    }
    if pool.get("Domain"):
        document.update({
            "authorization_endpoint": f"{BASE['url']}/oauth2/authorize",
            "token_endpoint": f"{BASE['url']}/oauth2/token",
            "userinfo_endpoint": f"{BASE['url']}/oauth2/userInfo",
            "revocation_endpoint": f"{BASE['url']}/oauth2/revoke",
        })
    return jsonify(document)


@app.route("/<pool_id>/.well-known/jwks.json")
def jwks(pool_id):
    with urllib.request.urlopen(f"{MOTO}/{pool_id}/.well-known/jwks.json") as upstream:
        return Response(upstream.read(), content_type="application/json")


@app.route("/", methods=["POST"])
def api():
    headers = {k: v for k, v in request.headers.items() if k.lower() in ("content-type", "x-amz-target")}
    upstream = urllib.request.Request(API + "/", data=request.get_data(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(upstream) as answer:
            return Response(answer.read(), status=answer.status, headers=dict(answer.headers))
    except urllib.error.HTTPError as error:
        return Response(error.read(), status=error.code, headers=dict(error.headers))


@app.route("/_test/clients", methods=["POST"])
def register_clients():
    # A Cognito domain belongs to one pool; this one serves every pool the tests register here.
    body = request.get_json(force=True)
    with LOCK:
        for client_id in body["clients"]:
            POOLS_OF_CLIENTS[client_id] = body["pool"]
        if body.get("issuer") == "self":
            SELF_ISSUED.add(body["pool"])
    return jsonify({})


@app.route("/_test/stats")
def stats():
    with LOCK:
        return jsonify(STATS)


def main():
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    warnings.simplefilter("ignore")
    http = make_server("127.0.0.1", 0, app, threaded=True)
    BASE["url"] = f"http://127.0.0.1:{http.server_port}"
    print(http.server_port, flush=True)
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
    http.serve_forever()


if __name__ == "__main__":
    main()
