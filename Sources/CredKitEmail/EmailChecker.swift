// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Checks email-address syntax: ``EmailProfile/default`` for sign-up forms, ``EmailProfile/rfc`` for
/// the full RFC 5321/5322 grammar.
///
/// A checker compiles its fast-path pattern once (PCRE2 with JIT, or the portable engine) and is
/// `Sendable`; share it. Streams use a per-thread ``EmailEvaluator`` from ``makeEvaluator()`` — the
/// same split as `PasswordChecker` and `PolicyEvaluator`: a *checker* is configured once and shared,
/// an *evaluator* is one thread's reusable state.
///
/// ```swift
/// let checker = EmailChecker()
/// checker.check("jose@example.com").isValid            // true
/// checker.check("jose@ＥＸＡＭＰＬＥ.com").normalized   // "jose@example.com"
/// checker.check("jose@localhost").rejection            // .domainNeedsDot
/// ```
public struct EmailChecker: Sendable {
    /// The profile this checker applies.
    public let profile: EmailProfile
    /// What the default profile lets through beyond a plain `local@domain`.
    public let options: Options
    let fastPath: RegexPattern

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
    /// - Parameters:
    ///   - profile: how strict to be.
    ///   - options: what the default profile also accepts (display names, quoted local parts, …);
    ///     the rfc profile ignores them.
    public init(profile: EmailProfile = .default, options: Options = .default) {
        self.profile = profile
        self.options = options
        do {
            fastPath = try RegexPattern(Self.fastPathPattern)
        } catch {
            preconditionFailure("the built-in email pattern does not compile: \(error)")
        }
    }

    /// A reusable checker for one thread.
    /// - Returns: a checker holding its own match data.
    public func makeEvaluator() -> EmailEvaluator {
        EmailEvaluator(validator: self)
    }

    /// Checks one address (the old name, from when this type was `EmailValidator`).
    @available(*, deprecated, renamed: "check(_:)")
    public func validate(_ address: String) -> EmailVerdict { check(address) }

    /// Checks one address.
    /// - Parameter address: the address as typed.
    /// - Returns: the verdict, with the normalised form when valid.
    public func check(_ address: String) -> EmailVerdict {
        var address = address
        let checker = makeEvaluator()
        return address.withUTF8 { checker.check($0) }
    }
}

extension EmailChecker {
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
