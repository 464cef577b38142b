// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``HTTPTransport`` over `URLSession`, with no caching and no cookies, and with the request's
/// deadline and body limit enforced here rather than left to the stack.
///
/// On Linux, swift-corelibs-foundation's `URLSession` (libcurl underneath) neither applies
/// `timeoutInterval` to a server that accepts the request and then stalls or drips its answer
/// (it waited its own 60 s default, three times over with retries) nor bounds the body it collects
/// (a 300 MB answer was read whole). Here a timer on a Dispatch queue ends the exchange at
/// ``HTTPRequest/timeout`` whatever the stack is doing, and the body is collected chunk by chunk
/// through the session's delegate and abandoned past ``HTTPRequest/maximumResponseBytes``.
public struct URLSessionTransport: HTTPTransport {
    private let core: URLSessionTransportCore

    /// Creates a transport with its own ephemeral session.
    public init() {
        core = URLSessionTransportCore()
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await core.send(request)
    }
}

/// The session and its delegate; invalidates the session when the transport goes away.
final class URLSessionTransportCore: Sendable {
    /// For `https` to other hosts: the system's (or, on Linux, the environment's) proxy settings.
    private let session: URLSession
    /// For plain `http` and loopback requests: no proxy at all (``EndpointPolicy/bypassesProxy(_:)``).
    private let directSession: URLSession
    /// Each session's own delegate: task identifiers are unique only within a session.
    private let collector = ExchangeCollector()
    private let directCollector = ExchangeCollector()

    init() {
        _ = Self.loopbackExcludedFromProxies
        session = URLSession(configuration: Self.configuration(direct: false), delegate: collector, delegateQueue: nil)
        directSession = URLSession(
            configuration: Self.configuration(direct: true), delegate: directCollector, delegateQueue: nil)
    }

    /// On Linux, swift-corelibs-foundation stores `connectionProxyDictionary` but never applies it:
    /// its libcurl reads `http_proxy`, `HTTPS_PROXY`, `ALL_PROXY` and `NO_PROXY` from the environment
    /// for every transfer. So loopback is added to `NO_PROXY` and `no_proxy` once, before the first
    /// session exists (the user's own entries are kept), and only when a proxy variable is set at
    /// all: the environment is process-wide, and changing it while other threads read it is a race,
    /// so a process without proxies is never touched (the Linux default, the `Curl` trait's
    /// transport, needs none of this). Plain `http` goes only to loopback
    /// (``EndpointPolicy/allows(_:)``), so this covers every request that must not be proxied.
    static let loopbackExcludedFromProxies: Bool = {
        #if canImport(Darwin)
            return true
        #else
            let environment = ProcessInfo.processInfo.environment
            let proxies = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
            guard proxies.contains(where: { !(environment[$0] ?? "").isEmpty }) else { return true }
            let loopback = "localhost,127.0.0.0/8,::1"
            for name in ["no_proxy", "NO_PROXY"] {
                let current = environment[name] ?? ""
                setenv(name, current.isEmpty ? loopback : current + "," + loopback, 1)
            }
            return true
        #endif
    }()

    private static func configuration(direct: Bool) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        if direct { configuration.connectionProxyDictionary = [:] }
        return configuration
    }

    deinit {
        session.invalidateAndCancel()
        directSession.invalidateAndCancel()
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        let direct = EndpointPolicy.bypassesProxy(request.url)
        let task = (direct ? directSession : session).dataTask(with: urlRequest)
        let collector = direct ? directCollector : collector
        let identifier = task.taskIdentifier
        let seconds = request.timeout
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                collector.register(
                    identifier, limit: request.maximumResponseBytes, seconds: Self.seconds(seconds), continuation: continuation)
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    let error = HTTPTransportError(.timedOut, detail: Self.seconds(seconds))
                    if collector.finish(identifier, with: .failure(error)) { task.cancel() }
                }
                task.resume()
            }
        } onCancel: {
            if collector.finish(identifier, with: .failure(CancellationError())) { task.cancel() }
        }
    }

    /// `3` or `2.5`.
    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

