// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitJWT
import Foundation

extension CognitoIdentityClient {
    /// The `Logins` key under which an identity pool takes a user pool's ID tokens:
    /// `cognito-idp.REGION.amazonaws.com/POOL`.
    public static func loginsKey(userPoolID: CognitoUserPoolID) -> String {
        "cognito-idp.\(userPoolID.region).amazonaws.com/\(userPoolID.rawValue)"
    }

    /// Temporary AWS credentials for the user an ID token belongs to, from an identity pool: the
    /// user's identity (`GetId`), then its credentials (`GetCredentialsForIdentity`), both with
    /// the ID token under the user pool's `Logins` key. Unsigned, as the AWS SDKs send them.
    /// - Parameters:
    ///   - identityPoolID: the identity pool (`REGION:UUID`).
    ///   - idToken: the user's ID token; its user pool is the configured one, else its issuer's.
    ///   - identityID: the identity found by an earlier call, to skip `GetId`.
    ///   - customRoleARN: a role of the pool's role mapping, when the pool lets the token choose.
    ///   - now: when they are asked for.
    /// - Returns: the identity and its credentials.
    /// - Throws: ``CognitoError``: 1000 for a malformed pool ID, role ARN or token, or a token of no
    ///   user pool (nothing sent); else 2700–2707 (`GetId`) or 2800–2807.
    public func awsCredentials(
        identityPoolID: String, idToken: String, identityID: String? = nil, customRoleARN: String? = nil,
        at now: Date = Date()
    ) async throws(CognitoError) -> IdentityPoolCredentials {
        var problems = identityIDProblems(identityPoolID, field: "identityPoolID")
        if let identityID { problems += identityIDProblems(identityID, field: "identityID") }
        if let customRoleARN { problems += roleARNProblems(customRoleARN) }
        problems += tokenProblems(idToken, field: "idToken")
        let pool = configuration.userPoolID.flatMap(CognitoUserPoolID.init) ?? Self.issuerPool(of: idToken)
        if problems.isEmpty && pool == nil { problems.append(missing("userPoolID")) }
        try requireValid(problems, identityID == nil ? .getID : .getCredentialsForIdentity)
        let logins = JSONValue.object(JSONObject([.init(key: Self.loginsKey(userPoolID: pool!), value: .string(idToken))]))
        var identity = identityID ?? ""
        if identityID == nil {
            let (answer, _) = try await send(
                .getID,
                JSONObject([
                    .init(key: "IdentityPoolId", value: .string(identityPoolID)), .init(key: "Logins", value: logins),
                ]), secrets: [idToken])
            guard let found = answer["IdentityId"]?.stringValue, Self.isIdentityID(found) else {
                throw CognitoError(.getID, .invalidResponse("no IdentityId of the form REGION:UUID"))
            }
            identity = found
        }
        var body = JSONObject([.init(key: "IdentityId", value: .string(identity)), .init(key: "Logins", value: logins)])
        if let customRoleARN { body.members.append(.init(key: "CustomRoleArn", value: .string(customRoleARN))) }
        let (answer, _) = try await send(.getCredentialsForIdentity, body, secrets: [idToken])
        return try Self.identityCredentials(answer, identityID: identity, now: now)
    }

    /// The credentials of a `GetCredentialsForIdentity` answer, every member checked.
    static func identityCredentials(_ answer: JSONObject, identityID: String, now: Date) throws(CognitoError)
        -> IdentityPoolCredentials
    {
        let failed = { (detail: String) in CognitoError(.getCredentialsForIdentity, .invalidResponse(detail)) }
        guard let credentials = answer["Credentials"]?.objectValue else { throw failed("no Credentials") }
        // Keys and tokens are printed into a credential_process document and sent in headers: only
        // the characters AWS uses (key IDs A–Z and digits; secrets and session tokens base64).
        func value(_ name: String, _ allowed: (UInt8) -> Bool, limit: Int) throws(CognitoError) -> String {
            guard let text = credentials[name]?.stringValue, (1...limit).contains(text.utf8.count), text.utf8.allSatisfy(allowed)
            else { throw failed("\(name) is missing, too long or holds characters AWS does not use") }
            return text
        }
        let base64 = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2B
                || byte == 0x2F || byte == 0x3D
        }
        let keyID = try value("AccessKeyId", { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }, limit: 128)
        let secret = try value("SecretKey", base64, limit: 256)
        let token = try value("SessionToken", base64, limit: 8192)
        // A day back leaves room for a machine whose clock is ahead; a year on, for any validity.
        let now = now.timeIntervalSince1970
        guard case .number? = credentials["Expiration"] else { throw failed("no Expiration") }
        guard let seconds = credentials["Expiration"]?.doubleValue, seconds.isFinite,
            (now - 86_400...now + 366 * 86_400).contains(seconds)
        else { throw failed("Expiration is not a moment within a year from now") }
        let expiration = Date(timeIntervalSince1970: seconds)
        return IdentityPoolCredentials(
            identityID: identityID,
            credentials: AWSCredentials(
                accessKeyID: keyID, secretAccessKey: secret, sessionToken: token, source: "identity pool"),
            expiration: expiration)
    }

    /// The user pool named by a Cognito token's issuer (`https://cognito-idp.REGION.amazonaws.com/POOL`).
    package static func issuerPool(of token: String) -> CognitoUserPoolID? {
        guard let issuer = (try? JSONWebToken(compact: token))?.claims.issuer,
            issuer.hasPrefix("https://cognito-idp."), let last = issuer.split(separator: "/").last,
            let pool = CognitoUserPoolID(String(last)), issuer == pool.issuers.first
        else { return nil }
        return pool
    }

    /// Whether `value` is an identity pool's or identity's ID: `[\w-]+:[0-9a-f-]+`, 1–55 characters.
    package static func isIdentityID(_ value: String) -> Bool {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        let word = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
                || byte == 0x2D
        }
        let hex = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) || byte == 0x2D }
        return (1...55).contains(value.utf8.count) && parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
            && parts[0].utf8.allSatisfy(word) && parts[1].utf8.allSatisfy(hex)
    }

    func identityIDProblems(_ value: String, field: String) -> [ValidationProblem] {
        if Self.isIdentityID(value) { return [] }
        return [
            ValidationProblem(field: field, code: .invalidIdentityPoolID) {
                Texts.string(
                    .cognitoProblemIdentityPoolID, in: $0, ["field": field, "value": AuthorizationRequest.visible(value)])
            }
        ]
    }

    /// An IAM role's ARN: `arn:PARTITION:iam::ACCOUNT:role/NAME`, 20–2048 characters.
    func roleARNProblems(_ value: String) -> [ValidationProblem] {
        let parts = value.split(separator: ":", maxSplits: 5, omittingEmptySubsequences: false)
        if (20...2048).contains(value.utf8.count), parts.count == 6, parts[0] == "arn", parts[1].hasPrefix("aws"),
            parts[2] == "iam", parts[3].isEmpty, parts[4].count == 12, parts[4].allSatisfy(\.isASCII),
            parts[4].allSatisfy(\.isNumber), parts[5].hasPrefix("role/"), parts[5].count > 5,
            value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        {
            return []
        }
        return [
            ValidationProblem(field: "roleARN", code: .invalidRoleARN) {
                Texts.string(.cognitoProblemRoleARN, in: $0, ["field": "roleARN", "value": AuthorizationRequest.visible(value)])
            }
        ]
    }
}
