import _CredKitCore

/// The default profile's detailed check, mirroring python email-validator 2.x's syntax rules
/// (`allow_quoted_local`, `allow_domain_literal`, `allow_display_name` off; local part limited to
/// 64 octets as RFC 5321 says). Used for every address the ASCII fast path does not accept, so it
/// also finds the reason for a rejection.
enum DefaultEmailSyntax {
    static func validate(_ input: String, domains cache: DomainCache? = nil) -> EmailVerdict {
        let scalars = Array(input.unicodeScalars)

        // Split at the first '@' (or '<', which starts a display name) outside quotes and not
        // followed by a combining mark that would change it.
        var inQuote = false
        var escaped = false
        var split: Int?
        for index in scalars.indices {
            let scalar = scalars[index]
            // Combining marks start at U+0300, so ASCII neighbours need no property lookup.
            if index + 1 < scalars.count && scalars[index + 1].value >= 0x300 && isCombining(scalars[index + 1]) { continue }
            if inQuote {
                if scalar == "\\" && !escaped {
                    escaped = true
                } else if scalar == "\"" && !escaped {
                    inQuote = false
                } else {
                    escaped = false
                }
            } else if scalar == "\"" {
                inQuote = true
            } else if scalar == "@" || scalar == "<" {
                split = index
                break
            }
        }
        guard let split else {
            if let index = scalars.firstIndex(where: { $0 == "＠" || $0 == "﹫" }) {
                return .rejected(.fullWidthAt, character: EmailCharacters.display(scalars[index]), position: index + 1)
            }
            return .rejected(.missingAt)
        }
        if scalars[split] == "<" { return .rejected(.displayName, position: split + 1) }

        let local = Array(scalars[..<split])
        let domain = Array(scalars[(split + 1)...])
        if let rejection = checkLocalPart(local) { return rejection }
        let localString = String(String.UnicodeScalarView(local))
        let isStable = local.allSatisfy(isNFCStable)
        var normalizedLocal = isStable ? localString : localString.precomposedNFC
        let requiresSMTPUTF8 = local.contains { $0.value >= 0x80 }
        // Compared by scalars: String's == is canonical equivalence, under which NFC never changes
        // anything. NFC can lengthen a local part (U+FB2C is a composition exclusion: 3 bytes
        // become 6), so the normal form is checked again, length included.
        if !isStable && !normalizedLocal.unicodeScalars.elementsEqual(localString.unicodeScalars),
            let rejection = checkLocalPart(Array(normalizedLocal.unicodeScalars))
        {
            return rejection
        }
        if !requiresSMTPUTF8 && EmailValidator.roleMailboxes.contains(normalizedLocal.lowercased()) {
            normalizedLocal = normalizedLocal.lowercased()
        }

        let names: DomainNames
        let domainResult: Result<DomainNames, VerdictFailure>
        if let cache {
            var key = String(String.UnicodeScalarView(domain))
            domainResult = key.withUTF8 { key in
                if let cached = cache.verdict(for: key) { return cached }
                let verdict = checkDomain(domain)
                cache.store(verdict, for: key)
                return verdict
            }
        } else {
            domainResult = checkDomain(domain)
        }
        switch domainResult {
        case .success(let result):
            names = result
        case .failure(let failure):
            // Domain positions are cached relative to the domain; shift them behind the local part.
            var verdict = failure.verdict
            verdict.position = verdict.position.map { $0 + split + 1 }
            return verdict
        }

        let normalized = normalizedLocal + "@" + names.unicode
        let asciiForm = normalizedLocal + "@" + names.ascii
        for form in [input, normalized, asciiForm] where form.utf8.count > EmailValidator.maximumAddressLength {
            return .rejected(.addressTooLong)
        }
        return EmailVerdict(
            rejection: nil, normalized: normalized, asciiEmail: requiresSMTPUTF8 ? nil : asciiForm,
            requiresSMTPUTF8: requiresSMTPUTF8)
    }

    // MARK: - Local part

    private static func checkLocalPart(_ local: [Unicode.Scalar]) -> EmailVerdict? {
        if local.isEmpty { return .rejected(.emptyLocalPart) }
        if local.first == "\"" { return .rejected(.quotedLocalPart, position: 1) }
        if local.reduce(0, { $0 + UTF8.width($1) }) > EmailValidator.maximumLocalPartLength {
            return .rejected(.localPartTooLong)
        }
        for (index, scalar) in local.enumerated() {
            let allowed = scalar.value >= 0x80 || scalar == "." || EmailCharacters.isAtext(UInt8(scalar.value))
            if !allowed {
                return .rejected(.invalidLocalCharacter, character: EmailCharacters.display(scalar), position: index + 1)
            }
        }
        if local.last == "." { return .rejected(.localTrailingDot, position: local.count) }
        if local.first == "." { return .rejected(.localLeadingDot, position: 1) }
        for index in 1..<local.count where local[index] == "." && local[index - 1] == "." {
            return .rejected(.consecutiveDots, position: index + 1)
        }
        for (index, scalar) in local.enumerated() where scalar.value >= 0x80 {
            if EmailCharacters.isUnsafe(scalar, atStart: index == 0, allowsSpace: false) {
                return .rejected(.unsafeCharacter, character: EmailCharacters.display(scalar), position: index + 1)
            }
        }
        return nil
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
    static func checkDomain(_ domain: [Unicode.Scalar]) -> Result<DomainNames, VerdictFailure> {
        func reject(_ rejection: EmailRejection, _ index: Int? = nil) -> Result<DomainNames, VerdictFailure> {
            let character = index.map { EmailCharacters.display(domain[$0]) }
            return .failure(VerdictFailure(.rejected(rejection, character: character, position: index.map { $0 + 1 })))
        }
        if domain.isEmpty { return reject(.emptyDomain) }
        if domain.first == "[" && domain.last == "]" { return reject(.domainLiteral) }
        if domain.count > EmailValidator.maximumDomainLength { return reject(.domainTooLong) }
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
        if ascii.utf8.count > EmailValidator.maximumDomainLength { return reject(.domainTooLong) }
        for label in ascii.split(separator: ".", omittingEmptySubsequences: false)
        where label.utf8.count > EmailValidator.maximumLabelLength {
            return reject(.labelTooLong)
        }
        if !ascii.contains(".") { return reject(.domainNeedsDot) }
        guard let last = ascii.unicodeScalars.last, last.properties.isAlphabetic, last.value < 0x80 else {
            return reject(.invalidTopLevelDomain)
        }
        for name in EmailValidator.specialUseDomains where ascii == name || ascii.hasSuffix("." + name) {
            return reject(.specialUseDomain)
        }
        guard ascii.contains("xn--") else { return .success(DomainNames(ascii: ascii, unicode: ascii)) }
        do {
            let unicode = try IDNA.toUnicodeValidated(ascii)
            return .success(DomainNames(ascii: ascii, unicode: unicode.precomposedNFC))
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
