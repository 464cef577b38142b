// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto
import Foundation
import Testing

@testable import CredKitJWT

/// Load balancer tokens in the library: ARNs and key hosts, padded segments, and the checks, with a
/// key made here by swift-crypto (the command-line suite signs with Python's `cryptography`).
@Suite("ALB tokens")
struct ALBVerifierTests {
    static let arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/50dc6c495c0c9188"

    @Test("ARNs: the three partitions, each with its own regions, and their key hosts; anything else refused")
    func arns() throws {
        let commercial = try #require(LoadBalancerARN(Self.arn))
        #expect(commercial.region == "eu-west-1" && commercial.partition == "aws")
        #expect(commercial.keyBaseURL == "https://public-keys.auth.elb.eu-west-1.amazonaws.com")
        let gov = try #require(
            LoadBalancerARN("arn:aws-us-gov:elasticloadbalancing:us-gov-west-1:123456789012:loadbalancer/app/a/b"))
        #expect(gov.keyBaseURL == "https://s3-us-gov-west-1.amazonaws.com/aws-elb-public-keys-prod-us-gov-west-1")
        let china = try #require(LoadBalancerARN("arn:aws-cn:elasticloadbalancing:cn-north-1:123456789012:loadbalancer/app/a/b"))
        #expect(china.keyBaseURL == "https://public-keys.auth.elb.cn-north-1.amazonaws.com.cn")
        for bad in [
            "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/net/a/b",
            "arn:aws:elasticloadbalancing:eu-west-1:12345678901:loadbalancer/app/a/b",
            "arn:aws:elasticloadbalancing:Europe:123456789012:loadbalancer/app/a/b",
            "arn:aws:s3:eu-west-1:123456789012:loadbalancer/app/a/b",
            "arn:other:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/a/b",
            "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/a b/c", "",
            // A partition and a region of another: keys would come from where the partition says
            // (a GovCloud S3 bucket name in a commercial region is anyone's to create).
            "arn:aws-us-gov:elasticloadbalancing:us-east-1:123456789012:loadbalancer/app/a/b",
            "arn:aws:elasticloadbalancing:us-gov-west-1:123456789012:loadbalancer/app/a/b",
            "arn:aws-cn:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/a/b",
            "arn:aws:elasticloadbalancing:cn-north-1:123456789012:loadbalancer/app/a/b",
        ] {
            #expect(LoadBalancerARN(bad) == nil, "\(bad)")
        }
        #expect(ALBVerifier.keyURL(base: "https://h/", keyID: "k") == "https://h/k")
    }

    @Test(
        "UUIDs as key names",
        arguments: [
            ("3e4c0a52-8f0b-4a8e-9a5e-0c1f2b3d4e5f", true), ("3E4C0A52-8F0B-4A8E-9A5E-0C1F2B3D4E5F", true),
            ("3e4c0a528f0b4a8e9a5e0c1f2b3d4e5f", false), ("3e4c0a52-8f0b-4a8e-9a5e-0c1f2b3d4e5", false),
            ("../../etc/passwd", false), ("3e4c0a52-8f0b-4a8e-9a5e-0c1f2b3d4e5g", false),
        ])
    func uuids(text: String, expected: Bool) {
        #expect(ALBVerifier.isUUID(text) == expected)
    }

    /// A padded ES256 token signed over its padded text, as a load balancer makes one.
    static func token(
        key: P256.Signing.PrivateKey, kid: String, signer: String = arn, client: String = "c1", alg: String = "ES256",
        exp: Int = Int(Date().timeIntervalSince1970) + 300
    ) throws -> String {
        func b64(_ data: Data) -> String {
            data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        }
        let header =
            #"{"alg":"\#(alg)","kid":"\#(kid)","signer":"\#(signer)","client":"\#(client)","iss":"https://idp","exp":\#(exp)}"#
        let payload = #"{"sub":"u1","exp":\#(exp),"iss":"https://idp"}"#
        let input = b64(Data(header.utf8)) + "." + b64(Data(payload.utf8))
        let signature = try key.signature(for: Data(input.utf8)).rawRepresentation
        return input + "." + b64(signature)
    }

    @Test("Padded segments: accepted only when asked for, signed as written, malformed padding refused")
    func padding() throws {
        let key = P256.Signing.PrivateKey()
        let kid = UUID().uuidString.lowercased()
        let text = try Self.token(key: key, kid: kid)
        #expect(text.hasSuffix("=="))
        #expect(throws: JWTError.self) { try JSONWebToken(compact: text) }
        let token = try JSONWebToken(compact: text, padding: .allowed)
        #expect(token.isPadded && token.signature.count == 64)
        #expect(
            String(decoding: token.signingInput, as: UTF8.self) == text.split(separator: ".").prefix(2).joined(separator: "."))
        #expect(!(try JSONWebToken(compact: text.replacingOccurrences(of: "=", with: ""), padding: .allowed)).isPadded)
        #expect(throws: JWTError.self) { try JSONWebToken(compact: text + "=", padding: .allowed) }
        #expect(throws: JWTError.self) {
            try JSONWebToken(compact: text.replacingOccurrences(of: ".", with: "=."), padding: .allowed)
        }
    }

    @Test("The checks, in order: algorithm, kid, signer, client before the key; then signature, expiry, issuer")
    func checks() throws {
        let key = P256.Signing.PrivateKey()
        let kid = UUID().uuidString.lowercased()
        let published = try JSONWebKey(pem: key.publicKey.pemRepresentation, keyID: kid)
        let verifier = ALBVerifier(
            .init(loadBalancers: [LoadBalancerARN(Self.arn)!], clientIDs: ["c1"], issuers: ["https://idp"]))
        func code(_ text: String) -> JWTError.Code? {
            do {
                try verifier.verify(try JSONWebToken(compact: text, padding: .allowed), key: published)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code(try Self.token(key: key, kid: kid)) == nil)
        #expect(code(try Self.token(key: key, kid: kid, alg: "ES384")) == .unsupportedAlgorithm)
        #expect(code(try Self.token(key: key, kid: "not-a-uuid")) == .unknownKID)
        #expect(
            code(
                try Self.token(
                    key: key, kid: kid, signer: "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/x/y"))
                == .signerMismatch)
        #expect(code(try Self.token(key: key, kid: kid, client: "c2")) == .clientIDMismatch)
        #expect(code(try Self.token(key: P256.Signing.PrivateKey(), kid: kid)) == .badSignature)
        #expect(code(try Self.token(key: key, kid: kid, exp: 1_000)) == .expired)
        let otherIssuer = ALBVerifier(.init(loadBalancers: [LoadBalancerARN(Self.arn)!], issuers: ["https://other"]))
        #expect(throws: JWTError.self) {
            try otherIssuer.verify(
                try JSONWebToken(compact: try Self.token(key: key, kid: kid), padding: .allowed), key: published)
        }
        #expect(throws: JWTError.self) {
            try JSONWebKey(pem: "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----", keyID: kid)
        }
    }
}
