// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Checks addresses given as UTF-8 bytes, reusing PCRE2 match data, a domain cache and output
/// buffers: the streaming path.
///
/// Not `Sendable`; make one per thread with ``EmailChecker/makeEvaluator()``.
///
/// ```swift
/// let evaluator = EmailChecker().makeEvaluator()
/// let outcome = evaluator.evaluate(bytes)          // no allocation for common addresses
/// if outcome.isValid { evaluator.withNormalizedBytes { output.append($0) } }
/// ```
public final class EmailEvaluator {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    /// What ``EmailEvaluator/evaluate(_:)`` found. The normalised address stays in the checker until
    /// its next call; read it with ``EmailEvaluator/withNormalizedBytes(_:)``.
    public struct Outcome: Sendable, Hashable {
        /// Why the address failed; `nil` when valid.
        public var rejection: EmailRejection?
        /// The offending character, for character-level rejections.
        public var character: String?
        /// The 1-based position (in Unicode characters) of the offending character, when there is one.
        public var position: Int?
        /// Whether the local part needs the SMTPUTF8 extension.
        public var requiresSMTPUTF8 = false
        /// The display name, when ``EmailChecker/Options/allowDisplayName`` let one through.
        public var displayName: String?

        /// Whether the address passes the profile.
        public var isValid: Bool { rejection == nil }

        package init(
            rejection: EmailRejection? = nil, character: String? = nil, position: Int? = nil, requiresSMTPUTF8: Bool = false,
            displayName: String? = nil
        ) {
            self.rejection = rejection
            self.character = character
            self.position = position
            self.requiresSMTPUTF8 = requiresSMTPUTF8
            self.displayName = displayName
        }

        static let valid = Outcome()
        static let validSMTPUTF8 = Outcome(requiresSMTPUTF8: true)

        static func rejected(_ rejection: EmailRejection, character: String? = nil, position: Int? = nil) -> Outcome {
            Outcome(rejection: rejection, character: character, position: position)
        }
    }

    let validator: EmailChecker
    private let fastPath: RegexPattern.Matcher
    let domainCache = DomainCache()
    /// The normalised address of the last valid check.
    let normalized = OutputBuffer(descriptor: -1, flushThreshold: 0)
    /// Its ASCII (Punycode-domain) form, unless ``asciiIsNormalized``.
    let asciiForm = OutputBuffer(descriptor: -1, flushThreshold: 0)
    @exclusivity(unchecked) var asciiIsNormalized = true
    /// Whether the last valid address has an ASCII form at all (not when the local part, after
    /// NFC, is non-ASCII or empty).
    @exclusivity(unchecked) var hasASCIIForm = true
    /// Recent non-ASCII local-part scalars and whether they are safe and NFC-stable:
    /// `value << 1 | safe`, direct-mapped by the low bits; 0 is empty.
    @exclusivity(unchecked) var scalarMemo = [UInt32](repeating: 0, count: 512)

    /// Whether the validator's options differ from email-validator's defaults (decided once, not
    /// per address).
    private let hasOptions: Bool
    /// Whether the options only let more syntax through (quoted local parts, display names, domain
    /// literals, empty local parts): then an address without that syntax gets the same verdict as
    /// under the defaults, and the byte routes serve it.
    private let optionsOnlyWiden: Bool

