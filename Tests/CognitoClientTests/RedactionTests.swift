// SPDX-License-Identifier: Apache-2.0
import BigInt
import CredKit
import Foundation
import Testing

@testable import CognitoClient

/// Every type that holds a secret describes itself without it, however it is printed: `print` and
/// interpolation (`description`), `String(reflecting:)` and `debugPrint` (`debugDescription`), `dump`
/// and debuggers (`customMirror`) — alone, in an optional, in an array and inside another value.
@Suite("Secrets never in descriptions, debug descriptions or mirrors")
struct RedactionTests {
    /// Every way a value can be turned into text, with the value wrapped as apps wrap it.
    static func renderings(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        var dumpedInArray = ""
        dump([value], to: &dumpedInArray)
        let optional: Any? = value
        var debugPrinted = ""
        debugPrint(value, to: &debugPrinted)
        return [
            String(describing: value), String(reflecting: value), "\(value)", dumped, dumpedInArray,
            String(describing: optional), String(reflecting: [value]), debugPrinted,
        ]
    }

    static func expectHidden(
        _ value: Any, _ secrets: [String], shows visible: [String] = [], marked: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for text in renderings(value) {
            for secret in secrets {
                #expect(!text.contains(secret), "a secret in: \(text)", sourceLocation: sourceLocation)
            }
            // The OTP types' one-line descriptions give the key's size instead ("OTPSecret(160 bits)").
            if marked || text.contains("▿") { #expect(text.contains("hidden"), "\(text)", sourceLocation: sourceLocation) }
            for shown in visible { #expect(text.contains(shown), "\(text)", sourceLocation: sourceLocation) }
        }
    }

    static let clientSecret = "s3cr3tClientSecretValue0123456789abcdef"
    static let tokens = AuthenticationTokens(
        accessToken: "eyJACCESS.payloadAccess.signatureAccess", idToken: "eyJIDTOKEN.payloadId.signatureId",
        refreshToken: "eyJREFRESH.refreshPayload.refreshSignature", expiresIn: 3600)
    static let tokenSecrets = ["ACCESS", "payloadAccess", "IDTOKEN", "payloadId", "REFRESH", "refreshPayload"]

    @Test("The client, its configuration, tokens, sessions and sign-in results")
    func clientTypes() throws {
        let configuration = CognitoIdentityClient.Configuration(
            region: "eu-west-1", clientID: "7k2a9q4bq3ts2v8hrl1cgnl5ik", clientSecret: Self.clientSecret,
            userPoolID: "eu-west-1_AbC123xyz")
        Self.expectHidden(configuration, [Self.clientSecret], shows: ["eu-west-1", "7k2a9q4bq3ts2v8hrl1cgnl5ik"])
        Self.expectHidden(try CognitoIdentityClient(configuration), [Self.clientSecret], shows: ["7k2a9q4bq3ts2v8hrl1cgnl5ik"])
        Self.expectHidden(Self.tokens, Self.tokenSecrets, shows: ["3600"])
        #expect(
            String(describing: Self.tokens)
                == "AuthenticationTokens(accessToken: hidden, idToken: hidden, refreshToken: hidden, expiresIn: 3600, tokenType: Bearer)"
        )
        let session = CognitoSession(tokens: Self.tokens, clientID: "c", region: "eu-west-1", username: "ana@example.com")
        Self.expectHidden(session, Self.tokenSecrets, shows: ["ana@example.com"])
        Self.expectHidden(SignInResult.signedIn(Self.tokens), Self.tokenSecrets)
        let challenge = SignInChallenge(
            name: "SOFTWARE_TOKEN_MFA", session: "AYABeSessionSecretValue",
            parameters: ["USER_ID_FOR_SRP": "ana", "SECRET_BLOCK": "c2VjcmV0QmxvY2tWYWx1ZQ"])
        Self.expectHidden(
            SignInResult.challenge(challenge), ["AYABeSessionSecretValue", "c2VjcmV0QmxvY2tWYWx1ZQ"],
            shows: ["SOFTWARE_TOKEN_MFA", "SECRET_BLOCK"])
        Self.expectHidden(
            SoftwareTokenAssociation(secretCode: "JBSWY3DPEHPK3PXPJBSWY3DP", session: "AYABeSessionSecretValue"),
            ["JBSWY3DPEHPK3PXPJBSWY3DP", "AYABeSessionSecretValue"])
    }

    @Test("Sign-in through the pool's domain: the PKCE verifier, the client secret, machine tokens")
    func oauthTypes() throws {
        let pkce = try PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        Self.expectHidden(pkce, [pkce.verifier], shows: ["S256"])
        let request = try AuthorizationRequest(clientID: "client1", redirectURI: "myapp://callback", pkce: pkce)
        Self.expectHidden(request, [pkce.verifier], shows: ["client1", "myapp://callback"])
        let configuration = CognitoOAuthClient.Configuration(
            endpoints: try OAuthEndpoints(domain: "my-app", region: "eu-west-1"), clientID: "client1",
            clientSecret: Self.clientSecret)
        Self.expectHidden(configuration, [Self.clientSecret], shows: ["client1", "client_secret_basic"])
        Self.expectHidden(CognitoOAuthClient(configuration), [Self.clientSecret], shows: ["client1"])
        let token = MachineToken(accessToken: "eyJMACHINE.payloadMachine.signatureMachine", expiresIn: 3600)
        Self.expectHidden(token, ["MACHINE", "payloadMachine"], shows: ["3600"])
        #expect(String(describing: token) == "MachineToken(accessToken: hidden, expiresIn: 3600, tokenType: Bearer)")
    }

    @Test("SRP: the private exponent, the secret block and the signature")
    func srp() throws {
        let vector = Vectors.loaded.srp[0]
        let privateValue = try #require(BigUInt(vector.a, radix: 16))
        let srp = try CognitoSRP(userPoolID: vector.userPoolID, privateValue: privateValue)
        let challenge = try SRPChallenge(parameters: vector.challenge)
        let claim = try srp.claim(for: challenge, password: vector.password, at: Date(timeIntervalSince1970: vector.time))
        let exponent = [vector.a, String(privateValue), String(privateValue.words[0])]
        Self.expectHidden(srp, exponent, shows: [srp.poolName])
        let secretBlock = try #require(vector.challenge["SECRET_BLOCK"])
        Self.expectHidden(challenge, [String(secretBlock.prefix(24)), String(challenge.salt.words[0])])
        Self.expectHidden(claim, [String(secretBlock.prefix(24)), claim.signature], shows: [claim.timestamp])
    }

    @Test("HTTP requests and answers: bodies (passwords, tokens) only as their size")
    func http() throws {
        let url = try #require(URL(string: "https://cognito-idp.eu-west-1.amazonaws.com/"))
        let body = Data(#"{"AuthParameters":{"PASSWORD":"Contraseña2024!"}}"#.utf8)
        let request = HTTPRequest(url: url, method: "POST", headers: ["X-Amz-Target": "InitiateAuth"], body: body)
        Self.expectHidden(request, ["Contraseña2024!", "PASSWORD"], shows: ["\(body.count) bytes", "X-Amz-Target"])
        let answer = HTTPResponse(status: 200, body: Data(#"{"AccessToken":"eyJACCESS.payloadAccess.sig"}"#.utf8))
        Self.expectHidden(answer, ["ACCESS", "payloadAccess"], shows: ["200"])
    }

    @Test("TOTP: the key, the generator and the otpauth URI")
    func otp() throws {
        let secret = try OTPSecret(base32: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")
        let totp = try TOTP(secret: secret)
        let uri = OTPAuthURI(totp: totp, account: "ana@example.com", issuer: "credkit")
        let leaks = ["GEZDGNBVGY3TQOJQ", "49, 50, 51", "[49", "12345678901234567890"]
        Self.expectHidden(secret, leaks, shows: ["160"], marked: false)
        Self.expectHidden(totp, leaks, shows: ["SHA1", "30"], marked: false)
        Self.expectHidden(uri, leaks + [uri.uri], shows: ["ana@example.com"], marked: false)
    }

    @Test("A decoded JWT: header and claims, never the compact text or the signature")
    func jwt() throws {
        let header = Base64URL.encode(Array(#"{"alg":"RS256","kid":"k1"}"#.utf8))
        let payload = Base64URL.encode(Array(#"{"sub":"ana","exp":2000000000}"#.utf8))
        let signature = Base64URL.encode(Array("a signature that must not be printed".utf8))
        let token = try JSONWebToken(compact: "\(header).\(payload).\(signature)")
        Self.expectHidden(token, [signature, "\(header).\(payload)"], shows: ["RS256", "ana"])
    }
}
