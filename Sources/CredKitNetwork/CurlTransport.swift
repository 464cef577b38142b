// SPDX-License-Identifier: Apache-2.0
#if canImport(CCurl)
    import CCurl
    import Dispatch
    import Foundation
    import Synchronization

    /// ``HTTPTransport`` over libcurl's easy interface: the Linux transport (the `Curl` trait, on
    /// by default).
    ///
    /// On Linux, swift-corelibs-foundation's `URLSession` drives libcurl too, but cannot pause it
    /// or stop it from the body's delegate: a 300 MB answer streamed without a length was still
    /// buffered to 99.5 MiB (363 MiB on a loaded machine) before a cancellation took effect. Driven
    /// directly, libcurl stops inside the callback that crosses ``HTTPRequest/maximumResponseBytes``,
    /// so no more than the limit plus one network read is ever held, and its own total deadline
    /// (``HTTPRequest/timeout``) covers connecting, a stalled server and a dripping body alike.
    ///
    /// Connections are kept alive between requests (a small pool of easy handles, each with its own
    /// connection cache); redirects are followed only for a `GET`, at most 5, and only to `https` —
    /// a `POST` carries a password or a token, so its 3xx answer is returned as it is; no cookies,
    /// no cache. Plain `http` and loopback requests never use a proxy
    /// (``EndpointPolicy/bypassesProxy(_:)``); `https` elsewhere follows the proxy environment
    /// variables as curl does. The exchange runs on a Dispatch worker thread; cancelling the calling task ends it
    /// within libcurl's next progress callback.
    public struct CurlTransport: HTTPTransport {
        private let pool: CurlHandlePool

        /// Creates a transport with its own connections.
        public init() {
            pool = CurlHandlePool()
        }

        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let exchange = CurlExchange(limit: request.maximumResponseBytes)
            let pool = pool
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    DispatchQueue.global().async {
                        continuation.resume(with: Result { try pool.perform(request, exchange) })
                    }
                }
            } onCancel: {
                exchange.cancelled.store(true, ordering: .relaxed)
            }
        }
    }

    /// One exchange's answer as libcurl's callbacks deliver it, and the flags they read.
    final class CurlExchange: @unchecked Sendable {
        // Touched only by the thread running `curl_easy_perform`, then read by it afterwards.
        var body: [UInt8] = []
        var headers: [String: String] = [:]
        var tooLarge = false
        let limit: Int
        /// Set by the calling task's cancellation handler, read by the progress callback.
        let cancelled = Atomic<Bool>(false)

        init(limit: Int) {
            self.limit = limit
        }
    }

    /// Easy handles waiting for their next request (libcurl keeps each one's connections open).
    final class CurlHandlePool: @unchecked Sendable {
        /// Idle handles kept beyond this are closed.
        static let maximumIdle = 16
        /// `curl_global_init`, once, before the first handle.
        private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

        // Guarded by `lock`.
        private let lock = NSLock()
        private var idle: [UnsafeMutableRawPointer] = []

        deinit {
            for handle in idle { curl_easy_cleanup(handle) }
        }

        private func take() throws(HTTPTransportError) -> UnsafeMutableRawPointer {
            if let handle = lock.withLock({ idle.popLast() }) { return handle }
            guard Self.initialized, let handle = curl_easy_init() else {
                throw HTTPTransportError(.connectionFailed, detail: "libcurl could not be initialised")
            }
            return handle
        }

        private func giveBack(_ handle: UnsafeMutableRawPointer) {
            curl_easy_reset(handle)
            let kept = lock.withLock {
                guard idle.count < Self.maximumIdle else { return false }
                idle.append(handle)
                return true
            }
            if !kept { curl_easy_cleanup(handle) }
        }

        /// Runs one exchange on the calling thread (it blocks until the answer, an error or the
        /// deadline).
        func perform(_ request: HTTPRequest, _ exchange: CurlExchange) throws -> HTTPResponse {
            let handle = try take()
            defer { giveBack(handle) }
            var headerList: UnsafeMutablePointer<curl_slist>?
            defer { curl_slist_free_all(headerList) }
            // No "Expect: 100-continue" round trip before a body.
            for line in request.headers.map({ "\($0.key): \($0.value)" }) + ["Expect:"] {
                headerList = curl_slist_append(headerList, line)
            }
            var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
            let context = Unmanaged.passUnretained(exchange).toOpaque()
            let milliseconds = max(1, Int((request.timeout * 1000).rounded(.up)))

            let code: CURLcode = errorText.withUnsafeMutableBufferPointer { errorBuffer in
                var failed = false
                func set(_ result: CURLcode) { if result != CURLE_OK { failed = true } }
                set(credkit_curl_setopt_pointer(handle, CURLOPT_URL, request.url.absoluteString))
                if EndpointPolicy.bypassesProxy(request.url) {
                    // An empty proxy turns off every proxy, the environment's included.
                    set(credkit_curl_setopt_pointer(handle, CURLOPT_PROXY, ""))
                    set(credkit_curl_setopt_pointer(handle, CURLOPT_NOPROXY, "*"))
                }
                set(credkit_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer.baseAddress))
                set(credkit_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
                set(credkit_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds))
                set(credkit_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds))
                set(credkit_curl_setopt_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
                set(credkit_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, request.method.uppercased() == "GET" ? 1 : 0))
                set(credkit_curl_setopt_long(handle, CURLOPT_MAXREDIRS, 5))
                set(credkit_curl_setopt_pointer(handle, CURLOPT_REDIR_PROTOCOLS_STR, "https"))
                set(credkit_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, headerList))
                switch request.method.uppercased() {
                case "GET":
                    set(credkit_curl_setopt_long(handle, CURLOPT_HTTPGET, 1))
                case "POST":
                    set(credkit_curl_setopt_long(handle, CURLOPT_POST, 1))
                default:
                    set(credkit_curl_setopt_pointer(handle, CURLOPT_CUSTOMREQUEST, request.method))
                }
                // A POST always gets its fields: without them libcurl would read a body from standard input.
                if let body = request.body ?? (request.method.uppercased() == "POST" ? Data() : nil) {
                    set(credkit_curl_setopt_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
                    let bytes = [UInt8](body) + [0]
                    bytes.withUnsafeBytes { set(credkit_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress)) }
                }
                set(credkit_curl_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, curlReceiveBody))
                set(credkit_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context))
                set(credkit_curl_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION, curlReceiveHeader))
                set(credkit_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context))
                set(credkit_curl_setopt_progress_callback(handle, curlProgress))
                set(credkit_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context))
                set(credkit_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0))
                guard !failed else { return CURLE_FAILED_INIT }
                let code = curl_easy_perform(handle)
                _ = credkit_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, nil)
                return code
            }

            if exchange.cancelled.load(ordering: .relaxed) { throw CancellationError() }
            guard code == CURLE_OK else {
                let written = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw Self.error(
                    code, detail: written.isEmpty ? String(cString: curl_easy_strerror(code)) : written, request: request,
                    exchange: exchange)
            }
            var status = 0
            _ = credkit_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
            return HTTPResponse(status: status, headers: exchange.headers, body: Data(exchange.body))
        }

        /// libcurl's result as an ``HTTPTransportError``: no connection made, or lost on the way.
        static func error(_ code: CURLcode, detail: String, request: HTTPRequest, exchange: CurlExchange)
            -> HTTPTransportError
        {
            if exchange.tooLarge {
                return HTTPTransportError(.responseTooLarge, detail: String(exchange.limit))
            }
            switch code {
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
                return HTTPTransportError(.connectionFailed, detail: detail, urlErrorCode: .cannotFindHost)
            case CURLE_COULDNT_CONNECT:
                return HTTPTransportError(.connectionFailed, detail: detail, urlErrorCode: .cannotConnectToHost)
            case CURLE_OPERATION_TIMEDOUT:
                return HTTPTransportError(
                    .timedOut, detail: URLSessionTransportCore.seconds(request.timeout), urlErrorCode: .timedOut)
            // The TLS handshake comes before the request: it was not sent.
            case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE,
                CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
                return HTTPTransportError(.connectionFailed, detail: detail, urlErrorCode: .secureConnectionFailed)
            case CURLE_PEER_FAILED_VERIFICATION:
                return HTTPTransportError(.connectionFailed, detail: detail, urlErrorCode: .serverCertificateUntrusted)
            case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_FAILED_INIT:
                return HTTPTransportError(.connectionFailed, detail: detail, urlErrorCode: .badURL)
            default:
                return HTTPTransportError(.connectionLost, detail: detail, urlErrorCode: .networkConnectionLost)
            }
        }
    }

    /// The body, appended until it would pass the limit; returning less than was given stops libcurl
    /// there (`CURLE_WRITE_ERROR`).
    private func curlReceiveBody(
        _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
    )
        -> Int
    {
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard exchange.body.count + length <= exchange.limit else {
            exchange.tooLarge = true
            return 0
        }
        exchange.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
        return length
    }

    /// One header line. A status line starts a new set (after a redirect or an interim answer);
    /// a declared `Content-Length` over the limit stops the exchange before any of the body.
    private func curlReceiveHeader(
        _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
    ) -> Int {
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            exchange.headers = [:]
            return length
        }
        guard let colon = line.firstIndex(of: ":") else { return length }
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        if name == "content-length", let declared = Int(value), declared > exchange.limit {
            exchange.tooLarge = true
            return 0
        }
        if let earlier = exchange.headers[name] {
            exchange.headers[name] = earlier + ", " + value
        } else {
            exchange.headers[name] = value
        }
        return length
    }

    /// Called several times a second while an exchange runs: non-zero ends it (the task was cancelled).
    private func curlProgress(_ context: UnsafeMutableRawPointer?, _: curl_off_t, _: curl_off_t, _: curl_off_t, _: curl_off_t)
        -> Int32
    {
        guard let context else { return 0 }
        return Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().cancelled.load(ordering: .relaxed) ? 1 : 0
    }
#endif
