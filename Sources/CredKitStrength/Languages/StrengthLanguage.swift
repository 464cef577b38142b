// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// A language whose common words and names the guesses model knows, with its keyboard layout.
///
/// Which languages are active is the caller's choice (``PasswordGuessEstimator/init(referenceYear:userInputs:extraWords:languages:)``):
/// a password in a language the estimator does not know is priced as characters, so an app for
/// users in Berlin should add ``german``. The common-password list and the QWERTY, Dvorak and keypad
/// layouts are always active. The lists are compiled in; a language the estimator does not use
/// costs no memory beyond the pages its lookups touch.
///
/// Feedback texts stay in English and Spanish (`Language`) whatever languages are active.
public enum StrengthLanguage: String, Sendable, Hashable, CaseIterable, Comparable {
    /// English: Wikipedia and film-dialogue word frequencies, a spelling dictionary, US census
    /// names.
    case english = "en"
    /// Spanish: film-dialogue word frequencies, Spain's first names and surnames (INE); the Spanish
    /// keyboard.
    case spanish = "es"
    /// German: film-dialogue word frequencies; the German QWERTZ keyboard.
    case german = "de"
    /// French: film-dialogue word frequencies, France's first names and surnames (INSEE); the
    /// French AZERTY keyboard.
    case french = "fr"
    /// Italian: film-dialogue word frequencies.
    case italian = "it"
    /// Dutch: film-dialogue word frequencies, Belgium's first names and surnames (Statbel).
    case dutch = "nl"
    /// Portuguese, Brazil's and Portugal's alike: Brazilian film-dialogue word frequencies and
    /// Brazil's first names (IBGE).
    case portuguese = "pt"

    /// The languages an estimator knows unless told otherwise: English and Spanish, the languages
    /// of the articles credkit grew from.
    public static let defaults: Set<StrengthLanguage> = [.english, .spanish]

    /// The word lists of this language.
    public var wordLists: [WordList] {
        switch self {
        case .english: [.englishWikipedia, .englishDialogue, .englishDictionary, .femaleNames, .maleNames, .surnames]
        case .spanish: [.spanishWords, .spanishNames]
        case .german: [.germanWords]
        case .french: [.frenchWords, .frenchNames]
        case .italian: [.italianWords]
        case .dutch: [.dutchWords, .dutchNames]
        case .portuguese: [.portugueseWords, .portugueseNames]
        }
    }

    /// The keyboard layout this language adds to the always-active ones, by name.
    var keyboard: String? {
        switch self {
        case .spanish: "spanish"
        case .german: "qwertz"
        case .french: "azerty"
        case .english, .italian, .dutch, .portuguese: nil
        }
    }

    /// Orders languages as `allCases` does.
    public static func < (lhs: StrengthLanguage, rhs: StrengthLanguage) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
