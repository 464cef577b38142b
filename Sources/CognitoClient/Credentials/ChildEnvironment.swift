// SPDX-License-Identifier: Apache-2.0

/// The environment a program credkit starts gets (a `credential_process`, the browser): the user's,
/// without the secrets credkit was given through it. A browser or a credential helper has no use
/// for the app client's secret or for AWS keys, and a child that logs its environment, or a
/// browser extension that reads it, would otherwise carry them off.
package enum ChildEnvironment {
    /// The variables removed: credkit's client secret and the AWS keys.
    package static let secretNames: Set<String> = [
        "CREDKIT_CLIENT_SECRET", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_SECURITY_TOKEN",
    ]

    /// `environment` without ``secretNames``.
    package static func scrubbed(_ environment: [String: String]) -> [String: String] {
        environment.filter { !secretNames.contains($0.key) }
    }
}
