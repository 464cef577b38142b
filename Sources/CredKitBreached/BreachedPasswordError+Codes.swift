// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from BreachedPasswordError.swift: edit that file, not this one.

extension BreachedPasswordError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .unreadable,
        .notAnIndex,
        .unsupportedVersion,
        .truncated,
        .corrupt,
        .invalidSource,
        .unwritable,
        .minimumCountMismatch,
        .invalidURL,
        .serviceUnreachable,
        .serviceError,
        .invalidResponse,
        .notFetched,
        .noClient,
    ]
}
