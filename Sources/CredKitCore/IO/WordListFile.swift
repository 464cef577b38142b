// SPDX-License-Identifier: Apache-2.0
/// The plain word lists in `Data/` (the blocklist, the passphrase lists): a header of lines starting
/// with `# `, then one word per line. `credkit-generate-data` compiles their words into
/// `Sources/CCredKitData/WordLists.c`, and the tests compare the compiled text with the files.
package enum WordListFile {
    /// The words of a list file's text: every line after the leading `# ` header lines, without
    /// the final newline. A word may itself start with `#` (`#1pimp` is a common password); only
    /// `# ` before the first word is header.
    /// - Parameter text: the file's contents.
    /// - Returns: the words, in the file's order.
    package static func words(in text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let header = lines.prefix { $0.hasPrefix("# ") }.count
        return Array(lines.dropFirst(header))
    }

    /// The words as the compiled text holds them: joined by `\n`, none after the last.
    /// - Parameter words: the words.
    /// - Returns: their UTF-8 bytes.
    package static func compiledText(_ words: [Substring]) -> [UInt8] {
        Array(words.joined(separator: "\n").utf8)
    }
}
