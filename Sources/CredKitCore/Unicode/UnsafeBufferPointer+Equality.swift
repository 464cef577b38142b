// SPDX-License-Identifier: Apache-2.0
extension UnsafeBufferPointer<UInt8> {
    /// Whether both hold the same bytes: eight at a time, for the short names and words compared
    /// on hot paths (where the generic `elementsEqual` is several times slower).
    @inline(__always)
    package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard count > 0, let lhs = baseAddress, let rhs = other.baseAddress else { return true }
        var index = 0
        while index + 8 <= count {
            if UnsafeRawPointer(lhs + index).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(rhs + index).loadUnaligned(as: UInt64.self)
            {
                return false
            }
            index += 8
        }
        while index < count {
            if lhs[index] != rhs[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether these bytes are exactly `literal`'s UTF-8 (for matching member names without
    /// making strings).
    @inline(__always)
    package func equals(_ literal: StaticString) -> Bool {
        literal.utf8CodeUnitCount == count && literal.withUTF8Buffer { $0.hasSameBytes(as: self) }
    }
}
