// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from ExtraWords.swift: edit that file, not this one.

extension ExtraWordsError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .unreadable,
        .invalidEncoding,
        .wordTooLong,
        .tooMany,
    ]
}
