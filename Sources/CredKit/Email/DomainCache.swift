/// Domain verdicts already computed by one ``EmailChecker``.
///
/// Real address lists repeat a few domains (gmail.com, the company's own), and checking an
/// internationalised domain costs IDNA conversions, so each checker remembers up to
/// ``capacity`` domains and starts afresh when full.
final class DomainCache {
    static let capacity = 4096
    private var entries: [String: Result<DefaultEmailSyntax.DomainNames, DefaultEmailSyntax.VerdictFailure>] = [:]

    subscript(domain: String) -> Result<DefaultEmailSyntax.DomainNames, DefaultEmailSyntax.VerdictFailure>? {
        get { entries[domain] }
        set {
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[domain] = newValue
        }
    }
}
