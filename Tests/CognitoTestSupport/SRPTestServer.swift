// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `srp_server.py`: a Cognito endpoint that does the server side of SRP from the protocol (a
/// password verifier per user; `PASSWORD_CLAIM_SIGNATURE` checked with its secret block and
/// timestamp), because moto sends random numbers and checks nothing. pycognito, the Python client
/// used against real Cognito, proves it (SRPServerTests).
public final class SRPTestServer: @unchecked Sendable {
    public let port: Int
    let process: Process
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// One server for the whole run.
    public static var shared: SRPTestServer {
        get throws { try started.get() }
    }

    private static let started = Result { try SRPTestServer() }.mapError { error in
        MotoServerError(description: "the SRP test server (srp_server.py) did not start: \(error)")
    }

    /// The script, read by path from the source tree as the fixtures are.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "srp_server.py")

    private init() throws {
        let (process, port) = try MotoServer.startServer([Self.script.path])
        self.port = port
        self.process = process
    }

    /// Creates a user: the server keeps a salt and the verifier g^x, not the password.
    /// - Parameters:
    ///   - pool: the user pool ID (its part after `_` is SRP's pool name).
    ///   - clientID: the app client that signs in to it.
    ///   - username: the name the user signs in with.
    ///   - password: the password.
    ///   - userIDForSRP: the name the SRP maths uses (Cognito sends the `sub` for email pools);
    ///     `nil` for the username itself.
    ///   - devices: device tracking for the pool: `always` (every confirmed device is remembered),
    ///     `opt-in` (remembered on the user's choice), or `nil` (none).
    public func register(
        pool: String, clientID: String, username: String, password: String, userIDForSRP: String? = nil,
        devices: String? = nil
    ) throws {
        var body: [String: String] = ["pool": pool, "clientId": clientID, "username": username, "password": password]
        body["userIdForSRP"] = userIDForSRP
        body["devices"] = devices
        var request = URLRequest(url: endpoint.appendingPathComponent("_credkit/users"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let done = DispatchSemaphore(value: 0)
        let failure = LockedBox<String?>(nil)
        URLSession.shared.dataTask(with: request) { _, response, error in
            if let error {
                failure.value = "\(error)"
            } else if (response as? HTTPURLResponse)?.statusCode != 200 {
                failure.value = "status \((response as? HTTPURLResponse)?.statusCode ?? 0)"
            }
            done.signal()
        }.resume()
        done.wait()
        if let reason = failure.value { throw MotoServerError(description: "registering \(username) failed: \(reason)") }
    }

    /// One request the server received: the operation, whether it satisfied AWS's model, and the
    /// answer's error type (`ok` for success).
    public struct Received: Sendable, Equatable {
        public var operation: String
        public var valid: Bool
        public var outcome: String
        /// How the server's successful answer fails AWS's output shape (empty when it fits).
        public var answerErrors: String = ""
        /// The request's `ClientId`, when it has one (the tests' app clients tell their requests apart).
        public var clientID: String? = nil
    }

    /// Every request received so far, in order.
    public func received() throws -> [Received] {
        let data = try Data(contentsOf: endpoint.appendingPathComponent("_credkit/requests"))
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw MotoServerError(description: "the SRP server's request list is not a JSON list")
        }
        return list.map {
            Received(
                operation: $0["operation"] as? String ?? "", valid: $0["valid"] as? Bool ?? false,
                outcome: $0["outcome"] as? String ?? "", answerErrors: $0["answerErrors"] as? String ?? "",
                clientID: $0["clientId"] as? String)
        }
    }
}

/// A value shared with a completion handler.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
