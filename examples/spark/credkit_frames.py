# SPDX-License-Identifier: Apache-2.0
"""credkit on Spark DataFrames: `check`, `strength` and `email` over a column, with typed results.

    import credkit_frames
    users = spark.read.parquet("s3a://bucket/users/")
    audit = credkit_frames.check(users, "password", keep=["user_id"], credkit=".build/static/credkit",
                                 arguments=["--policy", "nist-800-63b"])
    audit.groupBy("valid").count().show()

Whole Arrow record batches go through credkit (`DataFrame.mapInArrow`), in one of two ways
(`engine=`):

- **package** — in-process, when the `credkit` Python package (`pip install credkit`) is installed
  where the partitions run: each batch's column goes to the library as it is (Arrow's buffers, no
  copy, the GIL released) and the command's CSV rows come back from it in one call
  (`Policy.csv_rows`, `StrengthMeter.csv_rows`, `EmailChecker.csv_rows`) — no process, no pipe;
- **binary** — one credkit process per partition (the binary shipped with SparkContext.addFile):
  a batch's column is written to it as CSV by Arrow's C++ writer (`--input-format csv`: RFC 4180
  quoting keeps commas, quotes and line breaks inside a value) and its CSV records
  (`--format csv`) are read back.

`engine="auto"` (the default) takes the package when the driver can import it and the arguments
are ones the package takes (check: `--policy`, `--operation`, `--lang`; strength: `--model`,
`--words`, `--languages`, `--lang`; email: `--profile`, the `--allow-…` flags, `--no-smtputf8`,
`--test-environment`, `--lang`), else the binary; an executor without the package falls back to
the binary when one was given. Either way the records are the command's own rows, read by Arrow's
C++ CSV reader into typed columns (JSON Lines records measured 15 times slower to read: 2.4 µs a
row against 0.16); Python touches batches, never rows. The result has the kept columns, then:

    check     valid: boolean, violations: array<string> (the rules failed), cognito_message: string
    strength  bars: int, color: string, label: string, score: int, guesses_log10: double,
              warning: string (the feedback's code)
    email     valid: boolean, reason: string, normalized: string, smtputf8: boolean

and `error` (string): credkit's message for a value it could not read (null otherwise). A null value
is judged as the empty string. Rows keep their order within each partition.
"""

import collections
import importlib.util
import io
import os
import select
import subprocess

from pyspark import SparkFiles
from pyspark.sql.types import (
    ArrayType,
    BooleanType,
    DoubleType,
    IntegerType,
    StringType,
    StructField,
    StructType,
)

# credkit's CSV columns for each command (`--format csv`; the header row names them).
COLUMNS = {
    "check": ["line", "valid", "violations", "cognito_message", "error_code", "error"],
    "strength": ["line", "model", "bars", "color", "label", "score", "guesses_log10", "breach", "warning",
                 "suggestions", "error_code", "error"],
    "email": ["line", "input", "valid", "reason", "message", "normalized", "smtputf8", "error_code", "error"],
}

# What each command adds to the kept columns.
RESULTS = {
    "check": [
        StructField("valid", BooleanType()),
        StructField("violations", ArrayType(StringType())),
        StructField("cognito_message", StringType()),
        StructField("error", StringType()),
    ],
    "strength": [
        StructField("bars", IntegerType()),
        StructField("color", StringType()),
        StructField("label", StringType()),
        StructField("score", IntegerType()),
        StructField("guesses_log10", DoubleType()),
        StructField("warning", StringType()),
        StructField("error", StringType()),
    ],
    "email": [
        StructField("valid", BooleanType()),
        StructField("reason", StringType()),
        StructField("normalized", StringType()),
        StructField("smtputf8", BooleanType()),
        StructField("error", StringType()),
    ],
}


ENGINES = ("auto", "package", "binary")


def check(frame, column, keep=(), *, credkit="credkit", arguments=(), engine="auto"):
    """`credkit check` on `frame[column]`: valid, violations, cognito_message (and error) beside `keep`."""
    return _apply(frame, "check", column, keep, credkit, arguments, engine)


def strength(frame, column, keep=(), *, credkit="credkit", arguments=(), engine="auto"):
    """`credkit strength` on `frame[column]`: bars, color, label, score, guesses_log10, warning."""
    return _apply(frame, "strength", column, keep, credkit, arguments, engine)


