// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `jwt verify --online`: asks Cognito whether an access token that passed every offline check is
/// still accepted (GetUser with the token, through the client's timeout, retries and endpoint
/// rules). A revoked or signed-out token still has a valid signature; only Cognito knows. Each
/// token is asked about once per run, whatever the number of lines that repeat it.
final class JWTOnlineCheck: @unchecked Sendable {
    /// What Cognito said.
    enum Outcome: Sendable {
        /// Still accepted.
        case active
        /// Refused: revoked, signed out, user gone (Cognito's message).
        case revoked(String)
        /// No usable answer (the reason).
        case unavailable(String)
    }

    private let endpoint: URL?
    private let timeout: Double
    private let lock = NSLock()
    private var outcomes: [String: Outcome] = [:]

    init(endpoint: URL?, timeout: Double) {
        self.endpoint = endpoint
        self.timeout = timeout
    }

    /// Cognito's verdict on `accessToken` of `pool` (asked once per token).
    func check(_ accessToken: String, clientID: String, pool: CognitoUserPoolID) async -> Outcome {
        if let known = lock.withLock({ outcomes[accessToken] }) { return known }
        let outcome = await ask(accessToken, clientID: clientID, pool: pool)
        lock.withLock { outcomes[accessToken] = outcome }
        return outcome
    }

    private func ask(_ accessToken: String, clientID: String, pool: CognitoUserPoolID) async -> Outcome {
        let client: CognitoIdentityClient
        do throws(CognitoError) {
            client = try CognitoIdentityClient(
                .init(
                    region: pool.region, clientID: clientID, userPoolID: pool.rawValue, endpoint: endpoint,
                    requestTimeout: timeout))
        } catch {
            return .unavailable(error.message(in: Console.language))
        }
        do throws(CognitoError) {
            _ = try await client.getUser(accessToken: accessToken)
            return .active
        } catch  where error.category == .refused {
            return .revoked(error.message(in: Console.language))
        } catch {
            return .unavailable(error.message(in: Console.language))
        }
    }
}
