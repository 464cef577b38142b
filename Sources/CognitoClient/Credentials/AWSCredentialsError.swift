// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why no AWS credentials could be found or used. Messages name the file, line or profile, never
/// a key.
public struct AWSCredentialsError: CredKitError, Hashable {
    /// What is wrong.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of AWSCredentialsError.Code
        /// Nothing in the environment, the shared files or a `credential_process`.
        public static let notFound = Self(rawValue: "not-found", textKey: .credentialsNotFound)
        /// `AWS_PROFILE` (or the profile asked for) is in neither file.
        public static let unknownProfile = Self(rawValue: "unknown-profile", textKey: .credentialsUnknownProfile)
        /// Only one of the key ID and the secret is set.
        public static let incomplete = Self(rawValue: "incomplete", textKey: .credentialsIncomplete)
        /// A shared file that cannot be read, or a line that is not INI.
        public static let malformedFile = Self(rawValue: "malformed-file", textKey: .credentialsMalformedFile)
        /// The profile uses a source credkit does not support (role assumption, SSO).
        public static let unsupportedSource = Self(rawValue: "unsupported-source", textKey: .credentialsUnsupportedSource)
        /// `credential_process` failed, or wrote something that is not its JSON.
        public static let processFailed = Self(rawValue: "process-failed", textKey: .credentialsProcessFailed)
        /// The profile has keys (or a `credential_process`) and also a role, web identity or SSO,
        /// which the AWS CLI would use instead: credkit will not sign as the other identity.
        public static let shadowedKeys = Self(rawValue: "shadowed-keys", textKey: .credentialsShadowedKeys)
    }

    /// What is wrong.
    public let code: Code
    /// The placeholders' values (`profile`, `file`, `line`, `reason`, `setting`).
    public let details: [String: String]
    /// Placeholder values rendered in the message's language (a system error's reason).
    let localized: [String: LocalizedText]

    init(_ code: Code, _ details: [String: String] = [:], localized: [String: LocalizedText] = [:]) {
        self.code = code
        self.details = details
        self.localized = localized
    }

    public func message(in language: Language) -> String {
        var arguments = details
        for (name, text) in localized { arguments[name] = text.string(in: language) }
        return Texts.string(code.textKey, in: language, arguments)
    }
}