def email(frame, column, keep=(), *, credkit="credkit", arguments=(), engine="auto"):
    """`credkit email` on `frame[column]`: valid, reason, normalized, smtputf8."""
    return _apply(frame, "email", column, keep, credkit, arguments, engine)


def package_options(command, arguments):
    """What the package needs to run `command` with the command line's `arguments`: a dict, or None
    when an argument is one only the binary takes (a user's context, breached checks, --csv-safe …)."""
    options, language = {}, None
    flags = {
        "--allow-quoted-local": "allow_quoted_local", "--allow-display-name": "allow_display_name",
        "--allow-domain-literal": "allow_domain_literal", "--allow-empty-local": "allow_empty_local",
        "--test-environment": "test_environment",
    }
    valued = {
        "check": {"--policy": "policy", "--operation": "operation"},
        "strength": {"--model": "model", "--words": "words", "--languages": "languages"},
        "email": {"--profile": "profile"},
    }[command]
    index = 0
    arguments = list(arguments)
    while index < len(arguments):
        argument = arguments[index]
        name, _, inline = argument.partition("=")
        if name in valued or name == "--lang":
            if inline:
                value = inline
            elif index + 1 < len(arguments):
                index += 1
                value = arguments[index]
            else:
                return None
            if name == "--lang":
                language = value
            else:
                options[valued[name]] = value
        elif command == "email" and argument in flags:
            options[flags[argument]] = True
        elif command == "email" and argument == "--no-smtputf8":
            options["allow_smtputf8"] = False
        else:
            return None
        index += 1
    return {"options": options, "language": language}


def _package_importable():
    return importlib.util.find_spec("credkit") is not None


def _apply(frame, command, column, keep, credkit, arguments, engine):
    keep = list(keep)
    names = frame.schema.fieldNames()
    for name in [column] + keep:
        if name not in names:
            raise ValueError(f"credkit_frames: no column {name!r} (the frame has {', '.join(names)})")
    if not isinstance(frame.schema[column].dataType, StringType):
        raise ValueError(f"credkit_frames: {column!r} must be a string column")
    results = RESULTS[command]
    clash = sorted({field.name for field in results} & set(keep))
    if clash:
        raise ValueError(f"credkit_frames: kept column {clash[0]!r} has the name of a result column; rename it first")
    for option in ("--format", "--input-format", "--field", "--keep", "--no-header", "--show-password"):
        if option in arguments:
            raise ValueError(f"credkit_frames: {option} is set by credkit_frames")
    if command == "check" and "--strength" in arguments:
        raise ValueError("credkit_frames: for the meter, use credkit_frames.strength on the same column")
    if engine not in ENGINES:
        raise ValueError(f"credkit_frames: engine {engine!r}: choose one of {', '.join(ENGINES)}")
    in_process = None
    if engine != "binary":
        in_process = package_options(command, arguments)
        if engine == "package" and in_process is None:
            raise ValueError(f"credkit_frames: {' '.join(arguments)}: the package does not take these arguments; "
                             "use engine='binary'")
        if engine == "package" and not _package_importable():
            raise ValueError("credkit_frames: engine='package' needs the credkit package (pip install credkit)")
        if engine == "auto" and not _package_importable():
            in_process = None
    binary = os.path.abspath(credkit)
    has_binary = os.access(binary, os.X_OK) and os.path.basename(binary) == "credkit" and not os.path.isdir(binary)
    if in_process is None and not has_binary:
        raise ValueError(f"credkit_frames: {credkit}: not an executable file named credkit")
    context = frame.sparkSession.sparkContext
    if has_binary and (in_process is None or engine == "auto"):
        context.addFile(binary)  # for the binary engine, or for an executor without the package
    else:
        has_binary = False
    # The workers unpickle the partition function from this module: ship it too.
    context.addPyFile(os.path.abspath(__file__))
    schema = StructType([frame.schema[name] for name in keep] + results)
    runner = _Runner(command, list(arguments), keep, column, in_process, has_binary)
    # The judged column may be kept too: selected once.
    return frame.select(*dict.fromkeys(keep + [column])).mapInArrow(runner, schema)


