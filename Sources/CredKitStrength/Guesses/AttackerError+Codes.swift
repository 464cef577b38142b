// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from AttackerError.swift: edit that file, not this one.

extension AttackerError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .unknown,
        .bcryptCost,
        .scryptParameters,
        .argon2idParameters,
        .pbkdf2Iterations,
    ]
}
