// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// One thing a lint found: a stable code, a severity, the clause it rests on, and what to change.
public struct LintFinding: Sendable, Hashable {
    /// How much it matters.
    public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Worth knowing; nothing to fix.
        case info
        /// A recommendation (SHOULD) is not met.
        case warning
        /// A requirement (SHALL, a contradiction, something Cognito refuses) is not met.
        case error

        private var rank: Int {
            switch self {
            case .info: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable identifier, such as `nist-minimum-length`.
    public var code: String
    /// How much it matters.
    public var severity: Severity
    /// The clause cited, such as `NIST SP 800-63B-4 §3.1.1.2`.
    public var clause: String
    /// The policy setting concerned (a Cognito field or a `CredKit.` extension), when there is one.
    public var field: String?
    private var key: PolicyToolsTextKey
    var fixKey: PolicyToolsTextKey
    var arguments: [String: String]

    init(
        _ code: String, _ severity: Severity, clause: String, field: String?, key: PolicyToolsTextKey,
        fix: PolicyToolsTextKey, _ arguments: [String: String] = [:]
    ) {
        self.code = code
        self.severity = severity
        self.clause = clause
        self.field = field
        self.key = key
        self.fixKey = fix
        self.arguments = arguments
    }

    /// What is wrong, in `language`.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence with the policy's values.
    public func message(in language: Language) -> String { Texts.string(key, in: language, arguments) }

    /// What to change, in `language`.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence.
    public func fix(in language: Language) -> String { Texts.string(fixKey, in: language, arguments) }
}
