// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The rfc profile: RFC 5322 `addr-spec` with comments and folding white space, held to RFC 5321's
/// limits (64-octet local part, 255-octet domain, 63-octet labels, 254-octet address, hostname labels,
/// IPv4 and `IPv6:` address literals). UTF-8 is allowed in atoms, quoted strings and labels (RFC 6532).
///
/// Obsolete forms (RFC 5322 §4: comments or folding white space next to the `@` or between the
/// dot-separated parts, mixed atoms and quoted strings, control characters in quoted text) and forms
/// that are RFC 5322 but not RFC 5321 (general domain literals, non-hostname domains) are rejected.
struct RFCEmailSyntax {
    private let s: [Unicode.Scalar]
    private var i = 0

    private init(_ scalars: [Unicode.Scalar]) {
        s = scalars
    }

    private struct Rejected: Error {
        var verdict: EmailVerdict
    }

    /// Parses the NFC form (RFC 6532 §3.1), so the grammar holds for the normalised address it
    /// returns: NFC turns some characters into ASCII specials (U+037E GREEK QUESTION MARK becomes ';').
    static func validate(_ input: String) -> EmailVerdict {
        let text = input.utf8.allSatisfy { $0 < 0x80 } ? input : input.precomposedNFC
        var parser = RFCEmailSyntax(Array(text.unicodeScalars))
        do {
            return try parser.parse()
        } catch {
            return error.verdict
        }
    }

    // MARK: - addr-spec

    private mutating func parse() throws(Rejected) -> EmailVerdict {
        _ = try cfws()
        let local = try localPart()
        i += 1  // the '@'
        let domain = try domainPart()
        let localLength = local.utf8.count
        if localLength > EmailChecker.maximumLocalPartLength { throw reject(.localPartTooLong) }
        if localLength + 1 + domain.ascii.utf8.count > EmailChecker.maximumAddressLength {
            throw reject(.addressTooLong)
        }
        let normalized = local.precomposedNFC + "@" + domain.normalized
        let smtputf8 = local.unicodeScalars.contains { $0.value >= 0x80 }
        let ascii = smtputf8 ? nil : local + "@" + domain.ascii
        return EmailVerdict(rejection: nil, normalized: normalized, asciiEmail: ascii, requiresSMTPUTF8: smtputf8)
    }

    private mutating func localPart() throws(Rejected) -> String {
        var raw = ""
        var elements = 0
        var hasQuoted = false
        var afterDot = false
        while true {
            guard i < s.count else { throw reject(.missingAt) }
            let c = s[i]
            if c == "@" {
                if elements == 0 { throw reject(.emptyLocalPart) }
                if afterDot { throw reject(.localTrailingDot, at: i - 1) }
                break
            }
            if c == "." {
                if elements == 0 { throw reject(.localLeadingDot, at: i) }
                if afterDot { throw reject(.consecutiveDots, at: i) }
                afterDot = true
                raw.unicodeScalars.append(c)
                i += 1
                let whitespaceStart = i
                if try cfws() { throw reject(.obsoleteSyntax, at: whitespaceStart) }
                continue
            }
            if elements > 0 && !afterDot { throw reject(.unexpectedCharacter, at: i) }
            if c == "\"" {
                raw += try quotedString()
                hasQuoted = true
            } else if isAtext(c) {
                while i < s.count && isAtext(s[i]) {
                    raw.unicodeScalars.append(s[i])
                    i += 1
                }
            } else {
                throw reject(.unexpectedCharacter, at: i)
            }
            elements += 1
            afterDot = false
            let whitespaceStart = i
            if try cfws(), i < s.count, s[i] == "@" || s[i] == "." {
                throw reject(.obsoleteSyntax, at: whitespaceStart)
            }
        }
        // Mixing quoted strings and atoms ("a"."b", "a".b) is RFC 5322's obsolete local part.
        if hasQuoted && elements > 1 { throw reject(.obsoleteSyntax) }
        return raw
    }

