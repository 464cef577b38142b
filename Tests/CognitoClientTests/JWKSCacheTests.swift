// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitJWT
import Foundation
import Testing

@testable import CognitoClient

/// Serves one JWKS document from memory and counts requests: the cache's rules are about when it
/// asks, so the test controls the clock and watches the asking.
private final class CountingTransport: HTTPTransport, @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var count = 0
    private var body: Data
    private var status: Int

    init(body: Data, status: Int = 200) {
        self.body = body
        self.status = status
    }

    var requests: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func serve(_ body: Data, status: Int = 200) {
        lock.lock()
        self.body = body
        self.status = status
        lock.unlock()
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock {
            count += 1
            return HTTPResponse(status: status, body: body)
        }
    }
}

private final class ManualClock: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(_ seconds: TimeInterval) {
        lock.lock()
        current += seconds
        lock.unlock()
    }
}

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/jwt")

private func token(_ name: String) throws -> JSONWebToken {
    let text = try String(contentsOf: fixtures.appendingPathComponent("cases.jsonl"), encoding: .utf8)
    for line in text.split(separator: "\n") {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        if object["name"] as? String == name { return try JSONWebToken(compact: object["token"] as! String) }
    }
    throw CancellationError()
}

@Suite("JWKS cache", .waitsOnThreads)
struct JWKSCacheTests {
    let url = URL(string: "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz/.well-known/jwks.json")!

    @Test("Fetched once, kept; an unknown kid refetches at most once per 10 s; a rotated key is then found")
    func refetchRules() async throws {
        let full = try Data(contentsOf: fixtures.appendingPathComponent("jwks.json"))
        let other = try Data(contentsOf: fixtures.appendingPathComponent("other-key.jwks.json"))
        let transport = CountingTransport(body: other)
        let clock = ManualClock()
        let cache = JWKSCache(transport: transport, now: { clock.now })
        let rs256 = try token("id token RS256")
        let ed25519 = try token("id token EdDSA")

        _ = try await cache.key(for: rs256, at: url)
        _ = try await cache.key(for: rs256, at: url)
        #expect(transport.requests == 1)

        // "ed-1" is not in the served set: the first miss within 10 s of the fetch is refused without asking.
        await #expect(throws: JWTError.self) { try await cache.key(for: ed25519, at: url) }
        #expect(transport.requests == 1)
        clock.advance(10)
        transport.serve(full)
        let key = try await cache.key(for: ed25519, at: url)
        #expect(key.keyID == "ed-1" && transport.requests == 2)
        clock.advance(3)
        let unknown = try token("unknown kid")
        do throws(JWTError) {
            _ = try await cache.key(for: unknown, at: url)
            Issue.record("an unknown kid must not verify")
        } catch {
            #expect(error.code == .unknownKID)
            #expect(error.message(in: .english).contains("less than 10 s ago"))
        }
        #expect(transport.requests == 2)
    }

    @Test("A disk-cached key set that others could have written is not trusted: the keys are fetched again")
    func untrustedDiskCache() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-jwks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = JWKSDiskCache(directory: folder)
        let document = try Data(contentsOf: fixtures.appendingPathComponent("jwks.json"))
        try disk.write(Array(document), for: url)
        let file = disk.file(for: url)
        #expect(disk.read(url)?.bytes == Array(document))
        // Readable by others is fine (public keys); writable by others, or another owner, is not.
        for (mode, trusted) in [(0o644, true), (0o664, false), (0o646, false), (0o600, true)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
            #expect((disk.read(url) != nil) == trusted, "mode \(String(mode, radix: 8))")
        }
        if geteuid() == 0 {
            #expect(chown(file.path, 65534, 65534) == 0)
            #expect(disk.read(url) == nil)
            #expect(chown(file.path, 0, 0) == 0)
        } else {
            // Not root: a file root owns stands for another user's.
            #expect(JWKSDiskCache(directory: URL(fileURLWithPath: "/etc")).read(URL(string: "https://x")!) == nil)
        }
        #expect(disk.read(url) != nil)
        // Too large to be a key set.
        try Data(repeating: 0x20, count: JWKSDiskCache.maximumDocumentBytes + 1).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(disk.read(url) == nil)
        // Through the cache: a planted document others could write is ignored and the keys fetched.
        try Data(#"{"keys":[]}"#.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: file.path)
        let transport = CountingTransport(body: document)
        let cache = JWKSCache(transport: transport, diskCache: disk)
        let token = try token("id token RS256")
        _ = try await cache.key(for: token, at: url)
        #expect(transport.requests == 1)
    }

