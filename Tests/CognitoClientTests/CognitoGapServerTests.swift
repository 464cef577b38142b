// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@testable import CognitoClient

/// The front that answers what moto lacks (`cognito_gaps.py`): first proved with boto3, the SDK
/// people use against real Cognito, then used by credkit's client.
@Suite("Cognito front for what moto lacks (RevokeToken)", .serialized, .waitsOnThreads)
struct CognitoGapServerTests {
    @Test(
        "boto3 drives the front: RevokeToken ends the refresh token and its access tokens; errors as the API reference lists them"
    )
    func provedByBoto3() throws {
        let pool = try MotoServer.shared.makePool(withSecret: true)
        let script = """
            import base64, boto3, hashlib, hmac, json, sys
            front, upstream, pool, client_id, secret = sys.argv[1:6]
            settings = dict(region_name="us-east-1", aws_access_key_id="testing", aws_secret_access_key="testing")
            admin = boto3.client("cognito-idp", endpoint_url=upstream, **settings)
            cognito = boto3.client("cognito-idp", endpoint_url=front, **settings)
            admin.admin_create_user(UserPoolId=pool, Username="ana@example.com", MessageAction="SUPPRESS",
                                    TemporaryPassword="Temporal-2024!")
            admin.admin_set_user_password(UserPoolId=pool, Username="ana@example.com", Password="Definitiva-2024!",
                                          Permanent=True)
            def secret_hash(name):
                return base64.b64encode(hmac.new(secret.encode(), (name + client_id).encode(), hashlib.sha256).digest()).decode()
            def outcome(call):
                try:
                    answer = call()
                    answer.pop("ResponseMetadata", None)
                    return "ok " + json.dumps(answer)
                except cognito.exceptions.ClientError as error:
                    return error.response["Error"]["Code"] + ": " + error.response["Error"]["Message"]
            tokens = cognito.initiate_auth(ClientId=client_id, AuthFlow="USER_PASSWORD_AUTH", AuthParameters={
                "USERNAME": "ana@example.com", "PASSWORD": "Definitiva-2024!",
                "SECRET_HASH": secret_hash("ana@example.com")})["AuthenticationResult"]
            refresh = lambda: cognito.initiate_auth(ClientId=client_id, AuthFlow="REFRESH_TOKEN_AUTH", AuthParameters={
                "REFRESH_TOKEN": tokens["RefreshToken"], "SECRET_HASH": secret_hash("ana@example.com")})
            results = [
                outcome(lambda: {"email": [a["Value"] for a in cognito.get_user(AccessToken=tokens["AccessToken"])["UserAttributes"]
                                           if a["Name"] == "email"]}),
                outcome(lambda: cognito.revoke_token(Token=tokens["RefreshToken"], ClientId=client_id)),
                outcome(lambda: cognito.revoke_token(Token=tokens["RefreshToken"], ClientId=client_id, ClientSecret="W" * 40)),
                outcome(lambda: cognito.revoke_token(Token=tokens["AccessToken"], ClientId=client_id, ClientSecret=secret)),
                outcome(lambda: {"refreshed": "AuthenticationResult" in refresh()}),
                outcome(lambda: cognito.revoke_token(Token=tokens["RefreshToken"], ClientId=client_id, ClientSecret=secret)),
                outcome(lambda: cognito.get_user(AccessToken=tokens["AccessToken"])),
                outcome(refresh),
            ]
            print(json.dumps(results))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", script, try CognitoGapServer.shared.endpoint.absoluteString,
            try MotoServer.shared.endpoint.absoluteString, pool.userPoolID, pool.clientID, try #require(pool.clientSecret),
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readAllRetrying()
        let errorText = String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errorText)")
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
        #expect(
            results == [
                #"ok {"email": ["ana@example.com"]}"#,
                "UnauthorizedException: Unable to verify secret for client \(pool.clientID)",
                "UnauthorizedException: Unable to verify secret for client \(pool.clientID)",
                "UnsupportedTokenTypeException: Unsupported token type",
                #"ok {"refreshed": true}"#,
                "ok {}",
                "NotAuthorizedException: Access Token has been revoked",
                "NotAuthorizedException: Refresh Token has been revoked",
            ])
    }

    @Test(
        "boto3 drives the front's ResendConfirmationCode: a code for an unconfirmed user, errors as the API reference lists them")
    func resendProvedByBoto3() throws {
        let pool = try MotoServer.shared.makePool(withSecret: true)
        let script = """
            import base64, boto3, hashlib, hmac, json, sys
            front, pool, client_id, secret = sys.argv[1:5]
            cognito = boto3.client("cognito-idp", endpoint_url=front, region_name="us-east-1",
                                   aws_access_key_id="testing", aws_secret_access_key="testing")
            def secret_hash(name):
                return base64.b64encode(hmac.new(secret.encode(), (name + client_id).encode(), hashlib.sha256).digest()).decode()
            def outcome(call):
                try:
                    answer = call()
                    answer.pop("ResponseMetadata", None)
                    return "ok " + json.dumps(answer, sort_keys=True)
                except cognito.exceptions.ClientError as error:
                    return error.response["Error"]["Code"] + ": " + error.response["Error"]["Message"]
            cognito.sign_up(ClientId=client_id, Username="resend@example.com", Password="Resend-Test-2024!",
                            SecretHash=secret_hash("resend@example.com"),
                            UserAttributes=[{"Name": "email", "Value": "resend@example.com"}])
            resend = lambda name, hashed: cognito.resend_confirmation_code(
                ClientId=client_id, Username=name, SecretHash=hashed)
            results = [
                outcome(lambda: resend("resend@example.com", secret_hash("resend@example.com"))),
                outcome(lambda: resend("resend@example.com", "W" * 44)),
                outcome(lambda: resend("nobody@example.com", secret_hash("nobody@example.com"))),
            ]
            cognito.confirm_sign_up(ClientId=client_id, Username="resend@example.com", ConfirmationCode="123456",
                                    SecretHash=secret_hash("resend@example.com"))
            results.append(outcome(lambda: resend("resend@example.com", secret_hash("resend@example.com"))))
            print(json.dumps(results))
            """
        let output = try MotoServer.python(
            script,
            [
                try CognitoGapServer.shared.endpoint.absoluteString, pool.userPoolID, pool.clientID,
                try #require(pool.clientSecret),
            ])
        let results = try #require(try JSONSerialization.jsonObject(with: output) as? [String])
        #expect(
            results == [
                #"ok {"CodeDeliveryDetails": {"AttributeName": "email", "DeliveryMedium": "EMAIL", "Destination": "r***@e***"}}"#,
                "NotAuthorizedException: Unable to verify secret hash for client \(pool.clientID)",
                "UserNotFoundException: Username/client id combination not found.",
                "InvalidParameterException: User is already confirmed.",
            ])
        #expect(try CognitoGapServer.shared.received().filter { $0.operation == "ResendConfirmationCode" }.allSatisfy(\.valid))
    }

    @Test("The client's revokeToken: the secret sent when the app client has one; an access token is 9201, a wrong secret 9202")
    func clientRevokes() async throws {
        let pool = try MotoServer.shared.makePool(withSecret: true)
        let endpoint = try CognitoGapServer.shared.endpoint
        func makeClient(secret: String?) throws -> CognitoIdentityClient {
            try CognitoIdentityClient(
                .init(
                    region: "us-east-1", clientID: pool.clientID, clientSecret: secret, userPoolID: pool.userPoolID,
                    endpoint: endpoint, requestTimeout: MotoServer.requestTimeout, retry: .none))
        }
        let client = try makeClient(secret: pool.clientSecret)
        let email = "luis@example.com"
        _ = try await client.signUp(email: email, password: "Revocar-2024!", confirmation: "Revocar-2024!")
        try await client.confirmSignUp(username: email, code: "123456")
        guard case .signedIn(let tokens) = try await client.signIn(username: email, password: "Revocar-2024!"),
            let refreshToken = tokens.refreshToken
        else {
            Issue.record("no tokens")
            return
        }
        let wrongSecret = try makeClient(secret: String(repeating: "W", count: 40))
        await CognitoClientMotoTests.expectError(9202) { () throws(CognitoError) in
            try await wrongSecret.revokeToken(refreshToken: refreshToken)
        }
        await CognitoClientMotoTests.expectError(9201) { () throws(CognitoError) in
            try await client.revokeToken(refreshToken: tokens.accessToken)
        }
        _ = try await client.getUser(accessToken: tokens.accessToken)
        try await client.revokeToken(refreshToken: refreshToken)
        await CognitoClientMotoTests.expectError(9001) { () throws(CognitoError) in
            _ = try await client.getUser(accessToken: tokens.accessToken)
        }
        await CognitoClientMotoTests.expectError(4002) { () throws(CognitoError) in
            _ = try await client.refresh(refreshToken: refreshToken, username: email)
        }
        #expect(try CognitoGapServer.shared.received().filter { !$0.valid } == [])
    }
}
