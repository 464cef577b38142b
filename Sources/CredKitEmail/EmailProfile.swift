// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// How strict an email-address check is.
public enum EmailProfile: String, Sendable, CaseIterable, Hashable {
    /// What a sign-up form needs, with python `email-validator` 2.x's syntax verdicts (deliverability
    /// off): dot-atom local part, a dotted domain of letters, digits and hyphens with a letter-ending
    /// top-level label, internationalised domains (IDNA 2008 / UTS #46) and local parts (SMTPUTF8),
    /// no quoted strings, IP literals, special-use or reserved domains.
    case `default`
    /// The full RFC 5321/5322 address grammar: quoted local parts, IPv4 and IPv6 address literals,
    /// dotless domains, comments and folding white space.
    case rfc
}
