// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import CredKitJWT
import Foundation
import Testing

@testable import CognitoClient

/// Identity pools (Cognito Identity: GetId, GetCredentialsForIdentity): moto's identity pools behind
/// the front, which checks the logins' ID tokens and assumes the pool's role through moto's STS —
/// proved with boto3 first, then used by credkit's client, whose keys STS GetCallerIdentity accepts.
@Suite("Identity pools: AWS credentials for a signed-in user", .serialized, .waitsOnThreads)
struct CognitoIdentityPoolTests {
    @Test("boto3 drives the front: one identity per user, the pool's role assumed, tokens checked as Cognito checks them")
    func provedByBoto3() throws {
        let pool = try MotoServer.shared.makeTokenPool()
        let front = try CognitoGapServer.shared
        let identityPool = try front.makeIdentityPool(userPoolID: pool.userPoolID, clientID: pool.userClientID)
        let bare = try front.makeIdentityPool(userPoolID: pool.userPoolID, clientID: pool.userClientID, withRole: false)
        let script = """
            import base64, boto3, hashlib, hmac, json, sys, uuid
            (front, upstream, user_pool, user_client, user_secret, plain, username, password, identity_pool, role, chosen,
             bare_pool) = sys.argv[1:13]
            settings = dict(region_name="us-east-1", aws_access_key_id="testing", aws_secret_access_key="testing")
            idp = boto3.client("cognito-idp", endpoint_url=front, **settings)
            admin = boto3.client("cognito-idp", endpoint_url=upstream, **settings)
            identity = boto3.client("cognito-identity", endpoint_url=front, **settings)
            def secret_hash(name):
                return base64.b64encode(hmac.new(user_secret.encode(), (name + user_client).encode(), hashlib.sha256).digest()).decode()
            def sign_in(name, secret_password, client=user_client, hashed=True):
                parameters = {"USERNAME": name, "PASSWORD": secret_password}
                if hashed:
                    parameters["SECRET_HASH"] = secret_hash(name)
                return idp.initiate_auth(ClientId=client, AuthFlow="USER_PASSWORD_AUTH", AuthParameters=parameters)["AuthenticationResult"]
            def outcome(call):
                try:
                    answer = call()
                    answer.pop("ResponseMetadata", None)
                    return "ok " + ", ".join(sorted(answer))
                except identity.exceptions.ClientError as error:
                    return error.response["Error"]["Code"] + ": " + error.response["Error"]["Message"]
            def caller(credentials):
                sts = boto3.client("sts", endpoint_url=upstream, region_name="us-east-1", aws_access_key_id=credentials["AccessKeyId"],
                                   aws_secret_access_key=credentials["SecretKey"], aws_session_token=credentials["SessionToken"])
                return sts.get_caller_identity()["Arn"].replace(role.rpartition("/")[2], "ROLE").replace(chosen.rpartition("/")[2], "CHOSEN")
            key = "cognito-idp.us-east-1.amazonaws.com/" + user_pool
            tokens = sign_in(username, password)
            logins = {key: tokens["IdToken"]}
            other = "otro." + uuid.uuid4().hex[:6] + "@example.com"
            admin.admin_create_user(UserPoolId=user_pool, Username=other, MessageAction="SUPPRESS",
                                    UserAttributes=[{"Name": "email", "Value": other}, {"Name": "email_verified", "Value": "true"}])
            admin.admin_set_user_password(UserPoolId=user_pool, Username=other, Password=password, Permanent=True)
            other_logins = {key: sign_in(other, password)["IdToken"]}
            plain_logins = {key: sign_in(username, password, client=plain, hashed=False)["IdToken"]}
            first = identity.get_id(IdentityPoolId=identity_pool, Logins=logins)["IdentityId"]
            second = identity.get_id(IdentityPoolId=identity_pool, Logins=logins)["IdentityId"]
            someone = identity.get_id(IdentityPoolId=identity_pool, Logins=other_logins)["IdentityId"]
            credentials = identity.get_credentials_for_identity(IdentityId=first, Logins=logins)
            tampered = tokens["IdToken"][:-2] + ("AA" if not tokens["IdToken"].endswith("AA") else "BB")
            bare_identity = identity.get_id(IdentityPoolId=bare_pool, Logins=logins)["IdentityId"]
            results = [
                "one identity per user" if first == second and first != someone else "identities differ",
                "ok " + ", ".join(sorted(name for name in credentials if name != "ResponseMetadata")) + " " + caller(credentials["Credentials"]),
                "chosen " + caller(identity.get_credentials_for_identity(IdentityId=first, Logins=logins, CustomRoleArn=chosen)["Credentials"]),
                outcome(lambda: identity.get_id(IdentityPoolId="us-east-1:00000000-0000-0000-0000-000000000000", Logins=logins)),
                outcome(lambda: identity.get_id(IdentityPoolId=identity_pool, Logins={key: tokens["AccessToken"]})),
                outcome(lambda: identity.get_id(IdentityPoolId=identity_pool, Logins={key: tampered})),
                outcome(lambda: identity.get_id(IdentityPoolId=identity_pool, Logins=plain_logins)),
                outcome(lambda: identity.get_id(IdentityPoolId=identity_pool, Logins={})),
                outcome(lambda: identity.get_credentials_for_identity(IdentityId=first, Logins=other_logins)),
                outcome(lambda: identity.get_credentials_for_identity(IdentityId="us-east-1:11111111-1111-1111-1111-111111111111", Logins=logins)),
                outcome(lambda: identity.get_credentials_for_identity(IdentityId=first, Logins=logins,
                                                                      CustomRoleArn="arn:aws:iam::123456789012:role/elsewhere")),
                outcome(lambda: identity.get_credentials_for_identity(IdentityId=bare_identity, Logins=logins)),
            ]
            print(json.dumps(results).replace("us-east-1:11111111-1111-1111-1111-111111111111", "UNKNOWN"))
            """
        let output = try MotoServer.python(
            script,
            [
                front.endpoint.absoluteString, try MotoServer.shared.endpoint.absoluteString, pool.userPoolID,
                pool.userClientID, pool.userClientSecret, pool.plainClientID, pool.username, pool.password,
                identityPool.identityPoolID, try #require(identityPool.authenticatedRoleARN),
                try #require(identityPool.chosenRoleARN), bare.identityPoolID,
            ])
        let results = try #require(try JSONSerialization.jsonObject(with: output) as? [String])
        #expect(
            results == [
                #"one identity per user"#,
                #"ok Credentials, IdentityId arn:aws:sts::123456789012:assumed-role/ROLE/CognitoIdentityCredentials"#,
                #"chosen arn:aws:sts::123456789012:assumed-role/CHOSEN/CognitoIdentityCredentials"#,
                #"ResourceNotFoundException: IdentityPool 'us-east-1:00000000-0000-0000-0000-000000000000' not found."#,
                #"NotAuthorizedException: Invalid login token. Not a valid OpenId Connect identity token."#,
                #"NotAuthorizedException: Invalid login token. Not a valid OpenId Connect identity token."#,
                #"NotAuthorizedException: Invalid login token. Incorrect audience."#,
                #"NotAuthorizedException: Unauthenticated access is not supported for this identity pool."#,
                #"NotAuthorizedException: Invalid login token. The logins are not this identity's."#,
                #"ResourceNotFoundException: Identity 'UNKNOWN' not found."#,
                #"InvalidParameterException: CustomRoleArn is not a role of this identity pool."#,
                #"InvalidIdentityPoolConfigurationException: Invalid identity pool configuration. Check assigned IAM roles for this pool."#,
            ])
        let received = try front.received().filter { ["GetId", "GetCredentialsForIdentity"].contains($0.operation) }
        #expect(received.count >= 13 && received.allSatisfy(\.valid))
    }

    @Test("awsCredentials: keys STS accepts as the pool's role, the identity kept; 2701–2805 from Cognito, 1000 before sending")
    func library() async throws {
        let pool = try MotoServer.shared.makeTokenPool()
        let front = try CognitoGapServer.shared
        let identityPool = try front.makeIdentityPool(userPoolID: pool.userPoolID, clientID: pool.userClientID)
        let client = try CognitoTokenOperationTests.client(pool, clientID: pool.userClientID, secret: pool.userClientSecret)
        guard case .signedIn(let tokens) = try await client.signIn(username: pool.username, password: pool.password) else {
            Issue.record("no tokens")
            return
        }
        let now = Date()
        let credentials = try await client.awsCredentials(
            identityPoolID: identityPool.identityPoolID, idToken: tokens.idToken, at: now)
        #expect(credentials.identityID.hasPrefix("us-east-1:"))
        #expect((3500...3700).contains(credentials.expiration.timeIntervalSince(now)))
        #expect(credentials.isUsable(at: now) && !credentials.isUsable(at: credentials.expiration.addingTimeInterval(-299)))
        let keys = credentials.credentials
        let arn = try MotoServer.shared.callerARN(
            accessKeyID: keys.accessKeyID, secretAccessKey: keys.secretAccessKey, sessionToken: try #require(keys.sessionToken))
        let role = try #require(identityPool.authenticatedRoleARN?.split(separator: "/").last)
        #expect(arn == "arn:aws:sts::123456789012:assumed-role/\(role)/CognitoIdentityCredentials")
        #expect(!credentials.description.contains(keys.secretAccessKey) && !credentials.description.contains(keys.accessKeyID))
        // The document credential_process prints, read back by credkit's own credential chain.
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(credentials.credentialProcessJSON.utf8)) as? [String: Any])
        #expect(document["Version"] as? Int == 1 && document["AccessKeyId"] as? String == keys.accessKeyID)
        #expect(document["SecretAccessKey"] as? String == keys.secretAccessKey)
        #expect(document["SessionToken"] as? String == keys.sessionToken)
        #expect(document["Expiration"] as? String == JWTClaims.iso8601(credentials.expiration.timeIntervalSince1970))

        // The identity found first is the user's: asked again, and with it given (no GetId).
        let again = try await client.awsCredentials(identityPoolID: identityPool.identityPoolID, idToken: tokens.idToken)
        #expect(again.identityID == credentials.identityID)
        let known = try await client.awsCredentials(
            identityPoolID: identityPool.identityPoolID, idToken: tokens.idToken, identityID: credentials.identityID,
            customRoleARN: identityPool.chosenRoleARN)
        let chosen = try #require(identityPool.chosenRoleARN?.split(separator: "/").last)
        #expect(
            try MotoServer.shared.callerARN(
                accessKeyID: known.credentials.accessKeyID, secretAccessKey: known.credentials.secretAccessKey,
                sessionToken: try #require(known.credentials.sessionToken))
                == "arn:aws:sts::123456789012:assumed-role/\(chosen)/CognitoIdentityCredentials")

        await CognitoClientMotoTests.expectError(2702) { () throws(CognitoError) in
            _ = try await client.awsCredentials(
                identityPoolID: "us-east-1:00000000-0000-0000-0000-000000000000", idToken: tokens.idToken)
        }
        await CognitoClientMotoTests.expectError(2701) { () throws(CognitoError) in
            _ = try await client.awsCredentials(identityPoolID: identityPool.identityPoolID, idToken: tokens.accessToken)
        }
        await CognitoClientMotoTests.expectError(2803) { () throws(CognitoError) in
            _ = try await client.awsCredentials(
                identityPoolID: identityPool.identityPoolID, idToken: tokens.idToken,
                customRoleARN: "arn:aws:iam::123456789012:role/elsewhere")
        }
        await CognitoClientMotoTests.expectError(2802) { () throws(CognitoError) in
            _ = try await client.awsCredentials(
                identityPoolID: identityPool.identityPoolID, idToken: tokens.idToken,
                identityID: "us-east-1:11111111-1111-1111-1111-111111111111")
        }
        let bare = try front.makeIdentityPool(userPoolID: pool.userPoolID, clientID: pool.userClientID, withRole: false)
        await CognitoClientMotoTests.expectError(2805) { () throws(CognitoError) in
            _ = try await client.awsCredentials(identityPoolID: bare.identityPoolID, idToken: tokens.idToken)
        }
        // Refused before sending.
        let sentFor = {
            try front.received().filter { [identityPool.identityPoolID, "eu-west-1_NotAnIdentityPool"].contains($0.clientID) }
                .count
        }
        let sent = try sentFor()
        for (poolID, role, message) in [
            (
                "eu-west-1_NotAnIdentityPool", nil as String?,
                #"The request was not sent: identityPoolID: "eu-west-1_NotAnIdentityPool" is not an identity pool ID (REGION:UUID, at most 55 characters)"#
            ),
            (
                identityPool.identityPoolID, "arn:aws:iam::123:role/short",
                #"The request was not sent: roleARN: "arn:aws:iam::123:role/short" is not an IAM role ARN (arn:PARTITION:iam::ACCOUNT:role/NAME)"#
            ),
        ] {
            do {
                _ = try await client.awsCredentials(identityPoolID: poolID, idToken: tokens.idToken, customRoleARN: role)
                Issue.record("sent: \(poolID)")
            } catch {
                #expect(error.number == 1000 && error.message(in: .english) == message)
            }
        }
        #expect(try sentFor() == sent, "nothing was sent")
        let spanish = CognitoError(
            .getCredentialsForIdentity, .service(type: "InvalidIdentityPoolConfigurationException", message: nil))
        #expect(
            spanish.message(in: .spanish)
                == "No se pueden asumir los roles del grupo de identidades: revisa la política de confianza de los roles y la asignación de roles del grupo"
        )
    }
}
