// SPDX-License-Identifier: Apache-2.0
/// A QR code symbol (ISO/IEC 18004): byte mode, error correction level M, the smallest version
/// (1–40) that holds the data, and the mask with the lowest penalty. Enough to draw an
/// `otpauth://` URI for an authenticator app to scan; nothing here is secret-aware, the caller
/// decides where the picture goes.
package struct QRCode: Sendable, Hashable {
    /// The version, 1 to 40: the symbol is `17 + 4 × version` modules wide.
    package let version: Int
    /// The mask pattern applied, 0 to 7.
    package let mask: Int
    /// Modules per side.
    package var size: Int { 17 + 4 * version }
    /// Dark modules, row by row (`modules[y * size + x]`).
    package let modules: [Bool]

    /// The module at column `x`, row `y` (`true`: dark).
    package subscript(_ x: Int, _ y: Int) -> Bool { modules[y * size + x] }

    /// The most bytes a version-40-M symbol holds in byte mode.
    package static let maximumBytes = 2331

    /// Encodes `bytes`.
    /// - Parameters:
    ///   - bytes: the data (UTF-8 text, usually).
    ///   - mask: a mask to force (0–7), for tests; `nil` picks the lowest penalty, as the standard asks.
    /// - Returns: `nil` when the data does not fit version 40 at level M.
    package init?(bytes: [UInt8], mask forcedMask: Int? = nil) {
        guard let version = (1...40).first(where: { Self.dataCapacity(version: $0) >= Self.bitLength(bytes.count, version: $0) })
        else { return nil }
        self.version = version
        let codewords = Self.interleavedCodewords(Self.dataCodewords(bytes, version: version), version: version)
        var grid = Grid(version: version)
        grid.drawFunctionPatterns()
        grid.place(codewords)
        var best: (penalty: Int, mask: Int, modules: [Bool])?
        for candidate in forcedMask.map({ [$0] }) ?? Array(0..<8) {
            var masked = grid
            masked.apply(mask: candidate)
            masked.drawFormatBits(mask: candidate)
            let penalty = forcedMask == nil ? Self.penalty(masked.dark, size: masked.size) : 0
            if best == nil || penalty < best!.penalty { best = (penalty, candidate, masked.dark) }
        }
        self.mask = best!.mask
        self.modules = best!.modules
    }

    /// The standard's penalty (section 7.8.3): runs of five or more, 2 × 2 blocks, finder-like
    /// patterns, and the distance of the dark share from half.
    static func penalty(_ dark: [Bool], size: Int) -> Int {
        var total = 0
        func module(_ x: Int, _ y: Int, _ byRows: Bool) -> Bool { byRows ? dark[y * size + x] : dark[x * size + y] }
        for byRows in [true, false] {
            for line in 0..<size {
                var run = 1
                for index in 1..<size {
                    if module(index, line, byRows) == module(index - 1, line, byRows) {
                        run += 1
                    } else {
                        if run >= 5 { total += 3 + run - 5 }
                        run = 1
                    }
                }
                if run >= 5 { total += 3 + run - 5 }
                // 1:1:3:1:1 with four light modules before or after it.
                let pattern: [Bool] = [true, false, true, true, true, false, true]
                for start in 0...(size - 7) {
                    guard (0..<7).allSatisfy({ module(start + $0, line, byRows) == pattern[$0] }) else { continue }
                    if start >= 4 && (1...4).allSatisfy({ !module(start - $0, line, byRows) }) { total += 40 }
                    if start + 11 <= size && (7..<11).allSatisfy({ !module(start + $0, line, byRows) }) { total += 40 }
                }
            }
        }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let value = dark[y * size + x]
                if dark[y * size + x + 1] == value && dark[(y + 1) * size + x] == value && dark[(y + 1) * size + x + 1] == value {
                    total += 3
                }
            }
        }
        let darkCount = dark.reduce(0) { $0 + ($1 ? 1 : 0) }
        // k whole steps of 5 % between the dark share and 50 %: |dark/total − 1/2| / (1/20), floored.
        total += abs(darkCount * 20 - size * size * 10) / (size * size) * 10
        return total
    }

    // MARK: Data

    /// Bits the data takes: the byte-mode indicator, the count (8 bits up to version 9, else 16)
    /// and 8 per byte.
    static func bitLength(_ count: Int, version: Int) -> Int { 4 + (version < 10 ? 8 : 16) + 8 * count }

    /// Data bits a version holds at level M.
    static func dataCapacity(version: Int) -> Int {
        (rawModules(version: version) / 8 - errorCodewordsPerBlock[version] * blockCount[version]) * 8
    }

    /// Modules left for data and error correction once the function patterns are drawn.
    static func rawModules(version: Int) -> Int {
        let size = 17 + 4 * version
        var count = size * size - 3 * 64 - 2 * (size - 16)  // finders with separators, timing rows
        count -= 31  // format bits (2 × 15) and the dark module
        if version >= 2 {
            let perSide = version / 7 + 2
            count -= 25 * (perSide * perSide - 3)  // alignment patterns not under a finder
            count += 10 * (perSide - 2)  // those that cross the timing rows share five modules each
        }
        if version >= 7 { count -= 36 }  // version bits (2 × 18)
        return count
    }

    /// The data codewords: mode, count, bytes, terminator, pad bits and pad bytes.
    static func dataCodewords(_ bytes: [UInt8], version: Int) -> [UInt8] {
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: version < 10 ? 8 : 16)
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacity = dataCapacity(version: version)
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < capacity / 8 {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// Splits the data into blocks, adds each block's Reed–Solomon codewords, and interleaves them.
    static func interleavedCodewords(_ data: [UInt8], version: Int) -> [UInt8] {
        let blocks = blockCount[version]
        let errorLength = errorCodewordsPerBlock[version]
        let total = rawModules(version: version) / 8
        let longBlocks = total % blocks
        let shortLength = total / blocks - errorLength
        let generator = ReedSolomon.generator(degree: errorLength)
        var dataBlocks: [[UInt8]] = []
        var errorBlocks: [[UInt8]] = []
        var offset = 0
        for index in 0..<blocks {
            let length = shortLength + (index >= blocks - longBlocks ? 1 : 0)
            let block = Array(data[offset..<offset + length])
            offset += length
            dataBlocks.append(block)
            errorBlocks.append(ReedSolomon.remainder(block, generator: generator))
        }
        var result: [UInt8] = []
        result.reserveCapacity(total)
        for column in 0...shortLength {
            for block in dataBlocks where column < block.count { result.append(block[column]) }
        }
        for column in 0..<errorLength {
            for block in errorBlocks { result.append(block[column]) }
        }
        return result
    }

    /// Error correction codewords per block at level M, by version (ISO/IEC 18004 table 9).
    static let errorCodewordsPerBlock = [
        0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
        26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ]
    /// Blocks at level M, by version (table 9).
    static let blockCount = [
        0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
        17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
    ]
}

