// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request, as the client sends it.
public struct HTTPRequest: Sendable {
    public var url: URL
    public var method: String
    public var headers: [String: String]
    public var body: Data?
    /// Seconds the whole exchange may take, from connecting to the answer's last byte.
    public var timeout: TimeInterval
    /// The largest answer body read; a larger one ends the exchange with
    /// ``HTTPTransportError/Code/responseTooLarge``.
    public var maximumResponseBytes: Int

    /// 1 MiB: a hundred times the largest answer Cognito, a JWKS endpoint or the range API sends.
    public static let defaultMaximumResponseBytes = 1 << 20

    public init(
        url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval = 5,
        maximumResponseBytes: Int = defaultMaximumResponseBytes
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
    }
}

/// One HTTP response.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The wait a throttling or server-error answer asks for in `Retry-After`, when it gives whole
    /// seconds (negative values count as none).
    package var retryAfter: Duration? {
        headers["retry-after"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { .seconds(max(0, $0)) }
    }
}

/// Sends HTTP requests. The client talks to the network only through this, so tests and embedders
/// can substitute their own (a different HTTP stack, a proxy, a recorder).
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    /// - Parameter request: the request.
    /// - Returns: the response.
    /// - Throws: when no response arrives (connection refused, timeout, TLS failure); an
    ///   ``HTTPTransportError`` says whether the request may have reached the server.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The transport the client, the JWKS cache and the range client use unless given another:
/// ``CurlTransport`` on Linux with the `Curl` trait (the default), ``URLSessionTransport``
/// everywhere else (Apple platforms, the portable configuration).
///
/// One type on every platform, so code that names it builds everywhere; what it wraps is decided
/// when it is created.
public struct PlatformHTTPTransport: HTTPTransport {
    private let base: any HTTPTransport

    /// Creates the platform's transport, with its own connections.
    public init() {
        #if canImport(CCurl)
            // Debug builds under `make test`'s second pass run the portable configuration's transport.
            base = PortableEngines.forced ? URLSessionTransport() : CurlTransport()
        #else
            base = URLSessionTransport()
        #endif
    }

    /// The transport underneath: ``CurlTransport`` or ``URLSessionTransport``.
    public var underlying: any HTTPTransport { base }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await base.send(request)
    }
}
