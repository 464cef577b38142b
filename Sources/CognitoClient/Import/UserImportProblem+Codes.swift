// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from UserImportProblem.swift: edit that file, not this one.

extension UserImportProblem.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .fileTooLarge,
        .tooManyUsers,
        .byteOrderMark,
        .emptyFile,
        .missingColumn,
        .unknownColumn,
        .duplicateColumn,
        .noAutoVerifiedAttribute,
        .notUTF8,
        .lineTooLong,
        .columnCount,
        .quotedValue,
        .usernameMissing,
        .usernameInvalid,
        .usernameTooLong,
        .usernameDuplicate,
        .emailInvalid,
        .phoneInvalid,
        .notBoolean,
        .mfaMissing,
        .mfaNeedsPhone,
        .mfaRequired,
        .mfaOff,
        .notVerified,
        .verifiedWithoutValue,
        .requiredMissing,
        .valueTooLong,
        .updatedAtInvalid,
    ]
}
