# SPDX-License-Identifier: Apache-2.0
"""`credkit cognito login` with a real browser: headless Chromium, driven by Selenium, signs in on the
hosted-UI test server's form and follows the redirect to credkit's loopback listener.

Not part of `make test` (Chromium and its driver are some 300 MB of Debian packages); run it by hand:

    apt-get install chromium chromium-driver && pip install selenium
    swift build --product credkit && python3 Scripts/try-login-chromium.py

It starts moto, the Cognito front and the hosted-UI server (Tests/CognitoTestSupport), makes a pool
whose app client's callback is http://localhost:8765/callback, runs `credkit cognito login
--redirect-host localhost` in English and in Spanish with this script as $BROWSER, and prints what the
browser saw (the page credkit answered) and `whoami` afterwards. Exit status 0 when both sign-ins and
whoami succeed.
"""

import json
import os
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORT = os.path.join(ROOT, "Tests", "CognitoTestSupport")
CREDKIT = os.environ.get("CREDKIT_BIN", os.path.join(ROOT, ".build", "debug", "credkit"))


def browse(url, state):
    """The $BROWSER side: Chromium opens the URL, fills in the form, signs in, reports the last page."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    report = {}
    try:
        driver.get(url)
        report["form"] = driver.title
        with open(os.path.join(state, "user")) as f:
            driver.find_element(By.NAME, "username").send_keys(f.read())
        with open(os.path.join(state, "password")) as f:
            driver.find_element(By.NAME, "password").send_keys(f.read())
        driver.find_element(By.CSS_SELECTOR, "button[value=signin]").click()
        time.sleep(3)
        report["final_url"] = driver.current_url.split("?")[0]
        report["page"] = driver.find_element(By.TAG_NAME, "body").text
        report["chromium"] = driver.capabilities.get("browserVersion")
    except Exception as error:
        report["error"] = repr(error)
    finally:
        driver.quit()
        with open(os.path.join(state, "report.json"), "w") as f:
            json.dump(report, f)


def main():
    import tempfile

    import boto3
    sys.path.insert(0, SUPPORT)
    import serial_moto

    state = tempfile.mkdtemp(prefix="credkit-chromium-")
    moto_server, moto_port = serial_moto.start()
    moto = f"http://127.0.0.1:{moto_port}"
    front = subprocess.Popen([sys.executable, os.path.join(SUPPORT, "cognito_gaps.py"), moto + "/"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    front_url = f"http://127.0.0.1:{int(front.stdout.readline())}"
    domain = subprocess.Popen([sys.executable, os.path.join(SUPPORT, "hosted_ui.py"), moto, front_url],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{int(domain.stdout.readline())}"
    idp = boto3.client("cognito-idp", endpoint_url=moto, region_name="us-east-1",
                       aws_access_key_id="testing", aws_secret_access_key="testing")
    pool = idp.create_user_pool(PoolName="chromium", UsernameAttributes=["email"])["UserPool"]["Id"]
    app = idp.create_user_pool_client(
        UserPoolId=pool, ClientName="chromium", GenerateSecret=True, CallbackURLs=["http://localhost:8765/callback"],
        AllowedOAuthFlows=["code"], AllowedOAuthScopes=["openid", "email", "profile"],
        AllowedOAuthFlowsUserPoolClient=True, SupportedIdentityProviders=["COGNITO"])["UserPoolClient"]
    registration = json.dumps({"pool": pool, "clients": [app["ClientId"]]}).encode()
    urllib.request.urlopen(urllib.request.Request(base + "/_test/clients", data=registration)).read()
    user, password = "ana@example.com", "Chromium-Trial-1!"
    idp.admin_create_user(UserPoolId=pool, Username=user, MessageAction="SUPPRESS",
                          UserAttributes=[{"Name": "email", "Value": user}])
    idp.admin_set_user_password(UserPoolId=pool, Username=user, Password=password, Permanent=True)
    for name, value in [("user", user), ("password", password)]:
        with open(os.path.join(state, name), "w") as f:
            f.write(value)
    os.chmod(os.path.join(state, "password"), 0o600)
    environment = dict(os.environ, CREDKIT_REGION="us-east-1", CREDKIT_CLIENT_ID=app["ClientId"],
                       CREDKIT_CLIENT_SECRET=app["ClientSecret"], CREDKIT_ENDPOINT=base,
                       CREDKIT_SESSION=os.path.join(state, "session.json"),
                       BROWSER=f"{sys.executable} {os.path.abspath(__file__)} --browse {state}")
    ok = True
    try:
        for language in ["en", "es"]:
            login = subprocess.run([CREDKIT, "cognito", "login", "--domain", base, "--redirect-port", "8765",
                                    "--redirect-host", "localhost", "--browser-timeout", "60", "--lang", language],
                                   env=environment, capture_output=True, text=True, timeout=120)
            time.sleep(4)  # credkit does not wait for its browser; the report comes after the page
            with open(os.path.join(state, "report.json")) as f:
                report = json.load(f)
            print(f"login ({language}): exit {login.returncode}: {login.stdout.strip()}")
            print(f"  browser: {json.dumps(report, ensure_ascii=False)}")
            ok = ok and login.returncode == 0 and "error" not in report
        whoami = subprocess.run([CREDKIT, "cognito", "whoami"], env=environment, capture_output=True, text=True)
        print(f"whoami: exit {whoami.returncode}: {whoami.stdout.splitlines()[0] if whoami.stdout else whoami.stderr}")
        ok = ok and whoami.returncode == 0
    finally:
        domain.kill()
        front.kill()
        moto_server.shutdown()
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--browse":
        browse(sys.argv[3], sys.argv[2])
    else:
        sys.exit(main())
