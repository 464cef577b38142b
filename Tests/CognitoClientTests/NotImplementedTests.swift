// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@testable import CognitoClient

/// Plain moto (no front) answers an operation it lacks with HTTP 500 and an HTML page.
@Suite("An operation the endpoint does not implement (plain moto)", .waitsOnThreads)
struct NotImplementedTests {
    @Test("GetUserAuthFactors and RevokeToken on plain moto: credkit:not-implemented, no usable answer, sent once")
    func notImplemented() async throws {
        // 60 s a request: a slow answer (moto beside the rest of `make test`) would be retried after the
        // default 10 s, and the count below is of requests sent.
        let pool = try MotoServer.shared.makePool()
        let transport = HeaderRecordingTransport()
        let client = try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: pool.clientID, userPoolID: pool.userPoolID,
                endpoint: MotoServer.shared.endpoint, requestTimeout: 60, retry: .standard),
            transport: transport)
        do throws(CognitoError) {
            _ = try await client.getUserAuthFactors(accessToken: "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl")
            Issue.record("plain moto answered GetUserAuthFactors")
        } catch {
            #expect(error.isNotImplementedByEndpoint && error.endpointLacksOperation)
            #expect(error.errorType == "credkit:not-implemented" && error.category == .unreachable)
            #expect(error.operation == .getUserAuthFactors)
        }
        #expect(transport.requests == 1, "an operation the endpoint lacks is not retried")
        do throws(CognitoError) {
            try await client.revokeToken(refreshToken: "eyJjdHkiOiJKV1QifQ.refresh.token")
            Issue.record("plain moto answered RevokeToken")
        } catch {
            #expect(error.isNotImplementedByEndpoint && error.operation == .revokeToken)
        }
        #expect(transport.requests == 2)
        // An operation moto has still answers (its own refusal, not "not implemented").
        do throws(CognitoError) {
            _ = try await client.getUser(accessToken: "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl")
            Issue.record("moto accepted a made-up token")
        } catch {
            #expect(!error.isNotImplementedByEndpoint && error.errorType == "NotAuthorizedException")
        }
    }
}
