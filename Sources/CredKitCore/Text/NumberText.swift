// SPDX-License-Identifier: Apache-2.0
/// The one place numbers become text, for JSON and for people: every command's figures go through
/// these, so the same value always reads the same.
package enum NumberText {
    /// `value` with at most `places` decimals, as JSON allows: `null` when not finite, Swift's
    /// shortest form from 10^15 up (`1000000000000000.0`, `1.5e+17`), trailing zeros dropped
    /// (`16.4`, `3`).
    package static func json(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "null" }
        if abs(value) >= 1e15 { return "\(value)" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int64(rounded)) : "\(rounded)"
    }

    /// `value` with exactly `places` decimals and the language's decimal mark (`2.25`, `2,25`).
    package static func fixed(_ value: Double, places: Int, in language: Language) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        guard places > 0 else { return String(scaled) }
        let mark = language == .spanish ? "," : "."
        return String(scaled / scale) + mark + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `value` with two significant digits (`0.19`, `0.000087`), so that a tiny figure does not
    /// read as 0; not finite or not positive: as ``json(_:places:)`` with no decimals.
    package static func significant(_ value: Double) -> String {
        guard value > 0, value.isFinite else { return json(value, places: 0) }
        let places = min(12, max(1, 1 - Int(log10(value).rounded(.down))))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        var fraction = String(scaled % scale)
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return String(scaled / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `1,234,567` in English, `1.234.567` in Spanish.
    package static func grouped(_ value: Int, in language: Language) -> String {
        let digits = Array(String(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += language == .spanish ? "." : "," }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}

extension OutputBuffer {
    /// Appends ``NumberText/json(_:places:)`` of `value`, byte for byte the same text, without
    /// building a string when `value` is under 10^12 and `places` at most 3 (every figure a
    /// streaming record writes: log10 of guesses, crack-time seconds); other values go through
    /// the string.
    ///
    /// Below 10^12 with at most three decimals, the value rounded to `places` is a whole number
    /// `m` of thousandths under 2^53, so `m` is exact and Swift's shortest form of `m / 1000` is
    /// `m`'s digits with the decimal point put back and trailing zeros dropped: any other decimal
    /// of as many digits lies at least 0.001 away, far more than the double's spacing there.
    package func append(jsonNumber value: Double, places: Int) {
        guard places >= 0, places <= 3, value.magnitude < 1e12 else {
            append(NumberText.json(value, places: places))
            return
        }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((value * scale).rounded())
        if scaled < 0 { append(byte: UInt8(ascii: "-")) }
        let magnitude = Int(scaled.magnitude)
        let divisor = Int(scale)
        append(decimal: magnitude / divisor)
        var fraction = magnitude % divisor
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        append(byte: UInt8(ascii: "."))
        var divisorOfDigit = 1
        for _ in 1..<digits { divisorOfDigit *= 10 }
        while divisorOfDigit > 0 {
            append(byte: UInt8(ascii: "0") + UInt8(fraction / divisorOfDigit % 10))
            divisorOfDigit /= 10
        }
    }
}
