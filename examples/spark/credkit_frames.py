# SPDX-License-Identifier: Apache-2.0
"""credkit on Spark DataFrames: `check`, `strength` and `email` over a column, with typed results.

    import credkit_frames
    users = spark.read.parquet("s3a://bucket/users/")
    audit = credkit_frames.check(users, "password", keep=["user_id"], credkit=".build/static/credkit",
                                 arguments=["--policy", "nist-800-63b"])
    audit.groupBy("valid").count().show()

Each partition runs one credkit process (the binary is shipped with SparkContext.addFile) and moves
whole Arrow record batches through it (`DataFrame.mapInArrow`): a batch's column is written to
credkit as CSV by Arrow's C++ writer (`--input-format csv`: RFC 4180 quoting keeps commas, quotes and
line breaks inside a value), and credkit's CSV records (`--format csv`) come back through Arrow's
C++ CSV reader into typed columns (JSON Lines records measured 15 times slower to read: 2.4 µs a
row against 0.16). Python touches batches, never rows. The result has the kept columns, then:

    check     valid: boolean, violations: array<string> (the rules failed), cognito_message: string
    strength  bars: int, color: string, label: string, score: int, guesses_log10: double,
              warning: string (the feedback's code)
    email     valid: boolean, reason: string, normalized: string, smtputf8: boolean

and `error` (string): credkit's message for a value it could not read (null otherwise). A null value
is judged as the empty string. Rows keep their order within each partition.
"""

import collections
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


def check(frame, column, keep=(), *, credkit="credkit", arguments=()):
    """`credkit check` on `frame[column]`: valid, violations, cognito_message (and error) beside `keep`."""
    return _apply(frame, "check", column, keep, credkit, arguments)


def strength(frame, column, keep=(), *, credkit="credkit", arguments=()):
    """`credkit strength` on `frame[column]`: bars, color, label, score, guesses_log10, warning."""
    return _apply(frame, "strength", column, keep, credkit, arguments)


def email(frame, column, keep=(), *, credkit="credkit", arguments=()):
    """`credkit email` on `frame[column]`: valid, reason, normalized, smtputf8."""
    return _apply(frame, "email", column, keep, credkit, arguments)


def _apply(frame, command, column, keep, credkit, arguments):
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
    binary = os.path.abspath(credkit)
    if not os.access(binary, os.X_OK) or os.path.basename(binary) != "credkit":
        raise ValueError(f"credkit_frames: {credkit}: not an executable file named credkit")
    context = frame.sparkSession.sparkContext
    context.addFile(binary)
    # The workers unpickle the partition function from this module: ship it too.
    context.addPyFile(os.path.abspath(__file__))
    schema = StructType([frame.schema[name] for name in keep] + results)
    runner = _Runner(command, list(arguments), keep, column)
    # The judged column may be kept too: selected once.
    return frame.select(*dict.fromkeys(keep + [column])).mapInArrow(runner, schema)


class _Runner:
    """The function each partition runs: one credkit process, batches in, typed batches out."""

    def __init__(self, command, arguments, keep, column):
        self.command = command
        self.arguments = arguments
        self.keep = keep
        self.column = column
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

    def __call__(self, batches):
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
