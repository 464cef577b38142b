// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitNetwork
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Have I Been Pwned's Pwned Passwords range API, with k-anonymity: only the first five hex digits of
/// a password's SHA-1 leave the machine (`GET /range/5BAA6`), and the answer lists every breached
/// suffix in that range with its count.
///
/// Every request sends `Add-Padding: true`, so the answer's size does not reveal the range; padding
/// entries (count 0) are ignored. A range fetched once is kept (up to ``cacheCapacity`` ranges, the
/// least recently prefetched dropped first) and reused. Throttling (429) and server errors (5xx) are
/// retried with backoff, honouring `Retry-After`; each attempt has its own deadline, enforced here
/// rather than trusted to the HTTP stack.
///
/// As a `BreachedPasswordSource` it answers synchronously, and only from what ``prefetch(_:)``
/// fetched: a pipeline prefetches a batch of passwords (several requests in flight, bounded by
/// ``maximumConcurrentRequests``), then judges them. It never waits on the network in a synchronous
/// call: a lookup whose range was not fetched answers `BreachLookup.unavailable(_:)` with the code
/// `not-fetched` (`PasswordChecker.checkAfterFetching` prefetches first; so does
/// `PasswordFieldChecker.breachedStatus`). ``count(forPassword:)`` asks the service directly.
public final class PwnedPasswordsRangeClient: PrefetchingBreachedPasswordSource, @unchecked Sendable {
    /// `https://api.pwnedpasswords.com`.
    public static let officialBaseURL = URL(string: "https://api.pwnedpasswords.com")!
    /// A range answer larger than this is refused (real ones are 20–40 KiB).
    public static let maximumAnswerBytes = 1 << 20

    /// The service's base URL; requests go to `baseURL/range/XXXXX`.
    public let baseURL: URL
    /// Seconds each attempt may take.
    public let timeout: TimeInterval
    /// Retries for throttling, server errors and lost connections.
    public let retry: RetryPolicy
    /// Requests a prefetch keeps in flight at most.
    public let maximumConcurrentRequests: Int
    /// Ranges kept at most (about 30 KiB each in memory).
    public let cacheCapacity: Int
    private let transport: any HTTPTransport
    // Guarded by `lock`: ranges by prefix with the stamp of their last use by a prefetch, and the
    // order of those uses for eviction (least recently prefetched first; an entry whose stamp is
    // no longer its range's is stale and skipped).
    private let lock = NSLock()
    private var ranges: [Int: (fetched: Fetched, stamp: Int)] = [:]
    private var order: [(prefix: Int, stamp: Int)] = []
    private var orderStart = 0
    private var nextStamp = 0

    /// A client.
    /// - Parameters:
    ///   - baseURL: the service (`https`, or `http` only on a loopback address).
    ///   - transport: how requests are sent.
    ///   - timeout: seconds per attempt.
    ///   - retry: the retry policy (three attempts by default).
    ///   - maximumConcurrentRequests: requests in flight during a prefetch.
    ///   - cacheCapacity: ranges kept.
    /// - Throws: `BreachedPasswordError` (`invalid-url`) for a URL that is not allowed.
    public init(
        baseURL: URL = officialBaseURL, transport: any HTTPTransport = PlatformHTTPTransport(), timeout: TimeInterval = 10,
        retry: RetryPolicy = .standard, maximumConcurrentRequests: Int = 8, cacheCapacity: Int = 4_096
    ) throws(BreachedPasswordError) {
        guard let scheme = baseURL.scheme?.lowercased(), scheme == "https" || scheme == "http", baseURL.host != nil else {
            throw BreachedPasswordError(
                .invalidURL, .breachedReasonURL, ["url": baseURL.absoluteString],
                problem: LocalizedText(key: .breachedProblemURLForm))
        }
        guard EndpointPolicy.allows(baseURL) else {
            throw BreachedPasswordError(
                .invalidURL, .breachedReasonURL, ["url": baseURL.absoluteString],
                problem: LocalizedText(key: .breachedProblemScheme))
        }
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
        self.retry = retry
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        self.cacheCapacity = max(1, cacheCapacity)
    }

    public var minimumCount: Int { 1 }
    public var knowsCounts: Bool { true }

    public func makeLookup() -> any BreachedPasswordLookup { Lookup(client: self) }

