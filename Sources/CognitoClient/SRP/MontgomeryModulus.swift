// SPDX-License-Identifier: Apache-2.0
import BigInt
import CredKitCore

/// Modular exponentiation for one fixed odd modulus in Montgomery form, on 64-bit limbs.
///
/// attaswift/BigInt's `power(_:modulus:)` divides after every multiplication: an SRP sign-in's three
/// 3072-bit exponentiations took about 170 ms with it. Montgomery multiplication (the CIOS method,
/// 128-bit intermediate products) needs no division, and a 5-bit window saves most multiplications:
/// about 11 ms for a whole sign-in (Benchmarks/CognitoBenchmarks).
///
/// The products are `UInt64.multipliedFullWidth(by:)` and the sums `addingReportingOverflow(_:)`:
/// concrete operations, the same machine code as `UInt128` arithmetic when optimised, but without
/// `UInt128`'s generic conversions, which an unoptimised (debug) build runs through witness tables —
/// 2.3 s for the reference client's known answers, most of the test suite's SRP time. No `UInt128`
/// also means no availability floor: every platform the package supports uses this path.
struct MontgomeryModulus: Sendable {
    /// The modulus, least significant limb first.
    let limbs: [UInt64]
    let modulus: BigUInt
    /// −N⁻¹ mod 2⁶⁴.
    private let inverse: UInt64
    /// R² mod N, with R = 2^(64 × limb count): multiplying by it enters Montgomery form.
    private let rSquared: [UInt64]

    init(_ modulus: BigUInt) {
        precondition(modulus.words[0] & 1 == 1, "Montgomery arithmetic needs an odd modulus")
        self.modulus = modulus
        let count = modulus.words.count
        self.limbs = modulus.words.map { UInt64($0) }
        var inverse: UInt64 = 1
        for _ in 0..<6 { inverse = inverse &* (2 &- limbs[0] &* inverse) }  // Newton: doubles correct bits
        self.inverse = 0 &- inverse
        let rSquared = (BigUInt(1) << (2 * 64 * count)) % modulus
        self.rSquared = Self.limbs(of: rSquared, count: count)
    }

