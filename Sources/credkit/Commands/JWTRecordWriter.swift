import CredKit
import Foundation
import _CredKitCore

/// Writes `credkit jwt` results: a readable block per token, or one JSON object per token.
final class JWTRecordWriter {
    private let format: OutputFormat
    private let language: Language
    private let now: Date
    private let leeway: Double
    private let output = OutputBuffer(descriptor: 1)
    private var records = 0

    init(format: OutputFormat, language: Language, now: Date, leeway: Double) {
        self.format = format
        self.language = language
        self.now = now
        self.leeway = leeway
    }

    private func text(_ key: CLIText, _ arguments: [String: String] = [:]) -> String {
        CLITexts.string(key, in: language, arguments)
    }

    /// A decoded token; `verification` is `nil` for `decode`, the outcome for `verify`.
    func write(token: JSONWebToken, status: JWTStatus, verification: Result<Void, JWTError>?, line: Int) {
        defer { records += 1 }
        switch format {
        case .json:
            // Header and payload go out straight from their checked JSON; the rest is small.
            output.append(#"{"header":"#)
            token.header.appendJSON(to: output)
            output.append(#","payload":"#)
            token.claims.appendJSON(to: output)
            var record = JSONObject()
            func add(_ key: String, _ value: JSONValue) { record.members.append(.init(key: key, value: value)) }
            add("status", .string(status.rawValue))
            // A time outside ISO 8601's years 0001–9999 has no ISO form; payload.exp still holds it.
            add("expiresAt", token.claims.expiresAt.flatMap { JWTClaims.iso8601($0).map(JSONValue.string) } ?? .null)
            add(
                "expiresIn",
                token.claims.expiresAt.map { .number(String(Self.wholeSeconds($0 - now.timeIntervalSince1970))) } ?? .null)
            var signatureVerified = false
            if let verification {
                if case .failure(let error) = verification {
                    signatureVerified = Self.checksClaims(error.code)
                    add("valid", .bool(false))
                    add("error", .string(error.code.rawValue))
                    add("message", .string(error.message(in: language)))
                } else {
                    signatureVerified = true
                    add("valid", .bool(true))
                    add("error", .null)
                    add("message", .null)
                }
            } else {
                add("error", .null)
                add("message", .null)
            }
            add("signatureVerified", .bool(signatureVerified))
            for member in record.members {
                output.append(byte: UInt8(ascii: ","))
                output.append(JSONEscaping.literal(member.key))
                output.append(byte: UInt8(ascii: ":"))
                member.value.append(to: output)
            }
            output.append("}\n")
        case .text:
            if records > 0 { output.append(byte: 0x0A) }
            section(text(.jwtHeader), token.header.raw)
            section(text(.jwtPayload), token.claims.raw)
            var rows: [(String, String)] = [(text(.jwtStatus), statusText(status, token: token))]
            switch verification {
            case nil: rows.append((text(.jwtSignature), text(.jwtNotVerified)))
            case .success?: rows.append((text(.jwtResult), text(.jwtValid)))
            case .failure(let error)?:
                rows.append((text(.jwtResult), text(.jwtNotValid, ["message": error.message(in: language)])))
            }
            table(rows, indent: "")
        }
    }

    /// A token that could not be decoded, or (with `token`) one that failed verification.
    func write(error: JWTError, token: JSONWebToken?, line: Int, verifying: Bool) {
        if let token {
            write(token: token, status: token.status(at: now, leeway: leeway), verification: .failure(error), line: line)
            return
        }
        defer { records += 1 }
        switch format {
        case .json:
            var record = JSONObject()
            func add(_ key: String, _ value: JSONValue) { record.members.append(.init(key: key, value: value)) }
            for key in ["header", "payload", "status", "expiresAt", "expiresIn"] { add(key, .null) }
            if verifying { add("valid", .bool(false)) }
            add("error", .string(error.code.rawValue))
            add("message", .string(error.message(in: language)))
            add("signatureVerified", .bool(false))
            JSONValue.object(record).append(to: output)
            output.append(byte: 0x0A)
        case .text:
            if records > 0 { output.append(byte: 0x0A) }
            output.append(text(.jwtLineError, ["line": String(line), "message": error.message(in: language)]) + "\n")
        }
    }

    /// Writes what has piled up once it passes the buffer's threshold, so memory stays flat.
    func flushIfNeeded() throws {
        try output.flushIfNeeded()
    }

    func finish() throws {
        try output.flush()
    }

    /// Codes reached only after the signature verified.
    private static func checksClaims(_ code: JWTError.Code) -> Bool {
        [.expired, .notYetValid, .issuerMismatch, .clientIDMismatch, .tokenUseMismatch, .groupMismatch, .scopeMismatch]
            .contains(code)
    }

    private func section(_ title: String, _ object: JSONObject) {
        output.append(title + "\n")
        table(object.members.map { ($0.key, display($0.key, $0.value)) }, indent: "  ")
    }

    private func table(_ rows: [(String, String)], indent: String) {
        let width = rows.map { $0.0.count }.max() ?? 0
        for (name, value) in rows {
            output.append(indent + Self.safe(name) + String(repeating: " ", count: width - name.count + 2) + value + "\n")
        }
    }

    private func display(_ name: String, _ value: JSONValue) -> String {
        if JWTClaims.timeClaims.contains(name), let seconds = value.doubleValue {
            return Self.readableTime(seconds) + " (" + relative(seconds - now.timeIntervalSince1970) + ")"
        }
        if case .string(let string) = value { return Self.safe(string) }
        return value.jsonText
    }

    private func statusText(_ status: JWTStatus, token: JSONWebToken) -> String {
        let label = status.label(in: language)
        let now = self.now.timeIntervalSince1970
        switch status {
        case .active: return label + " (" + text(.jwtExpiresRelative, ["when": relative(token.claims.expiresAt! - now)]) + ")"
        case .expired: return label + " (" + text(.jwtExpiredRelative, ["when": relative(token.claims.expiresAt! - now)]) + ")"
        case .notYetValid:
            return label + " (" + text(.jwtValidFromRelative, ["when": relative(token.claims.notBefore! - now)]) + ")"
        case .noExpiry: return label
        }
    }

    /// "in 59 min" or "59 min ago".
    private func relative(_ seconds: Double) -> String {
        let span = Self.span(abs(seconds))
        return seconds >= 0 ? text(.jwtIn, ["span": span]) : text(.jwtAgo, ["span": span])
    }

    static func span(_ seconds: Double) -> String {
        let total = wholeSeconds(seconds)
        switch total {
        case ..<60: return "\(total) s"
        case ..<3600: return "\(total / 60) min"
        case ..<86_400: return total % 3600 / 60 == 0 ? "\(total / 3600) h" : "\(total / 3600) h \(total % 3600 / 60) min"
        default: return total % 86_400 / 3600 == 0 ? "\(total / 86_400) d" : "\(total / 86_400) d \(total % 86_400 / 3600) h"
        }
    }

    /// "2027-01-15 08:00:00 UTC", or the number itself when it is no calendar date.
    static func readableTime(_ seconds: Double) -> String {
        guard let iso = JWTClaims.iso8601(seconds) else { return JSONValue.number(String(seconds)).jsonText }
        return iso.replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
    }

    /// Seconds as an integer. Token times are any finite number, so they are clamped to about 30
    /// million years either way rather than trapping on conversion.
    static func wholeSeconds(_ seconds: Double) -> Int {
        Int(min(max(seconds, -1e15), 1e15).rounded(.down))
    }

    /// Claim text as the terminal should show it: escaped when it holds control or bidirectional
    /// characters, so a hostile token cannot rewrite the screen.
    static func safe(_ string: String) -> String {
        let unsafe = string.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        return unsafe ? JSONValue.string(string).jsonText : string
    }
}
