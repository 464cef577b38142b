/// Checks email-address syntax: ``EmailProfile/default`` for sign-up forms, ``EmailProfile/rfc`` for
/// the full RFC 5321/5322 grammar.
///
/// A validator compiles its PCRE2 fast-path pattern once and is `Sendable`; share it. Streams use a
/// per-thread ``EmailChecker`` from ``makeChecker()``.
///
/// ```swift
/// let validator = EmailValidator()
/// validator.validate("jose@example.com").isValid            // true
/// validator.validate("jose@ＥＸＡＭＰＬＥ.com").normalized   // "jose@example.com"
/// validator.validate("jose@localhost").rejection            // .domainNeedsDot
/// ```
public struct EmailValidator: Sendable {
    /// The profile this validator applies.
    public let profile: EmailProfile
    let fastPath: PCRE2Pattern

    /// The longest address accepted: RFC 3696 erratum 1690 / RFC 5321 §4.5.3.1.3.
    public static let maximumAddressLength = 254
    /// The longest local part (RFC 5321 §4.5.3.1.1), in octets.
    public static let maximumLocalPartLength = 64
    /// The longest domain, in octets of its ASCII form.
    public static let maximumDomainLength = 253
    /// The longest domain label, in octets of its ASCII form.
    public static let maximumLabelLength = 63
    /// Top-level names that never have deliverable mail (RFC 6761, 6762, 7686), as email-validator rejects them.
    public static let specialUseDomains = ["arpa", "invalid", "local", "localhost", "onion", "test"]
    /// RFC 2142 role mailboxes, whose local part is normalised to lower case.
    static let roleMailboxes: Set<String> = [
        "info", "marketing", "sales", "support", "abuse", "noc", "security", "postmaster", "hostmaster", "usenet",
        "news", "webmaster", "www", "uucp", "ftp",
    ]

    /// An ASCII address that this pattern matches and that passes the byte checks of the fast path
    /// (lengths, hyphen placement, a letter-ending top-level label, R-LDH, special-use names) is valid
    /// in the default profile; anything else takes the detailed path. Possessive quantifiers keep the
    /// match linear: nothing here ever needs to backtrack.
    static let fastPathPattern =
        #"^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]++(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]++)*+@[A-Za-z0-9-]++(?:\.[A-Za-z0-9-]++)++\z"#

    /// Creates a validator.
    /// - Parameter profile: how strict to be.
    public init(profile: EmailProfile = .default) {
        self.profile = profile
        do {
            fastPath = try PCRE2Pattern(Self.fastPathPattern)
        } catch {
            preconditionFailure("the built-in email pattern does not compile: \(error)")
        }
    }

    /// A reusable checker for one thread.
    /// - Returns: a checker holding its own PCRE2 match data.
    public func makeChecker() -> EmailChecker {
        EmailChecker(validator: self)
    }

    /// Checks one address.
    /// - Parameter address: the address as typed.
    /// - Returns: the verdict, with the normalised form when valid.
    public func validate(_ address: String) -> EmailVerdict {
        var address = address
        let checker = makeChecker()
        return address.withUTF8 { checker.check($0) }
    }
}

/// Checks addresses given as UTF-8 bytes, reusing PCRE2 match data: the streaming path.
///
/// Not `Sendable`; make one per thread with ``EmailValidator/makeChecker()``.
public final class EmailChecker {
    let validator: EmailValidator
    private let fastPath: PCRE2Matcher
    private let domainCache = DomainCache()

    init(validator: EmailValidator) {
        self.validator = validator
        self.fastPath = validator.fastPath.makeMatcher()
    }

