// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A keyboard or keypad as an adjacency graph: for each key, its neighbours in a fixed order of
/// directions, so a walk over the keys can count its turns.
///
/// Built from a picture of the layout: each key is written as its unshifted and shifted characters
/// (one character for keypads); rows of a keyboard are slanted as on a real one.
struct KeyboardGraph: Sendable {
    /// The layouts the spatial matcher walks: those of ``alwaysActive`` and the languages' own
    /// (``StrengthLanguage``).
    static let all: [KeyboardGraph] = [qwerty, dvorak, spanish, keypad, macKeypad, qwertz, azerty]

    /// The layouts every estimator walks, whatever its languages.
    static let alwaysActive: Set<String> = ["qwerty", "dvorak", "keypad", "mac-keypad"]

    /// The bits (by place in ``all``) of the layouts walked with `languages`.
    static func mask(for languages: Set<StrengthLanguage>) -> Int {
        let names = alwaysActive.union(languages.compactMap(\.keyboard))
        var mask = 0
        for (number, graph) in all.enumerated() where names.contains(graph.name) { mask |= 1 << number }
        return mask
    }

    /// US QWERTY.
    static let qwerty = KeyboardGraph(
        name: "qwerty", slanted: true,
        layout: #"""
            `~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) -_ =+
                qQ wW eE rR tT yY uU iI oO pP [{ ]} \|
                 aA sS dD fF gG hH jJ kK lL ;: '"
                  zZ xX cC vV bB nN mM ,< .> /?
            """#)

    /// US Dvorak.
    static let dvorak = KeyboardGraph(
        name: "dvorak", slanted: true,
        layout: #"""
            `~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) [{ ]}
                '" ,< .> pP yY fF gG cC rR lL /? =+ \|
                 aA oO eE uU iI dD hH tT nN sS -_
                  ;: qQ jJ kK xX bB mM wW vV zZ
            """#)

    /// Spanish (Spain) ISO layout, without the AltGr level.
    static let spanish = KeyboardGraph(
        name: "spanish", slanted: true,
        layout: #"""
            ºª 1! 2" 3· 4$ 5% 6& 7/ 8( 9) 0= '? ¡¿
                qQ wW eE rR tT yY uU iI oO pP `^ +*
                 aA sS dD fF gG hH jJ kK lL ñÑ ´¨ çÇ
               <> zZ xX cC vV bB nN mM ,; .: -_
            """#)

    /// German (Germany) QWERTZ layout, without the AltGr level.
    static let qwertz = KeyboardGraph(
        name: "qwertz", slanted: true,
        layout: #"""
            ^° 1! 2" 3§ 4$ 5% 6& 7/ 8( 9) 0= ß? ´`
                qQ wW eE rR tT zZ uU iI oO pP üÜ +*
                 aA sS dD fF gG hH jJ kK lL öÖ äÄ #'
               <> yY xX cC vV bB nN mM ,; .: -_
            """#)

    /// French (France) AZERTY layout, without the AltGr level: digits are the number row's shifted
    /// characters. (The ² key, which has no shifted character, is left out.)
    static let azerty = KeyboardGraph(
        name: "azerty", slanted: true,
        layout: #"""
               &1 é2 "3 '4 (5 -6 è7 _8 ç9 à0 )° =+
                aA zZ eE rR tT yY uU iI oO pP ^¨ $£
                 qQ sS dD fF gG hH jJ kK lL mM ù% *µ
               <> wW xX cC vV bB nN ,? ;. :/ !§
            """#)

    /// A PC numeric keypad.
    static let keypad = KeyboardGraph(
        name: "keypad", slanted: false,
        layout: #"""
              / * -
            7 8 9 +
            4 5 6
            1 2 3
              0 .
            """#)

    /// A Mac numeric keypad.
    static let macKeypad = KeyboardGraph(
        name: "mac-keypad", slanted: false,
        layout: #"""
              = / *
            7 8 9 -
            4 5 6 +
            1 2 3
              0 .
            """#)

    /// The layout's name, reported with spatial matches.
    let name: String
    /// Whether this is a keypad (aligned keys, eight directions, no shift).
    let isKeypad: Bool
    /// Directions per key: six on a slanted keyboard, eight on a keypad.
    let directions: Int
    /// `neighbours[(character * directions + direction) * 2 + 0/1]`: that neighbour's unshifted and
    /// shifted characters, 0 when there is none. Characters are code points below 256.
    private let neighbours: [UInt32]
    /// Whether the code point is a key of this layout, and whether it is a key's shifted character.
    private let isKey: [Bool]
    private let isShiftedKey: [Bool]
    /// How many characters the layout has, and their average number of neighbours: the counts an
    /// attacker walking keyboards must try.
    let startingPositions: Double
    let averageDegree: Double
    /// `averageDegree` to the powers 0 through ``PasswordGuessEstimator/maximumLength`` (the most
    /// turns a walk can make), each computed with `pow` once.
    private let degreePowers: [Double]

    private init(name: String, slanted: Bool, layout: String) {
        self.name = name
        self.isKeypad = !slanted
        let directions = slanted ? 6 : 8
        self.directions = directions
        var positions: [Int: [UInt32]] = [:]  // y * 64 + x → the key's characters
        let lines = layout.split(separator: "\n", omittingEmptySubsequences: false)
        let keyWidth = lines.first.flatMap { $0.split(separator: " ").first?.unicodeScalars.count } ?? 1
        for (row, line) in lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            var column = 0
            while column < scalars.count {
                if scalars[column] == " " {
                    column += 1
                    continue
                }
                let key = scalars[column..<min(column + keyWidth, scalars.count)].map(\.value)
                // Each row of a slanted keyboard starts half a key further right than the one above.
                let x = (column - (slanted ? row : 0)) / (keyWidth + 1)
                positions[row * 64 + x] = key
                column += keyWidth
            }
        }
        let offsets: [(Int, Int)] =
            slanted
            ? [(-1, 0), (0, -1), (1, -1), (1, 0), (0, 1), (-1, 1)]
            : [(-1, 0), (-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1)]
        var neighbours = [UInt32](repeating: 0, count: 256 * directions * 2)
        var isKey = [Bool](repeating: false, count: 256)
        var isShiftedKey = [Bool](repeating: false, count: 256)
        var characters = 0
        var degreeSum = 0
        for (position, key) in positions {
            let (y, x) = (position / 64, position % 64)
            var degree = 0
            var around: [(UInt32, UInt32)] = []
            for (dx, dy) in offsets {
                if let other = positions[(y + dy) * 64 + (x + dx)], x + dx >= 0 {
                    around.append((other[0], other.count > 1 ? other[1] : 0))
                    degree += 1
                } else {
                    around.append((0, 0))
                }
            }
            for (index, character) in key.enumerated() {
                isKey[Int(character)] = true
                isShiftedKey[Int(character)] = index == 1
                characters += 1
                degreeSum += degree
                for (direction, pair) in around.enumerated() {
                    neighbours[(Int(character) * directions + direction) * 2] = pair.0
                    neighbours[(Int(character) * directions + direction) * 2 + 1] = pair.1
                }
            }
        }
        self.neighbours = neighbours
        self.isKey = isKey
        self.isShiftedKey = isShiftedKey
        self.startingPositions = Double(characters)
        let averageDegree = Double(degreeSum) / Double(characters)
        self.averageDegree = averageDegree
        self.degreePowers = (0...PasswordGuessEstimator.maximumLength).map { pow(averageDegree, Double($0)) }
    }

    /// `averageDegree` to the power `turns`.
    func degreePower(_ turns: Int) -> Double {
        turns < degreePowers.count ? degreePowers[turns] : pow(averageDegree, Double(turns))
    }

    /// `layoutsWithStep[from << 8 | to]`: bit `i` set when `from` → `to` is a step on layout `i` of
    /// ``all``, for code points below 256. Plain memory (64 KiB), so one look-up screens every
    /// layout.
    nonisolated(unsafe) static let layoutsWithStep: UnsafePointer<UInt8> = {
        precondition(all.count <= UInt8.bitWidth, "one bit per layout")
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256 * 256)
        table.initialize(repeating: 0, count: 256 * 256)
        for (number, graph) in all.enumerated() {
            for from in 0..<256 where graph.isKey[from] {
                for slot in 0..<(graph.directions * 2) {
                    let to = Int(graph.neighbours[(from * graph.directions) * 2 + slot])
                    if to != 0 { table[from << 8 | to] |= 1 << UInt8(number) }
                }
            }
        }
        return UnsafePointer(table)
    }()

    /// The layouts of ``all`` on which `from` → `to` is a step, as bits; 0 for code points from 256.
    @inline(__always)
    static func layouts(from: UInt32, to: UInt32) -> Int {
        from < 256 && to < 256 ? Int(layoutsWithStep[Int(from << 8 | to)]) : 0
    }

    /// Whether `character` is typed with shift on this layout.
    func isShifted(_ character: UInt32) -> Bool {
        character < 256 && isShiftedKey[Int(character)]
    }

    /// The direction from `from` to its neighbour `to`, and whether `to` is that key's shifted
    /// character; `nil` when they are not neighbours.
    @inline(__always)
    func step(from: UInt32, to: UInt32) -> (direction: Int, shifted: Bool)? {
        guard from < 256, to != 0, isKey[Int(from)] else { return nil }
        let base = Int(from) * directions * 2
        for direction in 0..<directions {
            if neighbours[base + direction * 2] == to { return (direction, false) }
            if neighbours[base + direction * 2 + 1] == to { return (direction, true) }
        }
        return nil
    }
}