class _Runner:
    """The function each partition runs: batches in, typed batches out, through the package in-process
    or one credkit process."""

    def __init__(self, command, arguments, keep, column, in_process=None, has_binary=True):
        self.command = command
        self.arguments = arguments
        self.keep = keep
        self.column = column
        self.in_process = in_process  # package_options()'s answer, or None for the binary
        self.has_binary = has_binary
        # credkit's CSV header: an email check that allows display names adds that column.
        self.columns = list(COLUMNS[command])
        if command == "email" and "--allow-display-name" in arguments:
            self.columns.insert(-2, "display_name")

    def binary(self):
        # Executors put addFile files in the task's working directory; in local mode the driver's
        # SparkFiles directory holds it.
        path = "./credkit"
        if not os.path.exists(path):
            path = os.path.join(SparkFiles.getRootDirectory(), "credkit")
            if not os.path.exists(path):
                raise RuntimeError("credkit_frames: the credkit binary was not shipped to this executor")
        if not os.access(path, os.X_OK):
            os.chmod(path, 0o755)
        return path

    def engine(self):
        """`package` or `binary`, as this executor can: the package when asked for and importable."""
        if self.in_process is not None:
            if _package_importable():
                return "package"
            if not self.has_binary:
                raise RuntimeError(
                    "credkit_frames: the credkit package is not installed on this executor (pip install credkit) "
                    "and no binary was shipped")
        return "binary"

    def __call__(self, batches):
        if self.engine() == "package":
            return self._in_process(batches)
        return self._through_binary(batches)

    def _judge(self):
        """The package's call that gives the command's CSV rows for a column."""
        import credkit

        options = dict(self.in_process["options"])
        language = self.in_process["language"] or (
            "es" if os.environ.get("CREDKIT_LANG", "C").startswith("es") else "en")
        if self.command == "check":
            spec = options.pop("policy", "cognito-default")
            policy = credkit.Policy.from_file(spec) if os.path.exists(spec) else credkit.Policy.named(spec)
            operation = options.pop("operation", "sign-up")
            return lambda values: policy.csv_rows(values, language=language, operation=operation)
        if self.command == "strength":
            meter = credkit.StrengthMeter(options.pop("model", "guesses"), **options)
            return lambda values: meter.csv_rows(values, language=language)
        checker = credkit.EmailChecker(**options)
        return lambda values: checker.csv_rows(values, language=language)

    def _in_process(self, batches):
        judge = self._judge()
        for batch in batches:
            if not batch.num_rows:
                continue
            rows = judge(batch.column(batch.schema.get_field_index(self.column)))
            waiting = collections.deque([[batch.select(self.keep), batch.num_rows]])
            yield from self.combine(waiting, self.parse(rows))
            if waiting:
                raise RuntimeError("credkit_frames: credkit answered fewer rows than it was given")

    def _through_binary(self, batches):
        import pyarrow as pa
        import pyarrow.csv as arrow_csv

        process = subprocess.Popen(
            [self.binary(), self.command, "--format", "csv", "--jobs", "1", "--quiet", "--input-format", "csv",
             "--no-header", "--field", "1"] + self.arguments,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env={"LANG": os.environ.get("CREDKIT_LANG", "C"), "PATH": os.environ.get("PATH", "")},
        )
        stdin, stdout, stderr = process.stdin.fileno(), process.stdout.fileno(), process.stderr.fileno()
        os.set_blocking(stdin, False)
        write_options = arrow_csv.WriteOptions(include_header=False, quoting_style="needed")
        waiting = collections.deque()  # the kept columns of rows sent, not yet answered
        sending = memoryview(b"")
        batches = iter(batches)
        finished = False
        received = bytearray()
        header = None  # credkit's header row, checked against COLUMNS
        errors = bytearray()
        completed = False
        try:
            while True:
                if not sending and not finished:
                    batch = next(batches, None)
                    if batch is None:
                        finished = True
                        process.stdin.close()
                    else:
                        values = batch.select([self.column])
                        if values.num_rows:
                            buffer = io.BytesIO()
                            arrow_csv.write_csv(values, buffer, write_options=write_options)
                            sending = memoryview(buffer.getvalue())
                            waiting.append([batch.select(self.keep), values.num_rows])
                readable = [stdout, stderr]
                writable = [stdin] if sending else []
                ready_read, ready_write, _ = select.select(readable, writable, [])
                if ready_write:
                    try:
                        written = os.write(stdin, sending[: 1 << 16])
                        sending = sending[written:]
                    except BlockingIOError:
                        pass
                    except BrokenPipeError:
                        # credkit stopped reading (it failed): its message comes on standard error.
                        sending, finished = memoryview(b""), True
                if stderr in ready_read:
                    errors += os.read(stderr, 1 << 16)
                if stdout in ready_read:
                    chunk = os.read(stdout, 1 << 20)
                    if not chunk:
                        break
                    received += chunk
                    if header is None:
                        end = received.find(b"\n")
                        if end < 0:
                            continue
                        header = bytes(received[:end]).decode("utf-8").split(",")
                        if header != self.columns:
                            raise RuntimeError(f"credkit_frames: unexpected CSV columns from credkit: {header}")
                        del received[: end + 1]
                    # Whole rows only: a line break inside quotes (an echoed value's) does not end one.
                    cut = received.rfind(b"\n") + 1
                    while cut and received.count(b'"', 0, cut) % 2:
                        cut = received.rfind(b"\n", 0, cut - 1) + 1
                    if cut:
                        records = bytes(received[:cut])
                        del received[:cut]
                        yield from self.combine(waiting, self.parse(records))
            completed = True
        finally:
            if not completed:
                # Stopped early (a limit, a failed task, an error here): credkit may be blocked
                # writing answers nobody reads, so it is stopped rather than waited for.
                process.kill()
            if not finished:
                process.stdin.close()
            errors += process.stderr.read()
            status = process.wait()
        # 0 all passed, 1 some refused, 4 some rows unreadable: each row has its record (the error
        # columns say why). 2 (usage) and 3 (a service did not answer) fail the task.
        if status not in (0, 1, 4):
            raise RuntimeError(f"credkit {self.command} failed ({status}): {errors.decode('utf-8', 'replace').strip()}")
        if waiting or received:
            raise RuntimeError("credkit_frames: credkit answered fewer rows than it was given")

    def parse(self, records):
        """credkit's CSV rows as Arrow columns of the command's results."""
        import pyarrow as pa
        import pyarrow.compute as compute
        import pyarrow.csv as arrow_csv

        types = {"valid": pa.bool_(), "bars": pa.int32(), "score": pa.int32(), "guesses_log10": pa.float64(),
                 "smtputf8": pa.bool_()}
        wanted = {
            "check": ["valid", "violations", "cognito_message", "error"],
            "strength": ["bars", "color", "label", "score", "guesses_log10", "warning", "error"],
            "email": ["valid", "reason", "normalized", "smtputf8", "error"],
        }[self.command]
        table = arrow_csv.read_csv(
            io.BytesIO(records),
            read_options=arrow_csv.ReadOptions(
                column_names=self.columns, use_threads=False, block_size=max(len(records), 1 << 20)),
            parse_options=arrow_csv.ParseOptions(newlines_in_values=True),
            convert_options=arrow_csv.ConvertOptions(
                column_types={name: types.get(name, pa.string()) for name in wanted}, include_columns=wanted,
                strings_can_be_null=True),
        )
        columns = [table[name] for name in wanted]
        if self.command == "check":
            # Rule names separated by spaces; no rule failed is an empty list (null: the row had an error).
            rules = compute.split_pattern(table["violations"], " ")
            none = compute.and_(compute.is_null(rules), compute.is_null(table["error"]))
            columns[1] = compute.if_else(none, pa.scalar([], pa.list_(pa.string())), rules)
        return pa.table(columns, names=[field.name for field in RESULTS[self.command]])

    def combine(self, waiting, results):
        """Record batches of the kept columns of the rows `results` answers, beside the results."""
        import pyarrow as pa

        start = 0
        while start < results.num_rows:
            if not waiting:
                raise RuntimeError("credkit_frames: credkit answered more rows than it was given")
            kept, rows = waiting[0]
            take = min(rows, results.num_rows - start)
            part = results.slice(start, take)
            columns = [kept.column(index).slice(0, take) for index in range(kept.num_columns)]
            columns += [part.column(index).combine_chunks() for index in range(part.num_columns)]
            yield pa.RecordBatch.from_arrays(columns, names=self.keep + part.column_names)
            start += take
            if take == rows:
                waiting.popleft()
            else:
                waiting[0] = [kept.slice(take), rows - take]
