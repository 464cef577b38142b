// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitNetwork
import Foundation

/// JWKS documents fetched over HTTP(S) and kept in memory, shared by every verification in the
/// process — the one piece of shared mutable state, hence an actor.
///
/// As aws-jwt-verify does: a set is fetched on first use and kept without expiry; it is fetched
/// again only when a token names a `kid` the set lacks (key rotation), and then at most once per
/// ``minimumRefetchInterval`` per URL, so a stream of tokens with made-up `kid`s cannot turn the
/// verifier into a traffic generator. Concurrent fetches of one URL share one request. A copy from
/// the disk cache is used only while younger than ``diskMaximumAge``: a key the issuer removed must
/// not stay trusted across runs for ever, so an older copy is fetched again, and if that fails the
/// set is unavailable — a stale set is never used silently.
public actor JWKSCache {
    /// The shortest time between two fetches of one URL caused by unknown `kid`s.
    public static let minimumRefetchInterval: TimeInterval = 10
    /// The default ``diskMaximumAge``: one hour.
    public static let defaultDiskMaximumAge: TimeInterval = 3600

    /// How old a disk copy may be and still be used.
    public let diskMaximumAge: TimeInterval

    private struct Entry {
        var keys: JSONWebKeySet
        var document: [UInt8]
        var fetched: Date
    }

    private let transport: any HTTPTransport
    private let timeout: TimeInterval
    private let diskCache: JWKSDiskCache?
    private let now: @Sendable () -> Date
    private var entries: [URL: Entry] = [:]
    private var inFlight: [URL: Task<Entry, any Error>] = [:]
    /// When a load balancer's key server last said it had no key for a `kid`, per key base URL.
    private var lastMiss: [URL: Date] = [:]
    /// The `jwks_uri` each issuer's discovery document named, and the discoveries under way.
    private var discovered: [String: URL] = [:]
    private var discovering: [String: Task<URL, any Error>] = [:]

    /// What a URL serves: a JWKS, or one load balancer key in PEM under its `kid`.
    private enum Format: Sendable {
        case jwks
        case pem(keyID: String)

        func keys(_ document: [UInt8]) throws(JWTError) -> JSONWebKeySet {
            switch self {
            case .jwks: return try JSONWebKeySet(json: document)
            case .pem(let keyID):
                guard let text = String(validating: document, as: UTF8.self) else {
                    throw JWTError(.invalidJWK, .jwtReasonALBKey, ["kid": keyID])
                }
                return JSONWebKeySet(keys: [try JSONWebKey(pem: text, keyID: keyID)])
            }
        }
    }

    /// Creates a cache.
    /// - Parameters:
    ///   - transport: how documents are fetched.
    ///   - timeout: seconds before a fetch is abandoned.
    ///   - diskCache: where documents persist between processes (the CLI's), or `nil`.
    ///   - diskMaximumAge: seconds a disk copy stays usable (default one hour); an older one is fetched again.
    ///   - now: the clock used for the refetch interval and the disk copy's age.
    public init(
        transport: any HTTPTransport = PlatformHTTPTransport(), timeout: TimeInterval = 5, diskCache: JWKSDiskCache? = nil,
        diskMaximumAge: TimeInterval = JWKSCache.defaultDiskMaximumAge, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.transport = transport
        self.timeout = timeout
        self.diskCache = diskCache
        self.diskMaximumAge = diskMaximumAge
        self.now = now
    }

    /// The key `token` names, from the set at `url`, fetching or refetching as described above.
    /// - Parameters:
    ///   - token: the decoded token.
    ///   - url: the JWKS URL.
    /// - Returns: the key.
    /// - Throws: `JWTError` — `unknown-kid`, or `jwks-unavailable` when the document cannot be had.
    public func key(for token: JSONWebToken, at url: URL) async throws(JWTError) -> JSONWebKey {
        guard let keyID = token.header.keyID else { throw JWTError(.unknownKID, .jwtReasonNoKID) }
        var entry = try await self.entry(for: url)
        if let key = entry.keys.key(withID: keyID) { return key }
        let age = now().timeIntervalSince(entry.fetched)
        guard age >= Self.minimumRefetchInterval else {
            throw JWTError(
                .unknownKID, .jwtReasonJWKSWait,
                [
                    "kid": keyID, "url": url.absoluteString, "seconds": String(Int(Self.minimumRefetchInterval)),
                ])
        }
        entry = try await fetch(url)
        if let key = entry.keys.key(withID: keyID) { return key }
        throw JWTError(.unknownKID, .jwtReasonKIDNotFound, ["kid": keyID])
    }

    /// The set at `url`: from memory, else from the disk cache, else fetched.
    /// - Parameter url: the JWKS URL.
    /// - Returns: the set.
    /// - Throws: `JWTError` with code `jwks-unavailable`.
    public func keySet(at url: URL) async throws(JWTError) -> JSONWebKeySet {
        try await entry(for: url).keys
    }

    /// The key a load balancer published for `keyID` at `url` (`BASE/KID`, a PEM P-256 key): from
    /// memory, else the disk cache (within ``diskMaximumAge``), else fetched. A key is never
    /// refetched once had (each `kid` has its own URL); an unknown `kid` (404 or 403) is looked up at
    /// most once per ``minimumRefetchInterval`` per key server, so made-up `kid`s cannot turn the
    /// verifier into a traffic generator.
    /// - Throws: `JWTError` — `unknown-kid` when no key is published for it, `invalid-jwk` when the
    ///   answer is not a P-256 key, `jwks-unavailable` when the server cannot be reached.
    public func albKey(at url: URL, keyID: String) async throws(JWTError) -> JSONWebKey {
        let base = url.deletingLastPathComponent()
        if entries[url] == nil, let missed = lastMiss[base], now().timeIntervalSince(missed) < Self.minimumRefetchInterval,
            diskCache?.read(url) == nil
        {
            throw JWTError(
                .unknownKID, .jwtReasonALBWait,
                ["kid": keyID, "url": base.absoluteString, "seconds": String(Int(Self.minimumRefetchInterval))])
        }
        let found: Entry
        do {
            found = try await entry(for: url, format: .pem(keyID: keyID))
        } catch {
            if error.code == .unknownKID { lastMiss[base] = now() }
            throw error
        }
        guard let key = found.keys.key(withID: keyID) else { throw JWTError(.unknownKID, .jwtReasonKIDNotFound, ["kid": keyID]) }
        return key
    }

    /// The largest discovery document read.
    public static let maximumDiscoveryLength = 65_536

    /// The JWKS URL an OpenID issuer publishes: its discovery document
    /// (`ISSUER/.well-known/openid-configuration`, OpenID Connect Discovery 1.0 §4) read once per
    /// process (and from the disk cache within ``diskMaximumAge``), its `jwks_uri` believed only
    /// when its `issuer` is exactly `issuer` (RFC 8414 §3.3, OpenID Connect Discovery §4.3) — a
    /// document that names another issuer, or no `jwks_uri`, is refused, as is a `jwks_uri` that is
    /// neither `https` nor `http` on a loopback address.
    /// - Parameter issuer: the issuer, exactly as its tokens' `iss` writes it.
    /// - Returns: its `jwks_uri`.
    /// - Throws: `JWTError` with code `jwks-unavailable`, the reason naming the document's URL.
    public func jwksURL(discoveredFor issuer: String) async throws(JWTError) -> URL {
        if let known = discovered[issuer] { return known }
        let base = issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer
        guard let issuerURL = URL(string: issuer), issuerURL.host != nil, issuerURL.query == nil,
            issuerURL.fragment == nil, EndpointPolicy.allows(issuerURL),
            let url = URL(string: base + "/.well-known/openid-configuration")
        else {
            throw JWTError(.jwksUnavailable, .jwtReasonInsecureJWKSURL, ["url": issuer])
        }
        if let cached = diskCache?.read(url) {
            let age = now().timeIntervalSince(cached.written)
            if age <= diskMaximumAge && age >= -60, let jwks = try? Self.jwksURL(in: cached.bytes, issuer: issuer, at: url) {
                discovered[issuer] = jwks
                return jwks
            }
        }
        let task: Task<URL, any Error>
        if let running = discovering[issuer] {
            task = running
        } else {
            let transport = self.transport
            let timeout = self.timeout
            let request = HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: timeout)
            let diskCache = self.diskCache
            task = Task {
                let response = try await Self.send(request, over: transport, timeout: timeout)
                guard response.status == 200 else {
                    throw JWTError(
                        .jwksUnavailable, .jwtReasonJWKSStatus, ["url": url.absoluteString, "status": String(response.status)])
                }
                let document = Array(response.body)
                let jwks = try Self.jwksURL(in: document, issuer: issuer, at: url)
                // A failed cache write only costs a fetch next time.
                try? diskCache?.write(document, for: url)
                return jwks
            }
            discovering[issuer] = task
        }
        defer { discovering[issuer] = nil }
        do {
            let jwks = try await task.value
            discovered[issuer] = jwks
            return jwks
        } catch let error as JWTError {
            throw error
        } catch {
            throw Self.networkError(error, url: url, timeout: timeout)
        }
    }

    /// The `jwks_uri` of a discovery document whose `issuer` is `issuer`.
    private static func jwksURL(in document: [UInt8], issuer: String, at url: URL) throws(JWTError) -> URL {
        let place = ["url": url.absoluteString]
        guard document.count <= maximumDiscoveryLength else {
            throw JWTError(
                .jwksUnavailable, .jwtReasonDiscoveryTooLarge,
                ["url": url.absoluteString, "limit": String(maximumDiscoveryLength)])
        }
        let parsed = document.withUnsafeBufferPointer { bytes in
            Result { () throws(JSONValue.ParseError) in try JSONValue(parsing: bytes) }
        }
        guard case .success(.object(let object)) = parsed else {
            throw JWTError(.jwksUnavailable, .jwtReasonDiscoveryNotObject, place)
        }
        guard let named = object["issuer"]?.stringValue, named == issuer else {
            throw JWTError(
                .jwksUnavailable, .jwtReasonDiscoveryIssuer,
                [
                    "url": url.absoluteString, "issuer": JSONValue.string(issuer).jsonText,
                    "found": object["issuer"].map { JWTClaimAssertion.shownValue($0) } ?? "—",
                ])
        }
        guard let text = object["jwks_uri"]?.stringValue else {
            throw JWTError(.jwksUnavailable, .jwtReasonDiscoveryNoJWKS, place)
        }
        guard let jwks = URL(string: text), jwks.host != nil, EndpointPolicy.allows(jwks) else {
            throw JWTError(.jwksUnavailable, .jwtReasonInsecureJWKSURL, ["url": text])
        }
        return jwks
    }

    private func entry(for url: URL, format: Format = .jwks) async throws(JWTError) -> Entry {
        if let entry = entries[url] { return entry }
        if let cached = diskCache?.read(url), let keys = try? format.keys(cached.bytes) {
            // A copy from the future (a clock set back, a touched file) is no fresher than an old one.
            let age = now().timeIntervalSince(cached.written)
            guard age > diskMaximumAge || age < -60 else {
                let entry = Entry(keys: keys, document: cached.bytes, fetched: cached.written)
                entries[url] = entry
                return entry
            }
            do {
                return try await fetch(url, format: format)
            } catch {
                var stale = JWTError(
                    .jwksUnavailable, .jwtReasonJWKSStale, ["url": url.absoluteString, "seconds": String(Int(diskMaximumAge))])
                stale.causes = [error]
                throw stale
            }
        }
        return try await fetch(url, format: format)
    }

    private func fetch(_ url: URL, format: Format = .jwks) async throws(JWTError) -> Entry {
        let task: Task<Entry, any Error>
        if let running = inFlight[url] {
            task = running
        } else {
            let transport = self.transport
            let accept: String
            switch format {
            case .jwks: accept = "application/json"
            case .pem: accept = "application/x-pem-file, text/plain, */*"
            }
            let request = HTTPRequest(url: url, headers: ["Accept": accept], timeout: timeout)
            let clock = now
            let timeout = self.timeout
            task = Task {
                let response = try await Self.send(request, over: transport, timeout: timeout)
                if case .pem(let keyID) = format, response.status == 404 || response.status == 403 {
                    throw JWTError(
                        .unknownKID, .jwtReasonALBKeyMissing,
                        ["kid": keyID, "url": url.absoluteString, "status": String(response.status)])
                }
                guard response.status == 200 else {
                    throw JWTError(
                        .jwksUnavailable, .jwtReasonJWKSStatus, ["url": url.absoluteString, "status": String(response.status)])
                }
                let document = Array(response.body)
                return Entry(keys: try format.keys(document), document: document, fetched: clock())
            }
            inFlight[url] = task
        }
        defer { inFlight[url] = nil }
        do {
            let entry = try await task.value
            entries[url] = entry
            // A failed cache write only costs a fetch next time.
            try? diskCache?.write(entry.document, for: url)
            return entry
        } catch let error as JWTError {
            throw error
        } catch {
            throw Self.networkError(error, url: url, timeout: timeout)
        }
    }

    /// Sends `request`, a failure to get any answer named as the key set's unavailability.
    private static func send(_ request: HTTPRequest, over transport: any HTTPTransport, timeout: TimeInterval)
        async throws(JWTError) -> HTTPResponse
    {
        do {
            return try await transport.send(request)
        } catch {
            throw networkError(error, url: request.url, timeout: timeout)
        }
    }

    private static func networkError(_ error: any Error, url: URL, timeout: TimeInterval) -> JWTError {
        let arguments = ["url": url.absoluteString, "seconds": String(Int(timeout.rounded(.up)))]
        if let failure = error as? HTTPTransportError {
            switch failure.code {
            case .timedOut: return JWTError(.jwksUnavailable, .jwtReasonJWKSTimedOut, arguments)
            case .responseTooLarge:
                return JWTError(.jwksUnavailable, .jwtReasonJWKSTooLarge, ["url": url.absoluteString, "limit": failure.detail])
            default:  // .connectionFailed, .connectionLost
                if let code = failure.urlErrorCode { return networkError(URLError(code), url: url, timeout: timeout) }
                return JWTError(.jwksUnavailable, .jwtReasonJWKSNetwork, arguments.merging(["code": "?"]) { $1 })
            }
        }
        guard let urlError = error as? URLError else {
            return JWTError(.jwksUnavailable, .jwtReasonJWKSNetwork, arguments.merging(["code": "?"]) { $1 })
        }
        switch urlError.code {
        case .timedOut: return JWTError(.jwksUnavailable, .jwtReasonJWKSTimedOut, arguments)
        case .cannotConnectToHost: return JWTError(.jwksUnavailable, .jwtReasonJWKSRefused, arguments)
        case .cannotFindHost, .dnsLookupFailed: return JWTError(.jwksUnavailable, .jwtReasonJWKSHost, arguments)
        default:
            return JWTError(
                .jwksUnavailable, .jwtReasonJWKSNetwork, arguments.merging(["code": String(urlError.code.rawValue)]) { $1 })
        }
    }
}