    // MARK: - Asking

    /// How many times a password appears in Pwned Passwords (0: not at all).
    /// - Parameter password: the password; only the first five hex digits of its SHA-1 are sent.
    /// - Returns: the count.
    /// - Throws: `BreachedPasswordError` when the service cannot answer.
    public func count(forPassword password: String) async throws(BreachedPasswordError) -> Int {
        let digest = SHA1Digest(hashing: password)
        return try await range(prefix: digest.rangePrefix).count(of: digest)
    }

    /// One range, from the cache or the service.
    /// - Parameter prefix: the range's first 20 bits (0 to 0xFFFFF).
    /// - Returns: the range's entries.
    /// - Throws: `BreachedPasswordError` when the service cannot answer.
    public func range(prefix: Int) async throws(BreachedPasswordError) -> PwnedRange {
        if case .range(let range)? = cached(prefix) { return range }
        let fetched = await fetch(prefix: prefix)
        store(prefix, fetched)
        switch fetched {
        case .range(let range): return range
        case .failure(let error): throw error
        }
    }

    /// Fetches the ranges of `digests` that are not cached, several at a time, so that lookups for
    /// them answer without waiting. A range that cannot be fetched is remembered as failed until the
    /// next prefetch (its lookups answer `BreachLookup/unavailable(_:)`).
    /// - Parameter digests: the SHA-1s about to be looked up.
    public func prefetch(_ digests: [SHA1Digest]) async {
        let missing = missingPrefixes(digests)
        guard !missing.isEmpty else { return }
        await withTaskGroup(of: (Int, Fetched).self) { group in
            var next = 0
            while next < missing.count && next < maximumConcurrentRequests {
                let prefix = missing[next]
                group.addTask { (prefix, await self.fetch(prefix: prefix)) }
                next += 1
            }
            while let (prefix, fetched) = await group.next() {
                store(prefix, fetched)
                if next < missing.count {
                    let prefix = missing[next]
                    group.addTask { (prefix, await self.fetch(prefix: prefix)) }
                    next += 1
                }
            }
        }
    }

    /// The distinct prefixes of `digests` without a cached range (a failed one is tried again).
    /// The cached ones are marked as just used, so that this prefetch's own fetches do not evict
    /// them: a batch of at most ``cacheCapacity`` distinct ranges finds them all when it is judged.
    private func missingPrefixes(_ digests: [SHA1Digest]) -> [Int] {
        var missing: [Int] = []
        var seen = Set<Int>()
        lock.lock()
        defer { lock.unlock() }
        for digest in digests where seen.insert(digest.rangePrefix).inserted {
            switch ranges[digest.rangePrefix]?.fetched {
            case .range?: touch(digest.rangePrefix)
            case .failure?, nil: missing.append(digest.rangePrefix)
            }
        }
        return missing
    }

    /// What the cache knows of a range.
    func cached(_ prefix: Int) -> Fetched? {
        lock.lock()
        defer { lock.unlock() }
        return ranges[prefix]?.fetched
    }

    private func store(_ prefix: Int, _ fetched: Fetched) {
        lock.lock()
        defer { lock.unlock() }
        ranges[prefix] = (fetched, nextStamp)
        order.append((prefix, nextStamp))
        nextStamp += 1
        evict()
    }

    /// Marks a cached range as just used (with the lock held).
    private func touch(_ prefix: Int) {
        ranges[prefix]?.stamp = nextStamp
        order.append((prefix, nextStamp))
        nextStamp += 1
        evict()
    }

    /// Drops the least recently used ranges over ``cacheCapacity`` and the order's stale entries
    /// (with the lock held).
    private func evict() {
        while ranges.count > cacheCapacity && orderStart < order.count {
            let (prefix, stamp) = order[orderStart]
            if ranges[prefix]?.stamp == stamp { ranges[prefix] = nil }
            orderStart += 1
        }
        if order.count - orderStart > 2 * cacheCapacity + 4_096 {
            // Mostly stale entries (ranges used again): keep the live ones, in order.
            order = order[orderStart...].filter { ranges[$0.prefix]?.stamp == $0.stamp }
            orderStart = 0
        } else if orderStart > 4_096 && orderStart * 2 > order.count {
            order.removeFirst(orderStart)
            orderStart = 0
        }
    }

