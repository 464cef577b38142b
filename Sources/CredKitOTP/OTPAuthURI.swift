// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// An `otpauth://totp/…` URI: what authenticator apps scan from a QR code (the Key Uri Format):
/// `otpauth://totp/ISSUER:ACCOUNT?secret=BASE32&issuer=ISSUER&algorithm=SHA1&digits=6&period=30`.
///
/// Its ``description`` hides the secret; ``uri`` is the full text, to be shown only where the user
/// asked for it.
public struct OTPAuthURI: Sendable, Hashable, CustomStringConvertible {
    /// The generator: secret, algorithm, digits, period.
    public var totp: TOTP
    /// The account, usually the user's email address or username.
    public var account: String
    /// Who the account belongs to (the app or the user pool); apps show it above the code.
    public var issuer: String?

    /// Describes an account's generator.
    public init(totp: TOTP, account: String, issuer: String? = nil) {
        self.totp = totp
        self.account = account
        self.issuer = issuer
    }

    /// Reads a URI.
    ///
    /// The label is `ISSUER:ACCOUNT` or `ACCOUNT`, percent-encoded; the `issuer` parameter wins
    /// over the label's prefix when both are given. `algorithm`, `digits` and `period` default to
    /// SHA1, 6 and 30; unknown parameters (`image`, `color`) are ignored.
    /// - Parameter text: the URI.
    /// - Throws: ``OTPError`` ``OTPError/Code/invalidURI`` naming what is wrong (scheme, type,
    ///   missing secret, a parameter's value, bad percent-encoding), or the secret's and the
    ///   parameters' own errors.
    public init(parsing text: String) throws(OTPError) {
        let trimmed = text.trimmingASCIIWhitespace
        let prefix = "otpauth://"
        guard trimmed.utf8.count > prefix.utf8.count, trimmed.lowercased().hasPrefix(prefix) else {
            throw OTPError(.invalidURI, .otpURIScheme)
        }
        let rest = trimmed.dropFirst(prefix.count)
        // The type runs to the label's slash (or to the query, for a URI without a label); only it
        // is quoted in an error, never the query that holds the secret.
        let typeEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let type = String(rest[..<typeEnd])
        guard type.lowercased() == "totp" else { throw OTPError(.invalidURI, .otpURIType, ["type": String(type.prefix(16))]) }
        let afterType = typeEnd < rest.endIndex && rest[typeEnd] == "/" ? rest[rest.index(after: typeEnd)...] : rest[typeEnd...]
        let labelText: Substring
        let queryText: Substring
        if let question = afterType.firstIndex(of: "?") {
            labelText = afterType[..<question]
            queryText = afterType[afterType.index(after: question)...]
        } else {
            labelText = afterType
            queryText = ""
        }
        // The issuer and the account are separated by a colon, literal or encoded: a literal one
        // is taken first, so an issuer holding an encoded colon (as ``uri`` writes it) survives.
        var labelIssuer: String?
        var account: String
        if let colon = labelText.firstIndex(of: ":") {
            labelIssuer = try Self.percentDecoded(labelText[..<colon], part: "label")
            account = try Self.percentDecoded(labelText[labelText.index(after: colon)...], part: "label")
        } else {
            account = try Self.percentDecoded(labelText, part: "label")
            if let colon = account.firstIndex(of: ":") {
                labelIssuer = String(account[..<colon])
                account = String(account[account.index(after: colon)...])
            }
        }
        account = account.trimmingASCIIWhitespace

        var parameters: [String: String] = [:]
        for pair in queryText.split(separator: "&", omittingEmptySubsequences: true) {
            let pieces = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.percentDecoded(pieces[0], part: "parameter").lowercased()
            let value = pieces.count > 1 ? try Self.percentDecoded(pieces[1], part: name) : ""
            if parameters[name] == nil { parameters[name] = value }
        }
        guard let secretText = parameters["secret"], !secretText.isEmpty else {
            throw OTPError(.invalidURI, .otpURIMissingSecret)
        }
        let secret = try OTPSecret(base32: secretText)

        var algorithm = TOTP.Algorithm.sha1
        if let value = parameters["algorithm"] {
            guard let known = TOTP.Algorithm.allCases.first(where: { $0.rawValue == value.uppercased().replacingDashes })
            else { throw OTPError(.invalidURI, .otpURIParameter, ["name": "algorithm", "value": value]) }
            algorithm = known
        }
        let digits = try Self.number(parameters["digits"], name: "digits", default: 6)
        let period = try Self.number(parameters["period"], name: "period", default: 30)
        self.totp = try TOTP(secret: secret, algorithm: algorithm, digits: digits, period: period)
        self.account = account
        let issuer = parameters["issuer"].flatMap { $0.isEmpty ? nil : $0 } ?? labelIssuer
        self.issuer = issuer.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The URI, with every parameter written out (`secret`, `issuer`, `algorithm`, `digits`,
    /// `period`) so that every app reads the same generator. Contains the secret.
    public var uri: String {
        var label = Self.percentEncoded(account)
        if let issuer {
            label = Self.percentEncoded(issuer) + ":" + label
        } else if account.contains(":") {
            // A reader splits an encoded colon too (some writers encode the separator), so an
            // account holding one gets an empty issuer before a literal separator.
            label = ":" + label
        }
        var query = "secret=" + totp.secret.base32
        if let issuer { query += "&issuer=" + Self.percentEncoded(issuer) }
        query += "&algorithm=\(totp.algorithm.rawValue)&digits=\(totp.digits)&period=\(totp.period)"
        return "otpauth://totp/" + label + "?" + query
    }

    /// The URI without its secret.
    public var description: String {
        "OTPAuthURI(account: \(account), issuer: \(issuer ?? "none"), \(totp.algorithm.rawValue), \(totp.digits) digits, \(totp.period) s)"
    }

    // MARK: Pieces

    private static func number(_ text: String?, name: String, default value: Int) throws(OTPError) -> Int {
        guard let text else { return value }
        guard let number = Int(text), number > 0 else {
            throw OTPError(.invalidURI, .otpURIParameter, ["name": name, "value": text])
        }
        return number
    }

    /// RFC 3986 unreserved characters stay; everything else is `%XX` (UTF-8).
    static func percentEncoded(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }

    /// `%XX` sequences decoded (`+` stays a plus: the format encodes spaces as `%20`).
    /// - Throws: ``OTPError`` when a `%` is not followed by two hex digits or the bytes are not UTF-8.
    static func percentDecoded(_ text: Substring, part: String) throws(OTPError) -> String {
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "%") {
                guard index + 2 < source.count, let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
                else {
                    throw OTPError(.invalidURI, .otpURIEncoding, ["part": part])
                }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        guard bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) == nil else {
            throw OTPError(.invalidURI, .otpURIEncoding, ["part": part])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension StringProtocol {
    fileprivate var trimmingASCIIWhitespace: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    fileprivate var replacingDashes: String { String(filter { $0 != "-" }) }
}
