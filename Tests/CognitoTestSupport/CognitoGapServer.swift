// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A Cognito endpoint for what moto lacks: `cognito_gaps.py` in front of ``MotoServer``. It checks
/// every request against AWS's own model of the service (botocore's service-2.json), answers the
/// operations moto does not implement (RevokeToken) from the API reference, and passes the rest to
/// moto unchanged. boto3, the SDK used against real Cognito, proves it (CognitoGapServerTests).
public final class CognitoGapServer: @unchecked Sendable {
    public let port: Int
    let process: Process
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// One front for the whole run, over the shared moto server.
    public static var shared: CognitoGapServer {
        get throws { try started.get() }
    }

    private static let started = Result { try CognitoGapServer(upstream: try MotoServer.shared) }.mapError { error in
        MotoServerError(description: "the Cognito front (cognito_gaps.py) did not start: \(error)")
    }

    /// The script, read by path from the source tree as the fixtures are.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "cognito_gaps.py")

    private init(upstream: MotoServer) throws {
        let (process, port) = try MotoServer.startServer([Self.script.path, upstream.endpoint.absoluteString])
        self.port = port
        self.process = process
    }

    /// One request the front received: the operation, and whether its body satisfied AWS's model.
    public struct Received: Sendable, Equatable {
        public var operation: String
        public var valid: Bool
        public var errors: String
        /// The request's `ClientId`, when it has one.
        public var clientID: String? = nil
    }

    /// Every request received so far, in order.
    public func received() throws -> [Received] {
        let data = try Data(contentsOf: endpoint.appendingPathComponent("_credkit/requests"))
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw MotoServerError(description: "the front's request list is not a JSON list")
        }
        return list.map {
            Received(
                operation: $0["operation"] as? String ?? "", valid: $0["valid"] as? Bool ?? false,
                errors: $0["errors"] as? String ?? "", clientID: $0["clientId"] as? String)
        }
    }

    /// How many requests naming `clientID` the front received.
    public func received(clientID: String) throws -> Int {
        try received().filter { $0.clientID == clientID }.count
    }

    /// Makes `accessKeyID` a key AWS knows: requests signed with it are checked against botocore's
    /// own signature.
    public func registerCredentials(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) throws {
        var setting: [String: Any] = ["accessKeyId": accessKeyID, "secretAccessKey": secretAccessKey]
        if let sessionToken { setting["sessionToken"] = sessionToken }
        let body = String(decoding: try JSONSerialization.data(withJSONObject: setting), as: UTF8.self)
        _ = try MotoServer.python(
            "import sys, urllib.request; urllib.request.urlopen(urllib.request.Request(sys.argv[1], data=sys.argv[2].encode(), method='POST'))",
            [endpoint.appendingPathComponent("_credkit/credentials").absoluteString, body])
    }

    /// One signed request the front checked: the Authorization header received, the one botocore
    /// computes for the same request, and the headers signed.
    public struct Signature: Sendable, Equatable {
        public var operation: String
        public var received: String
        public var expected: String
        public var match: Bool
        public var signedHeaders: [String]
    }

    /// Every signature checked so far, in order.
    public func signatures() throws -> [Signature] {
        let data = try Data(contentsOf: endpoint.appendingPathComponent("_credkit/signatures"))
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw MotoServerError(description: "the front's signature list is not a JSON list")
        }
        return list.map {
            Signature(
                operation: $0["operation"] as? String ?? "", received: $0["received"] as? String ?? "",
                expected: $0["expected"] as? String ?? "", match: $0["match"] as? Bool ?? false,
                signedHeaders: $0["signedHeaders"] as? [String] ?? [])
        }
    }

    /// The unused verification code the front sent for `attribute` to a user of `pool`
    /// (GetUserAttributeVerificationCode), as the user would read it in their email.
    public func verificationCode(pool: String, attribute: String) throws -> String? {
        let data = try Data(contentsOf: endpoint.appendingPathComponent("_credkit/codes"))
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: String]] else {
            throw MotoServerError(description: "the front's code list is not a JSON list")
        }
        return list.first { $0["pool"] == pool && $0["attribute"] == attribute }?["code"]
    }

    /// Turns refresh-token rotation on or off for an app client (moto has no such setting).
    public func setRefreshTokenRotation(clientID: String, enabled: Bool) throws {
        try post("_credkit/rotation", ["clientId": clientID, "enabled": enabled])
    }

    /// The first factors choice-based sign-in offers an app client's users (`PASSWORD`, `EMAIL_OTP`,
    /// `WEB_AUTHN`, …), in place of the default.
    public func setFirstFactors(clientID: String, factors: [String]) throws {
        try post("_credkit/first-factors", ["clientId": clientID, "factors": factors])
    }

    /// Passkeys for a user pool, as an administrator sets them (SetUserPoolMfaConfig's
    /// WebAuthnConfiguration, through the front with boto3): the relying party, whether user
    /// verification is required, and whether a verified passkey counts as MFA; `mfa` is the pool's
    /// MfaConfiguration, sent with it.
    public func setPasskeys(
        userPoolID: String, relyingPartyID: String, userVerification: String = "preferred",
        factorConfiguration: String = "SINGLE_FACTOR", mfa: String = "OFF"
    ) throws {
        let script = """
            import boto3, sys
            idp = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                               aws_access_key_id="testing", aws_secret_access_key="testing")
            idp.set_user_pool_mfa_config(UserPoolId=sys.argv[2], MfaConfiguration=sys.argv[6],
                SoftwareTokenMfaConfiguration={"Enabled": True},
                WebAuthnConfiguration={"RelyingPartyId": sys.argv[3], "UserVerification": sys.argv[4],
                                       "FactorConfiguration": sys.argv[5]})
            """
        _ = try MotoServer.python(
            script,
            [endpoint.absoluteString, userPoolID, relyingPartyID, userVerification, factorConfiguration, mfa])
    }

    /// Custom authentication for an app client's users (moto has none): each challenge in turn
    /// shows `parameters` and wants `answer`; `attempts` wrong answers end the sign-in.
    public func setCustomAuth(clientID: String, challenges: [(parameters: [String: String], answer: String)], attempts: Int = 3)
        throws
    {
        try post(
            "_credkit/custom-auth",
            [
                "clientId": clientID, "attempts": attempts,
                "challenges": challenges.map { ["parameters": $0.parameters, "answer": $0.answer] as [String: Any] },
            ])
    }

    /// The attributes a temporary password's first sign-in must give with the new password
    /// (NEW_PASSWORD_REQUIRED's `requiredAttributes`; moto asks for none).
    public func setRequiredAttributes(clientID: String, attributes: [String]) throws {
        try post("_credkit/required-attributes", ["clientId": clientID, "attributes": attributes])
    }

    private func post(_ path: String, _ body: [String: Any]) throws {
        let script = """
            import sys, urllib.request
            request = urllib.request.Request(sys.argv[1], method="POST", data=sys.argv[2].encode())
            urllib.request.urlopen(request).read()
            """
        let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, endpoint.appendingPathComponent(path).absoluteString, json]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw MotoServerError(description: "POST \(path) to the front failed") }
    }
}
