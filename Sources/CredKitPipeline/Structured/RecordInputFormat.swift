// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// How an input is split into records (the command line's `--input-format`).
public enum RecordInputFormat: String, Sendable, Hashable, CaseIterable {
    /// One value per line (the default).
    case lines
    /// Comma-separated values, RFC 4180 quoting.
    case csv
    /// Tab-separated values (IANA: no quoting).
    case tsv
    /// JSON Lines: one JSON object per line.
    case jsonl
}
