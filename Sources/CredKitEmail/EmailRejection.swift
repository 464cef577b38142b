// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why an email address was rejected: a stable code with an English and Spanish message.
public struct EmailRejection: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    public let rawValue: String
    let key: EmailTextKey

    public init?(rawValue: String) {
        guard let known = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    init(_ code: String, _ key: EmailTextKey) {
        self.rawValue = code
        self.key = key
    }

    public var description: String { rawValue }

    /// The message, with the offending character and its 1-based position where there is one.
    /// - Parameters:
    ///   - language: the message's language.
    ///   - character: the offending character, if any.
    ///   - position: its 1-based position in the input, if any.
    /// - Returns: the message.
    public func message(in language: Language, character: String? = nil, position: Int? = nil) -> String {
        var text = Texts.string(key, in: language, ["char": character ?? ""])
        if let position {
            text += Texts.string(.emailAtPosition, in: language, ["position": String(position)])
        }
        return text
    }

    public static let invalidEncoding = Self("invalid-encoding", .emailInvalidEncoding)
    public static let missingAt = Self("missing-at", .emailMissingAt)
    public static let fullWidthAt = Self("full-width-at", .emailFullWidthAt)
    public static let displayName = Self("display-name", .emailDisplayName)
    public static let emptyLocalPart = Self("empty-local-part", .emailEmptyLocal)
    public static let quotedLocalPart = Self("quoted-local-part", .emailQuotedLocal)
    public static let localPartTooLong = Self("local-part-too-long", .emailLocalTooLong)
    public static let invalidLocalCharacter = Self("invalid-local-character", .emailInvalidLocalCharacter)
    public static let localLeadingDot = Self("local-leading-dot", .emailLocalLeadingDot)
    public static let localTrailingDot = Self("local-trailing-dot", .emailLocalTrailingDot)
    public static let consecutiveDots = Self("consecutive-dots", .emailConsecutiveDots)
    public static let unsafeCharacter = Self("unsafe-character", .emailUnsafeCharacter)
    public static let emptyDomain = Self("empty-domain", .emailEmptyDomain)
    public static let domainLiteral = Self("domain-literal", .emailDomainLiteral)
    public static let domainTooLong = Self("domain-too-long", .emailDomainTooLong)
    public static let invalidDomainCharacter = Self("invalid-domain-character", .emailInvalidDomainCharacter)
    public static let domainLeadingDot = Self("domain-leading-dot", .emailDomainLeadingDot)
    public static let domainTrailingDot = Self("domain-trailing-dot", .emailDomainTrailingDot)
    public static let domainLeadingHyphen = Self("domain-leading-hyphen", .emailDomainLeadingHyphen)
    public static let domainTrailingHyphen = Self("domain-trailing-hyphen", .emailDomainTrailingHyphen)
    public static let domainDotHyphen = Self("domain-dot-hyphen", .emailDomainDotHyphen)
    public static let reservedHyphens = Self("reserved-hyphens", .emailReservedHyphens)
    public static let labelTooLong = Self("label-too-long", .emailLabelTooLong)
    public static let domainNeedsDot = Self("domain-needs-dot", .emailDomainNeedsDot)
    public static let invalidTopLevelDomain = Self("invalid-top-level-domain", .emailInvalidTLD)
    public static let specialUseDomain = Self("special-use-domain", .emailSpecialUseDomain)
    public static let invalidIDNA = Self("invalid-idna", .emailInvalidIDNA)
    public static let addressTooLong = Self("address-too-long", .emailAddressTooLong)
    // Reasons that come with the default profile's options (display names, quoted local parts,
    // SMTPUTF8 turned off).
    public static let invalidDisplayName = Self("invalid-display-name", .emailInvalidDisplayName)
    public static let unclosedAngleBracket = Self("unclosed-angle-bracket", .emailUnclosedAngleBracket)
    public static let textAfterAddress = Self("text-after-address", .emailTextAfterAddress)
    public static let textAfterQuote = Self("text-after-quote", .emailTextAfterQuote)
    public static let invalidQuotedCharacter = Self("invalid-quoted-character", .emailInvalidQuotedCharacter)
    public static let smtputf8NotAllowed = Self("smtputf8-not-allowed", .emailSMTPUTF8NotAllowed)
    // The rfc profile's own reasons.
    public static let unclosedQuotedString = Self("unclosed-quoted-string", .emailUnclosedQuote)
    public static let unclosedComment = Self("unclosed-comment", .emailUnclosedComment)
    public static let unclosedDomainLiteral = Self("unclosed-domain-literal", .emailUnclosedDomainLiteral)
    public static let invalidAddressLiteral = Self("invalid-address-literal", .emailInvalidAddressLiteral)
    public static let invalidFoldingWhitespace = Self("invalid-folding-whitespace", .emailInvalidFWS)
    public static let unexpectedCharacter = Self("unexpected-character", .emailUnexpectedCharacter)
    public static let obsoleteSyntax = Self("obsolete-syntax", .emailObsoleteSyntax)

    /// Every code, for lookups and documentation.
    public static let all: [EmailRejection] = [
        .invalidEncoding, .missingAt, .fullWidthAt, .displayName, .emptyLocalPart, .quotedLocalPart,
        .localPartTooLong, .invalidLocalCharacter, .localLeadingDot, .localTrailingDot, .consecutiveDots,
        .unsafeCharacter, .emptyDomain, .domainLiteral, .domainTooLong, .invalidDomainCharacter,
        .domainLeadingDot, .domainTrailingDot, .domainLeadingHyphen, .domainTrailingHyphen, .domainDotHyphen,
        .reservedHyphens, .labelTooLong, .domainNeedsDot, .invalidTopLevelDomain, .specialUseDomain,
        .invalidIDNA, .addressTooLong, .invalidDisplayName, .unclosedAngleBracket, .textAfterAddress, .textAfterQuote,
        .invalidQuotedCharacter, .smtputf8NotAllowed, .unclosedQuotedString, .unclosedComment, .unclosedDomainLiteral,
        .invalidAddressLiteral, .invalidFoldingWhitespace, .unexpectedCharacter, .obsoleteSyntax,
    ]

    // Each code has its own text key, and comparing keys skips string comparison on the hot path.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// The verdict on one email address.
public struct EmailVerdict: Sendable, Hashable {
    /// Whether the address passes the profile.
    public var isValid: Bool { rejection == nil }
    /// Why it failed; `nil` when valid.
    public var rejection: EmailRejection?
    /// The offending character, for character-level rejections.
    public var character: String?
    /// The 1-based position (in Unicode characters) of the offending character, when there is one.
    public var position: Int?
    /// The normalised address: NFC, the domain lower-cased in its Unicode form, role mailboxes
    /// (postmaster, abuse, …) lower-cased. `nil` when invalid.
    public var normalized: String?
    /// The address with the domain in its ASCII (Punycode) form, when the local part is ASCII.
    public var asciiEmail: String?
    /// Whether the local part needs the SMTPUTF8 extension (it has non-ASCII characters).
    public var requiresSMTPUTF8 = false
    /// The display name of a `Name <address>` input (NFC, unquoted and unescaped; empty for
    /// `<address>`), when ``EmailChecker/Options/allowDisplayName`` let it through; else `nil`.
    public var displayName: String? = nil

    /// The rejection's message in `language`, or `nil` when valid.
    /// - Parameter language: the message's language.
    /// - Returns: the message.
    public func message(in language: Language) -> String? {
        rejection?.message(in: language, character: character, position: position)
    }

    static func rejected(_ rejection: EmailRejection, character: String? = nil, position: Int? = nil) -> EmailVerdict {
        EmailVerdict(rejection: rejection, character: character, position: position)
    }
}
