// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from ABIError.swift: edit that file, not this one.

extension ABIError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .nullArgument,
        .notUTF8,
        .invalidValue,
        .invalidOptions,
        .optionsNotObject,
        .unknownOption,
        .optionNotString,
        .optionNotBoolean,
        .optionNotStringObject,
        .optionNotNumber,
        .optionNotInteger,
        .optionNeedsWords,
        .optionNotWithWords,
        .optionNotStrings,
        .optionNotChoice,
        .optionOutOfRange,
        .optionNeedsDefaultProfile,
        .optionConflict,
        .invalidOffsets,
        .bufferTooSmall,
        .needsNetwork,
        .onlineBreachedRule,
        .unexpected,
    ]
}
