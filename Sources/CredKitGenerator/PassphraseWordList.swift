// SPDX-License-Identifier: Apache-2.0
/// A bundled word list for passphrases (sources and licences in NOTICE).
public enum PassphraseWordList: String, Sendable, Hashable, CaseIterable {
    /// The EFF's long list for passphrases: 7,772 words of 3 to 9 letters (the four hyphenated
    /// entries of its 7,776 are left out), 12.92 bits a word. CC BY 3.0 US.
    case english = "en"
    /// The BIP-39 Spanish list folded to ASCII (ábaco → abaco): 2,048 common words of 3 to 8
    /// letters, 11 bits a word. MIT.
    case spanish = "es"

    /// The words, lower-case ASCII letters only, all distinct.
    public var words: [String] {
        switch self {
        case .english: Self.englishList
        case .spanish: Self.spanishList
        }
    }

    private static let englishList = englishWords.split(separator: "\n").map(String.init)
    private static let spanishList = spanishWords.split(separator: "\n").map(String.init)
}
