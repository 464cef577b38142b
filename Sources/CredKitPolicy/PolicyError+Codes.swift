// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from PolicyError.swift: edit that file, not this one.

extension PolicyError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .unreadable,
        .tooLarge,
        .unknownPreset,
        .malformedJSON,
        .wrongType,
        .outOfRange,
        .unknownField,
        .missingField,
        .noPasswordPolicy,
        .invalidPattern,
        .unportablePattern,
        .tooManyPatterns,
        .costlyPattern,
        .invalidValue,
        .breachedSourceUnusable,
        .strengthWordsUnusable,
        .malformedYAML,
        .malformedHCL,
        .noUserPool,
        .severalUserPools,
        .unknownResource,
        .computedValue,
        .unknownFormat,
        .notAuditable,
    ]
}
