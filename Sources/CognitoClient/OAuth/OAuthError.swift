// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitNetwork
import _CredKitCore

/// A failed step of a sign-in through the pool's domain (managed login, the hosted UI): refused
/// locally before anything was sent, refused by the authorization server (at the redirect or at one
/// of its endpoints), answered with something unusable, or not answered.
///
/// ``number`` is the numbered code in the 2000 block (1000–1003 for the failures every Cognito call
/// shares); ``message(in:)`` never contains a code, verifier, token or client secret.
public struct OAuthError: CredKitError, Hashable {
    /// What went wrong, as a stable code.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// An input that cannot be sent (a domain, scope, identity provider, redirect or logout URI,
        /// no client secret for client credentials): nothing was sent (1000).
        case invalidInput = "invalid-input"
        /// No answer: connection refused, timeout, TLS failure (1001).
        case transport
        /// An answer that is not the endpoint's JSON, or lacks what it must hold (1002).
        case invalidResponse = "invalid-response"
        /// An endpoint that is neither HTTPS nor plain HTTP on this machine (1003).
        case invalidEndpoint = "invalid-endpoint"
        /// The server failed or is unavailable (`server_error`, `temporarily_unavailable`, HTTP 5xx)
        /// (2000).
        case serverError = "server-error"
        /// The user, or their identity provider, said no at the redirect (`access_denied`) (2001).
        case accessDenied = "access-denied"
        /// The authorization server refused the request at the redirect (`invalid_request`,
        /// `unauthorized_client`, `invalid_scope`, …) (2002).
        case authorizationRefused = "authorization-refused"
        /// The redirect's `state` is not this sign-in's: the answer was not for us (2003).
        case stateMismatch = "state-mismatch"
        /// No redirect arrived in time (2004).
        case noCallback = "no-callback"
        /// The redirect port is taken by another program (2005).
        case portInUse = "port-in-use"
        /// The code, verifier or refresh token was refused (`invalid_grant`) (2006).
        case invalidGrant = "invalid-grant"
        /// The app client's identity was refused: unknown client, wrong or missing secret
        /// (`invalid_client`) (2007).
        case invalidClient = "invalid-client"
        /// The app client may not use this grant (`unauthorized_client`, `unsupported_grant_type`)
        /// (2008).
        case unauthorizedClient = "unauthorized-client"
        /// A scope the app client may not ask for (`invalid_scope`) (2009).
        case invalidScope = "invalid-scope"
        /// The ID token failed verification: signature, issuer, audience, expiry or nonce (2010).
        case invalidIDToken = "invalid-id-token"
        /// The pool's discovery document names no authorization or token endpoint: it has no domain
        /// (2011).
        case noDomain = "no-domain"
        /// The access or refresh token was refused (`invalid_token`, HTTP 401) (2012).
        case invalidToken = "invalid-token"
        /// The token endpoint refused the request's form (`invalid_request`,
        /// `unsupported_token_type`) (2013).
        case invalidRequest = "invalid-request"
        /// A redirect with neither a code nor an error (2014).
        case invalidCallback = "invalid-callback"

        /// The numbered code.
        public var number: Int {
            switch self {
            case .invalidInput: 1000
            case .transport: 1001
            case .invalidResponse: 1002
            case .invalidEndpoint: 1003
            case .serverError: 2000
            case .accessDenied: 2001
            case .authorizationRefused: 2002
            case .stateMismatch: 2003
            case .noCallback: 2004
            case .portInUse: 2005
            case .invalidGrant: 2006
            case .invalidClient: 2007
            case .unauthorizedClient: 2008
            case .invalidScope: 2009
            case .invalidIDToken: 2010
            case .noDomain: 2011
            case .invalidToken: 2012
            case .invalidRequest: 2013
            case .invalidCallback: 2014
            }
        }

        package var textKey: CognitoTextKey {
            switch self {
            case .invalidInput: .oauthError1000
            case .transport: .oauthError1001
            case .invalidResponse: .oauthError1002
            case .invalidEndpoint: .oauthError1003
            case .serverError: .oauthError2000
            case .accessDenied: .oauthError2001
            case .authorizationRefused: .oauthError2002
            case .stateMismatch: .oauthError2003
            case .noCallback: .oauthError2004
            case .portInUse: .oauthError2005
            case .invalidGrant: .oauthError2006
            case .invalidClient: .oauthError2007
            case .unauthorizedClient: .oauthError2008
            case .invalidScope: .oauthError2009
            case .invalidIDToken: .oauthError2010
            case .noDomain: .oauthError2011
            case .invalidToken: .oauthError2012
            case .invalidRequest: .oauthError2013
            case .invalidCallback: .oauthError2014
            }
        }
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
    public var category: CognitoError.Category {
        switch code {
        case .invalidInput, .invalidEndpoint, .portInUse, .noDomain: .badInput
        case .transport, .invalidResponse, .serverError, .noCallback: .unreachable
        case .accessDenied, .authorizationRefused, .stateMismatch, .invalidGrant, .invalidClient, .unauthorizedClient,
            .invalidScope, .invalidIDToken, .invalidToken, .invalidRequest, .invalidCallback:
            .refused
        }
    }

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
