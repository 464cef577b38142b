// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitJWT
import CredKitPipeline
import Foundation

/// A token verifier (`credkit_jwt_verifier`): the key set and the checks, each chosen explicitly
/// (as aws-jwt-verify asks: no silent default for the audience or the token's use). Immutable.
final class ABIJWTVerifier: Sendable {
    let verifier: JWTVerifier
    let keys: JSONWebKeySet
    let leeway: Double

    init(keys: JSONWebKeySet, options: ABIOptions) throws {
        let pool = try options.string("user_pool_id")
        let issuers = try options.strings("issuers")
        guard (pool == nil) != issuers.isEmpty else {
            throw ABIError(.optionConflict, ["argument": "user_pool_id", "other": "issuers"])
        }
        var allowedIssuers = issuers
        if let pool {
            guard let id = CognitoUserPoolID(pool) else {
                throw ABIError(
                    .invalidValue, ["argument": "user_pool_id", "value": pool, "expected": "REGION_ID (eu-west-1_AbC123xyz)"])
            }
            allowedIssuers = id.issuers
        }
        let clients = try options.strings("client_ids")
        let anyClient = try options.bool("any_client")
        guard clients.isEmpty == anyClient else {
            throw ABIError(.optionConflict, ["argument": "client_ids", "other": "any_client"])
        }
        let tokenUse = try options.choice("token_use", JWTVerifier.TokenUse.self)
        let anyTokenUse = try options.bool("any_token_use")
        guard (tokenUse == nil) == anyTokenUse else {
            throw ABIError(.optionConflict, ["argument": "token_use", "other": "any_token_use"])
        }
        let leeway = try options.number("leeway") ?? 0
        guard (0...86_400).contains(leeway) else {
            throw ABIError(
                .optionOutOfRange, ["argument": "leeway", "value": String(leeway), "minimum": "0", "maximum": "86400"])
        }
        self.keys = keys
        self.leeway = leeway
        let clock = try ABIToken.clock(options)
        verifier = JWTVerifier(
            .init(
                issuers: allowedIssuers, clientIDs: anyClient ? nil : clients, tokenUse: tokenUse,
                groups: try options.strings("groups"), scopes: try options.strings("scopes"), leeway: leeway,
                allowsMissingExpiration: try options.bool("allow_missing_exp"), clock: clock))
    }
}

/// A token as `credkit jwt` reads it.
enum ABIToken {
    /// As `jwt decode` reads it: compact, or padded as a load balancer signs it.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONWebToken, JWTError> {
        let decoded = Result(catching: { () throws(JWTError) in try JSONWebToken(pasted: bytes) })
        if case .failure = decoded, let padded = try? JSONWebToken(pasted: bytes, padding: .allowed) { return .success(padded) }
        return decoded
    }

    /// As `jwt verify` reads a user pool's token: compact only (RFC 7515 forbids padding; only a
    /// load balancer's tokens have it).
    static func decodeStrictly(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONWebToken, JWTError> {
        Result(catching: { () throws(JWTError) in try JSONWebToken(pasted: bytes, padding: .forbidden) })
    }

    /// The options' `at` (seconds since 1970, as `credkit jwt --at`), else the current time.
    static func clock(_ options: ABIOptions) throws(ABIError) -> @Sendable () -> Date {
        guard let seconds = try options.number("at") else { return { Date() } }
        guard abs(seconds) <= 253_402_300_799 else {
            throw ABIError(
                .optionOutOfRange,
                ["argument": "at", "value": String(seconds), "minimum": "-253402300799", "maximum": "253402300799"])
        }
        let moment = Date(timeIntervalSince1970: seconds)
        return { moment }
    }
}

/// One token's record exactly as `credkit jwt decode --format json` writes it (without the
/// newline): header, payload, time status, expiry; nothing is verified. A token that cannot be
/// decoded gets the command's error record. Options (JSON, or `NULL`): `at` (seconds since 1970:
/// the time the status is judged at; now when absent). Free it with `credkit_string_free`.
@_cdecl("credkit_jwt_decode_record")
public func credkit_jwt_decode_record(
    _ token: UnsafePointer<UInt8>?, _ length: Int, _ options: UnsafePointer<CChar>?, _ language: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABI.catching(domain: "jwt", error) {
        let bytes = try ABI.bytes(token, length, argument: "token")
        let now = try ABIToken.clock(try ABIOptions(options, known: ["at"]))()
        let encoder = JWTRecordEncoder(language: try ABI.language(language), now: now)
        let output = OutputBuffer(descriptor: -1, flushThreshold: 4096)
        switch ABIToken.decode(bytes) {
        case .success(let token):
            encoder.encode(token: token, status: token.status(at: now), verification: nil, into: output)
        case .failure(let failure):
            encoder.encode(undecodable: failure, verifying: false, into: output)
        }
        return ABI.record(output)
    }
}

/// A verifier over a JSON Web Key Set (`jwks`, `jwks_length` bytes of JSON). Options (JSON):
/// `user_pool_id` or `issuers` (one of them), `client_ids` or `"any_client": true` (one of them),
/// `token_use` (`id`, `access`) or `"any_token_use": true` (one of them), `groups`, `scopes` (any
/// of), `leeway` (seconds, 0–86400), `allow_missing_exp`, `at` (seconds since 1970: judge every
/// token at that time instead of now).
@_cdecl("credkit_jwt_verifier_new")
public func credkit_jwt_verifier_new(
    _ jwks: UnsafePointer<UInt8>?, _ jwksLength: Int, _ options: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> OpaquePointer? {
    ABI.catching(domain: "jwt", error) {
        let bytes = try ABI.bytes(jwks, jwksLength, argument: "jwks")
        let keys = try JSONWebKeySet(json: Array(bytes))
        let options = try ABIOptions(
            options,
            known: [
                "user_pool_id", "issuers", "client_ids", "any_client", "token_use", "any_token_use", "groups", "scopes",
                "leeway", "allow_missing_exp", "at",
            ])
        return ABI.handle(try ABIJWTVerifier(keys: keys, options: options))
    }
}

/// Frees a verifier (`NULL` is allowed).
@_cdecl("credkit_jwt_verifier_free")
public func credkit_jwt_verifier_free(_ verifier: OpaquePointer?) {
    ABI.release(verifier, as: ABIJWTVerifier.self)
}

/// One token's record exactly as `credkit jwt verify --format json` writes it (without the
/// newline): `valid`, and for a refused token the error's code and message in `language`.
/// Free it with `credkit_string_free`.
@_cdecl("credkit_jwt_verify_record")
public func credkit_jwt_verify_record(
    _ verifier: OpaquePointer?, _ token: UnsafePointer<UInt8>?, _ length: Int, _ language: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABI.catching(domain: "jwt", error) {
        guard let verifier else { throw ABIError(.nullArgument, ["argument": "verifier"]) }
        let bytes = try ABI.bytes(token, length, argument: "token")
        let handle = ABI.object(verifier, as: ABIJWTVerifier.self)
        let now = handle.verifier.options.clock()
        let encoder = JWTRecordEncoder(language: try ABI.language(language), now: now)
        let output = OutputBuffer(descriptor: -1, flushThreshold: 4096)
        switch ABIToken.decodeStrictly(bytes) {
        case .success(let token):
            let verification = Result(catching: { () throws(JWTError) in try handle.verifier.verify(token, keys: handle.keys) })
            encoder.encode(
                token: token, status: token.status(at: now, leeway: handle.leeway), verification: verification, into: output)
        case .failure(let failure):
            encoder.encode(undecodable: failure, verifying: true, into: output)
        }
        return ABI.record(output)
    }
}
