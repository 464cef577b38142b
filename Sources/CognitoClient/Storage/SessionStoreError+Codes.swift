// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from SessionStore.swift: edit that file, not this one.

extension SessionStoreError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .unreadable,
        .notASession,
        .notOwned,
        .loosePermissions,
        .locked,
    ]
}
