// SPDX-License-Identifier: Apache-2.0
/// The English table of breached passwords (index, range API). Keep entries in ``BreachedTextKey`` order; `BreachedSpanishTexts` mirrors it.
enum BreachedEnglishTexts {
    static let table: [BreachedTextKey: String] = [
        .breachedUnreadable: "Cannot read the breached-password data",
        .breachedNotAnIndex: "Not a credkit breached-password index",
        .breachedUnsupportedVersion: "Unsupported breached-password index version",
        .breachedTruncated: "Truncated breached-password index",
        .breachedCorrupt: "Damaged breached-password index",
        .breachedInvalidSource: "Invalid Pwned Passwords source",
        .breachedUnwritable: "Cannot write the breached-password index",
        .breachedMinimumCountMismatch: "Index and policy disagree on the minimum count",
        .breachedInvalidURL: "Invalid Pwned Passwords address",
        .breachedServiceUnreachable: "The breached-password service could not be reached",
        .breachedServiceError: "The breached-password service answered with an error",
        .breachedInvalidResponse: "The breached-password service sent an answer credkit cannot read",
        .breachedReasonSystem: "{file}: {problem}",
        .breachedReasonMagic: "{file} does not start with CKBREACH (build one with credkit breached build-index)",
        .breachedReasonVersion: "{file} is format version {version}; this credkit reads version {supported}",
        .breachedReasonLength: "{file} has {actual} bytes; its header says {expected}",
        .breachedReasonHeaderChecksum: "{file}: the header does not match its checksum",
        .breachedReasonLayout: "{file}: the header's {field} is out of range",
        .breachedReasonBlockChecksum: "{file}: bytes {start}–{end} do not match their checksum",
        .breachedReasonSourceLine: "{file}, line {line}, column {column}: {problem}",
        .breachedProblemHashLine: "expected 40 hex digits, a colon and a count (SHA1:COUNT)",
        .breachedProblemSuffixLine: "expected 35 hex digits, a colon and a count (SUFFIX:COUNT)",
        .breachedProblemHexDigit: "{character} is not a hex digit",
        .breachedProblemCount: "the count is not a whole number from 0 to 2^63",
        .breachedProblemNoCount:
            "a hash without a count cannot meet a minimum count above 1 (give SHA1:COUNT lines, or --minimum-count 1)",
        .breachedReasonRangeFileName: "{file}: a range file is named by five hex digits, optionally followed by .txt",
        .breachedReasonSourceKind: "{file} is neither a regular file nor a directory",
        .breachedReasonConstruction: "{file}: the filter could not be built after {attempts} attempts",
        .breachedReasonURL: "{url}: {problem}",
        .breachedProblemScheme: "use https, or http only for a loopback address",
        .breachedProblemURLForm: "not an absolute URL with a host",
        .breachedReasonTransport: "range {prefix}: {reason}",
        .breachedReasonStatus: "range {prefix}: HTTP {status} after {attempts} attempts",
        .breachedReasonAnswerLine: "range {prefix}, line {line} of the answer: not SUFFIX:COUNT",
        .breachedReasonAnswerSize: "range {prefix}: the answer is larger than {limit} bytes",
        .breachedReasonMinimumCount:
            "{file} keeps hashes seen at least {index} times, the policy asks for {policy}; rebuild it with --minimum-count {policy}",
    ]
}
