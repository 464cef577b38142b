// SPDX-License-Identifier: Apache-2.0
/// The Spanish table of the password generator. Mirrors `GeneratorEnglishTexts` key for key, placeholders included.
enum GeneratorSpanishTexts {
    static let table: [GeneratorTextKey: String] = [
        .generatorLengthOutOfRange: "longitud {length}: la política admite de {minimum} a {maximum} caracteres",
        .generatorClassExcluded:
            "la política exige {class}, pero los caracteres elegidos no incluyen ninguno (la clase está desactivada o excluida entera)",
        .generatorEmptyAlphabet: "no queda ningún carácter que sortear: todas las clases están desactivadas o excluidas",
        .generatorUnsatisfiable:
            "ninguna contraseña de {length} caracteres con los caracteres elegidos cumple las clases de caracteres de la política",
        .generatorPassphraseLength:
            "{words} palabras de la lista {list} con sus separadores y relleno dan de {shortest} a {longest} caracteres; la política pide de {minimum} a {maximum}",
        .generatorImprobable:
            "solo el {percent} % de las frases de {words} palabras cumple la longitud de la política: usa más palabras",
        .generatorInvalidWordCount: "{value} palabras: se esperaba un número de {minimum} a {maximum}",
        .generatorSeparatorLetters: "separador {separator}: no puede contener letras, o las palabras no se distinguirían",
        .generatorSeparatorEmpty: "un separador vacío exige poner en mayúscula cada palabra, o las palabras no se distinguirían",
        .generatorSeparatorExcluded: "separador {separator}: usa un carácter excluido",
        .generatorNoWords: "todas las palabras de la lista {list} tienen algún carácter excluido",
        .generatorOptionConflict: "{option} necesita {class}, pero los caracteres elegidos no incluyen ninguno",
        .generatorRejectedByPolicy:
            "la regla {rule} de la política rechazó las {attempts} contraseñas de prueba: relaja la regla o cambia la receta",
        .generatorBreachUnavailable:
            "la comprobación de contraseñas filtradas no pudo responder ({reason}), así que ninguna contraseña puede darse por segura",
        .generatorClassUppercase: "una letra mayúscula",
        .generatorClassLowercase: "una letra minúscula",
        .generatorClassDigit: "un dígito",
        .generatorClassSymbol: "un símbolo",
    ]
}
