// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CredKit
import Foundation
import FuzzSupport

/// The answer's bytes with every `0xFF` and the 8 bytes after it replaced by the decimal text of the
/// `Double` with that bit pattern (`0xFF` never occurs in UTF-8, so it is free as a marker). A flipped
/// bit in the pattern is then a number of any size, sign or fraction — 1e300, -0.5, 2^64 — which
/// byte mutations of a decimal text reach only by luck: what found `ExpiresIn` converted unchecked.
func expandingNumbers<Bytes: Collection<UInt8>>(_ input: Bytes) -> Data {
    var output = Data()
    var index = input.startIndex
    while index != input.endIndex {
        let byte = input[index]
        index = input.index(after: index)
        guard byte == 0xFF, input.distance(from: index, to: input.endIndex) >= 8 else {
            output.append(byte)
            continue
        }
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            bits |= UInt64(input[index]) << UInt64(shift)
            index = input.index(after: index)
        }
        let value = Double(bitPattern: bits)
        // JSON has no NaN or infinity; an exponent past Double's range parses as one.
        output.append(contentsOf: (value.isNaN ? "1e999" : value.isInfinite ? (value < 0 ? "-1e999" : "1e999") : "\(value)").utf8)
    }
    return output
}

/// Answers every request with the fuzzer's bytes and status.
struct CannedTransport: HTTPTransport {
    let status: Int
    let headers: [String: String]
    let body: Data

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(status: status, headers: headers, body: body)
    }
}

/// Cognito's answers, every operation's success and error shape: whatever the body, each call
/// returns a result or throws a `CognitoError` — and no error message carries the request's secrets.
@main
enum FuzzCognito {
    static let password = "Fuzz-Passw0rd!"
    static let refreshToken = "fuzz-refresh-token-secret"
    nonisolated(unsafe) static var executions = 0
    /// `CREDKIT_FUZZ_SRP=1`: the SRP sign-in on every input (to reproduce a finding in it).
    static let everyInputRunsSRP = ProcessInfo.processInfo.environment["CREDKIT_FUZZ_SRP"] == "1"

    static func main() {
        Fuzzer.run { input in
            guard input.count >= 2 else { return }
            let status = [200, 200, 200, 400, 400, 500, 503, 429][Int(input[0]) % 8]
            let headers = input[1] & 1 == 0 ? [:] : ["x-amzn-errortype": "NotAuthorizedException:http://x", "retry-after": "0"]
            // Flag 2: a well-formed sign-in answer whose ExpiresIn is the Double of the next 8 bytes,
            // so the numbers a server may send are explored at full range on every such input.
            let body =
                input[1] & 2 != 0
                ? Data(
                    (#"{"AuthenticationResult":{"AccessToken":"a.b.c","IdToken":"i.d.t","RefreshToken":"r","ExpiresIn":"#
                        + String(decoding: expandingNumbers([0xFF] + input.dropFirst(2).prefix(8)), as: UTF8.self)
                        + #","TokenType":"Bearer"}}"#).utf8)
                : expandingNumbers(input.dropFirst(2))
            guard
                let client = try? CognitoIdentityClient(
                    .init(region: "us-east-1", clientID: "client", userPoolID: "us-east-1_Fuzz", retry: .none),
                    transport: CannedTransport(status: status, headers: headers, body: body))
            else { fatalError("no client") }
            let done = DispatchSemaphore(value: 0)
            executions += 1
            let srp = everyInputRunsSRP || executions % 1000 == 1
            Task.detached {
                for error in await exercise(client, srp: srp) {
                    for language in [Language.english, .spanish] {
                        let message = error.message(in: language)
                        if message.contains(password) || message.contains(refreshToken) { fatalError("a secret in: \(message)") }
                    }
                }
                done.signal()
            }
            done.wait()
        }
    }

    /// Every operation whose answer the client parses; the errors they threw. The SRP sign-in (its
    /// challenge parameters) runs on one execution in 1,000 (every one with `CREDKIT_FUZZ_SRP=1`):
    /// its 3072-bit exponentiations, about 0.3 s each under the fuzzer's instrumentation, would
    /// otherwise be all of the time — and gating it on the input's bytes does not work, since the
    /// fuzzer keeps and mutates the inputs that reach it.
    static func exercise(_ client: CognitoIdentityClient, srp: Bool) async -> [CognitoError] {
        var errors: [CognitoError] = []
        do { _ = try await client.signIn(username: "ana@example.com", password: password) } catch { errors.append(error) }
        if srp {
            do { _ = try await client.signIn(username: "ana@example.com", password: password, flow: .srp) } catch {
                errors.append(error)
            }
        }
        do { _ = try await client.signUp(email: "ana@example.com", password: password) } catch { errors.append(error) }
        do { _ = try await client.getUser(accessToken: "a.b.c") } catch { errors.append(error) }
        do { _ = try await client.refresh(refreshToken: refreshToken) } catch { errors.append(error) }
        do { _ = try await client.associateSoftwareToken(accessToken: "a.b.c") } catch { errors.append(error) }
        return errors
    }
}
