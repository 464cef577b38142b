import _CredKitCore

extension GuessAnalyzer {
    /// Where a run of 4 to 8 digits may split into day, month and year (zxcvbn's splits).
    private static let dateSplits: [Int: [(Int, Int)]] = [
        4: [(1, 2), (2, 3)], 5: [(1, 3), (2, 3)], 6: [(1, 2), (2, 4), (4, 5)], 7: [(1, 3), (2, 3), (4, 5), (4, 6)],
        8: [(2, 4), (4, 6)],
    ]

    /// Dates as digits (`13051990`, `1390`) and with one repeated separator (`13/5/90`, `1990-05-13`),
    /// read in any day/month/year order; a date inside a longer date is left out.
    func addDateMatches(_ text: PasswordText, to matches: inout [Match]) {
        let n = text.count
        var found: [(start: Int, end: Int, year: Int, separated: Bool)] = []
        if n >= 4 {
            for start in 0..<(n - 3) {
                for end in (start + 3)..<min(start + 8, n) where text.isDigits(start, end) {
                    var best: Int?
                    for (first, second) in Self.dateSplits[end - start + 1]! {
                        let parts = [
                            text.integer(start, start + first - 1), text.integer(start + first, start + second - 1),
                            text.integer(start + second, end),
                        ]
                        guard let year = Self.dateYear(parts) else { continue }
                        // Of several readings, the one closest to the reference year.
                        if best == nil || abs(year - referenceYear) < abs(best! - referenceYear) { best = year }
                    }
                    if let best { found.append((start, end, best, false)) }
                }
            }
        }
        if n >= 6 {
            for start in 0..<(n - 5) {
                for end in (start + 5)..<min(start + 10, n) {
                    guard let parts = separatedDate(text, start, end), let year = Self.dateYear(parts) else { continue }
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

    /// `d{1,4} sep d{1,2} sep d{1,4}` filling `start...end`, with the same separator twice.
    private func separatedDate(_ text: PasswordText, _ start: Int, _ end: Int) -> [Int]? {
        func isSeparator(_ value: UInt32) -> Bool {
            switch value {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x2F, 0x5C, 0x5F, 0x2E, 0x2D: true  // white space / \ _ . -
            default: false
            }
        }
        var runs: [(Int, Int)] = []
        var separators: [UInt32] = []
        var index = start
        while index <= end {
            let runStart = index
            while index <= end && text.scalars[index] &- 0x30 < 10 { index += 1 }
            guard index > runStart else { return nil }
            runs.append((runStart, index - 1))
            if index <= end {
                guard isSeparator(text.scalars[index]) else { return nil }
                separators.append(text.scalars[index])
                index += 1
                guard index <= end else { return nil }
            }
        }
        guard runs.count == 3, separators[0] == separators[1] else { return nil }
        let lengths = runs.map { $0.1 - $0.0 + 1 }
        guard lengths[0] <= 4, lengths[1] <= 2, lengths[2] <= 4 else { return nil }
        return runs.map { text.integer($0.0, $0.1) }
    }

    /// The year of three numbers read as a date, or `nil` when no reading is a date: a four-digit
    /// year (1000–2050) at either end, else a two-digit one at either end (50 and below → 20xx).
    static func dateYear(_ parts: [Int]) -> Int? {
        if parts[1] > 31 || parts[1] <= 0 { return nil }
        var over12 = 0, over31 = 0, under1 = 0
        for part in parts {
            if (99 < part && part < 1000) || part > 2050 { return nil }
            if part > 31 { over31 += 1 }
            if part > 12 { over12 += 1 }
            if part <= 0 { under1 += 1 }
        }
        if over31 >= 2 || over12 == 3 || under1 >= 2 { return nil }
        let splits = [(parts[2], (parts[0], parts[1])), (parts[0], (parts[1], parts[2]))]
        for (year, rest) in splits where (1000...2050).contains(year) {
            return isDayMonth(rest) ? year : nil
        }
        for (year, rest) in splits where isDayMonth(rest) {
            return year > 99 ? year : year > 50 ? year + 1900 : year + 2000
        }
        return nil
    }

    private static func isDayMonth(_ pair: (Int, Int)) -> Bool {
        ((1...31).contains(pair.0) && (1...12).contains(pair.1)) || ((1...31).contains(pair.1) && (1...12).contains(pair.0))
    }
}
