# SPDX-License-Identifier: Apache-2.0
"""A user agent for the hosted-UI tests: what a person's browser does with an authorization URL.

It opens the URL (following redirects as a browser does, with cookies), reads the sign-in form the
page serves (its action and fields, as HTML), fills in the username and the password (read from a
file: never from argv) and submits it — or presses Cancel — and then follows the redirect to the
app's loopback callback, like a browser going to the Location header. It reports on standard output,
as one JSON object, the callback's status and body (the page credkit answered with), or the form
page's error when sign-in failed.

With --probe it first sends the app's loopback listener what it must not take for the redirect (GET
/favicon.ico, POST to the callback path) and, after the redirect, the callback a second time, and
reports what each got. --foreign does what any web page or local process can do before the real
redirect: a bare GET of the callback, one with a forged state, and a connection that sends half a
request line and stays open; the real redirect must still land. --trickle N forks a process that
connects to the listener and sends one byte a second for N seconds (a slow client must not hold the
listener past its deadline). --report FILE writes the report there instead (credkit discards a
browser's output).

Usage: browser.py [--username U --password-file F | --cancel] [--tamper-state] [--no-callback]
                  [--probe] [--foreign] [--trickle N] [--report FILE] URL
(credkit runs it as $BROWSER, with the URL as the last argument).
"""

import argparse
import http.cookiejar
import json
import os
import socket
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from html.parser import HTMLParser


class FormReader(HTMLParser):
    def __init__(self):
        super().__init__()
        self.action = None
        self.fields = {}
        self.buttons = {}
        self.error = None
        self._in_error = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.action = attrs.get("action")
        elif tag == "input" and attrs.get("name"):
            self.fields[attrs["name"]] = attrs.get("value", "")
        elif tag == "button" and attrs.get("name"):
            self.buttons[attrs.get("value")] = attrs["name"]
        elif tag == "p" and attrs.get("class") == "error":
            self._in_error = True

    def handle_data(self, data):
        if self._in_error:
            self.error = (self.error or "") + data

    def handle_endtag(self, tag):
        if tag == "p":
            self._in_error = False


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--username")
    parser.add_argument("--password-file")
    parser.add_argument("--cancel", action="store_true")
    parser.add_argument("--tamper-state", action="store_true")
    parser.add_argument("--no-callback", action="store_true")
    parser.add_argument("--probe", action="store_true")
    parser.add_argument("--foreign", action="store_true")
    parser.add_argument("--trickle", type=int, default=0)
    parser.add_argument("--report")
    parser.add_argument("url")
    args = parser.parse_args()
    # What credkit must not hand its browser: its client secret and AWS keys.
    secrets = ["CREDKIT_CLIENT_SECRET", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"]
    report = {"secrets_in_environment": [name for name in secrets if name in os.environ]}
    try:
        visit(args, report)
    except Exception as error:  # the report says what went wrong; the test reads it
        report["exception"] = repr(error)
    text = json.dumps(report)
    if args.report:
        with open(args.report + ".tmp", "w") as f:
            f.write(text)
        os.replace(args.report + ".tmp", args.report)
    else:
        print(text)


def status_of(opener, request):
    try:
        return opener.open(request, timeout=10).status
    except urllib.error.HTTPError as error:
        return error.code
    except (urllib.error.URLError, ConnectionError) as error:
        return "refused" if "refused" in str(error).lower() else repr(error)


def trickle(redirect_uri, seconds):
    """In a child process: one byte of a request a second, for `seconds`."""
    if os.fork() != 0:
        return
    try:
        parts = urllib.parse.urlsplit(redirect_uri)
        connection = socket.create_connection((parts.hostname, parts.port), timeout=5)
        request = b"GET /callback?state=x HTTP/1.1\r\nHost: x\r\n" + b"X" * 1000
        for index in range(seconds):
            connection.send(request[index : index + 1])
            time.sleep(1)
    except OSError:
        pass
    os._exit(0)


def visit(args, report):
    redirect_uri = urllib.parse.parse_qs(urllib.parse.urlsplit(args.url).query).get("redirect_uri", [""])[0]
    if args.trickle and redirect_uri:
        trickle(redirect_uri, args.trickle)
    jar = http.cookiejar.CookieJar()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    no_redirect = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
    if args.probe and redirect_uri:
        origin = urllib.parse.urljoin(redirect_uri, "/favicon.ico")
        report["probe_other_path"] = status_of(no_redirect, origin)
        report["probe_post"] = status_of(no_redirect, urllib.request.Request(redirect_uri, data=b"code=x", method="POST"))
    try:
        page = browser.open(args.url, timeout=30)
    except urllib.error.HTTPError as error:
        report.update(authorize_status=error.code, body=error.read().decode(errors="replace"))
        return
    final = page.geturl()
    body = page.read().decode()
    if urllib.parse.urlparse(final).path == "/callback":
        # An error redirect straight from the authorization request: the browser already landed.
        report.update(callback_status=page.status, body=body)
        return
    form = FormReader()
    form.feed(body)
    fields = dict(form.fields)
    action = "cancel" if args.cancel else "signin"
    fields[form.buttons.get(action, "action")] = action
    if not args.cancel:
        fields["username"] = args.username
        with open(args.password_file) as f:
            fields["password"] = f.read().rstrip("\n")
    target = urllib.parse.urljoin(final, form.action)
    data = urllib.parse.urlencode(fields).encode()
    try:
        answer = no_redirect.open(urllib.request.Request(target, data=data, method="POST"), timeout=30)
        again = FormReader()
        again.feed(answer.read().decode())
        report.update(form_status=answer.status, error=again.error)
        return
    except urllib.error.HTTPError as error:
        if error.code not in (301, 302, 303, 307):
            report.update(form_status=error.code, body=error.read().decode(errors="replace"))
            return
        location = error.headers["Location"]
    if args.tamper_state:
        parts = urllib.parse.urlsplit(location)
        query = [(k, "forged" if k == "state" else v) for k, v in urllib.parse.parse_qsl(parts.query)]
        location = urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))
    report["location"] = location
    if args.no_callback:
        return
    slow = None
    if args.foreign:
        report["foreign_bare"] = status_of(no_redirect, redirect_uri)
        report["foreign_state"] = status_of(no_redirect, redirect_uri + "?code=stolen&state=forged")
        parts = urllib.parse.urlsplit(redirect_uri)
        slow = socket.create_connection((parts.hostname, parts.port), timeout=5)
        slow.send(b"GET /callback?co")
    try:
        callback = browser.open(location, timeout=30)
        report.update(callback_status=callback.status, body=callback.read().decode())
    except urllib.error.HTTPError as error:
        report.update(callback_status=error.code, body=error.read().decode(errors="replace"))
    if slow is not None:
        slow.close()
    if args.probe:
        report["probe_second"] = status_of(no_redirect, location)


if __name__ == "__main__":
    sys.exit(main())
