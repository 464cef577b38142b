// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from SRPChallenge.swift: edit that file, not this one.

extension CognitoSRPError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .invalidPoolID,
        .invalidChallenge,
        .unsafeValue,
    ]
}