    /// No `"`, `<` or `[`, and something before the first `@`: none of the syntax the widening
    /// options are about.
    private static func hasNoOptionSyntax(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first != UInt8(ascii: "@") else { return false }
        for byte in bytes where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") {
            return false
        }
        return true
    }

    init(validator: EmailChecker) {
        self.validator = validator
        self.fastPath = validator.fastPath.makeMatcher()
        self.hasOptions = validator.options != .default
        self.optionsOnlyWiden = validator.options.allowSMTPUTF8 && !validator.options.testEnvironment
    }

    /// Checks one address.
    /// - Parameter bytes: the address; invalid UTF-8 is rejected with ``EmailRejection/invalidEncoding``.
    /// - Returns: the verdict, with its normalised forms as strings.
    public func check(_ bytes: UnsafeBufferPointer<UInt8>) -> EmailVerdict {
        let outcome = evaluate(bytes)
        guard outcome.isValid else {
            return .rejected(outcome.rejection!, character: outcome.character, position: outcome.position)
        }
        let normalizedString = normalized.withPendingBytes { String(decoding: $0, as: UTF8.self) }
        let ascii =
            !hasASCIIForm
            ? nil : asciiIsNormalized ? normalizedString : asciiForm.withPendingBytes { String(decoding: $0, as: UTF8.self) }
        return EmailVerdict(
            rejection: nil, normalized: normalizedString, asciiEmail: ascii, requiresSMTPUTF8: outcome.requiresSMTPUTF8,
            displayName: outcome.displayName)
    }

    /// Checks one address without building strings: the streaming form of ``check(_:)``.
    /// - Parameter bytes: the address; invalid UTF-8 is rejected with ``EmailRejection/invalidEncoding``.
    /// - Returns: the outcome. When valid, ``withNormalizedBytes(_:)`` gives the normalised address
    ///   until the next call.
    public func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        var isASCII = true
        for byte in bytes where byte >= 0x80 {
            isASCII = false
            break
        }
        if !isASCII, let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            return .rejected(.invalidEncoding, position: offset + 1)
        }
        switch validator.profile {
        case .default where hasOptions && !(optionsOnlyWiden && Self.hasNoOptionSyntax(bytes)):
            // The byte routes below know the default options only; the fast path's addresses are
            // valid under every option set, with the same normal form.
            if isASCII, fastPath(bytes, lowercasesRoleMailboxes: true) { return .valid }
            return adopt(
                DefaultEmailSyntax.validate(
                    String(decoding: bytes, as: UTF8.self), options: validator.options, domains: domainCache))
        case .default:
            if isASCII {
                if fastPath(bytes, lowercasesRoleMailboxes: true) { return .valid }
                return evaluateASCII(bytes)
            }
            if let outcome = evaluateCommon(bytes) { return outcome }
            return adopt(DefaultEmailSyntax.validate(String(decoding: bytes, as: UTF8.self), domains: domainCache))
        case .rfc:
            // Every address the fast path accepts is also valid RFC 5321 with the same normal form.
            if isASCII, fastPath(bytes, lowercasesRoleMailboxes: false) { return .valid }
            return adopt(RFCEmailSyntax.validate(String(decoding: bytes, as: UTF8.self)))
        }
    }

    /// Calls `body` with the normalised address of the last valid ``evaluate(_:)``.
    /// - Parameter body: receives the bytes; they are only valid during the call.
    /// - Returns: what `body` returns.
    public func withNormalizedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try normalized.withPendingBytes(body)
    }

    /// Takes a verdict from a string route, keeping its normalised forms in the buffers.
    func adopt(_ verdict: EmailVerdict) -> Outcome {
        guard verdict.isValid else {
            return .rejected(verdict.rejection!, character: verdict.character, position: verdict.position)
        }
        normalized.discard()
        normalized.append(verdict.normalized ?? "")
        hasASCIIForm = verdict.asciiEmail != nil
        asciiIsNormalized = verdict.asciiEmail == verdict.normalized
        if !asciiIsNormalized {
            asciiForm.discard()
            asciiForm.append(verdict.asciiEmail ?? "")
        }
        if let displayName = verdict.displayName {
            return Outcome(requiresSMTPUTF8: verdict.requiresSMTPUTF8, displayName: displayName)
        }
        return verdict.requiresSMTPUTF8 ? .validSMTPUTF8 : .valid
    }

    /// The common case: a plain ASCII address. Returns `false` whenever a detailed check is needed.
    /// Every check here is on bytes, and nothing allocates.
    private func fastPath(_ bytes: UnsafeBufferPointer<UInt8>, lowercasesRoleMailboxes: Bool) -> Bool {
        guard bytes.count <= EmailChecker.maximumAddressLength, (try? fastPath.matches(bytes)) == true,
            let at = bytes.lastIndex(of: UInt8(ascii: "@"))
        else { return false }
        guard at <= EmailChecker.maximumLocalPartLength,
            bytes.count - at - 1 <= EmailChecker.maximumDomainLength
        else { return false }
        var labelStart = at + 1
        var index = at + 1
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: ".") {
                let length = index - labelStart
                if length > EmailChecker.maximumLabelLength { return false }
                // Hyphens may not start or end a label; "xn--" labels need IDNA validation and other
                // "ab--" labels are reserved (R-LDH): all of these take the detailed path.
                if bytes[labelStart] == UInt8(ascii: "-") || bytes[index - 1] == UInt8(ascii: "-") { return false }
                if length >= 4 && bytes[labelStart + 2] == UInt8(ascii: "-") && bytes[labelStart + 3] == UInt8(ascii: "-") {
                    return false
                }
                labelStart = index + 1
            }
            index += 1
        }
        // The top-level label must end with a letter and must not be a special-use name.
        let last = bytes[bytes.count - 1] | 0x20
        guard last >= UInt8(ascii: "a") && last <= UInt8(ascii: "z") else { return false }
        let topLevelStart = (bytes.lastIndex(of: UInt8(ascii: ".")) ?? at) + 1
        if EmailChecker.isSpecialUse(UnsafeBufferPointer(rebasing: bytes[topLevelStart...])) { return false }
        let lowersLocal = lowercasesRoleMailboxes && EmailChecker.isRoleMailbox(UnsafeBufferPointer(rebasing: bytes[..<at]))
        normalized.discard()
        normalized.appendLowercasingASCII(bytes, from: lowersLocal ? 0 : at + 1)
        asciiIsNormalized = true
        hasASCIIForm = true
        return true
    }
}
