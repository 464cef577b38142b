// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@testable import CognitoClient

/// Records the waits a retry policy is asked for.
final class Waits: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var recorded: [Duration] = []

    func record(_ duration: Duration) { lock.withLock { recorded.append(duration) } }
    var all: [Duration] { lock.withLock { recorded } }
}

@Suite("Retry-After on throttling answers", .serialized)
struct RetryAfterTests {
    static func client(_ pool: MotoServer.Pool, endpoint: URL, waits: Waits) throws -> CognitoIdentityClient {
        try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: pool.clientID, userPoolID: pool.userPoolID, endpoint: endpoint,
                retry: RetryPolicy(
                    maximumAttempts: 3, baseDelay: .milliseconds(200), maximumDelay: .seconds(2),
                    sleep: { waits.record($0) })))
    }

    @Test("Retry-After is honoured (within the policy's ceiling); without it, the jittered backoff")
    func retryAfter() async throws {
        let pool = try MotoServer.shared.makePool()
        let upstream = try MotoServer.shared.endpoint
        let cases: [(header: String?, expected: [Duration]?)] = [("1", [.seconds(1)]), ("3600", [.seconds(2)]), (nil, nil)]
        for (header, expected) in cases {
            let throttled = try FaultServer(
                .status, failFirst: 1, status: 400, errorType: "TooManyRequestsException", retryAfter: header, upstream: upstream)
            let waits = Waits()
            let client = try Self.client(pool, endpoint: throttled.baseURL, waits: waits)
            let result = try await client.signUp(email: "wait\(header ?? "none")@example.com", password: "Thr0ttled-pw!")
            #expect(!result.userSub.isEmpty)
            #expect(try throttled.requests().count == 2)
            if let expected {
                #expect(waits.all == expected, "Retry-After \(header ?? "none")")
            } else {
                // No header: the jittered backoff, within its first ceiling.
                #expect(waits.all.count == 1 && waits.all[0] <= .milliseconds(200), "\(waits.all)")
            }
        }
    }
}
