// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of the strength meters (labels, feedback, crack times, extra words), each with its English and
/// its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``StrengthTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension StrengthTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // Strength meter labels.
        case .strengthWeak: (en: "Weak", es: "Débil")
        case .strengthFair: (en: "Fair", es: "Regular")
        case .strengthGood: (en: "Good", es: "Buena")
        case .strengthStrong: (en: "Strong", es: "Fuerte")
        case .strengthWarningTopTen: (en: "This is a top-10 common password.", es: "Es una de las 10 contraseñas más usadas.")
        case .strengthWarningTopHundred:
            (en: "This is a top-100 common password.", es: "Es una de las 100 contraseñas más usadas.")
        case .strengthWarningCommon: (en: "This is a very common password.", es: "Es una contraseña muy común.")
        case .strengthWarningSimilarToCommon:
            (en: "This is similar to a commonly used password.", es: "Se parece a una contraseña muy usada.")
        case .strengthWarningWord: (en: "A word by itself is easy to guess.", es: "Una palabra sola es fácil de adivinar.")
        case .strengthWarningNameByItself:
            (
                en: "Names and surnames by themselves are easy to guess.",
                es: "Los nombres y apellidos solos son fáciles de adivinar."
            )
        case .strengthWarningCommonName:
            (en: "Common names and surnames are easy to guess.", es: "Los nombres y apellidos comunes son fáciles de adivinar.")
        case .strengthWarningPersonal:
            (
                en: "Your own name or email address is easy to guess.",
                es: "Tu propio nombre o correo electrónico es fácil de adivinar."
            )
        case .strengthWarningStraightRow:
            (en: "Straight rows of keys are easy to guess.", es: "Las filas seguidas de teclas son fáciles de adivinar.")
        case .strengthWarningKeyboard:
            (en: "Short keyboard patterns are easy to guess.", es: "Los patrones cortos de teclado son fáciles de adivinar.")
        case .strengthWarningRepeatedCharacter:
            (en: "Repeats like \"aaa\" are easy to guess.", es: "Las repeticiones como «aaa» son fáciles de adivinar.")
        case .strengthWarningRepeatedBlock:
            (
                en: "Repeats like \"abcabcabc\" are only slightly harder to guess than \"abc\".",
                es: "Repeticiones como «abcabcabc» apenas son más difíciles de adivinar que «abc»."
            )
        case .strengthWarningSequence:
            (en: "Sequences like abc or 6543 are easy to guess.", es: "Las secuencias como abc o 6543 son fáciles de adivinar.")
        case .strengthWarningRecentYear:
            (en: "Recent years are easy to guess.", es: "Los años recientes son fáciles de adivinar.")
        case .strengthWarningDate: (en: "Dates are often easy to guess.", es: "Las fechas suelen ser fáciles de adivinar.")
        case .strengthSuggestionFewWords:
            (en: "Use a few words, avoid common phrases.", es: "Usa varias palabras y evita frases comunes.")
        case .strengthSuggestionNoSymbols:
            (en: "No need for symbols, digits, or uppercase letters.", es: "No hacen falta símbolos, números ni mayúsculas.")
        case .strengthSuggestionAddWord:
            (
                en: "Add another word or two. Uncommon words are better.",
                es: "Añade una o dos palabras más; mejor si son poco comunes."
            )
        case .strengthSuggestionKeyboard:
            (en: "Use a longer keyboard pattern with more turns.", es: "Usa un patrón de teclado más largo y con más giros.")
        case .strengthSuggestionRepeats: (en: "Avoid repeated words and characters.", es: "Evita repetir palabras y caracteres.")
        case .strengthSuggestionSequences: (en: "Avoid sequences.", es: "Evita las secuencias.")
        case .strengthSuggestionRecentYears: (en: "Avoid recent years.", es: "Evita los años recientes.")
        case .strengthSuggestionAssociatedYears:
            (en: "Avoid years that are associated with you.", es: "Evita los años relacionados contigo.")
        case .strengthSuggestionDates:
            (en: "Avoid dates and years that are associated with you.", es: "Evita las fechas y años relacionados contigo.")
        case .strengthSuggestionCapitalization:
            (en: "Capitalization doesn't help very much.", es: "Poner la primera letra en mayúscula apenas ayuda.")
        case .strengthSuggestionAllUppercase:
            (
                en: "All-uppercase is almost as easy to guess as all-lowercase.",
                es: "Todo en mayúsculas es casi tan fácil de adivinar como todo en minúsculas."
            )
        case .strengthSuggestionReversed:
            (
                en: "Reversed words aren't much harder to guess.",
                es: "Las palabras al revés no son mucho más difíciles de adivinar."
            )
        case .strengthSuggestionSubstitutions:
            (
                en: "Predictable substitutions like '@' instead of 'a' don't help very much.",
                es: "Sustituciones previsibles como «@» en lugar de «a» apenas ayudan."
            )
        case .strengthSuggestionPersonal:
            (
                en: "Avoid your name, email address and other personal details.",
                es: "Evita tu nombre, tu correo electrónico y otros datos personales."
            )
        case .crackTimeInstant: (en: "less than a second", es: "menos de un segundo")
        case .crackTimeSecond: (en: "{n} second", es: "{n} segundo")
        case .crackTimeSeconds: (en: "{n} seconds", es: "{n} segundos")
        case .crackTimeMinute: (en: "{n} minute", es: "{n} minuto")
        case .crackTimeMinutes: (en: "{n} minutes", es: "{n} minutos")
        case .crackTimeHour: (en: "{n} hour", es: "{n} hora")
        case .crackTimeHours: (en: "{n} hours", es: "{n} horas")
        case .crackTimeDay: (en: "{n} day", es: "{n} día")
        case .crackTimeDays: (en: "{n} days", es: "{n} días")
        case .crackTimeMonth: (en: "{n} month", es: "{n} mes")
        case .crackTimeMonths: (en: "{n} months", es: "{n} meses")
        case .crackTimeYear: (en: "{n} year", es: "{n} año")
        case .crackTimeYears: (en: "{n} years", es: "{n} años")
        case .crackTimeCenturies: (en: "centuries", es: "siglos")
        case .indicatorPasswordsMatch: (en: "Passwords match", es: "Las contraseñas coinciden")
        case .indicatorPasswordsDiffer: (en: "Passwords do not match", es: "Las contraseñas no coinciden")
        case .indicatorSameAsCurrent:
            (
                en: "The new password must be different from the current one",
                es: "La nueva contraseña debe ser diferente a la actual"
            )

        // Extra words for the strength estimator.
        case .extraWordsUnreadable:
            (
                en: "{file}: the word list cannot be read ({reason})",
                es: "{file}: no se puede leer la lista de palabras ({reason})"
            )
        case .extraWordsInvalidUTF8:
            (en: "{file}:{line}: the word list is not UTF-8 text", es: "{file}:{line}: la lista de palabras no es texto UTF-8")
        case .extraWordsTooLong:
            (
                en: "{file}:{line}: a word is {bytes} bytes long; the most is {limit}",
                es: "{file}:{line}: una palabra ocupa {bytes} bytes; el máximo es {limit}"
            )
        case .extraWordsTooMany:
            (
                en: "{file}:{line}: the word list has more than {limit} words",
                es: "{file}:{line}: la lista de palabras tiene más de {limit} palabras"
            )
        case .attackerUnknown:
            (
                en:
                    "“{value}” is not an attacker: use bcrypt:COST, scrypt:N,R,P, argon2id:MEMORY_KIB,ITERATIONS, pbkdf2-sha256:ITERATIONS, online-throttled or online-unthrottled",
                es:
                    "«{value}» no es un atacante: usa bcrypt:COSTE, scrypt:N,R,P, argon2id:MEMORIA_KIB,ITERACIONES, pbkdf2-sha256:ITERACIONES, online-throttled u online-unthrottled"
            )
        case .attackerBcryptCost:
            (
                en: "“{value}”: bcrypt takes its cost, a whole number from 4 to 31 (bcrypt:12)",
                es: "«{value}»: bcrypt lleva su coste, un número entero de 4 a 31 (bcrypt:12)"
            )
        case .attackerScryptParameters:
            (
                en:
                    "“{value}”: scrypt takes N,R,P: N a power of two from 2 to 4294967296, R and P whole numbers from 1 to 1024 (scrypt:131072,8,1)",
                es:
                    "«{value}»: scrypt lleva N,R,P: N una potencia de dos de 2 a 4294967296, R y P números enteros de 1 a 1024 (scrypt:131072,8,1)"
            )
        case .attackerArgon2idParameters:
            (
                en:
                    "“{value}”: argon2id takes MEMORY_KIB,ITERATIONS: memory from 8 to 4194304 KiB, iterations from 1 to 1000 (argon2id:19456,2)",
                es:
                    "«{value}»: argon2id lleva MEMORIA_KIB,ITERACIONES: memoria de 8 a 4194304 KiB, iteraciones de 1 a 1000 (argon2id:19456,2)"
            )
        case .attackerPBKDF2Iterations:
            (
                en: "“{value}”: pbkdf2-sha256 takes its iterations, a whole number from 1 to 100000000 (pbkdf2-sha256:600000)",
                es: "«{value}»: pbkdf2-sha256 lleva sus iteraciones, un número entero de 1 a 100000000 (pbkdf2-sha256:600000)"
            )
        case .languageUnknown:
            (
                en:
                    "“{value}” is not a language the strength model knows: use en, es, de, fr, it, nl, pt (pt-BR too), a comma-separated list of them, or all",
                es:
                    "«{value}» no es un idioma que conozca el modelo de fortaleza: usa en, es, de, fr, it, nl, pt (también pt-BR), una lista de ellos separada por comas, o all"
            )
        case .languageEmpty:
            (
                en: "“{value}”: the list of languages has an empty entry; write tags separated by commas (de,en) or all",
                es:
                    "«{value}»: la lista de idiomas tiene una entrada vacía; escribe las etiquetas separadas por comas (de,en) o all"
            )
        case .strengthWarningBreached:
            (en: "This password has appeared in a data breach", es: "Esta contraseña ha aparecido en una filtración de datos")
        }
    }
}
