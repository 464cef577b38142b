// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from ListUsersFilterError.swift: edit that file, not this one.

extension ListUsersFilterError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .tooLong,
        .missingAttribute,
        .customAttribute,
        .unknownAttribute,
        .missingOperator,
        .unquotedValue,
        .unterminatedValue,
        .invalidEscape,
        .trailingText,
        .unknownStatus,
    ]
}