    @Test("Concurrent first uses share one request")
    func sharedFetch() async throws {
        let transport = CountingTransport(body: try Data(contentsOf: fixtures.appendingPathComponent("jwks.json")))
        let cache = JWKSCache(transport: transport)
        let rs256 = try token("id token RS256")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { _ = try await cache.key(for: rs256, at: url) } }
            try await group.waitForAll()
        }
        #expect(transport.requests == 1)
    }

    @Test("HTTP errors and non-JWKS bodies are jwks-unavailable with the URL and status")
    func failures() async throws {
        let transport = CountingTransport(body: Data("<html>".utf8), status: 503)
        let cache = JWKSCache(transport: transport)
        do throws(JWTError) {
            _ = try await cache.keySet(at: url)
            Issue.record("a 503 must fail")
        } catch {
            #expect(error.code == .jwksUnavailable)
            #expect(error.message(in: .english) == "the JWKS is not available: \(url.absoluteString): HTTP status 503")
        }
        transport.serve(Data("{\"keys\": 5}".utf8))
        await #expect(throws: JWTError(.jwksUnavailable, .jwtReasonJWKSShape)) { try await cache.keySet(at: url) }
    }

    @Test("Only https, or http on loopback, is allowed")
    func endpointPolicy() {
        #expect(EndpointPolicy.allows(URL(string: "https://cognito-idp.eu-west-1.amazonaws.com/")!))
        #expect(EndpointPolicy.allows(URL(string: "http://127.0.0.1:5000/")!))
        #expect(EndpointPolicy.allows(URL(string: "http://localhost:5000/")!))
        #expect(EndpointPolicy.allows(URL(string: "http://[::1]:5000/")!))
        #expect(!EndpointPolicy.allows(URL(string: "http://example.com/")!))
        #expect(!EndpointPolicy.allows(URL(string: "http://127.0.0.1.example.com/")!))
        #expect(!EndpointPolicy.allows(URL(string: "ftp://127.0.0.1/")!))
        #expect(!EndpointPolicy.allows(URL(string: "file:///etc/passwd")!))
    }

    @Test("The rule: plain http and loopback never use a proxy; https elsewhere may")
    func proxyRule() throws {
        for url in [
            "http://127.0.0.1:9/x", "http://localhost/x", "https://127.0.0.1/x", "https://[::1]:8443/x",
            "http://example.com/x", "HTTP://Example.com/", "https://sub.localhost/x",
        ] {
            #expect(EndpointPolicy.bypassesProxy(try #require(URL(string: url))), "\(url)")
        }
        for url in ["https://cognito-idp.eu-west-1.amazonaws.com/", "https://api.pwnedpasswords.com/range/ABCDE"] {
            #expect(!EndpointPolicy.bypassesProxy(try #require(URL(string: url))), "\(url)")
        }
    }

    @Test("Pool IDs give both issuers and the JWKS URL; malformed IDs are refused")
    func poolIDs() throws {
        let pool = try #require(CognitoUserPoolID("us-gov-west-1_AbC123"))
        #expect(pool.region == "us-gov-west-1")
        #expect(
            pool.issuers == [
                "https://cognito-idp.us-gov-west-1.amazonaws.com/us-gov-west-1_AbC123",
                "https://issuer-cognito-idp.us-gov-west-1.amazonaws.com/us-gov-west-1_AbC123",
            ])
        #expect(pool.jwksURL == "https://cognito-idp.us-gov-west-1.amazonaws.com/us-gov-west-1_AbC123/.well-known/jwks.json")
        for bad in [
            "", "eu-west-1", "eu-west-1_", "EU-west-1_abc", "eu-west_abc", "eu-west-12_abc", "eu-west-1_ab-c", "e-west-1_abc",
        ] {
            #expect(CognitoUserPoolID(bad) == nil, "\(bad)")
        }
    }
}
