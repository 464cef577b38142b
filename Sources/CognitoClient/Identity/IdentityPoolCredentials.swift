// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitJWT
import Foundation

/// Temporary AWS credentials for a signed-in user, from a Cognito identity pool
/// (`GetCredentialsForIdentity`): what the pool's authenticated role allows, until they expire.
/// Never printed by accident: the description shows the key ID's first four characters only.
public struct IdentityPoolCredentials: Sendable, Hashable, CustomStringConvertible {
    /// The user's identity in the pool (`REGION:UUID`).
    public var identityID: String
    /// The keys, with their session token.
    public var credentials: AWSCredentials
    /// When they stop working.
    public var expiration: Date

    /// Credentials.
    public init(identityID: String, credentials: AWSCredentials, expiration: Date) {
        self.identityID = identityID
        self.credentials = credentials
        self.expiration = expiration
    }

    public var description: String {
        "IdentityPoolCredentials(\(identityID), \(credentials), until \(JWTClaims.iso8601(expiration.timeIntervalSince1970) ?? "?"))"
    }

    /// Whether they are good for at least `margin` seconds at `date`.
    public func isUsable(at date: Date = Date(), margin: TimeInterval = 300) -> Bool {
        expiration.timeIntervalSince(date) > margin
    }

    /// The document the AWS CLI and SDKs read from a `credential_process` command:
    /// `{"Version":1,"AccessKeyId","SecretAccessKey","SessionToken","Expiration"}` (ISO 8601, UTC).
    public var credentialProcessJSON: String {
        var members: [JSONObject.Member] = [
            .init(key: "Version", value: .number("1")),
            .init(key: "AccessKeyId", value: .string(credentials.accessKeyID)),
            .init(key: "SecretAccessKey", value: .string(credentials.secretAccessKey)),
        ]
        if let token = credentials.sessionToken { members.append(.init(key: "SessionToken", value: .string(token))) }
        members.append(
            .init(key: "Expiration", value: JWTClaims.iso8601(expiration.timeIntervalSince1970).map(JSONValue.string) ?? .null))
        return JSONValue.object(JSONObject(members)).jsonText
    }
}
