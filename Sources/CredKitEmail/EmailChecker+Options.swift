// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension EmailChecker {
    /// What the default profile lets through beyond a plain `local@domain`: python email-validator's
    /// options, with its semantics and normalisations. All off (SMTPUTF8 on) by default, as there.
    ///
    /// ```swift
    /// let contacts = EmailChecker(options: .init(allowDisplayName: true))
    /// let verdict = contacts.check("Ana García <ana@example.com>")
    /// verdict.normalized     // "ana@example.com"
    /// verdict.displayName    // "Ana García"
    /// ```
    ///
    /// The ``EmailProfile/rfc`` profile has its own grammar (quoted local parts and address literals
    /// are part of it) and ignores these options.
    public struct Options: Sendable, Hashable {
        /// Accept a quoted local part (`"john doe"@example.com`). Quotes that are not needed are
        /// removed in the normal form (`"john.doe"@example.com` → `john.doe@example.com`), and
        /// escapes are kept only for `"` and `\`.
        public var allowQuotedLocal: Bool
        /// Accept `Display Name <address>` (and `<address>`): the address is validated as usual
        /// and the name is returned in ``EmailVerdict/displayName``. An unquoted name may hold
        /// letters, digits, spaces and atext symbols, not periods; a quoted one anything printable.
        public var allowDisplayName: Bool
        /// Accept a bracketed IP address as the domain: `[192.0.2.1]` or `[IPv6:2001:db8::1]`
        /// (normalised to the compressed form, lower case, as Python's `ipaddress` writes it).
        public var allowDomainLiteral: Bool
        /// Accept an empty local part (`@example.com`), as some Postfix aliases use.
        public var allowEmptyLocal: Bool
        /// Accept non-ASCII characters before the @-sign (which need the SMTPUTF8 extension). When
        /// `false`, such addresses are rejected with ``EmailRejection/smtputf8NotAllowed``;
        /// internationalised domains are still accepted (they have an ASCII form).
        public var allowSMTPUTF8: Bool
        /// Accept the special-use name `test` and domains under it (`user@test`, `user@ci.test`),
        /// for test fixtures.
        public var testEnvironment: Bool

        /// Creates options; every one defaults to email-validator's default.
        public init(
            allowQuotedLocal: Bool = false, allowDisplayName: Bool = false, allowDomainLiteral: Bool = false,
            allowEmptyLocal: Bool = false, allowSMTPUTF8: Bool = true, testEnvironment: Bool = false
        ) {
            self.allowQuotedLocal = allowQuotedLocal
            self.allowDisplayName = allowDisplayName
            self.allowDomainLiteral = allowDomainLiteral
            self.allowEmptyLocal = allowEmptyLocal
            self.allowSMTPUTF8 = allowSMTPUTF8
            self.testEnvironment = testEnvironment
        }

        /// email-validator's defaults: nothing beyond `local@domain`, SMTPUTF8 allowed.
        public static let `default` = Options()
    }
}
