// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from PasskeyError.swift: edit that file, not this one.

extension PasskeyError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .invalidOptions,
        .unsupportedAlgorithm,
        .alreadyRegistered,
        .notAllowed,
        .relyingPartyMismatch,
        .invalidFile,
    ]
}
