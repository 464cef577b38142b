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

@Suite("Retry-After on throttling answers", .serialized, .waitsOnThreads)
struct RetryAfterTests {
    struct Failure: Error, Equatable {
        let attempt: Int
    }

    @Test(
        "The one retry loop: attempts numbered from 1, stops at success, at a failure not to retry, or after the last attempt; a server's wait within the cap"
    )
    func retryLoop() async {
        let waits = Waits()
        let policy = RetryPolicy(
            maximumAttempts: 3, baseDelay: .milliseconds(200), maximumDelay: .seconds(2), sleep: { waits.record($0) })
        var seen: [Int] = []
        let succeeded = await policy.perform { number -> RetryPolicy.AttemptOutcome<String, Failure> in
            seen.append(number)
            return number < 3 ? .failure(Failure(attempt: number), retryable: true, after: .seconds(1)) : .success("third")
        }
        #expect(succeeded == .success("third") && seen == [1, 2, 3] && waits.all == [.seconds(1), .seconds(1)])

        let exhausted = await policy.perform(capping: .seconds(30)) { number -> RetryPolicy.AttemptOutcome<String, Failure> in
            .failure(Failure(attempt: number), retryable: true, after: .seconds(3600))
        }
        #expect(exhausted == .failure(Failure(attempt: 3)))
        // Two more waits, each a server's hour capped at 30 s.
        #expect(waits.all.suffix(2) == [.seconds(30), .seconds(30)])

        let refused = await policy.perform { number -> RetryPolicy.AttemptOutcome<String, Failure> in
            .failure(Failure(attempt: number), retryable: false, after: nil)
        }
        #expect(refused == .failure(Failure(attempt: 1)) && waits.all.count == 4)

        // Without a server's wait: the jittered backoff, within 200 ms then 400 ms; the default cap
        // is the policy's largest delay.
        let jittered = await policy.perform { number -> RetryPolicy.AttemptOutcome<String, Failure> in
            .failure(Failure(attempt: number), retryable: true, after: number == 1 ? nil : .seconds(10))
        }
        #expect(jittered == .failure(Failure(attempt: 3)))
        let last = waits.all.suffix(2)
        #expect(last.first! <= .milliseconds(200) && last.last! == .seconds(2))
    }

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