    /// Checks one address.
    /// - Parameter bytes: the address; invalid UTF-8 is rejected with ``EmailRejection/invalidEncoding``.
    /// - Returns: the verdict.
    public func check(_ bytes: UnsafeBufferPointer<UInt8>) -> EmailVerdict {
        var isASCII = true
        for byte in bytes where byte >= 0x80 {
            isASCII = false
            break
        }
        if !isASCII, let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            return .rejected(.invalidEncoding, position: offset + 1)
        }
        switch validator.profile {
        case .default:
            if isASCII, let verdict = fastPath(bytes, lowercasesRoleMailboxes: true) { return verdict }
            if let verdict = DefaultEmailSyntax.validateCommon(bytes, domains: domainCache) { return verdict }
            return DefaultEmailSyntax.validate(String(decoding: bytes, as: UTF8.self), domains: domainCache)
        case .rfc:
            // Every address the fast path accepts is also valid RFC 5321 with the same normal form.
            if isASCII, let verdict = fastPath(bytes, lowercasesRoleMailboxes: false) { return verdict }
            return RFCEmailSyntax.validate(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The common case: a plain ASCII address. Returns `nil` whenever a detailed check is needed.
    /// Every check here is on bytes; the only allocation is the normalised string.
    private func fastPath(_ bytes: UnsafeBufferPointer<UInt8>, lowercasesRoleMailboxes: Bool) -> EmailVerdict? {
        guard bytes.count <= EmailValidator.maximumAddressLength, (try? fastPath.matches(bytes)) == true,
            let at = bytes.lastIndex(of: UInt8(ascii: "@"))
        else { return nil }
        guard at <= EmailValidator.maximumLocalPartLength,
            bytes.count - at - 1 <= EmailValidator.maximumDomainLength
        else { return nil }
        var labelStart = at + 1
        var index = at + 1
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: ".") {
                let length = index - labelStart
                if length > EmailValidator.maximumLabelLength { return nil }
                // Hyphens may not start or end a label; "xn--" labels need IDNA validation and other
                // "ab--" labels are reserved (R-LDH): all of these take the detailed path.
                if bytes[labelStart] == UInt8(ascii: "-") || bytes[index - 1] == UInt8(ascii: "-") { return nil }
                if length >= 4 && bytes[labelStart + 2] == UInt8(ascii: "-") && bytes[labelStart + 3] == UInt8(ascii: "-") {
                    return nil
                }
                labelStart = index + 1
            }
            index += 1
        }
        // The top-level label must end with a letter and must not be a special-use name.
        let last = bytes[bytes.count - 1] | 0x20
        guard last >= UInt8(ascii: "a") && last <= UInt8(ascii: "z") else { return nil }
        let topLevelStart = (bytes.lastIndex(of: UInt8(ascii: ".")) ?? at) + 1
        if EmailValidator.isSpecialUse(UnsafeBufferPointer(rebasing: bytes[topLevelStart...])) { return nil }
        let lowersLocal = lowercasesRoleMailboxes && EmailValidator.isRoleMailbox(UnsafeBufferPointer(rebasing: bytes[..<at]))
        let normalized = String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() {
                let lower = (offset > at || lowersLocal) && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                buffer[offset] = lower ? byte | 0x20 : byte
            }
            return bytes.count
        }
        return EmailVerdict(rejection: nil, normalized: normalized, asciiEmail: normalized, requiresSMTPUTF8: false)
    }
}

extension EmailValidator {
    /// Whether an ASCII top-level label is one of ``specialUseDomains``, ignoring case.
    static func isSpecialUse(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
        specialUseBytes.contains { equalsIgnoringASCIICase(label, $0) }
    }

    /// Whether an ASCII local part is an RFC 2142 role mailbox, ignoring case.
    static func isRoleMailbox(_ local: UnsafeBufferPointer<UInt8>) -> Bool {
        local.count <= 10 && roleMailboxBytes.contains { equalsIgnoringASCIICase(local, $0) }
    }

    private static let specialUseBytes = specialUseDomains.map { Array($0.utf8) }
    private static let roleMailboxBytes = roleMailboxes.map { Array($0.utf8) }

    private static func equalsIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: [UInt8]) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        for index in 0..<bytes.count {
            let byte = bytes[index]
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if folded != lowercase[index] { return false }
        }
        return true
    }
}
