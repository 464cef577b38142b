// SPDX-License-Identifier: Apache-2.0

import CredKitCore

/// How records are written (the command line's `--format`): a line of text each, JSON Lines, or CSV.
public enum RecordFormat: String, Sendable, Hashable, CaseIterable {
    case text, json, csv
}
