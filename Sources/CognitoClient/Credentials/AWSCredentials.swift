// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// AWS access keys for the signed (administrator) operations. Never printed: the description and
/// mirror show the key ID's first four characters only.
public struct AWSCredentials: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// The access key ID (`AKIA…`, `ASIA…` for temporary keys).
    public var accessKeyID: String
    /// The secret access key.
    public var secretAccessKey: String
    /// The session token of temporary credentials.
    public var sessionToken: String?
    /// Where they came from, such as `environment` or `profile default (~/.aws/credentials)`.
    public var source: String

    /// Creates credentials.
    /// - Parameters:
    ///   - accessKeyID: the access key ID.
    ///   - secretAccessKey: the secret access key.
    ///   - sessionToken: the session token, for temporary credentials.
    ///   - source: where they came from, for messages.
    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil, source: String = "code") {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken
        self.source = source
    }

    public var description: String {
        "AWSCredentials(\(accessKeyID.prefix(4))…, secret [redacted]\(sessionToken == nil ? "" : ", session token [redacted]"), from \(source))"
    }

    public var customMirror: Mirror {
        Mirror(self, children: ["accessKeyID": "\(accessKeyID.prefix(4))…", "source": source], displayStyle: .struct)
    }
}
