// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitNetwork
import CredKitPolicy
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A Cognito user pool client for the unsigned JSON API: sign-up, sign-in (password or SRP),
/// forgot and change password, sessions. Every call checks its input first — email format, the
/// password against the pool's policy, code format, confirmation equal to the new password, new
/// password different from the current one — and sends nothing when a check fails.
///
/// ```swift
/// let client = try CognitoIdentityClient(.init(region: "eu-west-1", clientID: "7k2a9q4bq3ts2v8hrl1cgnl5ik"))
/// let result = try await client.signIn(username: "jose@example.com", password: password)
/// ```
public struct CognitoIdentityClient: Sendable {
    /// Where and how the client talks to Cognito.
    public struct Configuration: Sendable {
        /// The pool's region, such as `eu-west-1`.
        public var region: String
        /// The app client ID.
        public var clientID: String
        /// The app client secret, when the client has one (SECRET_HASH is then sent).
        public var clientSecret: String?
        /// The user pool ID: needed for SRP sign-in.
        public var userPoolID: String?
        /// Another endpoint (an emulator); HTTPS, or HTTP on a loopback address.
        public var endpoint: URL?
        /// The pool's password rules, checked before passwords are sent.
        public var checker: PasswordChecker
        /// Seconds before a request is abandoned.
        public var requestTimeout: TimeInterval
        /// When and how often to try again.
        public var retry: RetryPolicy

        /// Creates a configuration.
        /// - Parameters:
        ///   - region: the pool's region.
        ///   - clientID: the app client ID.
        ///   - clientSecret: the app client secret, if any.
        ///   - userPoolID: the user pool ID (SRP needs it).
        ///   - endpoint: an endpoint override.
        ///   - checker: the password policy (default: Cognito's default policy).
        ///   - requestTimeout: seconds per request.
        ///   - retry: the retry policy.
        public init(
            region: String, clientID: String, clientSecret: String? = nil, userPoolID: String? = nil, endpoint: URL? = nil,
            checker: PasswordChecker = try! PasswordChecker(policy: PasswordPolicy.load(PolicyPreset.defaultName)),
            requestTimeout: TimeInterval = 10, retry: RetryPolicy = .standard
        ) {
            self.region = region
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.userPoolID = userPoolID
            self.endpoint = endpoint
            self.checker = checker
            self.requestTimeout = requestTimeout
            self.retry = retry
        }
    }

    /// The configuration.
    public let configuration: Configuration
    let transport: HTTPTransport
    /// Where requests go: the region's Cognito endpoint, or the configured one.
    public let url: URL
    /// Where identity-pool requests go: the region's Cognito Identity endpoint, or the configured
    /// one (an emulator serves both services on one address).
    public let identityURL: URL

    /// Creates a client.
    /// - Parameters:
    ///   - configuration: region, client and policy.
    ///   - transport: how requests travel (`PlatformHTTPTransport` by default).
    /// - Throws: ``CognitoError`` with kind ``CognitoError/Kind/invalidEndpoint(_:)`` for a non-HTTPS endpoint.
    public init(_ configuration: Configuration, transport: HTTPTransport = PlatformHTTPTransport()) throws(CognitoError) {
        let url = configuration.endpoint ?? URL(string: "https://cognito-idp.\(configuration.region).amazonaws.com/")
        guard let url, EndpointPolicy.allows(url) else {
            throw CognitoError(nil, .invalidEndpoint(configuration.endpoint?.absoluteString ?? configuration.region))
        }
        self.configuration = configuration
        self.transport = transport
        self.url = url
        self.identityURL =
            configuration.endpoint ?? URL(string: "https://cognito-identity.\(configuration.region).amazonaws.com/") ?? url
    }

    /// `SECRET_HASH` over `username`, when the client has a secret.
    func secretHash(_ username: String) -> String? {
        configuration.clientSecret.map {
            SecretHash.compute(username: username, clientID: configuration.clientID, clientSecret: $0)
        }
    }

