// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension GuessAnalyzer {
    /// Walks over neighbouring keys of at least three characters, on every layout, counting turns
    /// and shifted characters.
    func addSpatialMatches(_ text: PasswordText, to matches: inout [Match]) {
        let scalars = text.scalars
        let n = scalars.count
        // A walk needs two steps in a row on the same layout; most passwords have none on any, so
        // layouts are first screened with one look-up per pair of neighbouring characters.
        var walking = 0
        var previous = 0
        for index in 0..<max(n - 1, 0) {
            let steps = KeyboardGraph.layouts(from: scalars[index], to: scalars[index + 1])
            walking |= steps & previous
            previous = steps
        }
        walking &= keyboards
        guard walking != 0 else { return }
        for (number, graph) in KeyboardGraph.all.enumerated() where walking & (1 << number) != 0 {
            var start = 0
            while start < n - 1 {
                var next = start + 1
                var lastDirection = -1
                var turns = 0
                var shifted = !graph.isKeypad && graph.isShifted(scalars[start]) ? 1 : 0
                while true {
                    if next < n, let step = graph.step(from: scalars[next - 1], to: scalars[next]) {
                        if step.shifted { shifted += 1 }
                        if step.direction != lastDirection {
                            turns += 1
                            lastDirection = step.direction
                        }
                        next += 1
                        continue
                    }
                    if next - start > 2 {
                        var match = Match(
                            .spatial, start, next - 1,
                            guesses: Self.spatialGuesses(graph, length: next - start, turns: turns, shifted: shifted))
                        match.turns = turns
                        matches.append(match)
                    }
                    start = next
                    break
                }
            }
        }
    }

    /// Guesses for a keyboard walk: every shorter-or-equal walk with up to as many turns, from any
    /// key, times the ways to place the shifted characters.
    static func spatialGuesses(_ graph: KeyboardGraph, length: Int, turns: Int, shifted: Int) -> Double {
        // Keypads share the PC keypad's figures, as zxcvbn's do; keyboards use their own.
        let reference = graph.isKeypad ? KeyboardGraph.keypad : graph
        let starts = reference.startingPositions
        var guesses = 0.0
        if length >= 2 {
            for walk in 2...length {
                let possibleTurns = min(turns, walk - 1)
                guard possibleTurns >= 1 else { continue }
                for turn in 1...possibleTurns {
                    guesses += Combinatorics.choose(walk - 1, turn - 1) * starts * reference.degreePower(turn)
                }
            }
        }
        if shifted > 0 {
            let unshifted = length - shifted
            if unshifted == 0 {
                guesses *= 2
            } else {
                var variations = 0.0
                for count in 1...min(shifted, unshifted) { variations += Combinatorics.choose(shifted + unshifted, count) }
                guesses *= variations
            }
        }
        return guesses
    }

    /// Runs of a repeated block (`aaa`, `abcabc`), the block priced by its own best analysis.
    func addRepeatMatches(_ text: PasswordText, to matches: inout [Match], depth: Int) {
        let scalars = text.scalars
        let n = scalars.count
        var from = 0
        while from < n {
            guard let found = Self.nextRepeat(in: scalars, from: from) else { break }
            let baseText = PasswordText(scalars[found.start..<found.start + found.baseLength])
            let base = analyze(baseText, depth: depth + 1)
            let count = found.length / found.baseLength
            var match = Match(.repeat, found.start, found.start + found.length - 1, guesses: base.guesses * Double(count))
            match.baseLength = found.baseLength
            matches.append(match)
            from = found.start + found.length
        }
    }

    /// The leftmost repeat at or after `from`, as Python's `(.+)\1+` and `(.+?)\1+` find it: the
    /// longer of the greedy and the lazy reading; a greedy run is credited to its shortest block.
    static func nextRepeat(in scalars: [UInt32], from: Int) -> (start: Int, length: Int, baseLength: Int)? {
        scalars.withUnsafeBufferPointer { nextRepeat(in: $0, from: from) }
    }

    private static func nextRepeat(in scalars: UnsafeBufferPointer<UInt32>, from: Int) -> (
        start: Int, length: Int, baseLength: Int
    )? {
        let n = scalars.count
        func repeats(_ start: Int, _ block: Int) -> Bool {
            for offset in 0..<block where scalars[start + offset] != scalars[start + block + offset] { return false }
            return true
        }
        func run(_ start: Int, _ block: Int) -> Int {
            var count = 1
            while start + (count + 1) * block <= n && repeats(start + (count - 1) * block, block) { count += 1 }
            return count * block
        }
        for start in from..<n {
            let longest = (n - start) / 2
            guard longest >= 1 else { return nil }
            // The shortest and longest blocks that repeat at once; a block can only repeat where
            // the character after it is the first one again.
            let first = scalars[start]
            var lazy = 0
            for block in 1...longest where scalars[start + block] == first && repeats(start, block) {
                lazy = block
                break
            }
            guard lazy > 0 else { continue }
            var greedy = longest
            while greedy > lazy && !(scalars[start + greedy] == first && repeats(start, greedy)) { greedy -= 1 }
            let lazyLength = run(start, lazy)
            let greedyLength = run(start, greedy)
            guard greedyLength > lazyLength else { return (start, lazyLength, lazy) }
            // The shortest block the greedy run is made of.
            let block = (1...greedyLength / 2).first { block in
                greedyLength % block == 0
                    && (block..<greedyLength).allSatisfy { scalars[start + $0] == scalars[start + $0 - block] }
            }!
            return (start, greedyLength, block)
        }
        return nil
    }

    /// Runs of code points with one constant step of at most 5 (`abcd`, `9753`, `ace`).
    func addSequenceMatches(_ text: PasswordText, to matches: inout [Match]) {
        let scalars = text.scalars
        let n = scalars.count
        guard n > 1 else { return }
        func add(_ start: Int, _ end: Int, _ delta: Int) {
            guard end - start > 1 || abs(delta) == 1, delta != 0, abs(delta) <= 5 else { return }
            let first = scalars[start]
            var base: Double
            switch first {
            case 0x61, 0x41, 0x7A, 0x5A, 0x30, 0x31, 0x39: base = 4  // a A z Z 0 1 9: obvious starts
            default: base = first &- 0x30 < 10 ? 10 : 26
            }
            if delta < 0 { base *= 2 }
            matches.append(Match(.sequence, start, end, guesses: base * Double(end - start + 1)))
        }
        var start = 0
        var lastDelta: Int?
        for index in 1..<n {
            let delta = Int(scalars[index]) - Int(scalars[index - 1])
            if lastDelta == nil { lastDelta = delta }
            if delta == lastDelta { continue }
            add(start, index - 1, lastDelta!)
            start = index - 1
            lastDelta = delta
        }
        add(start, n - 1, lastDelta!)
    }

    /// Years from 1900 to 2029, left to right without overlap.
    func addYearMatches(_ text: PasswordText, to matches: inout [Match]) {
        var index = 0
        while index + 4 <= text.count {
            if text.isDigits(index, index + 3) {
                let year = text.integer(index, index + 3)
                if (1900...2029).contains(year) {
                    matches.append(
                        Match(.year, index, index + 3, guesses: Double(max(abs(year - referenceYear), Self.minimumYearSpace))))
                    index += 4
                    continue
                }
            }
            index += 1
        }
    }
}
