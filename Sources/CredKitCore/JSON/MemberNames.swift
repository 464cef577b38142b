// SPDX-License-Identifier: Apache-2.0
/// The member names of one JSON object seen so far, for the duplicate check.
///
/// Names are compared as UTF-8 bytes after unescaping (RFC 8259 §8.3). The first 16 plain names
/// are held as ranges of the input in caller-provided (stack) storage, so a token's objects cost
/// no allocation; names with
/// escapes are kept decoded, and an object with more names switches to a hash set so hostile
/// input cannot make the check quadratic.
struct MemberNames {
    /// How many plain names the storage given to ``init(storage:)`` should hold.
    static let inlineCapacity = 16

    private let plain: UnsafeMutableBufferPointer<Range<Int>>
    private var plainCount = 0
    private var unescaped: [[UInt8]] = []
    private var all: Set<[UInt8]>?

    /// - Parameter storage: room for ``inlineCapacity`` ranges, valid while this value is used.
    init(storage: UnsafeMutableBufferPointer<Range<Int>>) {
        plain = storage
    }

    /// Adds a name that had no escapes.
    /// - Parameters:
    ///   - range: where the name's text is in `bytes` (between the quotes).
    ///   - bytes: the document.
    /// - Returns: whether the object already has this name.
    mutating func insert(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let name = UnsafeBufferPointer(rebasing: bytes[range])
        if all != nil { return !all!.insert(Array(name)).inserted }
        if contains(name, in: bytes) { return true }
        if plainCount == plain.count {
            switchToSet(in: bytes)
            all!.insert(Array(name))
            return false
        }
        plain.initializeElement(at: plainCount, to: range)
        plainCount += 1
        return false
    }

    /// Adds a name that had escapes, given unescaped.
    /// - Parameters:
    ///   - name: the name's UTF-8.
    ///   - bytes: the document.
    /// - Returns: whether the object already has this name.
    mutating func insert(_ name: [UInt8], of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if all != nil { return !all!.insert(name).inserted }
        let found = name.withUnsafeBufferPointer { contains($0, in: bytes) }
        if found { return true }
        unescaped.append(name)
        if unescaped.count > Self.inlineCapacity { switchToSet(in: bytes) }
        return false
    }

    private func contains(_ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for slot in 0..<plainCount {
            let range = plain[slot]
            if range.count == name.count && UnsafeBufferPointer(rebasing: bytes[range]).hasSameBytes(as: name) { return true }
        }
        for other in unescaped where other.count == name.count && other.withUnsafeBufferPointer({ $0.hasSameBytes(as: name) }) {
            return true
        }
        return false
    }

    private mutating func switchToSet(in bytes: UnsafeBufferPointer<UInt8>) {
        var set = Set(unescaped)
        for slot in 0..<plainCount { set.insert(Array(bytes[plain[slot]])) }
        all = set
    }
}
