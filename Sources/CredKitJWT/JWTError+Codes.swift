// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from JWTError.swift: edit that file, not this one.

extension JWTError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .malformed,
        .encryptedToken,
        .unsupportedAlgorithm,
        .unknownKID,
        .invalidJWK,
        .badSignature,
        .expired,
        .notYetValid,
        .issuerMismatch,
        .clientIDMismatch,
        .tokenUseMismatch,
        .groupMismatch,
        .scopeMismatch,
        .signerMismatch,
        .revoked,
        .onlineUnavailable,
        .jwksUnavailable,
        .missingExpiration,
        .invalidLeeway,
        .invalidSigningKey,
        .invalidClaims,
        .claimMismatch,
        .claimNotIncluded,
        .requiredScopeMissing,
        .requiredGroupMissing,
    ]
}
