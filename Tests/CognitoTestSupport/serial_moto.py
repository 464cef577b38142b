#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""moto's server with one request at a time, for the tests and the emulator.

moto's in-memory backends are plain dictionaries that its threaded server changes from many threads:
a lookup that walks every pool (VerifySoftwareToken, SetUserMFAPreference, GetUser… find the pool by
access token) while another request creates a pool or a region's backend stops with "dictionary
changed size during iteration", an HTML 500 the client cannot tell from an operation moto lacks. In
a run of 700 tests, two processes and hundreds of pools, one such 500 came in a few CI runs. Each
request's body is read first, then moto answers it under one lock; connections stay concurrent.

    python3 serial_moto.py          # prints the port, serves until its parent process is gone
    from serial_moto import start   # start() -> (server, port); server.shutdown() stops it
"""
import io
import os
import threading
import time

from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import make_server


def serialised(app):
    """The WSGI application `app` answering one request at a time (bodies read outside the lock)."""
    lock = threading.Lock()

    def application(environ, start_response):
        length = int(environ.get("CONTENT_LENGTH") or 0)
        body = environ["wsgi.input"].read(length) if length > 0 else b""
        environ["wsgi.input"] = io.BytesIO(body)
        with lock:
            answer = app(environ, start_response)
            try:
                return [b"".join(answer)]
            finally:
                getattr(answer, "close", lambda: None)()

    return application


def start(ip_address="127.0.0.1", port=0):
    """Starts moto on `ip_address`:`port` (0: a free one) in a daemon thread; returns it and its port."""
    server = make_server(ip_address, port, serialised(DomainDispatcherApplication(create_backend_app)), threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


if __name__ == "__main__":
    # Started by the Swift tests: stops when they are gone (test runners may ignore SIGTERM).
    parent = os.getppid()
    server, port = start()
    print(port, flush=True)
    while os.getppid() == parent:
        time.sleep(0.5)
    server.shutdown()
