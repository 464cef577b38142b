// SPDX-License-Identifier: Apache-2.0
import BigInt
import CredKitCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The parameters of Cognito's `PASSWORD_VERIFIER` challenge.
public struct SRPChallenge: Sendable, Hashable {
    /// `SALT`, hex.
    public var salt: BigUInt
    /// `SRP_B`, the server's public value, hex.
    public var serverPublicValue: BigUInt
    /// `SECRET_BLOCK`, as received (sent back unchanged).
    public var secretBlock: String
    /// `USER_ID_FOR_SRP`: the internal user ID the password hash is bound to.
    public var userIDForSRP: String
    /// `USERNAME`: the internal username, which the response must carry.
    public var username: String

    /// Reads the challenge parameters.
    /// - Parameter parameters: `ChallengeParameters` of the InitiateAuth response.
    /// - Throws: ``CognitoSRPError`` naming a missing or malformed parameter.
    public init(parameters: [String: String]) throws(CognitoSRPError) {
        func required(_ name: String) throws(CognitoSRPError) -> String {
            guard let value = parameters[name], !value.isEmpty else { throw CognitoSRPError(.invalidChallenge, parameter: name) }
            return value
        }
        // Hex read as an integer, leading zeros dropped, as amazon-cognito-identity-js reads them.
        guard let salt = BigUInt(try required("SALT"), radix: 16) else {
            throw CognitoSRPError(.invalidChallenge, parameter: "SALT")
        }
        guard let serverValue = BigUInt(try required("SRP_B"), radix: 16) else {
            throw CognitoSRPError(.invalidChallenge, parameter: "SRP_B")
        }
        self.salt = salt
        self.serverPublicValue = serverValue
        self.secretBlock = try required("SECRET_BLOCK")
        self.userIDForSRP = try required("USER_ID_FOR_SRP")
        self.username = parameters["USERNAME"].flatMap { $0.isEmpty ? nil : $0 } ?? userIDForSRP
    }

    /// The secret block's bytes, decoded as JavaScript's and Python's base64 decoders do: characters
    /// outside the alphabet are skipped (emulators send a UUID here), missing padding is forgiven.
    var secretBlockBytes: [UInt8] {
        var text = secretBlock.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/") }
        while text.count % 4 != 0 { text += "=" }
        return Data(base64Encoded: text).map(Array.init) ?? Array(secretBlock.utf8)
    }
}

/// The answer to a `PASSWORD_VERIFIER` challenge.
public struct SRPClaim: Sendable, Hashable {
    /// The challenge's `USERNAME`, sent back (and the name `SECRET_HASH` must be computed over).
    public var username: String
    /// `PASSWORD_CLAIM_SECRET_BLOCK`.
    public var secretBlock: String
    /// `PASSWORD_CLAIM_SIGNATURE`, base64.
    public var signature: String
    /// `TIMESTAMP`.
    public var timestamp: String

    /// `ChallengeResponses` for RespondToAuthChallenge (add `SECRET_HASH` for clients with a secret).
    public var challengeResponses: [String: String] {
        [
            "USERNAME": username, "PASSWORD_CLAIM_SECRET_BLOCK": secretBlock, "PASSWORD_CLAIM_SIGNATURE": signature,
            "TIMESTAMP": timestamp,
        ]
    }
}

/// Why an SRP exchange cannot go on. Messages never contain the password or derived keys.
public struct CognitoSRPError: CredKitError, Hashable {
    /// The kind of problem.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of CognitoSRPError.Code
        /// The user pool ID has no `region_` prefix.
        public static let invalidPoolID = Self(rawValue: "invalid-pool-id", textKey: .cognitoSRPInvalidPoolID)
        /// A challenge parameter is missing or not hex.
        public static let invalidChallenge = Self(rawValue: "invalid-challenge", textKey: .cognitoSRPInvalidChallenge)
        /// The server's value (or the derived scrambler) is zero modulo N: the exchange would be unsafe.
        public static let unsafeValue = Self(rawValue: "unsafe-value", textKey: .cognitoSRPUnsafeValue)
    }

    /// The kind of problem.
    public let code: Code
    /// The challenge parameter at fault, for ``Code/invalidChallenge``.
    public let parameter: String?

    init(_ code: Code, parameter: String? = nil) {
        self.code = code
        self.parameter = parameter
    }

    public var description: String { message(in: .english) }

    /// The text to show.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language, ["parameter": parameter ?? "?"])
    }
}
