// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitJWT
import CredKitNetwork
import CredKitPolicy
import Foundation

/// A user pool's administrator: the IAM-signed calls operators make with the aws-cli (`admin-create-user`,
/// `admin-set-user-password`, `list-users`, groups …), each checked against the pool's own rules before
/// anything is sent — a temporary password against its policy, attributes against its schema, a
/// `ListUsers` filter against Cognito's grammar — with the numbered errors (3100–3900, 5200–5700),
/// redaction and retries of ``CognitoIdentityClient``.
///
/// ```swift
/// let admin = try await CognitoAdminClient.connect(userPoolID: "eu-west-1_AbC123", credentials: credentials)
/// let user = try await admin.createUser("jose", attributes: [("email", "jose@example.com")], message: .suppress)
/// ```
public struct CognitoAdminClient: Sendable {
    /// The pool, `REGION_ID`.
    public let userPoolID: String
    /// The pool's rules (policy, schema, username attributes) that input is checked against; `nil`
    /// checks only what holds for every pool (shapes and lengths, Cognito's default policy).
    public let pool: UserPoolDescription?
    /// The unsigned client whose transport, endpoint, retries and password checker the calls use.
    let client: CognitoIdentityClient
    let credentials: AWSCredentials

    /// Creates an administrator for `userPoolID`; the region is the pool ID's.
    /// - Parameters:
    ///   - userPoolID: the pool, `REGION_ID`.
    ///   - credentials: keys allowed the `cognito-idp` actions called.
    ///   - pool: the pool's rules, when already read (``describePool()``).
    ///   - endpoint: another endpoint (an emulator): HTTPS, or HTTP on a loopback address.
    ///   - breachedSource: where passwords are also looked up as breached, when the policy asks.
    ///   - requestTimeout: seconds per request.
    ///   - retry: when and how often to try again (throttling is retried with backoff).
    ///   - transport: how requests travel.
    /// - Throws: ``CognitoError``: 1000 for a malformed pool ID, 1003 for an endpoint not allowed.
    public init(
        userPoolID: String, credentials: AWSCredentials, pool: UserPoolDescription? = nil, endpoint: URL? = nil,
        breachedSource: (any BreachedPasswordSource)? = nil, requestTimeout: TimeInterval = 10,
        retry: RetryPolicy = .standard, transport: HTTPTransport = PlatformHTTPTransport()
    ) throws(CognitoError) {
        guard let id = CognitoUserPoolID(userPoolID) else {
            throw CognitoError(
                nil,
                .validation([
                    ValidationProblem(field: "userPoolID", code: .noUserPool) {
                        Texts.string(.cognitoSettingInvalidUserPool, in: $0, ["value": userPoolID])
                    }
                ]))
        }
        let checker: PasswordChecker
        do throws(PolicyError) {
            let policy: PasswordPolicy
            if let given = pool?.policy { policy = given } else { policy = try PasswordPolicy.load(PolicyPreset.defaultName) }
            checker = try PasswordChecker(policy: policy, breachedSource: breachedSource)
        } catch {
            throw CognitoError(.describeUserPool, .invalidResponse(error.message(in: .english)))
        }
        self.userPoolID = userPoolID
        self.pool = pool
        self.credentials = credentials
        self.client = try CognitoIdentityClient(
            .init(
                region: id.region, clientID: "", userPoolID: userPoolID, endpoint: endpoint, checker: checker,
                requestTimeout: requestTimeout, retry: retry), transport: transport)
    }

    /// An administrator that has read the pool's rules (`DescribeUserPool`, once) and checks every
    /// input against them.
    /// - Parameters: as ``init(userPoolID:credentials:pool:endpoint:breachedSource:requestTimeout:retry:transport:)``.
    /// - Returns: the administrator, with ``pool`` set.
    /// - Throws: ``CognitoError``: 1000, 1003, or `DescribeUserPool`'s 9980–9987.
    public static func connect(
        userPoolID: String, credentials: AWSCredentials, endpoint: URL? = nil,
        breachedSource: (any BreachedPasswordSource)? = nil, requestTimeout: TimeInterval = 10,
        retry: RetryPolicy = .standard, transport: HTTPTransport = PlatformHTTPTransport()
    ) async throws(CognitoError) -> CognitoAdminClient {
        let reader = try CognitoAdminClient(
            userPoolID: userPoolID, credentials: credentials, endpoint: endpoint, requestTimeout: requestTimeout,
            retry: retry, transport: transport)
        let pool = try await reader.describePool()
        return try CognitoAdminClient(
            userPoolID: userPoolID, credentials: credentials, pool: pool, endpoint: endpoint,
            breachedSource: breachedSource, requestTimeout: requestTimeout, retry: retry, transport: transport)
    }

    /// The pool's policy, schema and settings (`DescribeUserPool`).
    /// - Throws: ``CognitoError``: 9980–9987.
    public func describePool() async throws(CognitoError) -> UserPoolDescription {
        try await client.describeUserPool(userPoolID, credentials: credentials)
    }

    /// Sends a signed request for the pool (`UserPoolId` first), blanking `secrets` and the keys out
    /// of any error message.
    func send(_ operation: CognitoAPIOperation, _ members: [JSONObject.Member], secrets: [String] = [])
        async throws(CognitoError) -> JSONObject
    {
        try await sendUnscoped(operation, [.init(key: "UserPoolId", value: .string(userPoolID))] + members, secrets: secrets)
    }

    /// Sends a signed request whose members name the pool some other way (`DescribeUserPoolDomain`
    /// takes the domain).
    func sendUnscoped(_ operation: CognitoAPIOperation, _ members: [JSONObject.Member], secrets: [String] = [])
        async throws(CognitoError) -> JSONObject
    {
        let signer = SigV4Signer(credentials: credentials, region: client.configuration.region)
        let keys = [credentials.secretAccessKey, credentials.sessionToken].compactMap { $0 }
        return try await client.send(operation, JSONObject(members), secrets: secrets + keys, signer: signer).0
    }
}
