// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension GuessAnalyzer {
    /// Where a run of 4 to 8 digits may split into day, month and year (zxcvbn's splits), by the
    /// run's length minus 4.
    private static let dateSplits: [[(Int, Int)]] = [
        [(1, 2), (2, 3)], [(1, 3), (2, 3)], [(1, 2), (2, 4), (4, 5)], [(1, 3), (2, 3), (4, 5), (4, 6)], [(2, 4), (4, 6)],
    ]

    /// Dates as digits (`13051990`, `1390`) and with one repeated separator (`13/5/90`, `1990-05-13`),
    /// read in any day/month/year order; a date inside a longer date is left out.
    func addDateMatches(_ text: PasswordText, to matches: inout [Match]) {
        let n = text.count
        // Either kind of date has at least four digits.
        var digits = 0
        for scalar in text.scalars where scalar &- 0x30 < 10 { digits += 1 }
        guard digits >= 4 else { return }
        var found: [(start: Int, end: Int, year: Int, separated: Bool)] = []
        if n >= 4 {
            for start in 0..<(n - 3) where text.scalars[start] &- 0x30 < 10 {
                // Spans of 4 to 8 characters inside the run of digits from start.
                var runEnd = start + 1
                while runEnd < min(start + 8, n) && text.scalars[runEnd] &- 0x30 < 10 { runEnd += 1 }
                for end in (start + 3)..<max(runEnd, start + 3) {
                    var best: Int?
                    for (first, second) in Self.dateSplits[end - start - 3] {
                        let year = Self.dateYear(
                            text.integer(start, start + first - 1), text.integer(start + first, start + second - 1),
                            text.integer(start + second, end))
                        guard let year else { continue }
                        // Of several readings, the one closest to the reference year.
                        if best == nil || abs(year - referenceYear) < abs(best! - referenceYear) { best = year }
                    }
                    if let best { found.append((start, end, best, false)) }
                }
            }
        }
        if n >= 6 {
            for start in 0..<(n - 5) where text.scalars[start] &- 0x30 < 10 {
                for end in (start + 5)..<min(start + 10, n) {
                    guard let (day, month, year) = separatedDate(text, start, end),
                        let year = Self.dateYear(day, month, year)
                    else { continue }
                    found.append((start, end, year, true))
                }
            }
        }
        for (index, date) in found.enumerated() {
            // Each span is found once, so another date covering this one is a longer date.
            let inside = found.indices.contains { other in
                other != index && found[other].start <= date.start && found[other].end >= date.end
            }
            guard !inside else { continue }
            var guesses = Double(max(abs(date.year - referenceYear), Self.minimumYearSpace)) * 365
            if date.separated { guesses *= 4 }
            matches.append(Match(.date, date.start, date.end, guesses: guesses))
        }
    }

    /// `d{1,4} sep d{1,2} sep d{1,4}` filling `start...end`, with the same separator twice: the
    /// three numbers.
    private func separatedDate(_ text: PasswordText, _ start: Int, _ end: Int) -> (Int, Int, Int)? {
        func isSeparator(_ value: UInt32) -> Bool {
            switch value {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x2F, 0x5C, 0x5F, 0x2E, 0x2D: true  // white space / \ _ . -
            default: false
            }
        }
        let scalars = text.scalars
        /// The end of the run of at most `limit` digits from `index` (exclusive), or `nil`.
        func digits(from index: Int, limit: Int) -> Int? {
            var index = index
            let first = index
            while index <= end && scalars[index] &- 0x30 < 10 { index += 1 }
            return index > first && index - first <= limit ? index : nil
        }
        guard let firstEnd = digits(from: start, limit: 4), firstEnd < end, isSeparator(scalars[firstEnd]),
            let secondEnd = digits(from: firstEnd + 1, limit: 2), secondEnd < end, scalars[secondEnd] == scalars[firstEnd],
            let thirdEnd = digits(from: secondEnd + 1, limit: 4), thirdEnd == end + 1
        else { return nil }
        return (
            text.integer(start, firstEnd - 1), text.integer(firstEnd + 1, secondEnd - 1), text.integer(secondEnd + 1, end)
        )
    }

    /// The year of three numbers read as a date, or `nil` when no reading is a date: a four-digit
    /// year (1000–2050) at either end, else a two-digit one at either end (50 and below → 20xx).
    static func dateYear(_ first: Int, _ second: Int, _ third: Int) -> Int? {
        if second > 31 || second <= 0 { return nil }
        var over12 = 0, over31 = 0, under1 = 0
        func count(_ part: Int) -> Bool {
            if (99 < part && part < 1000) || part > 2050 { return false }
            if part > 31 { over31 += 1 }
            if part > 12 { over12 += 1 }
            if part <= 0 { under1 += 1 }
            return true
        }
        guard count(first), count(second), count(third) else { return nil }
        if over31 >= 2 || over12 == 3 || under1 >= 2 { return nil }
        // The year last, then first.
        if (1000...2050).contains(third) { return isDayMonth((first, second)) ? third : nil }
        if (1000...2050).contains(first) { return isDayMonth((second, third)) ? first : nil }
        func expanded(_ year: Int) -> Int { year > 99 ? year : year > 50 ? year + 1900 : year + 2000 }
        if isDayMonth((first, second)) { return expanded(third) }
        if isDayMonth((second, third)) { return expanded(first) }
        return nil
    }

    private static func isDayMonth(_ pair: (Int, Int)) -> Bool {
        ((1...31).contains(pair.0) && (1...12).contains(pair.1)) || ((1...31).contains(pair.1) && (1...12).contains(pair.0))
    }
}
