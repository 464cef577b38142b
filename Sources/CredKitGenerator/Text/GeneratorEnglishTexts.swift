// SPDX-License-Identifier: Apache-2.0
/// The English table of the password generator. Keep entries in ``GeneratorTextKey`` order; `GeneratorSpanishTexts` mirrors it.
enum GeneratorEnglishTexts {
    static let table: [GeneratorTextKey: String] = [
        .generatorLengthOutOfRange: "length {length}: the policy allows {minimum} to {maximum} characters",
        .generatorClassExcluded:
            "the policy requires {class}, but the chosen characters hold none (the class is turned off or all of it excluded)",
        .generatorEmptyAlphabet: "no characters are left to draw from: every class is turned off or excluded",
        .generatorUnsatisfiable:
            "no password of {length} characters from the chosen characters meets the policy's character classes",
        .generatorPassphraseLength:
            "{words} words from the {list} list with their separators and padding make {shortest} to {longest} characters; the policy needs {minimum} to {maximum}",
        .generatorImprobable: "only {percent} % of passphrases of {words} words meet the policy's length: use more words",
        .generatorInvalidWordCount: "{value} words: expected a number from {minimum} to {maximum}",
        .generatorSeparatorLetters: "separator {separator}: it must not contain letters, or the words could not be told apart",
        .generatorSeparatorEmpty: "an empty separator needs every word capitalised, or the words could not be told apart",
        .generatorSeparatorExcluded: "separator {separator}: it uses an excluded character",
        .generatorNoWords: "every word of the {list} list holds an excluded character",
        .generatorOptionConflict: "{option} needs {class}, but the chosen characters hold none",
        .generatorRejectedByPolicy:
            "the policy's rule {rule} rejected all {attempts} trial passwords: loosen the rule or change the recipe",
        .generatorBreachUnavailable: "the breached-password check could not answer ({reason}), so no password can be judged safe",
        .generatorClassUppercase: "an upper-case letter",
        .generatorClassLowercase: "a lower-case letter",
        .generatorClassDigit: "a digit",
        .generatorClassSymbol: "a symbol",
    ]
}
