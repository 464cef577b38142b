// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Domain verdicts already computed by one ``EmailEvaluator``, keyed by the domain's bytes as typed.
///
/// Real address lists repeat a few domains (gmail.com, the company's own), and checking a domain
/// costs string work and, for internationalised names, IDNA conversions. Lookups hash the bytes
/// straight into an open-addressing table, so a hit allocates nothing. The cache holds up to
/// ``capacity`` domains and starts afresh when full, so memory stays bounded on any input.
final class DomainCache {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the per-line work they would guard.
    typealias Verdict = Result<DefaultEmailSyntax.DomainNames, DefaultEmailSyntax.VerdictFailure>

    static let capacity = 4096
    /// Keys longer than this are never cached: no valid domain is, and they would only fill the arena.
    static let maximumKeyLength = 1024

    private struct Entry {
        var hash: UInt64
        var keyStart: Int
        var keyCount: Int
        var verdict: Verdict
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Entry index + 1, or 0 for an empty slot; twice ``capacity`` so probes stay short.
    @exclusivity(unchecked) private var slots = [Int32](repeating: 0, count: DomainCache.capacity * 2)
    @exclusivity(unchecked) private var keys: [UInt8] = []

    init() {
        entries.reserveCapacity(Self.capacity)
        keys.reserveCapacity(Self.capacity * 16)
    }

    /// The cached verdict for `domain`, if any.
    func verdict(for domain: UnsafeBufferPointer<UInt8>) -> Verdict? {
        let hash = FNV1a.hash(domain)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index == 0 { return nil }
            let entry = entries[index - 1]
            if entry.hash == hash && entry.keyCount == domain.count && keyEquals(entry, domain) {
                return entry.verdict
            }
            slot = (slot + 1) & mask
        }
    }

    /// Remembers `verdict` for `domain` (a no-op for very long keys).
    func store(_ verdict: Verdict, for domain: UnsafeBufferPointer<UInt8>) {
        guard domain.count <= Self.maximumKeyLength else { return }
        if entries.count >= Self.capacity {
            entries.removeAll(keepingCapacity: true)
            keys.removeAll(keepingCapacity: true)
            for index in slots.indices { slots[index] = 0 }
        }
        let hash = FNV1a.hash(domain)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        entries.append(Entry(hash: hash, keyStart: keys.count, keyCount: domain.count, verdict: verdict))
        keys.append(contentsOf: domain)
        slots[slot] = Int32(entries.count)
    }

    private func keyEquals(_ entry: Entry, _ domain: UnsafeBufferPointer<UInt8>) -> Bool {
        keys.withUnsafeBufferPointer { keys in
            for offset in 0..<entry.keyCount where keys[entry.keyStart + offset] != domain[offset] { return false }
            return true
        }
    }
}