    private static func limbs(of value: BigUInt, count: Int) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: count)
        for (index, word) in value.words.enumerated() where index < count { result[index] = UInt64(word) }
        return result
    }

    /// `base^exponent mod N`.
    func power(_ base: BigUInt, _ exponent: BigUInt) -> BigUInt {
        let n = limbs.count
        let reduced = base < modulus ? base : base % modulus
        // The bit length from the words themselves: BigUInt's bitWidth counts inline storage's spare word.
        let words = exponent.words
        var bits = 0
        for index in stride(from: words.count - 1, through: 0, by: -1) where words[index] != 0 {
            bits = index * UInt.bitWidth + (UInt.bitWidth - words[index].leadingZeroBitCount)
            break
        }
        let windowBits = 5
        let entries = 1 << windowBits
        // One allocation for everything: the window table (base^0 … base^31 in Montgomery form),
        // the running result, the plain input, the constant 1 and the product's scratch.
        var storage = [UInt64](repeating: 0, count: n * (entries + 3) + n + 2)
        let baseLimbs = Self.limbs(of: reduced, count: n)
        storage.withUnsafeMutableBufferPointer { buffer in
            let memory = buffer.baseAddress!
            let table = memory
            let result = memory + n * entries
            let plain = result + n
            let one = plain + n
            let scratch = one + n
            one[0] = 1
            for index in 0..<n { plain[index] = baseLimbs[index] }
            limbs.withUnsafeBufferPointer { modulus in
                rSquared.withUnsafeBufferPointer { rSquared in
                    let m = modulus.baseAddress!
                    Self.multiply(
                        one, rSquared.baseAddress!, into: table, scratch: scratch, modulus: m, inverse: inverse, count: n)
                    Self.multiply(
                        plain, rSquared.baseAddress!, into: table + n, scratch: scratch, modulus: m, inverse: inverse, count: n)
                    for index in 2..<entries {
                        Self.multiply(
                            table + (index - 1) * n, table + n, into: table + index * n, scratch: scratch, modulus: m,
                            inverse: inverse, count: n)
                    }
                    result.update(from: table, count: n)
                    var position = bits
                    while position > 0 {
                        let take = min(windowBits, position)
                        var window = 0
                        for _ in 0..<take {
                            position -= 1
                            Self.multiply(result, result, into: result, scratch: scratch, modulus: m, inverse: inverse, count: n)
                            window = window << 1 | (exponent[bitAt: position] ? 1 : 0)
                        }
                        if window != 0 {
                            Self.multiply(
                                result, table + window * n, into: result, scratch: scratch, modulus: m, inverse: inverse, count: n
                            )
                        }
                    }
                    Self.multiply(result, one, into: plain, scratch: scratch, modulus: m, inverse: inverse, count: n)
                }
            }
        }
        let start = n * (entries + 1)
        return BigUInt(words: storage[start..<start + n].map { UInt($0) })
    }

    /// Montgomery product `a × b × R⁻¹ mod N` (CIOS). `output` may be `a` or `b`: it is written last.
    @inline(__always)
    private static func multiply(
        _ a: UnsafePointer<UInt64>, _ b: UnsafePointer<UInt64>, into output: UnsafeMutablePointer<UInt64>,
        scratch t: UnsafeMutablePointer<UInt64>, modulus m: UnsafePointer<UInt64>, inverse: UInt64, count n: Int
    ) {
        t.update(repeating: 0, count: n + 2)
        for i in 0..<n {
            // t += a × b[i]
            var carry: UInt64 = 0
            let bi = b[i]
            for j in 0..<n {
                t[j] = multiplyAdd(a[j], bi, t[j], &carry)
            }
            let (top, topOverflow) = t[n].addingReportingOverflow(carry)
            t[n] = top
            t[n + 1] = topOverflow ? 1 : 0
            // t += factor × N, which clears the lowest limb; then shift down one limb.
            let factor = t[0] &* inverse
            carry = 0
            _ = multiplyAdd(m[0], factor, t[0], &carry)
            for j in 1..<n {
                t[j - 1] = multiplyAdd(m[j], factor, t[j], &carry)
            }
            let (sum, overflow) = t[n].addingReportingOverflow(carry)
            t[n - 1] = sum
            t[n] = t[n + 1] &+ (overflow ? 1 : 0)
        }
        // The result is below 2N: subtract N once if needed.
        var needsSubtraction = t[n] != 0
        if !needsSubtraction {
            needsSubtraction = true
            for j in stride(from: n - 1, through: 0, by: -1) where t[j] != m[j] {
                needsSubtraction = t[j] > m[j]
                break
            }
        }
        if needsSubtraction {
            var borrow = false
            for j in 0..<n {
                let (difference1, borrow1) = t[j].subtractingReportingOverflow(m[j])
                let (difference2, borrow2) = difference1.subtractingReportingOverflow(borrow ? 1 : 0)
                output[j] = difference2
                borrow = borrow1 || borrow2
            }
        } else {
            output.update(from: t, count: n)
        }
    }
}

/// `x × y + z + carry`: returns the low limb and leaves the high one in `carry`. It cannot overflow:
/// (2⁶⁴−1)² + 2(2⁶⁴−1) = 2¹²⁸ − 1.
@inline(__always)
private func multiplyAdd(_ x: UInt64, _ y: UInt64, _ z: UInt64, _ carry: inout UInt64) -> UInt64 {
    let product = x.multipliedFullWidth(by: y)
    let (low, lowOverflow) = product.low.addingReportingOverflow(z)
    let (sum, sumOverflow) = low.addingReportingOverflow(carry)
    carry = product.high &+ (lowOverflow ? 1 : 0) &+ (sumOverflow ? 1 : 0)
    return sum
}

extension BigUInt {
    /// Bit `index` (0 = least significant).
    fileprivate subscript(bitAt index: Int) -> Bool {
        let word = index / UInt.bitWidth
        guard word < words.count else { return false }
        return (self.words[word] >> UInt(index % UInt.bitWidth)) & 1 == 1
    }
}
