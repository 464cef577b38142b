// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitBreached
import CredKitPwnedPasswords
import Foundation
import Testing

/// The range client against a real loopback HTTP server that serves ranges, with padding, from the
/// test's own data.
@Suite("Pwned Passwords range API", .waitsOnThreads)
struct PwnedRangeClientTests {
    static let known: [String: Int] = [
        "password": 9_659_365, "P@ssw0rd": 120_000, "correct horse battery staple": 384, "credkit-known-1": 2,
    ]
    static var hashes: [String: Int] {
        var result: [String: Int] = [:]
        for (password, count) in known { result[SHA1Digest(hashing: password).hexString] = count }
        return result
    }

    /// Seconds per attempt where the test is not about deadlines: far beyond any answer, because the
    /// test process runs synchronous tests on the concurrency pool's threads, which on a busy machine
    /// kept an async test from even starting its request for over a minute (the attempt expired
    /// unsent, and the retries that followed changed the request counts).
    static let patient: TimeInterval = 600

    static func fastRetry(_ attempts: Int = 3) -> RetryPolicy {
        RetryPolicy(maximumAttempts: attempts, baseDelay: .milliseconds(10), maximumDelay: .milliseconds(50))
    }

    @Test("Counts come back; only five hex digits and the padding header are sent")
    func kAnonymity() async throws {
        let server = try PwnedRangeServer(hashes: Self.hashes)
        let client = try PwnedPasswordsRangeClient(baseURL: server.baseURL, timeout: Self.patient, retry: Self.fastRetry())
        for (password, count) in Self.known {
            #expect(try await client.count(forPassword: password) == count)
        }
        #expect(try await client.count(forPassword: "not in the data at all 8c1f") == 0)
        // "password" again: the range is reused, not fetched twice. (Counts are compared before and
        // after rather than with a total: a test run that starves this process's threads can make an
        // attempt time out and be retried, which is the client working as designed.)
        let before = try server.requests().count
        #expect(try await client.count(forPassword: "password") == 9_659_365)
        let requests = try server.requests()
        #expect(requests.count == before)
        #expect(Set(requests.map(\.path)).count == Self.known.count + 1)
        for request in requests {
            #expect(request.path.wholeMatch(of: /\/range\/[0-9A-F]{5}/) != nil, "\(request.path)")
            #expect(request.headers["add-padding"] == "true")
            let logged = request.path + request.headers.map { "\($0.key): \($0.value)" }.joined()
            for password in Self.known.keys {
                let digest = SHA1Digest(hashing: password).hexString
                #expect(!logged.contains(password) && !logged.contains(digest.dropFirst(5)))
            }
        }
    }

    @Test("Upper- or lower-case suffixes, padding (count 0) never counts")
    func caseAndPadding() async throws {
        let server = try PwnedRangeServer(hashes: Self.hashes, faults: .init(lowercase: true))
        let client = try PwnedPasswordsRangeClient(baseURL: server.baseURL, timeout: Self.patient, retry: Self.fastRetry())
        let range = try await client.range(prefix: SHA1Digest(hashing: "password").rangePrefix)
        #expect(range.entries.count == 1)
        #expect(range.entries.allSatisfy { $0.count > 0 })
        #expect(range.count(of: SHA1Digest(hashing: "password")) == 9_659_365)
    }

    @Test("A prefetch asks each missing range once, several at a time; lookups then need no request")
    func prefetch() async throws {
        let server = try PwnedRangeServer(hashes: Self.hashes)
        let client = try PwnedPasswordsRangeClient(
            baseURL: server.baseURL, timeout: Self.patient, retry: Self.fastRetry(), maximumConcurrentRequests: 4)
        let passwords = (0..<150).map { "candidate-\($0)" } + Array(Self.known.keys) + ["password"]
        let digests = passwords.map { SHA1Digest(hashing: $0) }
        await client.prefetch(digests)
        let prefixes = Set(digests.map(\.rangePrefix))
        let fetched = try server.requests()
        #expect(Set(fetched.map(\.path)).count == prefixes.count)
        let lookup = client.makeLookup()
        for (password, digest) in zip(passwords, digests) {
            let expected: BreachLookup = Self.known[password].map { .breached(count: $0) } ?? .notBreached
            #expect(lookup.lookup(digest) == expected)
        }
        await client.prefetch(digests)
        #expect(try server.requests().count == fetched.count)
    }

