#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A local Cognito for trying credkit: moto's server with the front the tests use in front of it.

    make emulator                       # or: python3 Scripts/emulator.py [--port 9229] [--env-json]

moto (5.2.1) runs on a free loopback port; Tests/CognitoTestSupport/cognito_gaps.py listens on
127.0.0.1:PORT (9229 unless --port says otherwise; 0 picks a free one), checks every request
against AWS's model of the service (botocore's service-2.json) and answers what moto lacks
(RevokeToken, GetUserAuthFactors, ResendConfirmationCode, DeleteUser, choice-based sign-in,
GetCSVHeader, GetClientToken, GetDerivedToken…), passing the rest to moto. One user pool (the
Cognito default policy), an app client without a secret (token exchange allowed), a resource server
`api`, a machine client with a secret and an identity pool (with an authenticated role) are created,
passkeys are turned on (relying party `localhost`),
and the variables credkit reads are printed. It runs until
interrupted (Ctrl-C); nothing is kept.

This is an emulator for development: moto accepts any sign-up or attribute code, checks TOTP codes
against one fixed secret and does not check SRP's proof; the front fills in what the tests need,
not all of Cognito. docs/cognito.md lists what works against plain moto and against this.
"""
import argparse
import json
import logging
import os
import signal
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORT = os.path.join(ROOT, "Tests", "CognitoTestSupport")
FRONT = os.path.join(SUPPORT, "cognito_gaps.py")
REGION = "us-east-1"


def main():
    parser = argparse.ArgumentParser(description="moto's Cognito with credkit's test front, on loopback")
    parser.add_argument("--port", type=int, default=9229, help="the front's port (0: any free one)")
    parser.add_argument("--env-json", action="store_true", help="print the settings as one JSON line")
    arguments = parser.parse_args()
    if not 0 <= arguments.port <= 65535:
        parser.error(f"--port {arguments.port}: expected 0 to 65535")

    # A parent's blocked signals stay blocked in its children: started from a thread that blocks them
    # (a test runner's worker threads block nearly all), SIGTERM stayed pending and this emulator, with
    # its front, outlived the run. Unblocked before the front starts, which inherits the mask.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

    # moto checks TOTP codes only when told to (one fixed secret for every user).
    os.environ["MOTO_COGNITO_IDP_USER_POOL_ENABLE_TOTP"] = "true"
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "testing")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "testing")
    try:
        import boto3
        sys.path.insert(0, SUPPORT)
        import serial_moto  # moto answering one request at a time (its backends are not thread-safe)
        import webauthn  # noqa: F401 — the front verifies passkeys with it
    except ImportError:
        sys.exit("emulator: moto[server], boto3 and webauthn are needed: make emulator installs them "
                 "(pip install 'moto[server]==5.2.1' boto3 'webauthn==3.0.1')")

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no line per request
    moto, moto_port = serial_moto.start()
    upstream = f"http://127.0.0.1:{moto_port}"
    front = subprocess.Popen([sys.executable, FRONT, upstream, str(arguments.port)], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
    line = front.stdout.readline().strip()
    if not line.isdigit():
        moto.shutdown()
        sys.exit(f"emulator: the front did not start on port {arguments.port} (is it in use? try --port 0)")
    endpoint = f"http://127.0.0.1:{line}"

    # The front checks Signature Version 4 against the keys AWS would know: make these known, so the
    # signed operations (policy fetch, import-check --user-pool-id) work with them.
    request = urllib.request.Request(endpoint + "/_credkit/credentials", method="POST", data=json.dumps(
        {"accessKeyId": os.environ["AWS_ACCESS_KEY_ID"], "secretAccessKey": os.environ["AWS_SECRET_ACCESS_KEY"]}).encode())
    urllib.request.urlopen(request, timeout=10).close()
    client = boto3.client("cognito-idp", endpoint_url=endpoint, region_name=REGION)
    pool = client.create_user_pool(
        PoolName="credkit-emulator", AutoVerifiedAttributes=["email"], UsernameAttributes=["email"],
        Policies={"PasswordPolicy": {"MinimumLength": 8, "RequireUppercase": True, "RequireLowercase": True,
                                     "RequireNumbers": True, "RequireSymbols": True,
                                     "TemporaryPasswordValidityDays": 7}})["UserPool"]
    app = client.create_user_pool_client(
        UserPoolId=pool["Id"], ClientName="credkit", GenerateSecret=False, EnableTokenRevocation=True,
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH",
                           "ALLOW_TOKEN_EXCHANGE_IMPERSONATION"])["UserPoolClient"]
    # A resource server and a machine client for `token --client-credentials` (GetClientToken). Its
    # flow, ALLOW_CLIENT_TOKEN_AUTH, is missing from botocore 1.44.8's enum: the client is made in moto
    # directly, which keeps what it is given.
    client.create_resource_server(UserPoolId=pool["Id"], Identifier="api", Name="api", Scopes=[
        {"ScopeName": "read", "ScopeDescription": "read"}, {"ScopeName": "write", "ScopeDescription": "write"}])
    machine = boto3.client("cognito-idp", endpoint_url=upstream, region_name=REGION).create_user_pool_client(
        UserPoolId=pool["Id"], ClientName="machine", GenerateSecret=True, AllowedOAuthFlows=["client_credentials"],
        AllowedOAuthScopes=["api/read", "api/write"], AllowedOAuthFlowsUserPoolClient=True,
        ExplicitAuthFlows=["ALLOW_CLIENT_TOKEN_AUTH"])["UserPoolClient"]
    # Passkeys: the app client's users may sign in with one (beside a password or a code), the relying
    # party is `localhost` (the front keeps WebAuthnConfiguration: moto ignores it).
    first_factors = urllib.request.Request(endpoint + "/_credkit/first-factors", method="POST", data=json.dumps(
        {"clientId": app["ClientId"],
         "factors": ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP", "SMS_OTP", "WEB_AUTHN"]}).encode())
    urllib.request.urlopen(first_factors, timeout=10).close()
    client.set_user_pool_mfa_config(UserPoolId=pool["Id"], MfaConfiguration="OFF", WebAuthnConfiguration={
        "RelyingPartyId": "localhost", "UserVerification": "preferred"})
    # An identity pool trusting the app client, and its authenticated role (kept by the front: moto
    # has no SetIdentityPoolRoles), for `aws-credentials`.
    provider = f"cognito-idp.{REGION}.amazonaws.com/{pool['Id']}"
    identity_pool = boto3.client("cognito-identity", endpoint_url=upstream, region_name=REGION).create_identity_pool(
        IdentityPoolName="credkit_emulator", AllowUnauthenticatedIdentities=False,
        CognitoIdentityProviders=[{"ProviderName": provider, "ClientId": app["ClientId"]}])["IdentityPoolId"]
    trust = json.dumps({"Version": "2012-10-17", "Statement": [{
        "Effect": "Allow", "Principal": {"Federated": "cognito-identity.amazonaws.com"},
        "Action": "sts:AssumeRoleWithWebIdentity",
        "Condition": {"StringEquals": {"cognito-identity.amazonaws.com:aud": identity_pool}}}]})
    role = boto3.client("iam", endpoint_url=upstream, region_name=REGION).create_role(
        RoleName="credkit-emulator-authenticated", AssumeRolePolicyDocument=trust)["Role"]["Arn"]
    boto3.client("cognito-identity", endpoint_url=endpoint, region_name=REGION).set_identity_pool_roles(
        IdentityPoolId=identity_pool, Roles={"authenticated": role})
    settings = {"CREDKIT_ENDPOINT": endpoint + "/", "CREDKIT_REGION": REGION, "CREDKIT_USER_POOL_ID": pool["Id"],
                "CREDKIT_CLIENT_ID": app["ClientId"], "CREDKIT_IDENTITY_POOL_ID": identity_pool,
                "AWS_ACCESS_KEY_ID": os.environ["AWS_ACCESS_KEY_ID"],
                "AWS_SECRET_ACCESS_KEY": os.environ["AWS_SECRET_ACCESS_KEY"]}
    if arguments.env_json:
        print(json.dumps(dict(settings, machineClientId=machine["ClientId"], machineClientSecret=machine["ClientSecret"])),
              flush=True)
    else:
        print(f"credkit's Cognito emulator: moto behind the test front at {endpoint}/ (Ctrl-C stops it)\n")
        for name, value in settings.items():
            print(f"export {name}={value}")
        print("\nthen, in that shell (moto accepts any confirmation code):\n"
              "  credkit cognito sign-up --email ana@example.com\n"
              "  credkit cognito confirm-sign-up --email ana@example.com --code 123456\n"
              "  credkit cognito sign-in --email ana@example.com\n"
              "  credkit cognito whoami\n"
              "  credkit cognito token --exchange --audience api\n"
              "  credkit cognito aws-credentials\n"
              "  credkit cognito passkeys register --passkey-file ana.passkey\n"
              "  credkit cognito sign-in --email ana@example.com --flow user-auth --passkey-file ana.passkey\n"
              "\na machine client (GetClientToken, scopes api/read and api/write):\n"
              f"  CREDKIT_CLIENT_ID={machine['ClientId']} CREDKIT_CLIENT_SECRET={machine['ClientSecret']} "
              "credkit cognito token --client-credentials", flush=True)

    stopping = []
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))
    try:
        while not stopping and front.poll() is None:
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    front.terminate()
    front.wait()
    moto.shutdown()


if __name__ == "__main__":
    main()
