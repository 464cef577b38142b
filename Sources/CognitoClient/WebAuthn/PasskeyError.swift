// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why the software authenticator refused options or its file: each with a stable code and an
/// English and a Spanish text naming what is wrong.
public struct PasskeyError: CredKitError, Hashable {
    /// What is wrong.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of PasskeyError.Code
        /// The relying party's options lack a member or hold one of the wrong kind.
        public static let invalidOptions = Self(rawValue: "invalid-options", textKey: .passkeyInvalidOptions)
        /// The relying party accepts no algorithm this authenticator has (ES256, COSE -7).
        public static let unsupportedAlgorithm = Self(rawValue: "unsupported-algorithm", textKey: .passkeyUnsupportedAlgorithm)
        /// The relying party already knows this passkey (it is in `excludeCredentials`).
        public static let alreadyRegistered = Self(rawValue: "already-registered", textKey: .passkeyAlreadyRegistered)
        /// The relying party asks for other passkeys (this one is not in `allowCredentials`).
        public static let notAllowed = Self(rawValue: "not-allowed", textKey: .passkeyNotAllowed)
        /// The options name another relying party than the passkey's.
        public static let relyingPartyMismatch = Self(rawValue: "relying-party-mismatch", textKey: .passkeyRelyingPartyMismatch)
        /// The passkey file is not one credkit wrote.
        public static let invalidFile = Self(rawValue: "invalid-file", textKey: .passkeyInvalidFile)
    }

    /// What is wrong.
    public let code: Code
    /// The member, relying party or file concerned.
    public let detail: String

    /// An error.
    public init(_ code: Code, detail: String) {
        self.code = code
        self.detail = detail
    }

    public var description: String { "\(code): \(detail)" }

    /// The text to show.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language, ["detail": detail])
    }
}
