// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from CognitoSettings.swift: edit that file, not this one.

extension CognitoSettingsError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .invalidUserPool,
        .missingUserPool,
        .missingRegion,
        .invalidRegion,
        .regionMismatch,
        .missingClientID,
        .invalidClientID,
        .sessionForOtherClient,
        .invalidEndpoint,
        .invalidTimeout,
    ]
}
