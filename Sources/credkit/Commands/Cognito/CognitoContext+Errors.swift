// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

// Errors: reported as JSON or a line on standard error, with the exit status to end with.
extension CognitoContext {
    /// Reports `error` (JSON on standard output, or a line on standard error) and returns the exit
    /// status to throw: 1 refused by Cognito, 2 refused locally (nothing sent), 3 no usable answer,
    /// 4 stopped after sending. `message` replaces the error's own text with one that says more here
    /// (the session file's name); `more` adds members to the JSON error object (what the command did
    /// all the same).
    func report(_ error: CognitoError, message: String? = nil, adding more: [(String, JSONValue)] = []) -> ExitCode {
        var extra: [(String, JSONValue)] = []
        var hint: String?
        switch error.kind {
        case .validation(let problems):
            extra.append(
                (
                    "problems",
                    .array(
                        problems.map {
                            var members: [(String, JSONValue)] = [
                                ("field", .string($0.field)), ("code", .string($0.code.rawValue)),
                                ("message", .string($0.message(in: language))),
                            ]
                            if let policy = $0.policy { members.append(("policy", .string(policy))) }
                            if !$0.rules.isEmpty {
                                members.append(("rules", .array($0.rules.map { .string($0.rawValue) })))
                            }
                            return .object(Self.object(members))
                        })
                ))
            if let policy = problems.lazy.compactMap(\.policy).first {
                hint = policyHint(policy)
                let origin = policyMemo.value?.origin ?? .standard
                extra.append(
                    (
                        "policy",
                        .object(
                            Self.object([
                                ("name", .string(policy)), ("from", .string(origin.name)), ("hint", .string(hint ?? "")),
                            ]))
                    ))
            }
        case .service(_, let message):
            if let message { extra.append(("serviceMessage", .string(message))) }
            if error.isNotImplementedByEndpoint {
                let text = CLITexts.string(
                    .cognitoEndpointLacksOperation, in: language, ["operation": error.operation?.rawValue ?? "?"])
                hint = text
                extra.append(("hint", .string(text)))
            }
        case .srp(let srpError):
            extra.append(("srp", .string(srpError.code.rawValue)))
        case .unexpectedChallenge(let name):
            extra.append(("challenge", .string(name)))
        case .stoppedAfterSending:
            // Exit 4, never 2, which promises that nothing was sent.
            extra.append(("sent", .bool(true)))
        case .passkey(let passkeyError):
            extra.append(("sent", .bool(true)))
            extra.append(("passkey", .string(passkeyError.code.rawValue)))
        case .transport, .invalidResponse, .noSession, .invalidEndpoint, .passkeyRequired, .passkeyRefused:
            break
        }
        let status = reportLocal(
            type: error.errorType, code: error.number, message: message ?? error.message(in: language),
            status: Self.exitStatus(error.category), extra: extra + more)
        if let hint, format == .text { Console.note(hint) }
        return status
    }

    /// The exit status of a failure's category: 1 refused, 2 bad input (nothing sent), 3 no usable answer, 4 stopped after sending.
    static func exitStatus(_ category: CognitoError.Category) -> Int32 {
        switch category {
        case .refused: 1
        case .badInput: 2
        case .unreachable: 3
        case .stopped: 4
        }
    }

    /// Reports an error credkit found itself, in the same shape as Cognito's.
    func reportLocal(type: String, code: Int, message: String, status: Int32, extra: [(String, JSONValue)] = []) -> ExitCode {
        switch format {
        case .json:
            let error = Self.object(
                [("type", .string(type)), ("code", .number(String(code))), ("message", .string(message))] + extra)
            Console.writeOutput(JSONValue.object(Self.object([("error", .object(error))])).jsonText + "\n")
        case .text:
            let detail = type.hasPrefix("credkit:") ? "\(code)" : "\(code) \(type)"
            Console.error("\(message) (\(detail))")
        }
        return ExitCode(status)
    }

    /// Runs `body`, turning a client error into its report and exit status.
    func run(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as CognitoError {
            throw report(error)
        }
    }
}