/// Collects each task's answer for the task's waiting caller: the first of the answer, an error,
/// the deadline or the body limit finishes the exchange; whatever comes later is ignored.
final class ExchangeCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Guarded by `lock`; the session's delegate queue and the deadline timers call in.
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    private struct Exchange {
        var continuation: CheckedContinuation<HTTPResponse, any Error>
        var limit: Int
        var seconds: String
        var response: HTTPURLResponse?
        var body = Data()
    }

    func register(
        _ identifier: Int, limit: Int, seconds: String, continuation: CheckedContinuation<HTTPResponse, any Error>
    ) {
        lock.lock()
        exchanges[identifier] = Exchange(continuation: continuation, limit: limit, seconds: seconds)
        lock.unlock()
    }

    /// Ends an exchange once; whether this call ended it.
    @discardableResult
    func finish(_ identifier: Int, with result: Result<HTTPResponse, any Error>) -> Bool {
        lock.lock()
        let exchange = exchanges.removeValue(forKey: identifier)
        lock.unlock()
        guard let exchange else { return false }
        exchange.continuation.resume(with: result)
        return true
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let identifier = dataTask.taskIdentifier
        lock.lock()
        exchanges[identifier]?.response = response as? HTTPURLResponse
        let limit = exchanges[identifier]?.limit ?? 0
        lock.unlock()
        if response.expectedContentLength > Int64(limit) {
            // A declared length over the limit: not one byte of the body is read.
            finish(identifier, with: .failure(HTTPTransportError(.responseTooLarge, detail: String(limit))))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    /// Redirects are followed only for a `GET` and only to `https` (a key set or a range that
    /// moved). A `POST` carries a password or a token: its redirect is not followed, and the
    /// caller gets the 3xx answer, so the body never goes anywhere but where it was sent.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let isGet = (task.originalRequest?.httpMethod ?? "GET").uppercased() == "GET"
        completionHandler(isGet && request.url?.scheme?.lowercased() == "https" ? request : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        lock.lock()
        guard var exchange = exchanges[identifier] else {
            lock.unlock()
            return
        }
        let tooLarge = exchange.body.count + data.count > exchange.limit
        if !tooLarge {
            exchange.body.append(data)
            exchanges[identifier] = exchange
        }
        lock.unlock()
        if tooLarge,
            finish(identifier, with: .failure(HTTPTransportError(.responseTooLarge, detail: String(exchange.limit))))
        {
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let identifier = task.taskIdentifier
        lock.lock()
        let exchange = exchanges[identifier]
        lock.unlock()
        guard let exchange else { return }
        if let error {
            finish(identifier, with: .failure(Self.transportError(error, seconds: exchange.seconds)))
            return
        }
        guard let http = exchange.response ?? (task.response as? HTTPURLResponse) else {
            finish(identifier, with: .failure(HTTPTransportError(.connectionLost, detail: "no HTTP response")))
            return
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        finish(identifier, with: .success(HTTPResponse(status: http.statusCode, headers: headers, body: exchange.body)))
    }

    /// The stack's error as an ``HTTPTransportError``: no connection made, or lost on the way.
    static func transportError(_ error: any Error, seconds: String) -> HTTPTransportError {
        let nsError = error as NSError
        let detail =
            (nsError.userInfo[NSLocalizedDescriptionKey] as? String).flatMap { $0.isEmpty ? nil : $0 }
            ?? "URL error \(nsError.code)"
        let code = (error as? URLError)?.code
        switch code {
        case .cannotConnectToHost?, .cannotFindHost?, .dnsLookupFailed?, .notConnectedToInternet?:
            return HTTPTransportError(.connectionFailed, detail: detail, urlErrorCode: code)
        case .timedOut?:
            return HTTPTransportError(.timedOut, detail: seconds, urlErrorCode: code)
        default:
            return HTTPTransportError(.connectionLost, detail: detail, urlErrorCode: code)
        }
    }
}
