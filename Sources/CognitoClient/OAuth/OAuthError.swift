// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitNetwork

/// A failed step of a sign-in through the pool's domain (managed login, the hosted UI): refused
/// locally before anything was sent, refused by the authorization server (at the redirect or at one
/// of its endpoints), answered with something unusable, or not answered.
///
/// ``number`` is the numbered code in the 2000 block (1000–1003 for the failures every Cognito call
/// shares); ``message(in:)`` never contains a code, verifier, token or client secret.
public struct OAuthError: CredKitError, Hashable {
    /// What went wrong, as a stable code.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey
        /// The numbered code.
        public let number: Int
        /// How a failure with this code counts.
        public let category: CognitoError.Category

        // text-keys: codes of OAuthError.Code
        /// An input that cannot be sent (a domain, scope, identity provider, redirect or logout URI,
        /// no client secret for client credentials): nothing was sent (1000).
        public static let invalidInput = Self(
            rawValue: "invalid-input", textKey: .oauthError1000, number: 1000, category: .badInput)
        /// No answer: connection refused, timeout, TLS failure (1001).
        public static let transport = Self(rawValue: "transport", textKey: .oauthError1001, number: 1001, category: .unreachable)
        /// An answer that is not the endpoint's JSON, or lacks what it must hold (1002).
        public static let invalidResponse = Self(
            rawValue: "invalid-response", textKey: .oauthError1002, number: 1002, category: .unreachable)
        /// An endpoint that is neither HTTPS nor plain HTTP on this machine (1003).
        public static let invalidEndpoint = Self(
            rawValue: "invalid-endpoint", textKey: .oauthError1003, number: 1003, category: .badInput)
        /// The server failed or is unavailable (`server_error`, `temporarily_unavailable`, HTTP 5xx)
        /// (2000).
        public static let serverError = Self(
            rawValue: "server-error", textKey: .oauthError2000, number: 2000, category: .unreachable)
        /// The user, or their identity provider, said no at the redirect (`access_denied`) (2001).
        public static let accessDenied = Self(
            rawValue: "access-denied", textKey: .oauthError2001, number: 2001, category: .refused)
        /// The authorization server refused the request at the redirect (`invalid_request`,
        /// `unauthorized_client`, `invalid_scope`, …) (2002).
        public static let authorizationRefused = Self(
            rawValue: "authorization-refused", textKey: .oauthError2002, number: 2002, category: .refused)
        /// The redirect's `state` is not this sign-in's: the answer was not for us (2003).
        public static let stateMismatch = Self(
            rawValue: "state-mismatch", textKey: .oauthError2003, number: 2003, category: .refused)
        /// No redirect arrived in time (2004).
        public static let noCallback = Self(
            rawValue: "no-callback", textKey: .oauthError2004, number: 2004, category: .unreachable)
        /// The redirect port is taken by another program (2005).
        public static let portInUse = Self(rawValue: "port-in-use", textKey: .oauthError2005, number: 2005, category: .badInput)
        /// The code, verifier or refresh token was refused (`invalid_grant`) (2006).
        public static let invalidGrant = Self(
            rawValue: "invalid-grant", textKey: .oauthError2006, number: 2006, category: .refused)
        /// The app client's identity was refused: unknown client, wrong or missing secret
        /// (`invalid_client`) (2007).
        public static let invalidClient = Self(
            rawValue: "invalid-client", textKey: .oauthError2007, number: 2007, category: .refused)
        /// The app client may not use this grant (`unauthorized_client`, `unsupported_grant_type`)
        /// (2008).
        public static let unauthorizedClient = Self(
            rawValue: "unauthorized-client", textKey: .oauthError2008, number: 2008, category: .refused)
        /// A scope the app client may not ask for (`invalid_scope`) (2009).
        public static let invalidScope = Self(
            rawValue: "invalid-scope", textKey: .oauthError2009, number: 2009, category: .refused)
        /// The ID token failed verification: signature, issuer, audience, expiry or nonce (2010).
        public static let invalidIDToken = Self(
            rawValue: "invalid-id-token", textKey: .oauthError2010, number: 2010, category: .refused)
        /// The pool's discovery document names no authorization or token endpoint: it has no domain
        /// (2011).
        public static let noDomain = Self(rawValue: "no-domain", textKey: .oauthError2011, number: 2011, category: .badInput)
        /// The access or refresh token was refused (`invalid_token`, HTTP 401) (2012).
        public static let invalidToken = Self(
            rawValue: "invalid-token", textKey: .oauthError2012, number: 2012, category: .refused)
        /// The token endpoint refused the request's form (`invalid_request`,
        /// `unsupported_token_type`) (2013).
        public static let invalidRequest = Self(
            rawValue: "invalid-request", textKey: .oauthError2013, number: 2013, category: .refused)
        /// A redirect with neither a code nor an error (2014).
        public static let invalidCallback = Self(
            rawValue: "invalid-callback", textKey: .oauthError2014, number: 2014, category: .refused)
    }

    /// What went wrong.
    public let code: Code
    /// The OAuth `error` value the server sent (`access_denied`, `invalid_grant`), if any.
    public let serverError: String?
    /// The server's `error_description`, if any (shown after the message).
    public let serverDescription: String?
    /// For ``Code/transport``: what the transport said, and whether the request may have arrived.
    public let transportFailure: HTTPTransportError?
    /// What exactly was found, as the text's `{detail}`.
    let detail: LocalizedText?

    package init(
        _ code: Code, detail: LocalizedText? = nil, serverError: String? = nil, serverDescription: String? = nil,
        transportFailure: HTTPTransportError? = nil
    ) {
        self.code = code
        self.detail = detail
        self.serverError = serverError
        self.serverDescription = serverDescription
        self.transportFailure = transportFailure
    }

    /// A local refusal of one input (nothing sent).
    package static func input(_ key: CognitoTextKey, _ arguments: [String: String]) -> OAuthError {
        OAuthError(.invalidInput, detail: LocalizedText(key: key, arguments: arguments))
    }

    /// The numbered code.
    public var number: Int { code.number }

    /// How the failure counts: refused by the server, bad input (nothing sent), or no usable answer.
    public var category: CognitoError.Category { code.category }

    /// The error's type for JSON: the server's OAuth `error` when it sent one, else `credkit:CODE`.
    public var errorType: String { serverError ?? "credkit:\(code.rawValue)" }

    /// The message: what the code means, what was found, and the server's description (with
    /// anything that looks like one of this exchange's secrets never included: descriptions are
    /// shown as sent, but the server has no secret of ours to echo except the code it issued).
    public func message(in language: Language) -> String {
        var text = Texts.string(code.textKey, in: language, ["detail": detail?.string(in: language) ?? ""])
        if let serverError, code == .authorizationRefused || code == .serverError {
            text += " (\(serverError))"
        }
        if let serverDescription, !serverDescription.isEmpty {
            // The server's words, escaped as every untrusted text is (an ESC or U+202E stays visible).
            text += ": " + TerminalText.escaped(String(String.UnicodeScalarView(serverDescription.unicodeScalars.prefix(300))))
        }
        return text
    }
}
