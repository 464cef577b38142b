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

    /// An ASCII address that this pattern matches and that passes the length, R-LDH and special-use
    /// byte checks is valid in the default profile; anything else takes the detailed path.
    static let fastPathPattern =
        #"^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"#
        + #"@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:[A-Za-z0-9][A-Za-z0-9-]*)?[A-Za-z]\z"#

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
            if isASCII, let verdict = fastDefault(bytes) { return verdict }
            return DefaultEmailSyntax.validate(String(decoding: bytes, as: UTF8.self))
        case .rfc:
            return RFCEmailSyntax.validate(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The common case: a plain ASCII address. Returns `nil` whenever a detailed check is needed.
    private func fastDefault(_ bytes: UnsafeBufferPointer<UInt8>) -> EmailVerdict? {
        guard bytes.count <= EmailValidator.maximumAddressLength, (try? fastPath.matches(bytes)) == true,
            let at = bytes.lastIndex(of: UInt8(ascii: "@"))
        else { return nil }
        let domainLength = bytes.count - at - 1
        guard at <= EmailValidator.maximumLocalPartLength, domainLength <= EmailValidator.maximumDomainLength else {
            return nil
        }
        var labelStart = at + 1
        var hasUppercase = false
        var index = at + 1
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: ".") {
                let length = index - labelStart
                if length > EmailValidator.maximumLabelLength { return nil }
                // "xn--" labels need IDNA validation; other "ab--" labels are reserved (R-LDH).
                if length >= 4 && bytes[labelStart + 2] == UInt8(ascii: "-") && bytes[labelStart + 3] == UInt8(ascii: "-") {
                    return nil
                }
                labelStart = index + 1
            } else if bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
                hasUppercase = true
            }
            index += 1
        }
        // After the loop, `labelStart` is one past the end; the top-level label began after the last dot.
        let topLevelStart = (bytes.lastIndex(of: UInt8(ascii: ".")) ?? at) + 1
        let topLevel = String(decoding: UnsafeBufferPointer(rebasing: bytes[topLevelStart...]), as: UTF8.self)
        if EmailValidator.specialUseDomains.contains(topLevel.lowercased()) { return nil }

        var local = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<at]), as: UTF8.self)
        if at <= 10 && EmailValidator.roleMailboxes.contains(local.lowercased()) { local = local.lowercased() }
        var domain = String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + 1)...]), as: UTF8.self)
        if hasUppercase { domain = domain.lowercased() }
        let normalized = local + "@" + domain
        return EmailVerdict(rejection: nil, normalized: normalized, asciiEmail: normalized, requiresSMTPUTF8: false)
    }
}
