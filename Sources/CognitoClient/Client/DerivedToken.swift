// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A token from OAuth 2.0 token exchange (RFC 8693) through `GetDerivedToken`: narrowed to one
/// audience or resource for a downstream service, and carrying an `act` claim when an actor token
/// was presented.
public struct DerivedToken: Sendable, Hashable {
    /// What a token is, in token exchange.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An access token.
        case accessToken = "ACCESS_TOKEN"
        /// An ID token.
        case idToken = "ID_TOKEN"

        /// The kind a Cognito token's `token_use` claim names (`access`, `id`), or `nil` for any other
        /// value.
        public init?(tokenUse: String) {
            switch tokenUse {
            case "access": self = .accessToken
            case "id": self = .idToken
            default: return nil
            }
        }
    }

    /// The issued token.
    public var token: String
    /// Which kind of token it is.
    public var kind: Kind
    /// `Bearer`, or `N_A` for an ID token.
    public var tokenType: String
    /// Seconds it was valid for when issued.
    public var expiresIn: Int
    /// The scopes it carries, as Cognito listed them.
    public var scopes: [String]
    /// When it was obtained (seconds since 1970).
    public var obtainedAt: Double

    /// A token.
    public init(
        token: String, kind: Kind, tokenType: String = "Bearer", expiresIn: Int, scopes: [String] = [],
        obtainedAt: Date = Date()
    ) {
        self.token = token
        self.kind = kind
        self.tokenType = tokenType
        self.expiresIn = expiresIn
        self.scopes = scopes
        self.obtainedAt = obtainedAt.timeIntervalSince1970
    }

    /// When it expires (seconds since 1970).
    public var expiresAt: Double { obtainedAt + Double(expiresIn) }
}

/// What to exchange in `GetDerivedToken`, and for what.
public struct TokenExchange: Sendable, Hashable {
    /// What a presented token is.
    public enum PresentedKind: String, Sendable, Hashable, CaseIterable {
        /// A Cognito access token.
        case accessToken = "ACCESS_TOKEN"
        /// A Cognito ID token.
        case idToken = "ID_TOKEN"
        /// A SAML 2.0 assertion from the identity provider named with it.
        case saml2 = "SAML2"
    }

    /// A presented token: the subject (whose token is narrowed) or the actor (the intermediary
    /// acting for the subject).
    public struct Presented: Sendable, Hashable {
        /// The token.
        public var token: String
        /// What it is.
        public var kind: PresentedKind
        /// The identity provider that issued it (a SAML assertion's).
        public var providerName: String?

        /// A presented token.
        public init(_ token: String, kind: PresentedKind = .accessToken, providerName: String? = nil) {
            self.token = token
            self.kind = kind
            self.providerName = providerName
        }
    }

    /// The token to narrow.
    public var subject: Presented
    /// The intermediary acting for the subject (delegation); `nil` for impersonation.
    public var actor: Presented?
    /// The one audience the new token is for.
    public var audience: String?
    /// The one resource the new token is for.
    public var resource: String?
    /// The scopes asked for (at most 50).
    public var scopes: [String]
    /// The kind of token wanted; `nil` leaves it to Cognito (an access token).
    public var requestedKind: DerivedToken.Kind?

    /// An exchange.
    public init(
        subject: Presented, actor: Presented? = nil, audience: String? = nil, resource: String? = nil,
        scopes: [String] = [], requestedKind: DerivedToken.Kind? = nil
    ) {
        self.subject = subject
        self.actor = actor
        self.audience = audience
        self.resource = resource
        self.scopes = scopes
        self.requestedKind = requestedKind
    }
}
