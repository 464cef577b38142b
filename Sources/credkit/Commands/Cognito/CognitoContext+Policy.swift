// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

// The password policy new passwords are judged by: which one, and where it came from.
extension CognitoContext {
    /// Where the policy that judges new passwords came from.
    enum PolicyOrigin: Equatable {
        /// `--policy` or `CREDKIT_POLICY` (the name of the one that gave it).
        case given(String)
        /// Saved with the session at sign-in.
        case session
        /// Nothing chose one: Cognito's default (`cognito-default`).
        case standard

        /// The JSON error's `policy.from`.
        var name: String {
            switch self {
            case .given(let source): source
            case .session: "session"
            case .standard: "default"
            }
        }
    }

    /// The policy new passwords are judged by before anything is sent: `--policy` or
    /// `CREDKIT_POLICY`, else the one saved with the session (the command's, or for commands that
    /// need none, the saved session of the same app client), else `cognito-default`. Resolved once
    /// per run (`pool:ID` reads the pool with one request).
    /// - Throws: ``CLIFailure`` (exit 2) for a policy that cannot be read.
    func chosenPolicy(session: CognitoSession? = nil) async throws -> (policy: PasswordPolicy, origin: PolicyOrigin) {
        if let resolved = policyMemo.value { return resolved }
        let resolved: (PasswordPolicy, PolicyOrigin)
        if let given = setting(options.policy, "--policy", "CREDKIT_POLICY") {
            var policy = try await loadPolicy(given.value).policy
            // A file without a name is named by the way it was given, so refusals can say which.
            if policy.info.name == nil { policy.info.name = given.value }
            resolved = (policy, .given(given.source))
        } else if let saved = (session ?? savedSessionOfThisClient())?.passwordPolicy {
            resolved = (saved, .session)
        } else {
            resolved = (try await loadPolicy(PolicyPreset.defaultName).policy, .standard)
        }
        policyMemo.value = resolved
        return resolved
    }

    /// The saved session, when it belongs to the app client this run is configured for (a command
    /// without a session of its own, such as `confirm-forgot-password`, still judges new passwords
    /// by the policy saved with it). A session file that cannot be read is left to the commands
    /// that use sessions to report.
    private func savedSessionOfThisClient() -> CognitoSession? {
        guard let saved = try? store.load() else { return nil }
        guard let clientID = setting(options.clientId, "--client-id", "CREDKIT_CLIENT_ID")?.value else { return saved }
        return saved.clientID == clientID ? saved : nil
    }

    /// The policy a new session keeps: the one this run chose, unless nothing chose one.
    func policyForNewSession() async throws -> PasswordPolicy? {
        let (policy, origin) = try await chosenPolicy()
        return origin == .standard ? nil : policy
    }

    /// One line on how new passwords were judged and how to change that, for a local refusal by the
    /// password policy.
    func policyHint(_ name: String) -> String {
        let origin = policyMemo.value?.origin ?? .standard
        switch origin {
        case .given(let source):
            return CLITexts.string(.cognitoPolicyHintGiven, in: language, ["policy": name, "source": source])
        case .session:
            return CLITexts.string(.cognitoPolicyHintSession, in: language, ["policy": name, "file": store.file.path])
        case .standard:
            return CLITexts.string(.cognitoPolicyHintDefault, in: language, ["policy": name])
        }
    }
}
