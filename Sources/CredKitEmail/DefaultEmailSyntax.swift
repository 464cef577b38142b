// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The default profile's detailed check, mirroring python email-validator 2.x's syntax rules
/// (local part limited to 64 octets as RFC 5321 says). Used for every address the ASCII fast path
/// does not accept, so it also finds the reason for a rejection, and for every address the fast
/// path does not take when ``EmailChecker/Options`` differ from the defaults.
///
/// Like email-validator, it always parses a display name, a quoted local part and a domain literal,
/// and refuses them at the end when the options do not allow them.
enum DefaultEmailSyntax {
    static func validate(
        _ input: String, options: EmailChecker.Options = .default, domains cache: DomainCache? = nil
    ) -> EmailVerdict {
        let scalars = Array(input.unicodeScalars)

        // Split at the first '@' (or '<', which starts a display name) outside quotes.
        guard let split = splitIndex(scalars, 0..<scalars.count, atAngleBracket: true) else {
            return missingAt(scalars, 0..<scalars.count)
        }
        var address = 0..<scalars.count
        var at = split
        var displayName: String?
        if scalars[split] == "<" {
            switch self.displayName(scalars, before: split) {
            case .failure(let failure): return failure.verdict
            case .success(let name): displayName = name
            }
            guard scalars[split...].contains(">") else { return .rejected(.unclosedAngleBracket, position: split + 1) }
            var end = scalars.count
            while end > split + 1 && scalars[end - 1] == " " { end -= 1 }
            guard scalars[end - 1] == ">" else { return .rejected(.textAfterAddress, position: end) }
            address = (split + 1)..<(end - 1)
            guard let found = splitIndex(scalars, address, atAngleBracket: false) else { return missingAt(scalars, address) }
            at = found
        }

        // The local part, unquoted and unescaped when quoted.
        let written = Array(scalars[address.lowerBound..<at])
        let local: [Unicode.Scalar]
        let isQuoted: Bool
        switch unquote(written, base: address.lowerBound) {
        case .failure(let failure): return failure.verdict
        case .success(let value): (local, isQuoted) = value
        }
        // Positions inside a quoted local part would count unescaped characters: none are given.
        let localBase = isQuoted ? nil : address.lowerBound
        var form: LocalForm
        switch localPart(local, quoted: isQuoted, options: options, base: localBase) {
        case .failure(let failure): return failure.verdict
        case .success(let found): form = found
        }
        let requiresSMTPUTF8 = form.requiresSMTPUTF8
        // Compared by scalars: String's == is canonical equivalence, under which NFC never changes
        // anything. NFC can lengthen a local part (U+FB2C is a composition exclusion: 3 bytes
        // become 6), so the normal form is checked again, length included.
        if !local.allSatisfy(isNFCStable) {
            let localString = String(String.UnicodeScalarView(local))
            let nfc = localString.precomposedNFC
            if !nfc.unicodeScalars.elementsEqual(localString.unicodeScalars) {
                switch localPart(Array(nfc.unicodeScalars), quoted: isQuoted, options: options, base: localBase) {
                case .failure(let failure): return failure.verdict
                case .success(let found): form = found
                }
            }
        }
        if isQuoted && !options.allowQuotedLocal { return .rejected(.quotedLocalPart, position: address.lowerBound + 1) }
        var normalizedLocal = form.text
        // Whether the normal form has an ASCII version goes by the local part after NFC (U+037E
        // becomes ';'), whether SMTPUTF8 is needed by the local part as given: as email-validator.
        let localIsASCII = !form.requiresSMTPUTF8
        if localIsASCII && EmailChecker.roleMailboxes.contains(normalizedLocal.lowercased()) {
            normalizedLocal = normalizedLocal.lowercased()
        }

        let domain = Array(scalars[(at + 1)..<address.upperBound])
        let names: DomainNames
        if domain.isEmpty { return .rejected(.emptyDomain) }
        if domain.count >= 2 && domain.first == "[" && domain.last == "]" {
            guard let literal = EmailDomainLiteral.normalized(domain[1..<(domain.count - 1)]) else {
                return .rejected(.invalidAddressLiteral, position: at + 2)
            }
            if !options.allowDomainLiteral { return .rejected(.domainLiteral, position: at + 2) }
            names = DomainNames(ascii: literal, unicode: literal)
        } else {
            let domainResult: Result<DomainNames, VerdictFailure>
            if let cache {
                var key = String(String.UnicodeScalarView(domain))
                domainResult = key.withUTF8 { key in
                    if let cached = cache.verdict(for: key) { return cached }
                    let verdict = checkDomain(domain, testEnvironment: options.testEnvironment)
                    cache.store(verdict, for: key)
                    return verdict
                }
            } else {
                domainResult = checkDomain(domain, testEnvironment: options.testEnvironment)
            }
            switch domainResult {
            case .success(let result):
                names = result
            case .failure(let failure):
                // Domain positions are cached relative to the domain; shift them behind the local part.
                var verdict = failure.verdict
                verdict.position = verdict.position.map { $0 + at + 1 }
                return verdict
            }
        }

        let normalized = normalizedLocal + "@" + names.unicode
        let asciiForm = normalizedLocal + "@" + names.ascii
        let original = String(String.UnicodeScalarView(scalars[address]))
        for form in [original, normalized, asciiForm] where form.utf8.count > EmailChecker.maximumAddressLength {
            return .rejected(.addressTooLong)
        }
        if displayName != nil && !options.allowDisplayName { return .rejected(.displayName, position: split + 1) }
        return EmailVerdict(
            rejection: nil, normalized: normalized,
            asciiEmail: !localIsASCII || normalizedLocal.isEmpty ? nil : asciiForm,
            requiresSMTPUTF8: requiresSMTPUTF8, displayName: displayName)
    }

