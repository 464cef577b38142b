// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from GeneratorError.swift: edit that file, not this one.

extension GeneratorError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .lengthOutOfRange,
        .classExcluded,
        .emptyAlphabet,
        .unsatisfiable,
        .passphraseLength,
        .invalidWordCount,
        .invalidSeparator,
        .noWords,
        .optionConflict,
        .rejectedByPolicy,
        .breachCheckUnavailable,
    ]
}
