// SPDX-License-Identifier: Apache-2.0

/// How one record turned out; a ``RecordStream`` returns the worst. The command line exits with it: 0 every record passed, 1 some were
/// refused (like `grep`), 3 a service the judgement needs (the breached-password range API, a JWKS,
/// Cognito for `--online`) could not answer for some, 4 some records could not be read (a row that
/// does not parse, a line that is not UTF-8 where text is needed, a malformed token). 2 is left to
/// usage errors, where nothing was read: a pipeline tells "wrong flag" from "two bad rows in a million".
public enum LineStatus: Int32, Comparable, Sendable {
    case passed = 0
    case refused = 1
    case unavailable = 3
    case unreadable = 4

    public static func < (left: LineStatus, right: LineStatus) -> Bool { left.rawValue < right.rawValue }
}
