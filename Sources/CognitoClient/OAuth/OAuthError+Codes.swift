// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from OAuthError.swift: edit that file, not this one.

extension OAuthError.Code {
    /// Every code this version knows, in declaration order; a later version may add more.
    public static let allCases: [Self] = [
        .invalidInput,
        .transport,
        .invalidResponse,
        .invalidEndpoint,
        .serverError,
        .accessDenied,
        .authorizationRefused,
        .stateMismatch,
        .noCallback,
        .portInUse,
        .invalidGrant,
        .invalidClient,
        .unauthorizedClient,
        .invalidScope,
        .invalidIDToken,
        .noDomain,
        .invalidToken,
        .invalidRequest,
        .invalidCallback,
    ]
}