/// Bits appended most significant first.
private struct BitBuffer {
    private(set) var bits: [Bool] = []
    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { byte, index in byte << 1 | (start + index < bits.count && bits[start + index] ? 1 : 0) }
        }
    }
}

/// Reed–Solomon over GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1.
private enum ReedSolomon {
    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
        var product = 0
        var a = Int(left)
        var b = Int(right)
        while b > 0 {
            if b & 1 == 1 { product ^= a }
            a <<= 1
            if a & 0x100 != 0 { a ^= 0x11D }
            b >>= 1
        }
        return UInt8(product)
    }

    /// The generator (x − α⁰)(x − α¹)…(x − α^(degree−1)), coefficients from x^(degree−1) down to
    /// x⁰ (the leading 1 left out).
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 2)
        }
        return coefficients
    }

    /// The remainder of data × x^degree divided by the generator: the error correction codewords.
    static func remainder(_ data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ result[0]
            result.removeFirst()
            result.append(0)
            for index in 0..<generator.count { result[index] ^= multiply(generator[index], factor) }
        }
        return result
    }
}

/// The symbol being drawn: dark modules and which modules belong to function patterns.
private struct Grid {
    let version: Int
    let size: Int
    var dark: [Bool]
    var isFunction: [Bool]

    init(version: Int) {
        self.version = version
        size = 17 + 4 * version
        dark = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
    }

    mutating func set(_ x: Int, _ y: Int, _ value: Bool) {
        dark[y * size + x] = value
        isFunction[y * size + x] = true
    }

    mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        drawFinder(3, 3)
        drawFinder(size - 4, 3)
        drawFinder(3, size - 4)
        let positions = alignmentPositions()
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                // Not under the three finders.
                if (i == 0 && j == 0) || (i == 0 && j == positions.count - 1) || (i == positions.count - 1 && j == 0) { continue }
                for dy in -2...2 {
                    for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        drawFormatBits(mask: 0)  // reserves the format areas and the dark module
        drawVersionBits()
    }

    /// A finder pattern centred at (x, y), with its light separator (clipped to the symbol).
    private mutating func drawFinder(_ x: Int, _ y: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (column, row) = (x + dx, y + dy)
                guard (0..<size).contains(column), (0..<size).contains(row) else { continue }
                let distance = max(abs(dx), abs(dy))
                set(column, row, distance != 2 && distance != 4)
            }
        }
    }

    /// The alignment patterns' centre coordinates (the same list for rows and columns).
    func alignmentPositions() -> [Int] {
        guard version >= 2 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        var positions = [6]
        var position = size - 7
        var rest: [Int] = []
        for _ in 0..<(count - 1) {
            rest.insert(position, at: 0)
            position -= step
        }
        positions += rest
        return positions
    }

    /// The 15 format bits (level M, the mask) in both copies, and the dark module.
    mutating func drawFormatBits(mask: Int) {
        let data = 0b00 << 3 | mask  // level M is 00
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)
    }

    /// The 18 version bits (versions 7 and up), in both corners.
    private mutating func drawVersionBits() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let value = (bits >> index) & 1 == 1
            let a = size - 11 + index % 3
            let b = index / 3
            set(a, b, value)
            set(b, a, value)
        }
    }

    /// The codewords' bits in the zigzag order: two columns at a time from the right, upwards then
    /// downwards, skipping the vertical timing column and function modules.
    mutating func place(_ codewords: [UInt8]) {
        var index = 0
        let total = codewords.count * 8
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !isFunction[y * size + x] else { continue }
                    if index < total {
                        dark[y * size + x] = (codewords[index >> 3] >> (7 - index & 7)) & 1 == 1
                        index += 1
                    }
                }
            }
            right -= 2
        }
    }

    /// Flips the data modules where mask pattern `mask` says so.
    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] {
                let flip: Bool
                switch mask {
                case 0: flip = (x + y) % 2 == 0
                case 1: flip = y % 2 == 0
                case 2: flip = x % 3 == 0
                case 3: flip = (x + y) % 3 == 0
                case 4: flip = (x / 3 + y / 2) % 2 == 0
                case 5: flip = x * y % 2 + x * y % 3 == 0
                case 6: flip = (x * y % 2 + x * y % 3) % 2 == 0
                default: flip = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if flip { dark[y * size + x].toggle() }
            }
        }
    }
}
