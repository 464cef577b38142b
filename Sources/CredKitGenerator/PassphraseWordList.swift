// SPDX-License-Identifier: Apache-2.0
import CCredKitData

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

    // The compiled-in text of Data/passphrase (Sources/CCredKitData/WordLists.c), split once.
    private static let englishList = lines(credkit_passphrase_english(), credkit_passphrase_english_bytes())
    private static let spanishList = lines(credkit_passphrase_spanish(), credkit_passphrase_spanish_bytes())

    private static func lines(_ text: UnsafePointer<CChar>, _ count: UInt32) -> [String] {
        String(decoding: UnsafeRawBufferPointer(start: text, count: Int(count)), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }
}
