// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitJWT
import Foundation

/// Writes `credkit jwt decode` and `jwt verify` records as JSON Lines, with ``JWTRecord``'s fields:
/// the token's header and payload as they were, its time status, and for `verify` whether it
/// verified and why not.
public struct JWTRecordEncoder: Sendable {
    private let language: Language
    private let now: Date
    /// Whether the signature is checked before the claims (Cognito tokens); a load balancer's
    /// `signer` and `client` are checked before its key is fetched.
    private let signatureFirst: Bool
    private let reportsPool: Bool
    private let reportsOnline: Bool

    /// An encoder.
    /// - Parameters:
    ///   - language: the language of the messages.
    ///   - now: the time `expiresIn` counts from.
    ///   - signatureFirst: whether the signature is checked before the claims (Cognito tokens; a
    ///     load balancer's are checked the other way round), which decides `signatureVerified`
    ///     for a refused token.
    ///   - reportsPool: whether records say which pool accepted the token (several pools).
    ///   - reportsOnline: whether records carry the online check's outcome.
    public init(
        language: Language, now: Date, signatureFirst: Bool = true, reportsPool: Bool = false, reportsOnline: Bool = false
    ) {
        self.language = language
        self.now = now
        self.signatureFirst = signatureFirst
        self.reportsPool = reportsPool
        self.reportsOnline = reportsOnline
    }

    /// Appends a decoded token's record, ending with `end`.
    /// - Parameters:
    ///   - token: the token.
    ///   - status: its time status.
    ///   - verification: `nil` for `decode`; for `verify`, whether it verified.
    ///   - pool: the pool that accepted it (with `reportsPool`).
    ///   - online: the online check's outcome (with `reportsOnline`).
    ///   - end: how the record ends (a structured input's kept columns), from the stream.
    ///   - output: where to append.
    public func encode(
        token: JSONWebToken, status: JWTStatus, verification: Result<Void, JWTError>?, pool: String? = nil,
        online: String? = nil, end: RecordEnd = RecordEnd(format: .json), into output: OutputBuffer
    ) {
        // Header and payload go out straight from their checked JSON.
        var record = JSONObjectWriter(into: output)
        record.raw(JWTRecord.header.name, token.header.appendJSON(to:))
        record.raw(JWTRecord.payload.name, token.claims.appendJSON(to:))
        record.string(JWTRecord.status.name, status.rawValue)
        // A time outside ISO 8601's years 0001–9999 has no ISO form; payload.exp still holds it.
        record.string(JWTRecord.expiresAt.name, token.claims.expiresAt.flatMap(JWTClaims.iso8601))
        if let expiry = token.claims.expiresAt {
            let seconds = min(max(expiry - now.timeIntervalSince1970, -1e15), 1e15).rounded(.down)
            record.int(JWTRecord.expiresIn.name, Int(seconds))
        } else {
            record.null(JWTRecord.expiresIn.name)
        }
        var signatureVerified = false
        switch verification {
        case .failure(let error)?:
            signatureVerified = signatureFirst ? Self.checksClaims(error.code) : Self.afterALBSignature(error.code)
            record.bool(JWTRecord.valid.name, false)
            record.string(JWTRecord.error.name, error.code.rawValue)
            record.string(JWTRecord.message.name, error.message(in: language))
        case .success?:
            signatureVerified = true
            record.bool(JWTRecord.valid.name, true)
            record.null(JWTRecord.error.name)
            record.null(JWTRecord.message.name)
        case nil:
            record.null(JWTRecord.error.name)
            record.null(JWTRecord.message.name)
        }
        record.bool(JWTRecord.signatureVerified.name, signatureVerified)
        if reportsPool { record.string(JWTRecord.pool.name, pool) }
        if reportsOnline { record.string(JWTRecord.online.name, online) }
        end.write(to: output)
    }

    /// Appends the record of a token that could not be decoded, ending with `end`.
    /// - Parameters:
    ///   - error: why.
    ///   - verifying: `jwt verify` (the record says the token is not valid).
    ///   - end: how the record ends.
    ///   - output: where to append.
    public func encode(
        undecodable error: JWTError, verifying: Bool, end: RecordEnd = RecordEnd(format: .json), into output: OutputBuffer
    ) {
        var record = JSONObjectWriter(into: output)
        for field in [JWTRecord.header, JWTRecord.payload, JWTRecord.status, JWTRecord.expiresAt, JWTRecord.expiresIn] {
            record.null(field.name)
        }
        if verifying { record.bool(JWTRecord.valid.name, false) }
        record.string(JWTRecord.error.name, error.code.rawValue)
        record.string(JWTRecord.message.name, error.message(in: language))
        record.bool(JWTRecord.signatureVerified.name, false)
        if reportsPool { record.null(JWTRecord.pool.name) }
        if reportsOnline { record.null(JWTRecord.online.name) }
        end.write(to: output)
    }

    /// Codes reached only after the signature verified.
    private static func checksClaims(_ code: JWTError.Code) -> Bool {
        // The issuer is checked before any key is looked up, as aws-jwt-verify does.
        [
            .expired, .notYetValid, .missingExpiration, .clientIDMismatch, .tokenUseMismatch, .groupMismatch, .scopeMismatch,
            .revoked, .onlineUnavailable, .requiredScopeMissing, .requiredGroupMissing, .claimMismatch, .claimNotIncluded,
        ].contains(code)
    }

    /// A load balancer token's codes reached only after its signature verified.
    private static func afterALBSignature(_ code: JWTError.Code) -> Bool {
        [.expired, .notYetValid, .issuerMismatch, .missingExpiration, .claimMismatch, .claimNotIncluded].contains(code)
    }
}
