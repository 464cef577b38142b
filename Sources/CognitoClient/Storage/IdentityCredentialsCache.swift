// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import Foundation

/// Identity-pool credentials kept until five minutes before they expire (so a `credential_process`
/// that runs for every AWS CLI call asks Cognito once an hour), one file per identity pool, user and
/// role: `$XDG_CACHE_HOME/credkit/aws-credentials/` (or `~/.cache/credkit/aws-credentials/`), the
/// folder 0700 and each file 0600, written atomically. A file that is not private to this user, or
/// not credentials, is ignored (and replaced by the next ones).
public struct IdentityCredentialsCache: Sendable {
    /// The directory holding the files.
    public let directory: URL

    /// A cache in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The default location for `environment`, or `nil` when neither `XDG_CACHE_HOME` nor `HOME`
    /// is set.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> IdentityCredentialsCache?
    {
        CacheFolder.standard("aws-credentials", environment: environment).map(IdentityCredentialsCache.init(directory:))
    }

    /// The file for an identity pool, a user (the `Logins` key and the token's `sub`) and a role:
    /// named by their SHA-256, so the name shows none of them.
    public func file(identityPoolID: String, loginsKey: String, subject: String, roleARN: String?) -> URL {
        let key = [identityPoolID, loginsKey, subject, roleARN ?? ""].joined(separator: "\n")
        return CacheFolder.file(in: directory, key: key)
    }

    /// The cached credentials in `file`, when they are good for `margin` seconds at `date`.
    public func credentials(in file: URL, at date: Date = Date(), margin: TimeInterval = 300) -> IdentityPoolCredentials? {
        guard case .contents(let bytes) = PrivateFile.readTrusted(file.path, forbiddenMode: 0o077, maximumBytes: 65_536),
            let object = (bytes.withUnsafeBufferPointer { try? JSONValue(parsing: $0) })?.objectValue,
            let identity = object["IdentityId"]?.stringValue,
            let credentials = object["Credentials"]?.objectValue,
            let found = try? CognitoIdentityClient.identityCredentials(
                JSONObject([.init(key: "Credentials", value: .object(credentials))]), identityID: identity,
                now: date),
            found.isUsable(at: date, margin: margin)
        else { return nil }
        return found
    }

    /// The identity a file holds, even when its credentials have expired: the user's identity in
    /// the pool does not change, so `GetId` need not be asked again.
    public func identityID(in file: URL) -> String? {
        guard case .contents(let bytes) = PrivateFile.readTrusted(file.path, forbiddenMode: 0o077, maximumBytes: 65_536),
            let object = (bytes.withUnsafeBufferPointer { try? JSONValue(parsing: $0) })?.objectValue,
            let identity = object["IdentityId"]?.stringValue,
            CognitoIdentityClient.isIdentityID(identity)
        else { return nil }
        return identity
    }

    /// Keeps `credentials` in `file`, in the shape Cognito answers with.
    /// - Throws: the file system's error.
    public func save(_ credentials: IdentityPoolCredentials, in file: URL) throws {
        var members: [JSONObject.Member] = [
            .init(key: "AccessKeyId", value: .string(credentials.credentials.accessKeyID)),
            .init(key: "SecretKey", value: .string(credentials.credentials.secretAccessKey)),
        ]
        if let token = credentials.credentials.sessionToken {
            members.append(.init(key: "SessionToken", value: .string(token)))
        }
        members.append(.init(key: "Expiration", value: .number(String(credentials.expiration.timeIntervalSince1970))))
        let json = JSONValue.object(
            JSONObject([
                .init(key: "IdentityId", value: .string(credentials.identityID)),
                .init(key: "Credentials", value: .object(JSONObject(members))),
            ]))
        try PrivateFile.write(Array(json.jsonText.utf8), to: file)
    }
}
