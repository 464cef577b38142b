// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

// Every CognitoClient type that holds a secret — tokens, the client secret, a challenge's session,
// the SRP exponent and claim, a request or answer body — describes itself without it: `print`,
// interpolation, `String(reflecting:)`, `dump` and debuggers show `hidden` in its place.

extension CognitoIdentityClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description("CognitoIdentityClient", ["url": url.absoluteString, "configuration": configuration.description])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Redacted.mirror(self, ["url": url, "configuration": configuration]) }
}

extension CognitoIdentityClient.Configuration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "Configuration",
            [
                "region": region, "clientID": clientID, "clientSecret": Redacted.secret(clientSecret),
                "userPoolID": userPoolID ?? "none", "endpoint": endpoint?.absoluteString ?? "none",
                "requestTimeout": "\(requestTimeout)",
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "region": region, "clientID": clientID, "clientSecret": Redacted.secret(clientSecret),
                "userPoolID": userPoolID as Any, "endpoint": endpoint as Any, "requestTimeout": requestTimeout, "retry": retry,
            ])
    }
}

extension AuthenticationTokens: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "AuthenticationTokens",
            [
                "accessToken": Redacted.hidden, "idToken": Redacted.hidden, "refreshToken": Redacted.secret(refreshToken),
                "expiresIn": "\(expiresIn)", "tokenType": tokenType,
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "accessToken": Redacted.hidden, "idToken": Redacted.hidden, "refreshToken": Redacted.secret(refreshToken),
                "expiresIn": expiresIn, "tokenType": tokenType,
            ])
    }
}

extension CognitoSession: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "CognitoSession",
            [
                "username": username, "clientID": clientID, "region": region, "userPoolID": userPoolID ?? "none",
                "endpoint": endpoint ?? "none", "obtainedAt": "\(obtainedAt)", "tokens": tokens.description,
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "username": username, "clientID": clientID, "region": region, "userPoolID": userPoolID as Any,
                "endpoint": endpoint as Any, "obtainedAt": obtainedAt, "tokens": tokens,
            ])
    }
}

extension SignInResult: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        switch self {
        case .signedIn(let tokens): "signedIn(\(tokens))"
        case .challenge(let challenge): "challenge(\(challenge))"
        }
    }
    public var debugDescription: String { description }
}

extension SignInChallenge: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The parameters' names, never their values (a `SECRET_BLOCK`, an SRP value, a destination).
    public var description: String {
        Redacted.description(
            "SignInChallenge",
            [
                "name": name, "session": Redacted.secret(session),
                "parameters": "[" + parameters.keys.sorted().joined(separator: ", ") + "] (values hidden)",
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "name": name, "session": Redacted.secret(session),
                "parameters": parameters.keys.sorted().map { "\($0): \(Redacted.hidden)" },
            ])
    }
}

extension SoftwareTokenAssociation: CustomDebugStringConvertible, CustomReflectable {
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(self, ["secretCode": Redacted.hidden, "session": Redacted.secret(session)])
    }
}

extension SRPChallenge: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "SRPChallenge", ["username": username, "userIDForSRP": userIDForSRP, "secretBlock": Redacted.hidden])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "username": username, "userIDForSRP": userIDForSRP, "salt": Redacted.hidden,
                "serverPublicValue": Redacted.hidden, "secretBlock": Redacted.hidden,
            ])
    }
}

extension SRPClaim: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "SRPClaim",
            ["username": username, "timestamp": timestamp, "secretBlock": Redacted.hidden, "signature": Redacted.hidden])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            ["username": username, "timestamp": timestamp, "secretBlock": Redacted.hidden, "signature": Redacted.hidden])
    }
}

extension CognitoSRP: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description("CognitoSRP", ["poolName": poolName, "privateValue": Redacted.hidden])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(self, ["poolName": poolName, "privateValue": Redacted.hidden, "publicValue": Redacted.hidden])
    }
}

// Sign-in through the pool's domain: the PKCE verifier, the client secret, machine tokens.

extension PKCE: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { Redacted.description("PKCE", ["method": method, "verifier": Redacted.hidden]) }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Redacted.mirror(self, ["method": method, "verifier": Redacted.hidden]) }
}

extension AuthorizationRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "AuthorizationRequest",
            [
                "clientID": clientID, "redirectURI": redirectURI, "scopes": scopes.joined(separator: " "),
                "identityProvider": identityProvider ?? "none", "pkce": pkce.description,
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "clientID": clientID, "redirectURI": redirectURI, "scopes": scopes,
                "identityProvider": identityProvider as Any, "pkce": pkce,
            ])
    }
}

extension CognitoOAuthClient.Configuration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "Configuration",
            [
                "token": endpoints.token.absoluteString, "clientID": clientID, "clientSecret": Redacted.secret(clientSecret),
                "clientAuthentication": clientAuthentication.rawValue, "requestTimeout": "\(requestTimeout)",
            ])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self,
            [
                "endpoints": endpoints, "clientID": clientID, "clientSecret": Redacted.secret(clientSecret),
                "clientAuthentication": clientAuthentication, "requestTimeout": requestTimeout, "retry": retry,
            ])
    }
}

extension CognitoOAuthClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { Redacted.description("CognitoOAuthClient", ["configuration": configuration.description]) }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Redacted.mirror(self, ["configuration": configuration]) }
}

extension MachineToken: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        Redacted.description(
            "MachineToken", ["accessToken": Redacted.hidden, "expiresIn": "\(expiresIn)", "tokenType": tokenType])
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Redacted.mirror(
            self, ["accessToken": Redacted.hidden, "expiresIn": expiresIn, "tokenType": tokenType, "obtainedAt": obtainedAt])
    }
}
