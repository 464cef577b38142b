// SPDX-License-Identifier: Apache-2.0
// The default profile's byte routes. They mirror DefaultEmailSyntax.validate step by step (a test
// compares them on every reference row and on generated variants), without building strings.

import CredKitCore

extension EmailEvaluator {
    /// The detailed default-profile check for an ASCII address the fast path did not accept:
    /// finds the same reason, at the same position, as ``DefaultEmailSyntax/validate(_:domains:)``.
    func evaluateASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        // Split at the first '@' (or '<', which starts a display name) outside quotes.
        var inQuote = false
        var escaped = false
        var split: Int?
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if inQuote {
                if byte == UInt8(ascii: "\\") && !escaped {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") && !escaped {
                    inQuote = false
                } else {
                    escaped = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inQuote = true
            } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "<") {
                split = index
                break
            }
        }
        guard let split else { return .rejected(.missingAt) }
        // A display name, a quoted local part or a domain literal: parsed in full (as
        // email-validator does, so the reason is the same), then refused, by the string route.
        if bytes[split] == UInt8(ascii: "<") || bytes[0] == UInt8(ascii: "\"")
            || (bytes.count > split + 2 && bytes[split + 1] == UInt8(ascii: "[") && bytes[bytes.count - 1] == UInt8(ascii: "]"))
        {
            return adopt(DefaultEmailSyntax.validate(String(decoding: bytes, as: UTF8.self), domains: domainCache))
        }

        let local = UnsafeBufferPointer(rebasing: bytes[..<split])
        if local.isEmpty { return .rejected(.emptyLocalPart) }
        if local.count > EmailChecker.maximumLocalPartLength { return .rejected(.localPartTooLong) }
        for index in 0..<local.count where local[index] != UInt8(ascii: ".") && !EmailCharacters.isAtext(local[index]) {
            let character = EmailCharacters.display(Unicode.Scalar(local[index]))
            return .rejected(.invalidLocalCharacter, character: character, position: index + 1)
        }
        if local[local.count - 1] == UInt8(ascii: ".") { return .rejected(.localTrailingDot, position: local.count) }
        if local[0] == UInt8(ascii: ".") { return .rejected(.localLeadingDot, position: 1) }
        for index in 1..<local.count where local[index] == UInt8(ascii: ".") && local[index - 1] == UInt8(ascii: ".") {
            return .rejected(.consecutiveDots, position: index + 1)
        }

        let names: DefaultEmailSyntax.DomainNames
        switch domainVerdict(UnsafeBufferPointer(rebasing: bytes[(split + 1)...])) {
        case .success(let found):
            names = found
        case .failure(let failure):
            // Domain positions are cached relative to the domain; shift them behind the local part.
            let verdict = failure.verdict
            return .rejected(verdict.rejection!, character: verdict.character, position: verdict.position.map { $0 + split + 1 })
        }
        setForms(local: local, lowercasesLocal: EmailChecker.isRoleMailbox(local), names: names)
        guard bytes.count <= EmailChecker.maximumAddressLength, formsFit() else { return .rejected(.addressTooLong) }
        return .valid
    }

    /// The middle road for well-formed non-ASCII addresses (internationalised local parts, IDN
    /// domains): byte checks on the local part and a cached domain verdict. Returns `nil` for
    /// anything unusual, so the string route can find the reason.
    func evaluateCommon(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome? {
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0,
            at <= EmailChecker.maximumLocalPartLength, at + 1 < bytes.count,
            bytes.count <= EmailChecker.maximumAddressLength
        else { return nil }
        var hasNonASCII = false
        var previous: UInt8 = UInt8(ascii: ".")  // a leading dot counts as "after a dot"
        var index = 0
        while index < at {
            let byte = bytes[index]
            if byte >= 0x80 {
                hasNonASCII = true
                let (scalar, length) = UTF8Validation.decodeScalar(in: bytes, at: index)
                if !isSafeStable(scalar, atStart: index == 0) { return nil }
                index += length
                previous = byte
                continue
            } else if byte == UInt8(ascii: ".") {
                if previous == UInt8(ascii: ".") { return nil }
            } else if !EmailCharacters.isAtext(byte) {
                return nil
            }
            previous = byte
            index += 1
        }
        if previous == UInt8(ascii: ".") { return nil }
        let domain = UnsafeBufferPointer(rebasing: bytes[(at + 1)...])
        if domain.contains(UInt8(ascii: "@")) { return nil }
        guard case .success(let names) = domainVerdict(domain) else { return nil }
        let local = UnsafeBufferPointer(rebasing: bytes[..<at])
        setForms(local: local, lowercasesLocal: !hasNonASCII && EmailChecker.isRoleMailbox(local), names: names)
        guard formsFit() else { return nil }
        return hasNonASCII ? .validSMTPUTF8 : .valid
    }

    /// The domain's verdict, from the cache when seen before.
    private func domainVerdict(_ domain: UnsafeBufferPointer<UInt8>) -> DomainCache.Verdict {
        if let cached = domainCache.verdict(for: domain) { return cached }
        let verdict = DefaultEmailSyntax.checkDomain(Array(String(decoding: domain, as: UTF8.self).unicodeScalars))
        domainCache.store(verdict, for: domain)
        return verdict
    }

    /// A non-ASCII local-part character that email-validator accepts and NFC leaves alone, so the
    /// bytes are already the normal form. Anything else goes the string route.
    private func isSafeStable(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        guard DefaultEmailSyntax.isNFCStable(scalar) else { return false }
        // Latin letters are the everyday case; their categories are fixed.
        if scalar.value >= 0xC0 && scalar.value <= 0x24F && scalar.value != 0xD7 && scalar.value != 0xF7 { return true }
        if atStart { return !EmailCharacters.isUnsafe(scalar, atStart: true, allowsSpace: false) }
        // Property lookups cost more than the rest of the check, and a list repeats its scripts.
        let slot = Int(scalar.value & 511)
        let memo = scalarMemo[slot]
        if memo >> 1 == scalar.value { return memo & 1 == 1 }
        let safe = !EmailCharacters.isUnsafe(scalar, atStart: false, allowsSpace: false)
        scalarMemo[slot] = scalar.value << 1 | (safe ? 1 : 0)
        return safe
    }

    private func setForms(local: UnsafeBufferPointer<UInt8>, lowercasesLocal: Bool, names: DefaultEmailSyntax.DomainNames) {
        normalized.discard()
        normalized.appendLowercasingASCII(local, from: lowercasesLocal ? 0 : local.count)
        normalized.append(byte: UInt8(ascii: "@"))
        normalized.append(names.unicodeBytes)
        hasASCIIForm = !local.contains { $0 >= 0x80 }
        asciiIsNormalized = names.formsAreEqual
        if !asciiIsNormalized {
            // The same local part and '@' (lower-casing keeps lengths), then the ASCII domain.
            asciiForm.discard()
            normalized.withPendingBytes { asciiForm.append(UnsafeBufferPointer(rebasing: $0[...local.count])) }
            asciiForm.append(names.asciiBytes)
        }
    }

    private func formsFit() -> Bool {
        normalized.count <= EmailChecker.maximumAddressLength
            && (asciiIsNormalized || asciiForm.count <= EmailChecker.maximumAddressLength)
    }
}