    // MARK: - Splitting

    /// The index of the first '@' (or, with `atAngleBracket`, '<') in `range` outside quotes. A
    /// character that NFC would merge with what follows it (a '<' before U+0338 becomes '≮') is an
    /// ordinary character, as in email-validator.
    private static func splitIndex(_ scalars: [Unicode.Scalar], _ range: Range<Int>, atAngleBracket: Bool) -> Int? {
        var inQuote = false
        var escaped = false
        for index in range {
            let scalar = scalars[index]
            if changesUnderNFC(scalars, index, end: range.upperBound) { continue }
            if inQuote {
                if scalar == "\\" && !escaped {
                    escaped = true
                } else if scalar == "\"" && !escaped {
                    inQuote = false
                    escaped = false
                } else {
                    escaped = false
                }
            } else if scalar == "\"" {
                inQuote = true
            } else if scalar == "@" || (atAngleBracket && scalar == "<") {
                return index
            }
        }
        return nil
    }

    /// Whether NFC turns the character at `index` into another one together with what follows it
    /// (email-validator looks at the next 31 characters, the stream-safe limit). Only a combining
    /// mark can do that, so anything else is answered without normalising.
    private static func changesUnderNFC(_ scalars: [Unicode.Scalar], _ index: Int, end: Int) -> Bool {
        // Combining marks start at U+0300, so ASCII neighbours need no property lookup.
        guard index + 1 < end, scalars[index + 1].value >= 0x300, isCombining(scalars[index + 1]) else { return false }
        let window = String(String.UnicodeScalarView(scalars[index..<min(end, index + 32)]))
        return window.precomposedNFC.unicodeScalars.first != scalars[index]
    }

