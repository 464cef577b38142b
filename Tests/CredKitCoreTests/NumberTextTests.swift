// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import _CredKitCore

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
