// SPDX-License-Identifier: Apache-2.0
import CredKit
import FuzzSupport

/// Policy JSON (Cognito's PasswordPolicy, Policies or describe-user-pool output, with credkit's
/// extensions): parsed, and when accepted, turned into a checker that rates a few passwords.
@main
enum FuzzPolicy {
    static func main() {
        Fuzzer.run { input in
            guard let policy = try? PasswordPolicy(jsonBytes: Array(input), file: "fuzz.json"),
                let checker = try? PasswordChecker(policy: policy)
            else { return }
            for password in ["", "Passw0rd!", "ñ\u{0}  x", String(repeating: "a", count: 300)] {
                _ = checker.check(
                    password, context: UserContext(email: "a@b.c", username: "user", name: "Ana"), language: .spanish)
            }
            _ = checker.requirements(in: .english)
        }
    }
}