    // MARK: - Fetching

    enum Fetched: Sendable {
        case range(PwnedRange)
        case failure(BreachedPasswordError)
    }

    private func fetch(prefix: Int) async -> Fetched {
        let prefixHex = SHA1Digest.prefixHex(prefix)
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let request = HTTPRequest(
            url: URL(string: base + "/range/" + prefixHex)!, method: "GET",
            headers: ["Add-Padding": "true", "User-Agent": "credkit/\(CredKitVersion.current)", "Accept": "text/plain"],
            timeout: timeout,
            maximumResponseBytes: Self.maximumAnswerBytes)
        // A server's Retry-After is honoured up to 30 s.
        let result = await retry.perform(capping: .seconds(30)) {
            attempt -> RetryPolicy.AttemptOutcome<Fetched, BreachedPasswordError> in
            switch await attemptFetch(request, prefix: prefix, prefixHex: prefixHex, attempt: attempt) {
            case .done(let fetched): .success(fetched)
            case .retry(let failure, let after): .failure(failure, retryable: true, after: after)
            }
        }
        switch result {
        case .success(let fetched): return fetched
        case .failure(let failure): return .failure(failure)
        }
    }

    private enum Attempt {
        case done(Fetched)
        case retry(BreachedPasswordError, after: Duration?)
    }

    private func attemptFetch(_ request: HTTPRequest, prefix: Int, prefixHex: String, attempt: Int) async -> Attempt {
        let response: HTTPResponse
        do {
            response = try await Deadline.run(seconds: timeout) { [transport] in try await transport.send(request) }
        } catch let failure as HTTPTransportError where failure.code == .responseTooLarge {
            return .done(
                .failure(
                    BreachedPasswordError(
                        .invalidResponse, .breachedReasonAnswerSize,
                        ["prefix": prefixHex, "limit": String(Self.maximumAnswerBytes)])))
        } catch {
            // The deadline and the transport's own timeout are the same length: whichever fires
            // first, the reason is the same.
            let timedOut =
                error is Deadline.Expired || (error as? HTTPTransportError)?.code == .timedOut
            let reason =
                timedOut
                ? "timed out after \(Int(timeout)) s"
                : (error as? HTTPTransportError)?.message(in: .english)
                    ?? HTTPTransportError.detail(describing: error)
            return .retry(
                BreachedPasswordError(.serviceUnreachable, .breachedReasonTransport, ["prefix": prefixHex, "reason": reason]),
                after: nil)
        }
        switch response.status {
        case 200:
            guard response.body.count <= Self.maximumAnswerBytes else {
                return .done(
                    .failure(
                        BreachedPasswordError(
                            .invalidResponse, .breachedReasonAnswerSize,
                            ["prefix": prefixHex, "limit": String(Self.maximumAnswerBytes)])))
            }
            do {
                return .done(.range(try PwnedRange(parsing: response.body, prefix: prefix)))
            } catch {
                return .done(.failure(error))
            }
        case 429, 500...599:
            let failure = BreachedPasswordError(
                .serviceError, .breachedReasonStatus,
                ["prefix": prefixHex, "status": String(response.status), "attempts": String(attempt)])
            return .retry(failure, after: response.retryAfter)
        default:
            return .done(
                .failure(
                    BreachedPasswordError(
                        .serviceError, .breachedReasonStatus,
                        ["prefix": prefixHex, "status": String(response.status), "attempts": String(attempt)])))
        }
    }

    /// One thread's lookups: answers from the cache; a range not fetched is unavailable (never fetched
    /// here: a synchronous call does not wait on the network).
    final class Lookup: BreachedPasswordLookup {
        private let client: PwnedPasswordsRangeClient

        init(client: PwnedPasswordsRangeClient) {
            self.client = client
        }

        func lookup(_ digest: SHA1Digest) -> BreachLookup {
            switch client.cached(digest.rangePrefix) {
            case .range(let range)?:
                let count = range.count(of: digest)
                return count > 0 ? .breached(count: count) : .notBreached
            case .failure(let error)?:
                return .unavailable(error)
            case nil:
                return .unavailable(
                    BreachedPasswordError(
                        .notFetched, .breachedReasonNotFetched, ["prefix": SHA1Digest.prefixHex(digest.rangePrefix)]))
            }
        }
    }
}