    @Test("A prefetch's own fetches never evict the cached ranges it needs: a batch as large as the cache finds them all")
    func prefetchKeepsWhatItNeeds() async throws {
        let server = try PwnedRangeServer(hashes: Self.hashes)
        let client = try PwnedPasswordsRangeClient(
            baseURL: server.baseURL, timeout: Self.patient, retry: Self.fastRetry(), cacheCapacity: 8)
        // Eight passwords with eight distinct ranges, in two halves.
        var passwords: [String] = []
        var prefixes = Set<Int>()
        var index = 0
        while passwords.count < 8 {
            let candidate = "eviction-\(index)"
            index += 1
            if prefixes.insert(SHA1Digest(hashing: candidate).rangePrefix).inserted { passwords.append(candidate) }
        }
        let digests = passwords.map { SHA1Digest(hashing: $0) }
        await client.prefetch(Array(digests[0..<4]))
        // Four unrelated ranges fill the cache after them: the first four are now the oldest.
        await client.prefetch((0..<4).map { _ in SHA1Digest(hashing: UUID().uuidString) })
        // The second batch needs the first four (cached) and four new ones: fetching the new ones
        // must evict the unrelated ranges, not the ones this batch is about to look up.
        await client.prefetch(Array(digests[0..<4]) + Array(digests[4..<8]))
        let lookup = client.makeLookup()
        for digest in digests {
            #expect(lookup.lookup(digest) == .notBreached, "range \(SHA1Digest.prefixHex(digest.rangePrefix))")
        }
        // Each range of the eight was asked for once.
        let paths = try server.requests().map(\.path)
        for digest in digests {
            #expect(paths.filter { $0.hasSuffix(SHA1Digest.prefixHex(digest.rangePrefix)) }.count == 1)
        }
    }

