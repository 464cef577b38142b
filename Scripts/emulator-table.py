#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Runs each `credkit cognito` command against plain moto and against moto behind the test front
(what `make emulator` starts), and prints the table docs/cognito.md carries ("What works against an
emulator"): one row per command, the outcome against each endpoint.

    python3 Scripts/emulator-table.py CREDKIT_BINARY

Each command runs as a user would, in order, in one session: sign-up, resend-code, confirm-sign-up,
sign-in (password, SRP), refresh, whoami, user show/update, mfa status, devices list,
change-password, forgot-password, global-sign-out, aws-credentials, token (exchange, client credentials), sign-out,
passkeys register and sign-in with the passkey (a passkey sign-in replaces the password in the
emulator), delete-user, import-check and policy fetch with the pool. An outcome is `works` (exit 0, or 1 with the command's own verdict), `not implemented: OPERATION` (credkit's
`credkit:not-implemented`, exit 3, named at once) or the error's first line.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PASSWORD = "Emulator-Table1!"
NEW_PASSWORD = "Emulator-Table2!"


def start(arguments):
    process = subprocess.Popen([sys.executable] + arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True)
    return process, process.stdout.readline().strip()


def main():
    binary = os.path.abspath(sys.argv[1])
    # The emulator: moto behind the front; its moto is also reached directly (plain moto), through
    # a second pool of its own so the two runs do not share users.
    emulator, line = start([os.path.join(ROOT, "Scripts", "emulator.py"), "--port", "0", "--env-json"])
    front = json.loads(line)
    machines = {"front": (front.pop("machineClientId"), front.pop("machineClientSecret"))}
    moto, port = start(["-c", "import os, time\nfrom moto.server import ThreadedMotoServer\n"
                              "s = ThreadedMotoServer(ip_address='127.0.0.1', port=0, verbose=False); s.start()\n"
                              "print(s.get_host_and_port()[1], flush=True)\nparent = os.getppid()\n"
                              "while os.getppid() == parent: time.sleep(0.5)\n"])
    plain = dict(front, CREDKIT_ENDPOINT=f"http://127.0.0.1:{port}/")
    import boto3
    client = boto3.client("cognito-idp", endpoint_url=plain["CREDKIT_ENDPOINT"], region_name="us-east-1",
                          aws_access_key_id="testing", aws_secret_access_key="testing")
    pool = client.create_user_pool(PoolName="plain", UsernameAttributes=["email"],
                                   AutoVerifiedAttributes=["email"])["UserPool"]["Id"]
    app = client.create_user_pool_client(UserPoolId=pool, ClientName="credkit", ExplicitAuthFlows=[
        "ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH",
        "ALLOW_TOKEN_EXCHANGE_IMPERSONATION"])["UserPoolClient"]["ClientId"]
    client.create_resource_server(UserPoolId=pool, Identifier="api", Name="api", Scopes=[
        {"ScopeName": "read", "ScopeDescription": "read"}])
    machine = client.create_user_pool_client(UserPoolId=pool, ClientName="machine", GenerateSecret=True,
        AllowedOAuthFlows=["client_credentials"], AllowedOAuthScopes=["api/read"], AllowedOAuthFlowsUserPoolClient=True,
        ExplicitAuthFlows=["ALLOW_CLIENT_TOKEN_AUTH"])["UserPoolClient"]
    machines["plain"] = (machine["ClientId"], machine["ClientSecret"])
    # An identity pool trusting the app client; plain moto cannot be given its roles (no SetIdentityPoolRoles).
    identity_pool = boto3.client("cognito-identity", endpoint_url=plain["CREDKIT_ENDPOINT"], region_name="us-east-1",
                                 aws_access_key_id="testing", aws_secret_access_key="testing").create_identity_pool(
        IdentityPoolName="plain", AllowUnauthenticatedIdentities=False, CognitoIdentityProviders=[
            {"ProviderName": f"cognito-idp.us-east-1.amazonaws.com/{pool}", "ClientId": app}])["IdentityPoolId"]
    plain.update(CREDKIT_USER_POOL_ID=pool, CREDKIT_CLIENT_ID=app, CREDKIT_IDENTITY_POOL_ID=identity_pool)

    steps = [
        ("sign-up", ["cognito", "sign-up", "--email", "{email}", "--password-stdin"], PASSWORD),
        ("resend-code", ["cognito", "resend-code", "--email", "{email}"], ""),
        ("confirm-sign-up", ["cognito", "confirm-sign-up", "--email", "{email}", "--code", "123456"], ""),
        ("sign-in", ["cognito", "sign-in", "--email", "{email}", "--password-stdin"], PASSWORD),
        ("sign-in --flow srp", ["cognito", "sign-in", "--email", "{email}", "--flow", "srp", "--password-stdin"],
         PASSWORD),
        ("refresh", ["cognito", "refresh"], ""),
        ("whoami", ["cognito", "whoami"], ""),
        ("user show", ["cognito", "user", "show"], ""),
        ("user update", ["cognito", "user", "update", "--attribute", "name=Ana"], ""),
        ("mfa status", ["cognito", "mfa", "status"], ""),
        ("devices list", ["cognito", "devices", "list"], ""),
        ("change-password", ["cognito", "change-password", "--password-stdin"], PASSWORD + "\n" + NEW_PASSWORD),
        ("forgot-password", ["cognito", "forgot-password", "--email", "{email}"], ""),
        ("import-check --user-pool-id", ["cognito", "import-check", "{csv}", "--user-pool-id", "{pool}"], ""),
        ("policy fetch", ["policy", "fetch", "--user-pool-id", "{pool}"], ""),
        ("global-sign-out", ["cognito", "global-sign-out"], ""),
        ("sign-in (again)", ["cognito", "sign-in", "--email", "{email}", "--password-stdin"], NEW_PASSWORD),
        ("aws-credentials", ["cognito", "aws-credentials", "--no-cache"], ""),
        ("token --exchange --audience api", ["cognito", "token", "--exchange", "--audience", "api"], ""),
        ("token --client-credentials --via api", ["cognito", "token", "--client-credentials", "--via", "api"], "",
         {"CREDKIT_CLIENT_ID": "{machine}", "CREDKIT_CLIENT_SECRET": "{machineSecret}"}),
        ("sign-out", ["cognito", "sign-out"], ""),
        ("sign-in (again)", ["cognito", "sign-in", "--email", "{email}", "--password-stdin"], NEW_PASSWORD),
        ("passkeys register", ["cognito", "passkeys", "register", "--passkey-file", "{passkey}"], ""),
        ("sign-in --flow user-auth --passkey-file", ["cognito", "sign-in", "--email", "{email}", "--flow", "user-auth",
                                                     "--passkey-file", "{passkey}"], ""),
        ("delete-user", ["cognito", "delete-user", "--yes"], ""),
    ]
    outcomes = {}
    for name, settings in (("plain", plain), ("front", front)):
        state = tempfile.mkdtemp()
        csv = os.path.join(state, "users.csv")
        with open(csv, "w") as file:
            file.write("cognito:username,email,email_verified\nana,ana@example.com,true\n")
        environment = dict(os.environ, **settings, XDG_STATE_HOME=state, HOME=state, CREDKIT_LANG="en",
                           NO_COLOR="1")
        values = {"email": f"ana.{name}@example.com", "pool": settings["CREDKIT_USER_POOL_ID"], "csv": csv,
                  "passkey": os.path.join(state, "ana.passkey"),
                  "machine": machines[name][0], "machineSecret": machines[name][1]}
        for label, arguments, stdin, *more in steps:
            step_environment = dict(environment, **{key: value.format(**values)
                                                     for key, value in (more[0] if more else {}).items()})
            if label.endswith("(again)"):
                subprocess.run([binary] + [a.format(**values) for a in arguments], input=stdin + "\n",
                               env=step_environment, capture_output=True, text=True, timeout=120)
                continue
            done = subprocess.run([binary] + [a.format(**values) for a in arguments], input=stdin + "\n",
                                  env=step_environment, capture_output=True, text=True, timeout=120)
            if done.returncode == 0 or done.returncode == 1 and "credkit: error: " not in done.stderr:
                outcome = "works"  # exit 1 without an error: the command's verdict (import-check's refused rows)
            elif match := re.search(r"(\w+) failed: credkit:not-implemented", done.stderr):
                outcome = f"not implemented: {match.group(1)}"
            else:
                first = next((line for line in done.stderr.splitlines() if line.startswith("credkit: error: ")),
                             done.stderr.strip().splitlines()[0] if done.stderr.strip() else f"exit {done.returncode}")
                outcome = first.removeprefix("credkit: error: ").replace(values["passkey"], "ana.passkey") + \
                    f" (exit {done.returncode})"
            outcomes.setdefault(label, {})[name] = outcome
    emulator.terminate()
    moto.terminate()
    print("| command | plain moto 5.2.1 | `make emulator` (moto behind the test front) |")
    print("|---|---|---|")
    for label, row in outcomes.items():
        print(f"| `{label}` | {row['plain']} | {row['front']} |")
    print("| `login`, `token --client-credentials --via domain`, `logout`, `userinfo` | need the pool's domain "
          "(managed login), which moto lacks "
          "| the same (the tests serve one: HostedUIServer) |")


if __name__ == "__main__":
    main()
