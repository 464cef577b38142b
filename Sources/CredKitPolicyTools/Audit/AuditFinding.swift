// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// One thing `credkit audit` found: a pool check's or `policy lint`'s, with the clauses of the
/// standards asked for, the scanners' IDs beside it, and where to change it.
public struct AuditFinding: Sendable, Hashable {
    /// A stable code: an ``AuditCheck``'s or a ``LintFinding``'s.
    public var code: String
    /// How much it matters.
    public var severity: LintFinding.Severity
    /// The clauses cited, one per standard that speaks to it (empty when none does).
    public var clauses: [String]
    /// Other scanners' IDs for the same concern.
    public var scannerIDs: [String]
    /// The pool or app client it is about (`UserPool`, `aws_cognito_user_pool_client.web`).
    public var resource: String
    /// Where to change it: the file and the property's line and column (or, when the setting is not
    /// written, the resource's, with the setting's name), or the ARN of a live pool.
    public var place: PoolSettings.Place
    /// Whether the setting is not written and Cognito's default is what was judged.
    public var defaulted: Bool
    private var message: Text
    private var fix: Text
    private var note: Text?
    /// Whether the pool was read live (an unwritten setting is one Cognito's answer leaves out).
    private var live: Bool

    /// A text with its arguments: the audit's own, or a lint finding's.
    enum Text: Sendable, Hashable {
        case key(PolicyToolsTextKey, [String: String])
        /// A lint finding's message or fix; `description` when the policy is a pool's description,
        /// where credkit's extensions cannot be written.
        case lint(LintFinding, PolicyFormat, fix: Bool, description: Bool)
        case error(PolicyError)

        func string(in language: Language) -> String {
            switch self {
            case .key(let key, let arguments): Texts.string(key, in: language, arguments)
            case .error(let error): error.message(in: language)
            case .lint(let finding, let format, let fix, let description):
                fix
                    ? finding.fix(in: language, format: format, poolDescription: description)
                    : finding.message(in: language)
            }
        }
    }

    init(
        code: String, severity: LintFinding.Severity, clauses: [String], scannerIDs: [String], resource: String,
        place: PoolSettings.Place, message: Text, fix: Text, note: Text? = nil, defaulted: Bool = false,
        live: Bool = false
    ) {
        self.defaulted = defaulted
        self.live = live
        self.code = code
        self.severity = severity
        self.clauses = clauses
        self.scannerIDs = scannerIDs
        self.resource = resource
        self.place = place
        self.message = message
        self.fix = fix
        self.note = note
    }

    /// What is wrong, in `language`, with the values read.
    /// When the setting is not written, the sentence says that Cognito's default was judged.
    public func message(in language: Language) -> String {
        let text = message.string(in: language)
        guard defaulted else { return text }
        return text + " " + Texts.string(live ? .auditNotReturned : .auditNotWritten, in: language, ["field": place.field ?? ""])
    }

    /// What to change and where, in `language`, in the source's own terms.
    public func fix(in language: Language) -> String { fix.string(in: language) }

    /// Where a scanner asks for what a standard forbids: which is which, and which credkit follows.
    public func note(in language: Language) -> String? { note?.string(in: language) }
}