    @Test("A synchronous lookup never waits on the network: a range not fetched is not-fetched, and nothing is sent")
    func unfetchedLookup() throws {
        let server = try PwnedRangeServer(hashes: Self.hashes)
        let client = try PwnedPasswordsRangeClient(baseURL: server.baseURL, timeout: Self.patient, retry: Self.fastRetry())
        guard case .unavailable(let error) = client.makeLookup().lookup(SHA1Digest(hashing: "password")) else {
            Issue.record("a verdict without a fetch")
            return
        }
        #expect(error.code == .notFetched && error.isServiceFailure)
        #expect(
            error.message(in: .english)
                == "The breached-password answer was not fetched: range 5BAA6 was not fetched before this synchronous check, which never waits on the network (prefetch the batch, or check asynchronously)"
        )
        #expect(
            error.message(in: .spanish)
                == "No se obtuvo la respuesta de contraseñas filtradas: el rango 5BAA6 no se obtuvo antes de esta comprobación síncrona, que nunca espera a la red (obtén antes el lote o comprueba de forma asíncrona)"
        )
        #expect(try server.requests().isEmpty)
    }

    @Test("503 twice, then an answer: retried, honouring Retry-After")
    func retries() async throws {
        let server = try PwnedRangeServer(hashes: Self.hashes, faults: .init(failFirst: 2, status: 503, retryAfter: "0"))
        let client = try PwnedPasswordsRangeClient(baseURL: server.baseURL, timeout: Self.patient, retry: Self.fastRetry())
        #expect(try await client.count(forPassword: "password") == 9_659_365)
        #expect(try server.requests().count == 3)

        let throttled = try PwnedRangeServer(hashes: Self.hashes, faults: .init(failFirst: 5, status: 429))
        let impatient = try PwnedPasswordsRangeClient(baseURL: throttled.baseURL, timeout: Self.patient, retry: Self.fastRetry())
        let error = await #expect(throws: BreachedPasswordError.self) {
            try await impatient.count(forPassword: "password")
        }
        #expect(error?.code == .serviceError)
        #expect(error?.message(in: .english).hasSuffix("range 5BAA6: HTTP 429 after 3 attempts") == true)
        #expect(try throttled.requests().count == 3)
    }

    @Test("Server down, too slow, or answering something else: a clear error, within the deadline")
    func failures() async throws {
        // A port nothing listens on: bind one, note it, close it.
        let closed = try PwnedRangeServer(hashes: [:])
        let closedURL = closed.baseURL
        closed.stop()
        let down = try PwnedPasswordsRangeClient(baseURL: closedURL, retry: Self.fastRetry(2))
        let secret = "Sup3r-secret-pw!"
        let digest = SHA1Digest(hashing: secret)
        let refused = await #expect(throws: BreachedPasswordError.self) { try await down.count(forPassword: secret) }
        #expect(refused?.code == .serviceUnreachable)
        let message = refused?.message(in: .english) ?? ""
        #expect(message.contains("range \(digest.rangePrefixHex): "))
        #expect(!message.contains(secret) && !message.contains(digest.suffixHex))

        let slow = try PwnedRangeServer(hashes: Self.hashes, faults: .init(stallSeconds: 900))
        let patient = try PwnedPasswordsRangeClient(baseURL: slow.baseURL, timeout: 1, retry: Self.fastRetry(2))
        let start = Date()
        let late = await #expect(throws: BreachedPasswordError.self) { try await patient.count(forPassword: "password") }
        #expect(late?.code == .serviceUnreachable)
        #expect(late?.message(in: .english).hasSuffix("range 5BAA6: timed out after 1 s") == true)
        // Two attempts of 1 s and a short backoff (about 2 s alone), never the server's 900 s stall; the
        // bound leaves room for a test run that keeps this process's two pool threads busy for minutes
        // (60 s was passed once, at 68 s, beside two builds).
        #expect(Date().timeIntervalSince(start) < 300)
        // The failed range is unavailable to lookups, not "not breached".
        #expect(patient.makeLookup().lookup(SHA1Digest(hashing: "password")) == .unavailable(late!))

        let garbage = try PwnedRangeServer(hashes: Self.hashes, faults: .init(garbage: true))
        let confused = try PwnedPasswordsRangeClient(baseURL: garbage.baseURL, timeout: Self.patient, retry: Self.fastRetry())
        let unreadable = await #expect(throws: BreachedPasswordError.self) {
            try await confused.count(forPassword: "password")
        }
        #expect(unreadable?.code == .invalidResponse)
        #expect(unreadable?.message(in: .english).hasSuffix("range 5BAA6, line 1 of the answer: not SUFFIX:COUNT") == true)
    }

    @Test("Only https, or http on loopback")
    func endpoints() throws {
        #expect(throws: Never.self) { try PwnedPasswordsRangeClient(baseURL: URL(string: "http://localhost:8080")!) }
        let plain = #expect(throws: BreachedPasswordError.self) {
            try PwnedPasswordsRangeClient(baseURL: URL(string: "http://api.pwnedpasswords.com")!)
        }
        #expect(plain?.code == .invalidURL)
        #expect(
            plain?.message(in: .english)
                == "Invalid Pwned Passwords address: http://api.pwnedpasswords.com: use https, or http only for a loopback address"
        )
        let relative = #expect(throws: BreachedPasswordError.self) {
            try PwnedPasswordsRangeClient(baseURL: URL(string: "ftp://example.com")!)
        }
        #expect(relative?.code == .invalidURL)
    }
}
