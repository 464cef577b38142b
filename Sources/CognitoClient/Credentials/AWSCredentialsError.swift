// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// Why no AWS credentials could be found or used. Messages name the file, line or profile, never
/// a key.
public struct AWSCredentialsError: CredKitError, Hashable {
    /// What is wrong.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// Nothing in the environment, the shared files or a `credential_process`.
        case notFound = "not-found"
        /// `AWS_PROFILE` (or the profile asked for) is in neither file.
        case unknownProfile = "unknown-profile"
        /// Only one of the key ID and the secret is set.
        case incomplete = "incomplete"
        /// A shared file that cannot be read, or a line that is not INI.
        case malformedFile = "malformed-file"
        /// The profile uses a source credkit does not support (role assumption, SSO).
        case unsupportedSource = "unsupported-source"
        /// `credential_process` failed, or wrote something that is not its JSON.
        case processFailed = "process-failed"
        /// The profile has keys (or a `credential_process`) and also a role, web identity or SSO,
        /// which the AWS CLI would use instead: credkit will not sign as the other identity.
        case shadowedKeys = "shadowed-keys"

        package var textKey: CognitoTextKey {
            switch self {
            case .notFound: .credentialsNotFound
            case .unknownProfile: .credentialsUnknownProfile
            case .incomplete: .credentialsIncomplete
            case .malformedFile: .credentialsMalformedFile
            case .unsupportedSource: .credentialsUnsupportedSource
            case .processFailed: .credentialsProcessFailed
            case .shadowedKeys: .credentialsShadowedKeys
            }
        }
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
