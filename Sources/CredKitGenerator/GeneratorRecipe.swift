// SPDX-License-Identifier: Apache-2.0
/// What a generated password is made of: random characters or random words.
public enum GeneratorRecipe: Sendable, Hashable {
    /// Characters drawn one by one from an alphabet.
    case characters(CharacterRecipe)
    /// Words drawn from a bundled list, joined by a separator.
    case passphrase(PassphraseRecipe)
}

/// A password of random characters.
public struct CharacterRecipe: Sendable, Hashable {
    /// The number of characters; `nil` takes ``PasswordGenerator/defaultLength(for:alphabet:)``.
    public var length: Int?
    /// The characters to draw from.
    public var alphabet: GeneratorAlphabet

    /// Creates a character recipe.
    /// - Parameters:
    ///   - length: the number of characters, or `nil` for the policy's default.
    ///   - alphabet: the characters to draw from.
    public init(length: Int? = nil, alphabet: GeneratorAlphabet = GeneratorAlphabet()) {
        self.length = length
        self.alphabet = alphabet
    }
}

/// A passphrase: words from a bundled list, plus what the policy requires.
///
/// When the policy requires a class the words and separator do not give, the passphrase is padded:
/// one randomly chosen word is capitalised (upper case), a random digit or a random symbol is
/// appended to a randomly chosen word. ``addsNumber`` and ``addsSymbol`` ask for the digit or the
/// symbol even when the policy does not.
public struct PassphraseRecipe: Sendable, Hashable {
    /// The number of words, 1 to ``wordCountRange``'s upper bound.
    public var wordCount: Int
    /// What goes between words: no letters (so that words stay apart); empty only with
    /// ``capitalizes``.
    public var separator: String
    /// The bundled list to draw from.
    public var wordList: PassphraseWordList
    /// Capitalise every word.
    public var capitalizes: Bool
    /// Append a random digit to a random word.
    public var addsNumber: Bool
    /// Append a random symbol to a random word.
    public var addsSymbol: Bool
    /// The characters the words, digits and symbols may use: words holding an excluded letter are
    /// left out of the list; the classes and ``GeneratorAlphabet/excludesAmbiguous`` apply to the
    /// added digits and symbols (a word's letters are never ambiguous in context).
    public var alphabet: GeneratorAlphabet

    /// The word counts accepted.
    public static let wordCountRange = 1...64

    /// Creates a passphrase recipe.
    /// - Parameters:
    ///   - wordCount: the number of words.
    ///   - separator: what goes between words (default `-`).
    ///   - wordList: the list (default English).
    ///   - capitalizes: capitalise every word.
    ///   - addsNumber: append a digit.
    ///   - addsSymbol: append a symbol.
    ///   - alphabet: the characters allowed.
    public init(
        wordCount: Int, separator: String = "-", wordList: PassphraseWordList = .english, capitalizes: Bool = false,
        addsNumber: Bool = false, addsSymbol: Bool = false, alphabet: GeneratorAlphabet = GeneratorAlphabet()
    ) {
        self.wordCount = wordCount
        self.separator = separator
        self.wordList = wordList
        self.capitalizes = capitalizes
        self.addsNumber = addsNumber
        self.addsSymbol = addsSymbol
        self.alphabet = alphabet
    }
}
