// SPDX-License-Identifier: Apache-2.0

/// A batch of strings as Arrow lays out a string column: one data buffer and `count + 1` offsets
/// (item `i` is `data[offsets[i] ..< offsets[i + 1]]`), and an optional validity bitmap (bit `i`,
/// least significant first, from `validityOffset`, clear for a null item). Every offset is checked
/// before any item is read, so a wrong offsets array is an error, never a read out of bounds.
struct ABIBatch<Offset: FixedWidthInteger> {
    let data: UnsafePointer<UInt8>?
    let offsets: UnsafePointer<Offset>
    let count: Int
    let validity: UnsafePointer<UInt8>?
    let validityOffset: Int

    init(
        data: UnsafePointer<UInt8>?, dataLength: Int, offsets: UnsafePointer<Offset>?, count: Int,
        validity: UnsafePointer<UInt8>?, validityOffset: Int
    ) throws(ABIError) {
        guard count >= 0 else { throw ABIError(.invalidValue, ["argument": "count", "value": String(count), "expected": "0…"]) }
        guard let offsets else { throw ABIError(.nullArgument, ["argument": "offsets"]) }
        guard data != nil || dataLength == 0 else { throw ABIError(.nullArgument, ["argument": "data"]) }
        guard validityOffset >= 0 else {
            throw ABIError(.invalidValue, ["argument": "validity_offset", "value": String(validityOffset), "expected": "0…"])
        }
        var previous = Offset.zero
        for index in 0...count {
            let offset = offsets[index]
            if offset < previous || Int(exactly: offset).map({ $0 > dataLength }) ?? true {
                throw ABIError(
                    .invalidOffsets, ["index": String(index), "value": String(offset), "expected": String(dataLength)])
            }
            previous = offset
        }
        self.data = data
        self.offsets = offsets
        self.count = count
        self.validity = validity
        self.validityOffset = validityOffset
    }

    /// Whether item `index` is null.
    @inline(__always)
    func isNull(_ index: Int) -> Bool {
        guard let validity else { return false }
        let bit = validityOffset + index
        return validity[bit >> 3] & (1 << UInt8(bit & 7)) == 0
    }

    /// Item `index`'s bytes.
    @inline(__always)
    func item(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(offsets[index])
        let end = Int(offsets[index + 1])
        return UnsafeBufferPointer(start: data.map { $0 + start }, count: end - start)
    }
}
