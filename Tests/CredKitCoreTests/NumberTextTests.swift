// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore

@Suite("Numbers as text")
struct NumberTextTests {
    @Test("JSON numbers: at most N decimals, trailing zeros dropped, null when not finite, Swift's own form from 10^15")
    func json() {
        #expect(NumberText.json(16.4, places: 3) == "16.4")
        #expect(NumberText.json(4.30103, places: 3) == "4.301")
        #expect(NumberText.json(3.0, places: 2) == "3")
        #expect(NumberText.json(-0.0004, places: 3) == "0")
        #expect(NumberText.json(45.2587, places: 2) == "45.26")
        #expect(NumberText.json(.nan, places: 2) == "null")
        #expect(NumberText.json(.infinity, places: 2) == "null")
        #expect(NumberText.json(1e15, places: 2) == "1000000000000000.0")
        #expect(NumberText.json(1.5e17, places: 2) == "1.5e+17")
        #expect(NumberText.json(999_999_999_999_999, places: 0) == "999999999999999")
    }

    @Test("Written straight into a buffer: byte for byte NumberText.json, on boundaries and 200,000 values of every size")
    func jsonIntoBuffer() {
        func written(_ value: Double, _ places: Int) -> String {
            let buffer = OutputBuffer(descriptor: -1)
            buffer.append(jsonNumber: value, places: places)
            return buffer.withPendingBytes { String(decoding: $0, as: UTF8.self) }
        }
        let boundaries: [Double] = [
            0, -0.0, 0.0004, 0.0005, -0.0004, 0.001, 0.1, 0.5, 1, 9.9995, 10, 15758.186, 4.30103, 14.198, 0.033,
            999_999_999_999.9994, 999_999_999_999.9996, 1e12, -1e12, 1e12 + 0.5, 1e15, 1.5e17, .nan, .infinity,
            -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        for value in boundaries {
            for places in 0...4 {
                #expect(written(value, places) == NumberText.json(value, places: places), "\(value) \(places)")
            }
        }
        #expect(written(15758.186, 3) == "15758.186" && written(2.0, 3) == "2" && written(0.0101, 3) == "0.01")
        var random = SplitMix64(seed: 62)
        var mismatches = 0
        for _ in 0..<200_000 {
            // Magnitudes from 10^-5 to 10^13, both signs.
            let exponent = Double(random.next() % 18_000) / 1_000 - 5
            let value = pow(10, exponent) * (random.next() % 2 == 0 ? 1 : -1)
            let places = Int(random.next() % 4)
            if written(value, places) != NumberText.json(value, places: places) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("Fixed decimals with the language's mark")
    func fixed() {
        #expect(NumberText.fixed(2.2549, places: 2, in: .english) == "2.25")
        #expect(NumberText.fixed(2.2549, places: 2, in: .spanish) == "2,25")
        #expect(NumberText.fixed(0.05, places: 3, in: .english) == "0.050")
        #expect(NumberText.fixed(7.6, places: 0, in: .english) == "8")
    }

    @Test("Two significant digits, so a tiny figure is not 0")
    func significant() {
        #expect(NumberText.significant(0.19) == "0.19")
        #expect(NumberText.significant(0.0000873) == "0.000087")
        #expect(NumberText.significant(12.34) == "12.3")
        #expect(NumberText.significant(3) == "3")
        #expect(NumberText.significant(0) == "0")
        #expect(NumberText.significant(-1) == "-1")
    }

    @Test("Thousands grouped the language's way")
    func grouped() {
        #expect(NumberText.grouped(1_234_567, in: .english) == "1,234,567")
        #expect(NumberText.grouped(1_234_567, in: .spanish) == "1.234.567")
        #expect(NumberText.grouped(-1000, in: .english) == "-1,000")
        #expect(NumberText.grouped(999, in: .spanish) == "999")
    }
}
