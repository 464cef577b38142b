// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of the password generator, each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``GeneratorTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension GeneratorTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        case .generatorLengthOutOfRange:
            (
                en: "length {length}: the policy allows {minimum} to {maximum} characters",
                es: "longitud {length}: la política admite de {minimum} a {maximum} caracteres"
            )
        case .generatorClassExcluded:
            (
                en:
                    "the policy requires {class}, but the chosen characters hold none (the class is turned off or all of it excluded)",
                es:
                    "la política exige {class}, pero los caracteres elegidos no incluyen ninguno (la clase está desactivada o excluida entera)"
            )
        case .generatorEmptyAlphabet:
            (
                en: "no characters are left to draw from: every class is turned off or excluded",
                es: "no queda ningún carácter que sortear: todas las clases están desactivadas o excluidas"
            )
        case .generatorUnsatisfiable:
            (
                en: "no password of {length} characters from the chosen characters meets the policy's character classes",
                es:
                    "ninguna contraseña de {length} caracteres con los caracteres elegidos cumple las clases de caracteres de la política"
            )
        case .generatorPassphraseLength:
            (
                en:
                    "{words} words from the {list} list with their separators and padding make {shortest} to {longest} characters; the policy needs {minimum} to {maximum}",
                es:
                    "{words} palabras de la lista {list} con sus separadores y relleno dan de {shortest} a {longest} caracteres; la política pide de {minimum} a {maximum}"
            )
        case .generatorImprobable:
            (
                en: "only {percent} % of passphrases of {words} words meet the policy's length: use more words",
                es: "solo el {percent} % de las frases de {words} palabras cumple la longitud de la política: usa más palabras"
            )
        case .generatorInvalidWordCount:
            (
                en: "{value} words: expected a number from {minimum} to {maximum}",
                es: "{value} palabras: se esperaba un número de {minimum} a {maximum}"
            )
        case .generatorSeparatorLetters:
            (
                en: "separator {separator}: it must not contain letters, or the words could not be told apart",
                es: "separador {separator}: no puede contener letras, o las palabras no se distinguirían"
            )
        case .generatorSeparatorEmpty:
            (
                en: "an empty separator needs every word capitalised, or the words could not be told apart",
                es: "un separador vacío exige poner en mayúscula cada palabra, o las palabras no se distinguirían"
            )
        case .generatorSeparatorExcluded:
            (en: "separator {separator}: it uses an excluded character", es: "separador {separator}: usa un carácter excluido")
        case .generatorNoWords:
            (
                en: "every word of the {list} list holds an excluded character",
                es: "todas las palabras de la lista {list} tienen algún carácter excluido"
            )
        case .generatorOptionConflict:
            (
                en: "{option} needs {class}, but the chosen characters hold none",
                es: "{option} necesita {class}, pero los caracteres elegidos no incluyen ninguno"
            )
        case .generatorRejectedByPolicy:
            (
                en: "the policy's rule {rule} rejected all {attempts} trial passwords: loosen the rule or change the recipe",
                es:
                    "la regla {rule} de la política rechazó las {attempts} contraseñas de prueba: relaja la regla o cambia la receta"
            )
        case .generatorBreachUnavailable:
            (
                en: "the breached-password check could not answer ({reason}), so no password can be judged safe",
                es:
                    "la comprobación de contraseñas filtradas no pudo responder ({reason}), así que ninguna contraseña puede darse por segura"
            )
        case .generatorClassUppercase: (en: "an upper-case letter", es: "una letra mayúscula")
        case .generatorClassLowercase: (en: "a lower-case letter", es: "una letra minúscula")
        case .generatorClassDigit: (en: "a digit", es: "un dígito")
        case .generatorClassSymbol: (en: "a symbol", es: "un símbolo")
        }
    }
}
