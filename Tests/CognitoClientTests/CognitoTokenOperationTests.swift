// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import CredKitJWT
import Foundation
import Testing

@testable import CognitoClient

/// Machine tokens from the API (GetClientToken) and token exchange (GetDerivedToken, RFC 8693),
/// which moto lacks: the front (`cognito_gaps.py`) answers them, first proved with boto3 1.44.8 and
/// PyJWT (the tokens verify against the pool's JWKS), then used by credkit's client.
@Suite("GetClientToken and GetDerivedToken against the front", .serialized, .waitsOnThreads)
struct CognitoTokenOperationTests {
    @Test("boto3 drives the front: client tokens and exchanged tokens verify with PyJWT; errors as the API reference lists them")
    func provedByBoto3() throws {
        let pool = try MotoServer.shared.makeTokenPool()
        let script = """
            import base64, boto3, hashlib, hmac, json, sys, urllib.request
            import jwt
            front, upstream, pool, machine, machine_secret, user_client, user_secret, plain, username, password = sys.argv[1:11]
            settings = dict(region_name="us-east-1", aws_access_key_id="testing", aws_secret_access_key="testing")
            cognito = boto3.client("cognito-idp", endpoint_url=front, **settings)
            jwks = json.loads(urllib.request.urlopen(f"{upstream}{pool}/.well-known/jwks.json").read())
            key = jwt.PyJWK(jwks["keys"][0]).key
            shown = ("sub", "client_id", "aud", "token_use", "scope", "iss", "act", "cognito:username", "username")
            def claims(token):
                decoded = jwt.decode(token, key, algorithms=["RS256"], options={"verify_aud": False})
                return {name: decoded[name] for name in shown if name in decoded}
            def outcome(call):
                try:
                    answer = call()
                    answer.pop("ResponseMetadata", None)
                    if "IssuedToken" in answer and 3500 <= answer["ExpiresIn"] <= 3600:
                        answer["ExpiresIn"] = "within the subject's hour"
                    for name in ("AccessToken", "IssuedToken"):
                        holder = answer.get("ClientAuthenticationResult", answer)
                        if name in holder:
                            holder[name] = claims(holder[name])
                    return "ok " + json.dumps(answer, sort_keys=True)
                except cognito.exceptions.ClientError as error:
                    return error.response["Error"]["Code"] + ": " + error.response["Error"]["Message"]
            def secret_hash(name):
                return base64.b64encode(hmac.new(user_secret.encode(), (name + user_client).encode(), hashlib.sha256).digest()).decode()
            client_token = lambda client, secret, **more: cognito.get_client_token(ClientId=client, Secret=secret, **more)
            results = [
                outcome(lambda: client_token(machine, machine_secret, Scopes=["api/read"])),
                outcome(lambda: client_token(machine, machine_secret)),
                outcome(lambda: client_token(machine, "W" * 40)),
                outcome(lambda: client_token(machine, machine_secret, Scopes=["api/admin"])),
                outcome(lambda: client_token(user_client, user_secret)),
                outcome(lambda: client_token("unknownclient0000000000000", machine_secret)),
            ]
            tokens = cognito.initiate_auth(ClientId=user_client, AuthFlow="USER_PASSWORD_AUTH", AuthParameters={
                "USERNAME": username, "PASSWORD": password, "SECRET_HASH": secret_hash(username)})["AuthenticationResult"]
            machine_token = client_token(machine, machine_secret)["ClientAuthenticationResult"]["AccessToken"]
            derive = lambda subject, kind="ACCESS_TOKEN", client=user_client, secret=user_secret, **more: cognito.get_derived_token(
                ClientId=client, SubjectToken=subject, SubjectTokenType=kind, **({"ClientSecret": secret} if secret else {}), **more)
            tampered = tokens["AccessToken"][:-2] + ("AA" if not tokens["AccessToken"].endswith("AA") else "BB")
            results += [
                outcome(lambda: derive(tokens["AccessToken"], Audiences=["api"])),
                outcome(lambda: derive(tokens["AccessToken"], Resources=["api"], ActorToken=machine_token, ActorTokenType="ACCESS_TOKEN")),
                outcome(lambda: derive(tokens["IdToken"], "ID_TOKEN", Audiences=[plain], RequestedTokenType="ID_TOKEN")),
                outcome(lambda: derive(tokens["AccessToken"], client=plain, secret=None, Audiences=["api"])),
                outcome(lambda: derive(tokens["AccessToken"], secret="W" * 40, Audiences=["api"])),
                outcome(lambda: derive(tokens["AccessToken"], Audiences=["elsewhere"])),
                outcome(lambda: derive(tokens["AccessToken"], Audiences=["api"], Scopes=["api/read"])),
                outcome(lambda: derive(tampered, Audiences=["api"])),
                outcome(lambda: derive(tokens["AccessToken"], "ID_TOKEN", Audiences=["api"])),
                outcome(lambda: derive(tokens["AccessToken"], "SAML2", Audiences=["api"])),
            ]
            cognito.global_sign_out(AccessToken=tokens["AccessToken"])
            results.append(outcome(lambda: derive(tokens["AccessToken"], Audiences=["api"])))
            sub = jwt.decode(tokens["AccessToken"], key, algorithms=["RS256"])["sub"]
            text = json.dumps(results)
            for value, name in ((sub, "SUB"), (pool, "POOL"), (machine, "MACHINE"), (user_client, "USERCLIENT"), (plain, "PLAIN")):
                text = text.replace(value, name)
            print(text)
            """
        let output = try MotoServer.python(
            script,
            [
                try CognitoGapServer.shared.endpoint.absoluteString, try MotoServer.shared.endpoint.absoluteString,
                pool.userPoolID, pool.machineClientID, pool.machineClientSecret, pool.userClientID, pool.userClientSecret,
                pool.plainClientID, pool.username, pool.password,
            ])
        let results = try #require(try JSONSerialization.jsonObject(with: output) as? [String])
        #expect(
            results == [
                #"ok {"ClientAuthenticationResult": {"AccessToken": {"client_id": "MACHINE", "iss": "https://cognito-idp.us-east-1.amazonaws.com/POOL", "scope": "api/read", "sub": "MACHINE", "token_use": "access"}, "ExpiresIn": 3600, "TokenType": "Bearer"}}"#,
                #"ok {"ClientAuthenticationResult": {"AccessToken": {"client_id": "MACHINE", "iss": "https://cognito-idp.us-east-1.amazonaws.com/POOL", "scope": "api/read api/write", "sub": "MACHINE", "token_use": "access"}, "ExpiresIn": 3600, "TokenType": "Bearer"}}"#,
                #"NotAuthorizedException: Unable to verify secret for client MACHINE"#,
                #"InvalidParameterException: Invalid scope requested: api/admin"#,
                #"NotAuthorizedException: Client token authentication is not enabled for this client."#,
                #"ResourceNotFoundException: User pool client unknownclient0000000000000 does not exist."#,
                #"ok {"ExpiresIn": "within the subject's hour", "IssuedToken": {"aud": "api", "client_id": "USERCLIENT", "iss": "https://cognito-idp.us-east-1.amazonaws.com/POOL", "scope": "aws.cognito.signin.user.admin", "sub": "SUB", "token_use": "access", "username": "SUB"}, "IssuedTokenType": "ACCESS_TOKEN", "Scopes": ["aws.cognito.signin.user.admin"], "TokenType": "Bearer"}"#,
                #"ok {"ExpiresIn": "within the subject's hour", "IssuedToken": {"act": {"client_id": "MACHINE", "sub": "MACHINE"}, "aud": "api", "client_id": "USERCLIENT", "iss": "https://cognito-idp.us-east-1.amazonaws.com/POOL", "scope": "aws.cognito.signin.user.admin", "sub": "SUB", "token_use": "access", "username": "SUB"}, "IssuedTokenType": "ACCESS_TOKEN", "Scopes": ["aws.cognito.signin.user.admin"], "TokenType": "Bearer"}"#,
                #"ok {"ExpiresIn": "within the subject's hour", "IssuedToken": {"aud": "PLAIN", "cognito:username": "SUB", "iss": "https://cognito-idp.us-east-1.amazonaws.com/POOL", "sub": "SUB", "token_use": "id"}, "IssuedTokenType": "ID_TOKEN", "TokenType": "N_A"}"#,
                #"NotAuthorizedException: ALLOW_TOKEN_EXCHANGE_IMPERSONATION is not enabled for this client."#,
                #"NotAuthorizedException: Unable to verify secret for client USERCLIENT"#,
                #"InvalidParameterException: Invalid audience: elsewhere"#,
                #"InvalidParameterException: Invalid scope requested: api/read"#,
                #"NotAuthorizedException: Invalid token"#,
                #"NotAuthorizedException: Token is not an ID_TOKEN"#,
                #"InvalidParameterException: SAML2 tokens need a SAML identity provider, and this pool has none."#,
                #"NotAuthorizedException: Invalid token"#,
            ])
        let received = try CognitoGapServer.shared.received().filter {
            ["GetClientToken", "GetDerivedToken"].contains($0.operation)
        }
        #expect(received.count >= 17 && received.allSatisfy(\.valid))
    }

    static func client(_ pool: MotoServer.TokenPool, clientID: String, secret: String?) throws -> CognitoIdentityClient {
        try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: clientID, clientSecret: secret, userPoolID: pool.userPoolID,
                endpoint: try CognitoGapServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout, retry: .none))
    }

    static func verifier(_ pool: MotoServer.TokenPool, clientIDs: [String]) throws -> CognitoTokenVerifier {
        try CognitoTokenVerifier(
            options: .init(issuers: CognitoUserPoolID(pool.userPoolID)!.issuers, clientIDs: clientIDs, tokenUse: .access),
            jwksURL: MotoServer.shared.endpoint.appendingPathComponent("\(pool.userPoolID)/.well-known/jwks.json"),
            cache: JWKSCache(diskCache: nil))
    }

    @Test(
        "getClientToken: a token the pool's keys verify, with the scopes asked for; 2101–2103 from Cognito, 1000 before sending")
    func clientToken() async throws {
        let pool = try MotoServer.shared.makeTokenPool()
        let machine = try Self.client(pool, clientID: pool.machineClientID, secret: pool.machineClientSecret)
        let before = Date()
        let token = try await machine.getClientToken(scopes: ["api/write"], at: before)
        #expect(token.expiresIn == 3600 && token.tokenType == "Bearer" && token.obtainedAt == before.timeIntervalSince1970)
        let verified = try await Self.verifier(pool, clientIDs: [pool.machineClientID]).verify(token.accessToken)
        #expect(verified.claims.subject == pool.machineClientID && verified.claims.clientID == pool.machineClientID)
        #expect(verified.claims.scopes == ["api/write"])
        let all = try await machine.getClientToken()
        #expect(try JSONWebToken(compact: all.accessToken).claims.scopes == ["api/read", "api/write"])

        let wrongSecret = try Self.client(pool, clientID: pool.machineClientID, secret: String(repeating: "W", count: 40))
        await CognitoClientMotoTests.expectError(2101) { () throws(CognitoError) in
            _ = try await wrongSecret.getClientToken()
        }
        let notMachine = try Self.client(pool, clientID: pool.userClientID, secret: pool.userClientSecret)
        await CognitoClientMotoTests.expectError(2101) { () throws(CognitoError) in
            _ = try await notMachine.getClientToken()
        }
        await CognitoClientMotoTests.expectError(2102) { () throws(CognitoError) in
            _ = try await machine.getClientToken(scopes: ["api/admin"])
        }
        let unknown = try Self.client(pool, clientID: "unknownclient0000000000000", secret: pool.machineClientSecret)
        await CognitoClientMotoTests.expectError(2103) { () throws(CognitoError) in
            _ = try await unknown.getClientToken()
        }
        // Refused before sending: no secret, a scope with a space, 51 scopes.
        let sent = try CognitoGapServer.shared.received(clientID: pool.machineClientID)
        let noSecret = try Self.client(pool, clientID: pool.machineClientID, secret: nil)
        for (client, scopes, message) in [
            (noSecret, [], "The request was not sent: client credentials need the app client's secret (CREDKIT_CLIENT_SECRET)"),
            (
                machine, ["api read"],
                #"The request was not sent: scopes: "api read" is not a scope (1 to 256 printable ASCII characters, no space, quote or backslash)"#
            ),
            (machine, (0...50).map { "api/s\($0)" }, "The request was not sent: scopes: at most 50 values"),
        ] {
            do {
                _ = try await client.getClientToken(scopes: scopes)
                Issue.record("sent: \(scopes)")
            } catch {
                #expect(error.number == 1000 && error.message(in: .english) == message)
                #expect(error.operation == .getClientToken)
            }
        }
        #expect(try CognitoGapServer.shared.received(clientID: pool.machineClientID) == sent, "nothing was sent")
        let spanish = CognitoError(.getClientToken, .service(type: "NotAuthorizedException", message: nil))
        #expect(
            spanish.message(in: .spanish)
                == "Se rechazó el ID o el secreto del cliente de aplicación, o el cliente no admite la autenticación con token de cliente (ALLOW_CLIENT_TOKEN_AUTH)"
        )
    }

    @Test("getDerivedToken: impersonation and delegation (act), an ID token for an ID token; 2201–2202, 1000 before sending")
    func derivedToken() async throws {
        let pool = try MotoServer.shared.makeTokenPool()
        let user = try Self.client(pool, clientID: pool.userClientID, secret: pool.userClientSecret)
        guard case .signedIn(let tokens) = try await user.signIn(username: pool.username, password: pool.password) else {
            Issue.record("no tokens")
            return
        }
        let subject = try JSONWebToken(compact: tokens.accessToken).claims.subject
        let narrowed = try await user.getDerivedToken(.init(subject: .init(tokens.accessToken), audience: "api"))
        #expect(narrowed.kind == .accessToken && narrowed.tokenType == "Bearer")
        #expect((3500...3600).contains(narrowed.expiresIn) && narrowed.scopes == ["aws.cognito.signin.user.admin"])
        let verified = try await Self.verifier(pool, clientIDs: [pool.userClientID]).verify(narrowed.token)
        #expect(verified.claims.subject == subject && verified.claims.audience == ["api"])
        #expect(verified.claims.raw["act"] == nil)

        let machine = try Self.client(pool, clientID: pool.machineClientID, secret: pool.machineClientSecret)
        let actor = try await machine.getClientToken()
        let delegated = try await user.getDerivedToken(
            .init(subject: .init(tokens.accessToken), actor: .init(actor.accessToken), resource: "api"))
        let act = try JSONWebToken(compact: delegated.token).claims.raw["act"]?.objectValue
        #expect(act?["sub"]?.stringValue == pool.machineClientID && act?["client_id"]?.stringValue == pool.machineClientID)

        let id = try await user.getDerivedToken(
            .init(subject: .init(tokens.idToken, kind: .idToken), audience: pool.plainClientID, requestedKind: .idToken))
        #expect(id.kind == .idToken && id.tokenType == "N_A" && id.scopes == [])
        #expect(try JSONWebToken(compact: id.token).claims.audience == [pool.plainClientID])

        let plain = try Self.client(pool, clientID: pool.plainClientID, secret: nil)
        await CognitoClientMotoTests.expectError(2201) { () throws(CognitoError) in
            _ = try await plain.getDerivedToken(.init(subject: .init(tokens.accessToken), audience: "api"))
        }
        await CognitoClientMotoTests.expectError(2202) { () throws(CognitoError) in
            _ = try await user.getDerivedToken(.init(subject: .init(tokens.accessToken), audience: "elsewhere"))
        }
        let sent = try CognitoGapServer.shared.received(clientID: pool.userClientID)
        for (exchange, message) in [
            (
                TokenExchange(subject: .init("not a token!")),
                "The request was not sent: subjectToken is not a token (letters, digits and - _ + / = . only)"
            ),
            (TokenExchange(subject: .init("")), "The request was not sent: subjectToken is required"),
            (
                TokenExchange(subject: .init(tokens.accessToken), actor: .init("x", providerName: " padded")),
                "The request was not sent: actorTokenProviderName: an identity provider's name is 1 to 32 letters, digits, punctuation or spaces"
            ),
            (
                TokenExchange(subject: .init(tokens.accessToken), audience: "two words"),
                #"The request was not sent: audience: "two words" is not a scope (1 to 256 printable ASCII characters, no space, quote or backslash)"#
            ),
        ] {
            do {
                _ = try await user.getDerivedToken(exchange)
                Issue.record("sent: \(exchange)")
            } catch {
                #expect(error.number == 1000 && error.message(in: .english) == message)
            }
        }
        #expect(try CognitoGapServer.shared.received(clientID: pool.userClientID) == sent, "nothing was sent")
        // The tokens never appear in an error's message (Cognito's own is kept with them blanked).
        do {
            _ = try await plain.getDerivedToken(.init(subject: .init(tokens.accessToken), audience: "api"))
        } catch {
            #expect(!String(describing: error).contains(tokens.accessToken))
        }
    }
}