    /// Sends one operation, retrying as the policy allows.
    /// - Parameters:
    ///   - operation: the operation.
    ///   - body: the request's members.
    ///   - secrets: values to blank out of any error message Cognito sends back.
    ///   - repeatable: whether the request may be sent again after a timeout or a lost connection
    ///     (by default the operation's ``CognitoAPIOperation/isIdempotent``).
    /// - Returns: the response object and headers.
    func send(
        _ operation: CognitoAPIOperation, _ body: JSONObject, secrets: [String], repeatable: Bool? = nil,
        retries: Bool = true, signer: SigV4Signer? = nil
    ) async throws(CognitoError) -> (JSONObject, [String: String]) {
        let request = HTTPRequest(
            url: operation.service == .identityPools ? identityURL : url, method: "POST",
            headers: [
                "Content-Type": "application/x-amz-json-1.1",
                "X-Amz-Target": "\(operation.service.targetPrefix).\(operation.rawValue)",
                "Cache-Control": "no-store",
            ],
            body: Data(JSONValue.object(body).jsonText.utf8), timeout: configuration.requestTimeout)
        // When the server says when (Retry-After), that long is waited, within the policy's ceiling.
        let result = await configuration.retry.perform {
            _ -> RetryPolicy.AttemptOutcome<(JSONObject, [String: String]), CognitoError> in
            var retryAfter: Duration?
            do throws(CognitoError) {
                // A signature holds its time: each attempt is signed afresh.
                let signed = signer.map { $0.sign(request, at: Date()) } ?? request
                return .success(try await sendOnce(operation, signed, secrets: secrets, retryAfter: &retryAfter))
            } catch {
                return .failure(
                    error, retryable: retries && error.isRetryable(repeatable: repeatable ?? operation.isIdempotent),
                    after: retryAfter)
            }
        }
        return try result.get()
    }

    /// One attempt; a throttling or server-error answer's `Retry-After` (whole seconds) goes to
    /// `retryAfter`.
    private func sendOnce(
        _ operation: CognitoAPIOperation, _ request: HTTPRequest, secrets: [String], retryAfter: inout Duration?
    ) async throws(CognitoError) -> (JSONObject, [String: String]) {
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let failure as HTTPTransportError {
            throw CognitoError(
                operation, .transport(Self.redact(failure.message(in: .english), secrets)), transportFailure: failure)
        } catch {
            throw CognitoError(operation, .transport(Self.redact(HTTPTransportError.detail(describing: error), secrets)))
        }
        let object = response.body.withUnsafeBytes { raw in
            try? JSONValue(parsing: raw.bindMemory(to: UInt8.self)).objectValue
        }
        if (200..<300).contains(response.status) {
            guard let object else {
                throw CognitoError(operation, .invalidResponse("HTTP \(response.status), not a JSON object"))
            }
            return (object, response.headers)
        }
        retryAfter = response.retryAfter
        if let type = Self.errorType(headers: response.headers, body: object) {
            let message = object?["message"]?.stringValue ?? object?["Message"]?.stringValue
            throw CognitoError(operation, .service(type: type, message: message.map { Self.redact($0, secrets) }))
        }
        if response.status == 501 || (response.status == 500 && object == nil && configuration.endpoint != nil) {
            // An emulator without the operation: moto answers 500 with an HTML page, LocalStack 501.
            // Cognito's own server errors are JSON with a type (above). Not worth a retry.
            throw CognitoError(
                operation, .service(type: CognitoError.notImplementedType, message: "HTTP \(response.status)"))
        }
        if response.status >= 500 { throw CognitoError(operation, .service(type: "HTTP5xx", message: "HTTP \(response.status)")) }
        throw CognitoError(operation, .invalidResponse("HTTP \(response.status) without an error type"))
    }

    /// The error type as AWS SDKs read it: `x-amzn-errortype`, else `code`, else `__type`; cut at the
    /// first `:` or `,`, then the part after the last `#`.
    static func errorType(headers: [String: String], body: JSONObject?) -> String? {
        let raw: String? = headers["x-amzn-errortype"] ?? body?["code"]?.stringValue ?? body?["__type"]?.stringValue
        guard let raw else { return nil }
        var type = Substring(raw)
        if let cut = type.firstIndex(where: { $0 == ":" || $0 == "," }) { type = type[..<cut] }
        if let hash = type.lastIndex(of: "#") { type = type[type.index(after: hash)...] }
        let trimmed = type.trimmingCharacters(in: CharacterSet.whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `text` with every secret of the request replaced.
    static func redact(_ text: String, _ secrets: [String]) -> String {
        var text = text
        for secret in secrets where secret.count >= 4 { text = text.replacingOccurrences(of: secret, with: "[redacted]") }
        return text
    }
}
