// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import Foundation

/// Writes `credkit jwt` results: a readable block per token (a blank line between them), or one JSON
/// object per token.
struct JWTRecordWriter {
    private let format: OutputFormat
    private let language: Language
    private let now: Date
    private let leeway: Double
    /// Whether the signature is checked before the claims (Cognito tokens); a load balancer's
    /// `signer` and `client` are checked before its key is fetched.
    private let signatureFirst: Bool
    /// Whether records say which pool accepted the token (several `--user-pool-id`).
    private let reportsPool: Bool
    /// Whether records carry the online check's outcome (`--online`).
    private let reportsOnline: Bool

    init(
        format: OutputFormat, language: Language, now: Date, leeway: Double, signatureFirst: Bool = true,
        reportsPool: Bool = false, reportsOnline: Bool = false
    ) {
        self.reportsOnline = reportsOnline
        self.format = format
        self.language = language
        self.now = now
        self.leeway = leeway
        self.signatureFirst = signatureFirst
        self.reportsPool = reportsPool
    }

    private func text(_ key: CLITextKey, _ arguments: [String: String] = [:]) -> String {
        CLITexts.string(key, in: language, arguments)
    }

    /// A decoded token; `verification` is `nil` for `decode`, the outcome for `verify`.
    func write(
        token: JSONWebToken, status: JWTStatus, verification: Result<Void, JWTError>?, line: Int, pool: String? = nil,
        online: String? = nil, into output: OutputBuffer
    ) {
        switch format {
        case .json:
            // Header and payload go out straight from their checked JSON.
            var record = JSONObjectWriter(into: output)
            record.raw("header", token.header.appendJSON(to:))
            record.raw("payload", token.claims.appendJSON(to:))
            record.string("status", status.rawValue)
            // A time outside ISO 8601's years 0001–9999 has no ISO form; payload.exp still holds it.
            record.string("expiresAt", token.claims.expiresAt.flatMap(JWTClaims.iso8601))
            if let expiry = token.claims.expiresAt {
                record.int("expiresIn", Display.wholeSeconds(expiry - now.timeIntervalSince1970))
            } else {
                record.null("expiresIn")
            }
            var signatureVerified = false
            switch verification {
            case .failure(let error)?:
                signatureVerified = signatureFirst ? Self.checksClaims(error.code) : Self.afterALBSignature(error.code)
                record.bool("valid", false)
                record.string("error", error.code.rawValue)
                record.string("message", error.message(in: language))
            case .success?:
                signatureVerified = true
                record.bool("valid", true)
                record.null("error")
                record.null("message")
            case nil:
                record.null("error")
                record.null("message")
            }
            record.bool("signatureVerified", signatureVerified)
            if reportsPool { record.string("pool", pool) }
            if reportsOnline { record.string("online", online) }
            record.end(newline: true)
        case .text:
            if line > 1 { output.append(byte: 0x0A) }
            section(text(.jwtHeader), token.header.raw, into: output)
            section(text(.jwtPayload), token.claims.raw, into: output)
            var rows: [(String, String)] = [(text(.jwtStatus), statusText(status, token: token))]
            switch verification {
            case nil: rows.append((text(.jwtSignature), text(.jwtNotVerified)))
            case .success?:
                rows.append((text(.jwtResult), text(.jwtValid)))
                if let pool { rows.append((text(.jwtPool), pool)) }
            case .failure(let error)?:
                rows.append((text(.jwtResult), text(.jwtNotValid, ["message": error.message(in: language)])))
            }
            appendTable(rows, indent: "", into: output)
        }
    }

    /// A token that could not be decoded, or (with `token`) one that failed verification.
    func write(
        error: JWTError, token: JSONWebToken?, line: Int, verifying: Bool, online: String? = nil, into output: OutputBuffer
    ) {
        if let token {
            write(
                token: token, status: token.status(at: now, leeway: leeway), verification: .failure(error), line: line,
                online: online, into: output)
            return
        }
        switch format {
        case .json:
            var record = JSONObjectWriter(into: output)
            for key in ["header", "payload", "status", "expiresAt", "expiresIn"] { record.null(key) }
            if verifying { record.bool("valid", false) }
            record.string("error", error.code.rawValue)
            record.string("message", error.message(in: language))
            record.bool("signatureVerified", false)
            if reportsPool { record.null("pool") }
            if reportsOnline { record.null("online") }
            record.end(newline: true)
        case .text:
            if line > 1 { output.append(byte: 0x0A) }
            output.append(text(.jwtLineError, ["line": String(line), "message": error.message(in: language)]) + "\n")
        }
    }

    /// Codes reached only after the signature verified.
    private static func checksClaims(_ code: JWTError.Code) -> Bool {
        // The issuer is checked before any key is looked up, as aws-jwt-verify does.
        [
            .expired, .notYetValid, .missingExpiration, .clientIDMismatch, .tokenUseMismatch, .groupMismatch, .scopeMismatch,
            .revoked, .onlineUnavailable,
        ].contains(code)
    }

    /// A load balancer token's codes reached only after its signature verified.
    private static func afterALBSignature(_ code: JWTError.Code) -> Bool {
        [.expired, .notYetValid, .issuerMismatch, .missingExpiration].contains(code)
    }

    private func section(_ title: String, _ object: JSONObject, into output: OutputBuffer) {
        output.append(title + "\n")
        appendTable(object.members.map { ($0.key, display($0.key, $0.value)) }, indent: "  ", into: output)
    }

    /// Aligned rows, names escaped when unsafe; nothing for no rows.
    private func appendTable(_ rows: [(String, String)], indent: String, into output: OutputBuffer) {
        guard !rows.isEmpty else { return }
        output.append(Display.table(rows, indent: indent, names: Display.safe) + "\n")
    }

    private func display(_ name: String, _ value: JSONValue) -> String {
        if JWTClaims.timeClaims.contains(name), let seconds = value.doubleValue {
            return Display.readableTime(seconds) + " (" + Display.relative(seconds - now.timeIntervalSince1970, in: language)
                + ")"
        }
        if case .string(let string) = value { return Display.safe(string) }
        return value.jsonText
    }

    private func statusText(_ status: JWTStatus, token: JSONWebToken) -> String {
        let label = status.label(in: language)
        let now = self.now.timeIntervalSince1970
        switch status {
        case .active:
            return label + " ("
                + text(.jwtExpiresRelative, ["when": Display.relative(token.claims.expiresAt! - now, in: language)]) + ")"
        case .expired:
            return label + " ("
                + text(.jwtExpiredRelative, ["when": Display.relative(token.claims.expiresAt! - now, in: language)]) + ")"
        case .notYetValid:
            return label + " ("
                + text(.jwtValidFromRelative, ["when": Display.relative(token.claims.notBefore! - now, in: language)]) + ")"
        case .noExpiry: return label
        }
    }

}
