// SPDX-License-Identifier: Apache-2.0
import CCredKitData
import CredKitCore
import CredKitEmail
import CredKitStrength

/// A set of blocked passwords, matched case-insensitively against the whole password.
///
/// Lookups hash the password's bytes straight into an open-addressing table over one contiguous
/// byte blob, so a check allocates nothing for ASCII passwords.
public struct Blocklist: Sendable {
    private let blob: [UInt8]
    /// `offsets[i]..<offsets[i + 1]` is entry `i` in `blob`.
    private let offsets: [Int32]
    /// Entry index + 1, or 0 for an empty slot. The size is a power of two.
    private let slots: [Int32]

    /// The bundled list: Django's 19,640 common passwords (BSD-3-Clause; see NOTICE), compiled in
    /// from `Data/blocklist` (`Sources/CCredKitData/WordLists.c`).
    public static let bundled = Blocklist(
        lowercasedLines: String(
            decoding: UnsafeRawBufferPointer(start: credkit_blocklist(), count: Int(credkit_blocklist_bytes())),
            as: UTF8.self))

    /// Creates a blocklist.
    /// - Parameter words: the blocked passwords; case does not matter, empty entries are ignored.
    public init(words: some Sequence<String>) {
        self.init(lowercasedEntries: words.map { $0.lowercased() })
    }

    private init(lowercasedLines text: String) {
        self.init(lowercasedEntries: text.split(separator: "\n").map(String.init))
    }

    private init(lowercasedEntries entries: [String]) {
        var blob: [UInt8] = []
        var offsets: [Int32] = [0]
        var seen = Set<String>()
        for entry in entries where !entry.isEmpty && seen.insert(entry).inserted {
            blob.append(contentsOf: entry.utf8)
            offsets.append(Int32(blob.count))
        }
        let count = offsets.count - 1
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: 0, count: capacity)
        blob.withUnsafeBufferPointer { bytes in
            for entry in 0..<count {
                let word = UnsafeBufferPointer(rebasing: bytes[Int(offsets[entry])..<Int(offsets[entry + 1])])
                var slot = Int(FNV1a.hash(word) & UInt64(capacity - 1))
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Int32(entry + 1)
            }
        }
        self.blob = blob
        self.offsets = offsets
        self.slots = slots
    }

    /// The number of distinct entries.
    public var count: Int { offsets.count - 1 }

    /// A list holding this list's entries and `other`'s.
    /// - Parameter other: more entries.
    /// - Returns: the union.
    public func union(_ other: Blocklist) -> Blocklist {
        Blocklist(lowercasedEntries: entries + other.entries)
    }

    package var entries: [String] {
        (0..<count).map { String(decoding: blob[Int(offsets[$0])..<Int(offsets[$0 + 1])], as: UTF8.self) }
    }

    /// Whether `password` is on the list, ignoring case.
    /// - Parameter password: the password.
    /// - Returns: `true` when it is blocked.
    public func contains(_ password: String) -> Bool {
        var lowered = password.lowercased()
        return lowered.withUTF8 { containsLowercased($0) }
    }

    /// Whether already lower-cased UTF-8 `bytes` are on the list.
    func containsLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let mask = slots.count - 1
        var slot = Int(FNV1a.hash(bytes) & UInt64(mask))
        return slots.withUnsafeBufferPointer { slots in
            blob.withUnsafeBufferPointer { blob in
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return false }
                    let start = Int(offsets[entry - 1])
                    let end = Int(offsets[entry])
                    if end - start == bytes.count, UnsafeBufferPointer(rebasing: blob[start..<end]).hasSameBytes(as: bytes) {
                        return true
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}