    private mutating func domainPart() throws(Rejected) -> (ascii: String, normalized: String) {
        let whitespaceStart = i
        if try cfws() { throw reject(.obsoleteSyntax, at: whitespaceStart) }
        guard i < s.count else { throw reject(.emptyDomain) }
        if s[i] == "[" { return try domainLiteral() }

        var labels: [[Unicode.Scalar]] = [[]]
        while i < s.count {
            let c = s[i]
            if c == "." {
                if labels.count == 1 && labels[0].isEmpty { throw reject(.domainLeadingDot, at: i) }
                if labels[labels.count - 1].isEmpty { throw reject(.consecutiveDots, at: i) }
                if labels[labels.count - 1].last == "-" { throw reject(.domainTrailingHyphen, at: i - 1) }
                labels.append([])
                i += 1
                continue
            }
            if c == " " || c == "\t" || c == "\r" || c == "(" {
                if try cfws(), i < s.count {
                    // Comments or white space between labels are obsolete; anything else after them is an error.
                    throw s[i] == "." ? reject(.obsoleteSyntax, at: i) : reject(.unexpectedCharacter, at: i)
                }
                continue
            }
            guard isAtext(c) else { throw reject(.unexpectedCharacter, at: i) }
            guard isHostname(c) else { throw reject(.invalidDomainCharacter, at: i) }
            if labels[labels.count - 1].isEmpty && c == "-" { throw reject(.domainLeadingHyphen, at: i) }
            labels[labels.count - 1].append(c)
            i += 1
        }
        if labels.count == 1 && labels[0].isEmpty { throw reject(.emptyDomain) }
        if labels[labels.count - 1].isEmpty { throw reject(.domainTrailingDot) }
        if labels[labels.count - 1].last == "-" { throw reject(.domainTrailingHyphen) }
        // RFC 5321's limits apply to the domain as transmitted: internationalised labels as A-labels.
        let lowered = labels.map { Array(String(String.UnicodeScalarView($0)).lowercased().unicodeScalars) }
        let asciiLabels = lowered.map(Punycode.asciiLabel)
        if asciiLabels.contains(where: { $0.utf8.count > EmailChecker.maximumLabelLength }) { throw reject(.labelTooLong) }
        let ascii = asciiLabels.joined(separator: ".")
        if ascii.utf8.count > 255 { throw reject(.domainTooLong) }
        let unicode = lowered.map { String(String.UnicodeScalarView($0)) }.joined(separator: ".")
        return (ascii, unicode.precomposedNFC)
    }

    private mutating func domainLiteral() throws(Rejected) -> (ascii: String, normalized: String) {
        let start = i
        i += 1
        var content = ""
        var isGeneral = false
        while true {
            guard i < s.count else { throw reject(.unclosedDomainLiteral, at: start) }
            let c = s[i]
            if c == "]" { break }
            switch c {
            case "[":
                throw reject(.unexpectedCharacter, at: i)
            case "\\":
                guard i + 1 < s.count else { throw reject(.unclosedDomainLiteral, at: start) }
                isGeneral = true
                i += 2
            case " ", "\t", "\r":
                try fws()
                isGeneral = true
            default:
                guard c.value >= 0x21 && c.value != 0x7F else { throw reject(.unexpectedCharacter, at: i) }
                content.unicodeScalars.append(c)
                i += 1
            }
        }
        i += 1
        _ = try cfws()
        if i < s.count { throw reject(.unexpectedCharacter, at: i) }
        guard !isGeneral, Self.isAddressLiteral(content) else { throw reject(.invalidAddressLiteral, at: start) }
        let literal = "[" + content + "]"
        return (literal, literal)
    }

    // MARK: - Quoted strings, comments, white space

    private mutating func quotedString() throws(Rejected) -> String {
        let start = i
        var raw = "\""
        i += 1
        while true {
            guard i < s.count else { throw reject(.unclosedQuotedString, at: start) }
            let c = s[i]
            switch c.value {
            case 0x22:
                raw += "\""
                i += 1
                return raw
            case 0x5C:
                guard i + 1 < s.count else { throw reject(.unclosedQuotedString, at: start) }
                let next = s[i + 1]
                if next.value >= 0x80 { throw reject(.unexpectedCharacter, at: i + 1) }
                if next.value != 0x09 && (next.value < 0x20 || next.value == 0x7F) { throw reject(.obsoleteSyntax, at: i + 1) }
                raw.unicodeScalars.append(c)
                raw.unicodeScalars.append(next)
                i += 2
            case 0x20, 0x09, 0x0D:
                let before = i
                try fws()
                raw += String(String.UnicodeScalarView(s[before..<i])).filter { $0 == " " || $0 == "\t" }
            case 0x00, 0x0A, 0x80...0x9F:
                throw reject(.unexpectedCharacter, at: i)
            case 0x01...0x1F, 0x7F:
                throw reject(.obsoleteSyntax, at: i)
            default:
                raw.unicodeScalars.append(c)
                i += 1
            }
        }
    }

