// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitJWT
import Foundation
import Testing

@testable import CognitoClient

/// Serves documents by URL from memory and counts the requests for each.
final class DiscoveryTransport: HTTPTransport, @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var routes: [String: (status: Int, body: Data)] = [:]
    private var counts: [String: Int] = [:]

    func serve(_ url: String, _ body: String, status: Int = 200) {
        lock.withLock { routes[url] = (status, Data(body.utf8)) }
    }

    func requests(_ url: String) -> Int { lock.withLock { counts[url] ?? 0 } }

    var total: Int { lock.withLock { counts.values.reduce(0, +) } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock {
            let url = request.url.absoluteString
            counts[url, default: 0] += 1
            guard let route = routes[url] else { return HTTPResponse(status: 404, body: Data()) }
            return HTTPResponse(status: route.status, body: route.body)
        }
    }
}

/// `OpenIDTokenVerifier` and `JWKSCache.jwksURL(discoveredFor:)`: keys found through an issuer's
/// discovery document, read once, believed only when the document names that very issuer.
@Suite("OpenID discovery", .waitsOnThreads)
struct OpenIDDiscoveryTests {
    static let issuer = "https://id.example.com/realms/shop"
    static let discovery = issuer + "/.well-known/openid-configuration"
    static let jwksURL = "https://id.example.com/realms/shop/protocol/openid-connect/certs"
    static let key = try! JWTSigningKey.generate(.es256, keyID: "shop-1")

    static func token(issuer: String = issuer, audience: String = "orders-api") throws -> String {
        let now = Int(Date().timeIntervalSince1970)
        return try key.sign(
            JSONObject([
                .init(key: "iss", value: .string(issuer)), .init(key: "sub", value: .string("user-1")),
                .init(key: "aud", value: .string(audience)), .init(key: "exp", value: .number(String(now + 600))),
                .init(key: "iat", value: .number(String(now))),
            ]))
    }

    static func document(issuer: String = issuer, jwks: String? = jwksURL) -> String {
        var members: [JSONObject.Member] = [.init(key: "issuer", value: .string(issuer))]
        if let jwks { members.append(.init(key: "jwks_uri", value: .string(jwks))) }
        return JSONValue.object(JSONObject(members)).jsonText
    }

    static func verifier(_ transport: DiscoveryTransport, disk: JWKSDiskCache? = nil) throws -> OpenIDTokenVerifier {
        try OpenIDTokenVerifier(
            issuers: [issuer], audiences: ["orders-api"], cache: JWKSCache(transport: transport, diskCache: disk))
    }

    static func failure(_ verifier: OpenIDTokenVerifier, _ token: String) async -> JWTError? {
        do throws(JWTError) {
            _ = try await verifier.verify(token)
            return nil
        } catch {
            return error
        }
    }

    @Test("The document and the keys are fetched once for many tokens; another issuer's token fetches nothing")
    func fetchedOnce() async throws {
        let transport = DiscoveryTransport()
        transport.serve(Self.discovery, Self.document())
        transport.serve(Self.jwksURL, Self.key.jwks)
        let verifier = try Self.verifier(transport)
        for _ in 0..<5 { _ = try await verifier.verify(try Self.token()) }
        #expect(transport.requests(Self.discovery) == 1 && transport.requests(Self.jwksURL) == 1)
        let stranger = await Self.failure(verifier, try Self.token(issuer: "https://evil.example.com"))
        #expect(stranger?.code == .issuerMismatch)
        let otherAudience = await Self.failure(verifier, try Self.token(audience: "billing"))
        #expect(otherAudience?.code == .clientIDMismatch)
        #expect(transport.total == 2)
    }

    @Test("A document is believed only when it names the issuer exactly and an allowed jwks_uri")
    func refusals() async throws {
        let cases: [(document: String?, status: Int, message: String)] = [
            (
                Self.document(issuer: Self.issuer + "/"), 200,
                "\(Self.discovery): the discovery document's issuer is \"\(Self.issuer)/\", not \"\(Self.issuer)\" (RFC 8414 §3.3: it must be identical)"
            ),
            (
                #"{"jwks_uri": "\#(Self.jwksURL)"}"#, 200,
                "\(Self.discovery): the discovery document's issuer is —, not \"\(Self.issuer)\" (RFC 8414 §3.3: it must be identical)"
            ),
            (
                Self.document(jwks: nil), 200,
                "\(Self.discovery): the discovery document names no jwks_uri; give the keys with --jwks-url"
            ),
            (
                Self.document(jwks: "http://id.example.com/certs"), 200,
                "http://id.example.com/certs: only https URLs, or http on a loopback address, are allowed"
            ),
            ("[1]", 200, "\(Self.discovery): the discovery document is not a JSON object"),
            (nil, 404, "\(Self.discovery): HTTP status 404"),
            (
                #"{"issuer": "\#(Self.issuer)", "pad": ""# + String(repeating: "x", count: 70_000) + #""}"#, 200,
                "\(Self.discovery): the discovery document is larger than 65536 bytes"
            ),
        ]
        for (document, status, message) in cases {
            let transport = DiscoveryTransport()
            if let document { transport.serve(Self.discovery, document, status: status) }
            transport.serve(Self.jwksURL, Self.key.jwks)
            let error = try #require(await Self.failure(try Self.verifier(transport), try Self.token()))
            #expect(error.code == .jwksUnavailable)
            #expect(error.message(in: .english) == "the JWKS is not available: " + message)
            #expect(transport.requests(Self.jwksURL) == 0)
        }
    }

    @Test("The document is kept on disk within the maximum age and read again after it")
    func diskCache() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-oidc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = JWKSDiskCache(directory: folder)
        let transport = DiscoveryTransport()
        transport.serve(Self.discovery, Self.document())
        transport.serve(Self.jwksURL, Self.key.jwks)
        _ = try await Self.verifier(transport, disk: disk).verify(try Self.token())
        _ = try await Self.verifier(transport, disk: disk).verify(try Self.token())
        #expect(transport.requests(Self.discovery) == 1 && transport.requests(Self.jwksURL) == 1)
        let later = JWKSCache(transport: transport, diskCache: disk, now: { Date() + 7200 })
        _ = try await later.jwksURL(discoveredFor: Self.issuer)
        #expect(transport.requests(Self.discovery) == 2)
    }

    @Test("A verifier needs an issuer and an allowed JWKS URL")
    func construction() throws {
        var options = JWTVerifier.Options(issuers: [], clientIDs: nil, tokenUse: nil)
        #expect(throws: JWTError.self) { try OpenIDTokenVerifier(options: options) }
        options.issuers = [Self.issuer]
        #expect(throws: JWTError.self) {
            try OpenIDTokenVerifier(options: options, jwksURL: URL(string: "http://id.example.com/certs")!)
        }
        let verifier = try OpenIDTokenVerifier(options: options, jwksURL: URL(string: Self.jwksURL)!)
        #expect(verifier.verifier.options.profile == .openID)
    }
}
