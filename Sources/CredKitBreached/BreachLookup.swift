// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// What a breached-password source says about one password.
public enum BreachLookup: Sendable, Hashable {
    /// In the corpus; `count` is how many times it was seen, when the source knows (the range API
    /// does; an index keeps no counts).
    case breached(count: Int?)
    /// Not in the corpus (an index answers this wrongly for about 1 password in 65,536 absent ones:
    /// the other way round never happens).
    case notBreached
    /// The source could not answer: a damaged index block, or the range API unreachable.
    case unavailable(BreachedPasswordError)
}

/// Where breached-password verdicts come from: an index file (``BreachedPasswordIndex``) or the range
/// API (`PwnedPasswordsRangeClient` in `CredKitPwnedPasswords`, a ``PrefetchingBreachedPasswordSource``).
///
/// A source is shared between threads; each thread asks it through its own ``BreachedPasswordLookup``.
public protocol BreachedPasswordSource: Sendable {
    /// A lookup for one thread.
    func makeLookup() -> any BreachedPasswordLookup

    /// The smallest count a breached answer can have: the index's `--minimum-count`, or 1 for the
    /// range API.
    var minimumCount: Int { get }

    /// Whether ``BreachLookup/breached(count:)`` carries counts.
    var knowsCounts: Bool { get }
}

/// A source whose answers come from a service (the range API's client, in `CredKitPwnedPasswords`):
/// its synchronous lookups never wait on the network and answer only what ``prefetch(_:)`` fetched
/// (anything else is ``BreachLookup/unavailable(_:)`` with the code `not-fetched`). Fetch what a
/// batch needs, then judge it; `PasswordChecker`'s asynchronous `check` does this for one password.
public protocol PrefetchingBreachedPasswordSource: BreachedPasswordSource {
    /// Fetches the answers for `digests` that are not at hand, several at a time; one that cannot be
    /// fetched is remembered as unavailable (and tried again by the next prefetch).
    /// - Parameter digests: the SHA-1s about to be looked up.
    func prefetch(_ digests: [SHA1Digest]) async
}

/// One thread's way into a ``BreachedPasswordSource``; it may keep per-thread state (which index
/// blocks it has verified). Not `Sendable`: make one per thread.
public protocol BreachedPasswordLookup: AnyObject {
    /// The verdict for a password's SHA-1.
    /// - Parameter digest: the SHA-1 of the password's UTF-8 bytes.
    /// - Returns: breached (with its count when known), not breached, or unavailable.
    func lookup(_ digest: SHA1Digest) -> BreachLookup
}

extension BreachLookup {
    /// The `breach` object's members, as every record writes them: what the source answered, and
    /// for an unanswered password whether the check failed closed (refused) or open (`failsOpen`:
    /// judged on the other rules).
    package func writeMembers(into object: inout JSONObjectWriter, failsOpen: Bool) {
        switch self {
        case .breached(let count):
            object.string("status", "breached")
            if let count { object.int("count", count) }
        case .notBreached:
            object.string("status", "not-breached")
        case .unavailable(let error):
            object.string("status", "unavailable")
            object.string("failMode", failsOpen ? "open" : "closed")
            object.string("error", error.code.rawValue)
        }
    }
}
