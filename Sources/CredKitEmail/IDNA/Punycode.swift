// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// RFC 3492 Punycode encoding, used to measure and show the ASCII form of internationalised labels
/// where IDNA validity is not the question (the rfc profile checks syntax, not IDNA 2008).
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    /// The Punycode of `input` (without the `xn--` prefix), or `nil` on arithmetic overflow.
    static func encode(_ input: [Unicode.Scalar]) -> String? {
        let codes = input.map { Int($0.value) }
        var output: [UInt8] = codes.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < codes.count {
            guard let next = codes.filter({ $0 >= n }).min() else { return nil }
            let (product, overflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= Int.max - product else { return nil }
            delta += product
            n = next
            for code in codes {
                if code < n { delta += 1 }
                guard code == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The code points that the Punycode `input` (without `xn--`) encodes, or `nil` when it is not
    /// valid Punycode (a character outside the alphabet, a truncated number, overflow, a result that
    /// is not a Unicode scalar).
    static func decode(_ input: Substring.UTF8View) -> [Unicode.Scalar]? {
        let bytes = Array(input)
        var output: [Unicode.Scalar] = []
        var start = 0
        if let delimiter = bytes.lastIndex(of: UInt8(ascii: "-")) {
            for byte in bytes[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            start = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var position = start
        while position < bytes.count {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard position < bytes.count, let digit = value(of: bytes[position]) else { return nil }
                position += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: weight)
                guard !overflow, i <= Int(Int32.max) - product else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                let (next, overflowed) = weight.multipliedReportingOverflow(by: base - t)
                guard !overflowed, next <= Int(Int32.max) else { return nil }
                weight = next
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, points: count, first: oldI == 0)
            n += i / count
            i %= count
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    private static func value(of byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    /// The label's ASCII form: itself when ASCII, else `xn--` and its Punycode.
    static func asciiLabel(_ label: [Unicode.Scalar]) -> String {
        if label.allSatisfy({ $0.value < 0x80 }) { return String(String.UnicodeScalarView(label)) }
        return "xn--" + (encode(label) ?? "")
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
