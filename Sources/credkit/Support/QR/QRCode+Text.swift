// SPDX-License-Identifier: Apache-2.0
extension QRCode {
    /// The symbol as lines of text for a terminal: Unicode half blocks, two module rows per line,
    /// inside a quiet zone of `quietZone` light modules.
    ///
    /// Light modules are the drawn ones (`█`, `▀`, `▄`) and dark modules are left blank, so the
    /// picture is right on a terminal with a dark background, the usual case (as `qrencode -t UTF8`
    /// draws it); a phone's scanner reads it from the screen.
    /// - Parameter quietZone: light modules around the symbol (the standard asks for 4).
    /// - Returns: the lines, without line breaks.
    package func halfBlockLines(quietZone: Int = 4) -> [String] {
        let side = size + 2 * quietZone
        /// Whether the module at (x, y) of the padded picture is light; beyond the picture is dark.
        func light(_ x: Int, _ y: Int) -> Bool {
            guard y < side else { return false }
            let (column, row) = (x - quietZone, y - quietZone)
            guard (0..<size).contains(column), (0..<size).contains(row) else { return true }
            return !self[column, row]
        }
        return stride(from: 0, to: side, by: 2).map { top in
            String(
                (0..<side).map { x -> Character in
                    switch (light(x, top), light(x, top + 1)) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }
}