    /// Skips comments and folding white space; returns whether there were any.
    private mutating func cfws() throws(Rejected) -> Bool {
        var consumed = false
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" || c == "\r" {
                try fws()
            } else if c == "(" {
                try comment()
            } else {
                break
            }
            consumed = true
        }
        return consumed
    }

    private mutating func comment() throws(Rejected) {
        let start = i
        var depth = 0
        while true {
            guard i < s.count else { throw reject(.unclosedComment, at: start) }
            let c = s[i]
            switch c.value {
            case 0x28:
                depth += 1
                i += 1
            case 0x29:
                depth -= 1
                i += 1
                if depth == 0 { return }
            case 0x5C:
                guard i + 1 < s.count else { throw reject(.unclosedComment, at: start) }
                let next = s[i + 1]
                if next.value != 0x09 && (next.value < 0x20 || next.value == 0x7F) { throw reject(.obsoleteSyntax, at: i + 1) }
                i += 2
            case 0x20, 0x09, 0x0D:
                try fws()
            case 0x00, 0x0A, 0x80...0x9F:
                throw reject(.unexpectedCharacter, at: i)
            case 0x01...0x1F, 0x7F:
                throw reject(.obsoleteSyntax, at: i)
            default:
                i += 1
            }
        }
    }

    /// `FWS = ([*WSP CRLF] 1*WSP)`; a second fold in one run is RFC 5322's obsolete FWS.
    private mutating func fws() throws(Rejected) {
        var folds = 0
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" {
                i += 1
            } else if c == "\r" {
                guard i + 1 < s.count, s[i + 1] == "\n" else { throw reject(.invalidFoldingWhitespace, at: i) }
                i += 2
                guard i < s.count, s[i] == " " || s[i] == "\t" else { throw reject(.invalidFoldingWhitespace, at: i) }
                folds += 1
                if folds > 1 { throw reject(.obsoleteSyntax, at: i) }
            } else {
                return
            }
        }
    }

    // MARK: - Character classes and literals

    /// RFC 5322 atext plus RFC 6532's UTF8-non-ascii, less the C1 controls.
    private func isAtext(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x80 ? c.value >= 0xA0 : EmailCharacters.isAtext(UInt8(c.value))
    }

    private func isHostname(_ c: Unicode.Scalar) -> Bool {
        EmailCharacters.isHostnameCharacter(c) && c != "."
    }

    static func isAddressLiteral(_ content: String) -> Bool {
        if isIPv4(content) { return true }
        guard content.hasPrefix("IPv6:") else { return false }
        return isIPv6(String(content.dropFirst(5)))
    }

    static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                (1...3).contains(part.count) && part.allSatisfy(\.isASCIIDigit) && Int(part)! <= 255
            }
    }

    /// RFC 5321 §4.1.3: eight groups, or up to six around one `::`, optionally ending in IPv4 (two groups).
    static func isIPv6(_ text: String) -> Bool {
        var body = Substring(text)
        var groupBudget = 8
        if let lastColon = body.lastIndex(of: ":"), body[body.index(after: lastColon)...].contains(".") {
            guard isIPv4(String(body[body.index(after: lastColon)...])) else { return false }
            body = body[...lastColon]
            if body.hasSuffix("::") == false { body = body.dropLast() }
            groupBudget = 6
        }
        let compressed = body.components(separatedBy: "::")
        guard compressed.count <= 2 else { return false }
        func groups(_ part: String) -> [Substring]? {
            if part.isEmpty { return [] }
            let groups = part.split(separator: ":", omittingEmptySubsequences: false)
            return groups.allSatisfy { (1...4).contains($0.count) && $0.allSatisfy(\.isHexDigit) } ? groups : nil
        }
        if compressed.count == 2 {
            guard let head = groups(compressed[0]), let tail = groups(compressed[1]) else { return false }
            // "::" must stand for at least two groups: standing for one is deprecated (RFC 5952 §4.2.2).
            return head.count + tail.count <= groupBudget - 2
        }
        guard let all = groups(compressed[0]) else { return false }
        return all.count == groupBudget
    }

    private func reject(_ rejection: EmailRejection, at index: Int? = nil) -> Rejected {
        let character = index.flatMap { $0 < s.count ? EmailCharacters.display(s[$0]) : nil }
        return Rejected(verdict: .rejected(rejection, character: character, position: index.map { $0 + 1 }))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension UTF8 {
    /// The number of UTF-8 bytes `scalar` takes.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case ..<0x80: 1
        case ..<0x800: 2
        case ..<0x10000: 3
        default: 4
        }
    }
}