    /// Why there is no '@' in `range`: a look-alike, or none at all.
    private static func missingAt(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> EmailVerdict {
        if let index = scalars[range].firstIndex(where: { $0 == "＠" || $0 == "﹫" }) {
            return .rejected(.fullWidthAt, character: EmailCharacters.display(scalars[index]), position: index + 1)
        }
        return .rejected(.missingAt)
    }

    /// email-validator's unquoting: a leading '"' opens a quoted string, a backslash takes the next
    /// character as it is, and the closing '"' must be last; what follows it is refused with its
    /// position (`text` starts at `base` in the input).
    private static func unquote(_ text: [Unicode.Scalar], base: Int) -> Result<([Unicode.Scalar], Bool), VerdictFailure> {
        guard text.first == "\"" else { return .success((text, false)) }
        var value: [Unicode.Scalar] = []
        var escaped = false
        for index in 1..<text.count {
            let scalar = text[index]
            if escaped {
                value.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                if index != text.count - 1 {
                    let extra = text[index + 1]
                    return .failure(
                        VerdictFailure(
                            .rejected(.textAfterQuote, character: EmailCharacters.display(extra), position: base + index + 2)))
                }
                break
            } else {
                value.append(scalar)
            }
        }
        return .success((value, true))
    }

    /// The display name before the '<' at `bracket`: unquoted, checked and in NFC.
    private static func displayName(_ scalars: [Unicode.Scalar], before bracket: Int) -> Result<String, VerdictFailure> {
        var end = bracket
        while end > 0 && scalars[end - 1].properties.isWhitespace { end -= 1 }
        let written = Array(scalars[0..<end])
        let name: [Unicode.Scalar]
        let isQuoted: Bool
        switch unquote(written, base: 0) {
        case .failure(let failure): return .failure(failure)
        case .success(let value): (name, isQuoted) = value
        }
        if !isQuoted {
            // Unquoted, a display name may hold atext and spaces only (no periods: RFC 5322 A.1.2).
            for (index, scalar) in name.enumerated() {
                let isAtext = scalar.value < 0x80 && EmailCharacters.isAtext(UInt8(scalar.value))
                if !(isAtext || scalar == " ") {
                    return .failure(
                        VerdictFailure(
                            .rejected(
                                .invalidDisplayName, character: EmailCharacters.display(scalar), position: index + 1)))
                }
            }
        }
        for (index, scalar) in name.enumerated()
        where EmailCharacters.isUnsafe(scalar, atStart: index == 0, allowsSpace: true) {
            return .failure(
                VerdictFailure(
                    .rejected(
                        .unsafeCharacter, character: EmailCharacters.display(scalar), position: isQuoted ? nil : index + 1)))
        }
        return .success(String(String.UnicodeScalarView(name)).precomposedNFC)
    }

    // MARK: - Local part

    /// A valid local part's normal form: as written when it is a dot-atom (quotes that were not
    /// needed are dropped), else quoted again with '"' and '\\' escaped.
    struct LocalForm {
        var text: String
        var requiresSMTPUTF8: Bool
    }

    /// Checks a local part (unescaped when it was quoted). `base` is where it starts in the input,
    /// for positions; `nil` gives none.
    private static func localPart(
        _ local: [Unicode.Scalar], quoted: Bool, options: EmailChecker.Options, base: Int?
    ) -> Result<LocalForm, VerdictFailure> {
        func reject(_ rejection: EmailRejection, _ index: Int? = nil, character: Bool = false) -> Result<
            LocalForm, VerdictFailure
        > {
            let position = base.flatMap { base in index.map { base + $0 + 1 } }
            let shown = character ? index.map { EmailCharacters.display(local[$0]) } : nil
            return .failure(VerdictFailure(.rejected(rejection, character: shown, position: position)))
        }
        if local.isEmpty {
            return options.allowEmptyLocal ? .success(LocalForm(text: "", requiresSMTPUTF8: false)) : reject(.emptyLocalPart)
        }
        if local.reduce(0, { $0 + UTF8.width($1) }) > EmailChecker.maximumLocalPartLength {
            return reject(.localPartTooLong)
        }
        let isAtextOrNonASCII = { (scalar: Unicode.Scalar) in
            scalar.value >= 0x80 || EmailCharacters.isAtext(UInt8(scalar.value))
        }
        let isDotAtom =
            local.first != "." && local.last != "."
            && local.indices.allSatisfy { local[$0] == "." ? local[$0 - 1] != "." : isAtextOrNonASCII(local[$0]) }
        let nonASCII = local.firstIndex { $0.value >= 0x80 }
        if isDotAtom {
            guard let nonASCII else {
                return .success(LocalForm(text: String(String.UnicodeScalarView(local)), requiresSMTPUTF8: false))
            }
            if !options.allowSMTPUTF8 { return reject(.smtputf8NotAllowed, nonASCII, character: true) }
            for (index, scalar) in local.enumerated() where scalar.value >= 0x80 {
                if EmailCharacters.isUnsafe(scalar, atStart: index == 0, allowsSpace: false) {
                    return reject(.unsafeCharacter, index, character: true)
                }
            }
            return .success(LocalForm(text: String(String.UnicodeScalarView(local)), requiresSMTPUTF8: true))
        }
        if quoted {
            // RFC 5321 qtext and quoted pairs, widened to UTF-8 by RFC 6531: printable ASCII and
            // anything non-ASCII; no dot rules.
            if let index = local.firstIndex(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                return reject(.invalidQuotedCharacter, index, character: true)
            }
            if let nonASCII, !options.allowSMTPUTF8 { return reject(.smtputf8NotAllowed, nonASCII, character: true) }
            for (index, scalar) in local.enumerated()
            where EmailCharacters.isUnsafe(scalar, atStart: index == 0, allowsSpace: true) {
                return reject(.unsafeCharacter, index, character: true)
            }
            var text = "\""
            for scalar in local {
                if scalar == "\"" || scalar == "\\" { text.unicodeScalars.append("\\") }
                text.unicodeScalars.append(scalar)
            }
            text.unicodeScalars.append("\"")
            return .success(LocalForm(text: text, requiresSMTPUTF8: nonASCII != nil))
        }
        // Not valid: say why.
        for (index, scalar) in local.enumerated() where !(scalar == "." || isAtextOrNonASCII(scalar)) {
            return reject(.invalidLocalCharacter, index, character: true)
        }
        if local.last == "." { return reject(.localTrailingDot, local.count - 1) }
        if local.first == "." { return reject(.localLeadingDot, 0) }
        for index in 1..<local.count where local[index] == "." && local[index - 1] == "." {
            return reject(.consecutiveDots, index)
        }
        return reject(.invalidLocalCharacter)
    }

    // MARK: - Domain

    /// A valid domain's two forms, as strings for the string route and bytes for the byte routes.
    ///
    /// A class, so that a cached verdict handed out for every address costs one reference count,
    /// not one per string and array inside (immutable, so sharing it is safe).
    final class DomainNames: Sendable {
        let ascii: String
        let unicode: String
        let asciiBytes: [UInt8]
        let unicodeBytes: [UInt8]
        /// Whether the domain is plain ASCII, so both forms are the same.
        let formsAreEqual: Bool

        init(ascii: String, unicode: String) {
            self.ascii = ascii
            self.unicode = unicode
            asciiBytes = Array(ascii.utf8)
            unicodeBytes = Array(unicode.utf8)
            formsAreEqual = ascii == unicode
        }
    }

    /// Checks a domain; rejection positions are relative to its start.
    static func checkDomain(_ domain: [Unicode.Scalar], testEnvironment: Bool = false) -> Result<DomainNames, VerdictFailure> {
        func reject(_ rejection: EmailRejection, _ index: Int? = nil) -> Result<DomainNames, VerdictFailure> {
            let character = index.map { EmailCharacters.display(domain[$0]) }
            return .failure(VerdictFailure(.rejected(rejection, character: character, position: index.map { $0 + 1 })))
        }
        if domain.isEmpty { return reject(.emptyDomain) }
        if domain.count > EmailChecker.maximumDomainLength { return reject(.domainTooLong) }
        for (index, scalar) in domain.enumerated() where !EmailCharacters.isHostnameCharacter(scalar) {
            return reject(.invalidDomainCharacter, index)
        }
        for (index, scalar) in domain.enumerated() where scalar.value >= 0x80 {
            if EmailCharacters.isUnsafe(scalar, atStart: index == 0, allowsSpace: false) {
                return reject(.unsafeCharacter, index)
            }
            if !EmailCharacters.isValidForUTS46(scalar) { return reject(.invalidDomainCharacter, index) }
            // Width and compatibility mapping can turn a character into ASCII a domain may not hold
            // (a fullwidth '＠' becomes '@'): refused as email-validator does, after normalisation.
            let mappedScalars = String(scalar).nfkc.lowercased().unicodeScalars
            if mappedScalars.contains(where: { $0.value < 0x80 && !EmailCharacters.isHostnameCharacter($0) }) {
                return reject(.invalidDomainCharacter, index)
            }
        }

        let isASCII = domain.allSatisfy { $0.value < 0x80 }
        let text = String(String.UnicodeScalarView(domain))
        // For the dot and hyphen checks, approximate UTS #46's mapping: other full stops become '.',
        // case and width are folded.
        let mapped: String
        if isASCII {
            mapped = text.lowercased()
        } else {
            var folded = text.nfkc.lowercased()
            for separator in ["。", "．", "｡"] { folded = folded.replacing(separator, with: ".") }
            mapped = folded
        }
        if mapped.hasSuffix(".") { return reject(.domainTrailingDot) }
        if mapped.hasPrefix(".") { return reject(.domainLeadingDot) }
        if mapped.contains("..") { return reject(.consecutiveDots) }
        if mapped.hasSuffix("-") { return reject(.domainTrailingHyphen) }
        if mapped.hasPrefix("-") { return reject(.domainLeadingHyphen) }
        if mapped.contains(".-") || mapped.contains("-.") { return reject(.domainDotHyphen) }
        for label in mapped.split(separator: ".") {
            let characters = Array(label.unicodeScalars)
            if characters.count >= 4 && characters[2] == "-" && characters[3] == "-"
                && !(characters[0] == "x" && characters[1] == "n")
            {
                return reject(.reservedHyphens)
            }
        }

        let ascii: String
        if isASCII {
            ascii = mapped
        } else {
            do {
                ascii = try IDNA.toASCII(text).lowercased()
            } catch {
                return .failure(VerdictFailure(.rejected(.invalidIDNA, character: error.message)))
            }
        }
        if ascii.utf8.count > EmailChecker.maximumDomainLength { return reject(.domainTooLong) }
        for label in ascii.split(separator: ".", omittingEmptySubsequences: false)
        where label.utf8.count > EmailChecker.maximumLabelLength {
            return reject(.labelTooLong)
        }
        // A test environment may use the dotless name `test` and anything under `.test`.
        if !ascii.contains(".") && !(testEnvironment && ascii == "test") { return reject(.domainNeedsDot) }
        guard let last = ascii.unicodeScalars.last, last.properties.isAlphabetic, last.value < 0x80 else {
            return reject(.invalidTopLevelDomain)
        }
        for name in EmailChecker.specialUseDomains where ascii == name || ascii.hasSuffix("." + name) {
            if testEnvironment && name == "test" { continue }
            return reject(.specialUseDomain)
        }
        guard ascii.contains("xn--") else { return .success(DomainNames(ascii: ascii, unicode: ascii)) }
        do {
            let unicode = try IDNA.toUnicodeValidated(ascii).precomposedNFC
            // A domain with right-to-left characters anywhere is a bidi domain name: the Bidi Rule
            // then holds for every label, left-to-right ones included (RFC 5893 §1.4; UTS #46
            // CheckBidi), or `1.אב.com` and `אב.1.com` would look the same.
            let scalars = Array(unicode.unicodeScalars)
            if scalars.contains(where: { [.R, .AL, .AN].contains(IDNATables.properties($0).bidiClass) }) {
                for label in scalars.split(separator: ".", omittingEmptySubsequences: false)
                where !UTS46.bidiRuleHolds(Array(label), evenLeftToRight: true) {
                    return .failure(
                        VerdictFailure(.rejected(.invalidIDNA, character: String(String.UnicodeScalarView(label)))))
                }
            }
            return .success(DomainNames(ascii: ascii, unicode: unicode))
        } catch {
            return .failure(VerdictFailure(.rejected(.invalidIDNA, character: error.message)))
        }
    }

    struct VerdictFailure: Error {
        var verdict: EmailVerdict
        init(_ verdict: EmailVerdict) { self.verdict = verdict }
    }

    /// A quick check that `scalar` can neither change nor combine under NFC (NFC_QC = Yes, canonical
    /// combining class 0, never the second half of a composition): Latin up to U+02FF, Greek,
    /// Cyrillic, Hebrew and Arabic letters, Devanagari and Thai consonants, kana, CJK ideographs and
    /// Hangul syllables. Anything else goes through full NFC. Checked against Unicode 14's data when
    /// written; a test re-checks the first two properties against the standard library.
    static func isNFCStable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x0386, 0x0388...0x03CE, 0x0400...0x0482, 0x048A...0x052F, 0x05D0...0x05EA, 0x0621...0x064A,
            0x0904...0x0939, 0x0E01...0x0E30, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            true
        default: false
        }
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
