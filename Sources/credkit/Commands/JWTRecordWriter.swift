// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import CredKitPipeline
import Foundation

/// Writes `credkit jwt` results: a readable block per token (a blank line between them), or one JSON
/// object per token (``JWTRecordEncoder``'s).
struct JWTRecordWriter {
    private let format: OutputFormat
    private let language: Language
    private let now: Date
    private let leeway: Double
    /// The JSON records' writer.
    private let encoder: JWTRecordEncoder

    init(
        format: OutputFormat, language: Language, now: Date, leeway: Double, signatureFirst: Bool = true,
        reportsPool: Bool = false, reportsOnline: Bool = false
    ) {
        self.format = format
        self.language = language
        self.now = now
        self.leeway = leeway
        encoder = JWTRecordEncoder(
            language: language, now: now, signatureFirst: signatureFirst, reportsPool: reportsPool, reportsOnline: reportsOnline)
    }

    private func text(_ key: CLITextKey, _ arguments: [String: String] = [:]) -> String {
        CLITexts.string(key, in: language, arguments)
    }

    /// A decoded token; `verification` is `nil` for `decode`, the outcome for `verify`.
    func write(
        token: JSONWebToken, status: JWTStatus, verification: Result<Void, JWTError>?, line: Int, pool: String? = nil,
        online: String? = nil, end: RecordEnd, into output: OutputBuffer
    ) {
        switch format {
        case .json:
            encoder.encode(
                token: token, status: status, verification: verification, pool: pool, online: online, end: end, into: output)
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
            output.append(Display.table(rows, indent: "", names: Display.safe))
            end.write(to: output)
        }
    }

    /// A token that could not be decoded, or (with `token`) one that failed verification.
    func write(
        error: JWTError, token: JSONWebToken?, line: Int, verifying: Bool, online: String? = nil, end: RecordEnd,
        into output: OutputBuffer
    ) {
        if let token {
            write(
                token: token, status: token.status(at: now, leeway: leeway), verification: .failure(error), line: line,
                online: online, end: end, into: output)
            return
        }
        switch format {
        case .json:
            encoder.encode(undecodable: error, verifying: verifying, end: end, into: output)
        case .text:
            if line > 1 { output.append(byte: 0x0A) }
            output.append(text(.jwtLineError, ["line": String(line), "message": error.message(in: language)]))
            end.write(to: output)
        }
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
