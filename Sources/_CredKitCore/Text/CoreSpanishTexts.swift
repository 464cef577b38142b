// SPDX-License-Identifier: Apache-2.0
/// The Spanish table of the shared plumbing (pattern and JSON syntax errors, verbatim messages). Mirrors `CoreEnglishTexts` key for key, placeholders included.
enum CoreSpanishTexts {
    static let table: [CoreTextKey: String] = [
        .verbatim: "{text}",
        .patternUnmatchedParenthesis: "paréntesis sin pareja",
        .patternBraceNotQuantifier: "una llave que no es un cuantificador completo como {2}, {2,} o {2,5}",
        .patternQuantifiedAssertion: "un cuantificador sobre una aserción",
        .patternNothingToRepeat: "un cuantificador sin nada que repetir",
        .patternRepeatTooLarge: "un número de repeticiones mayor que 65535",
        .patternRepeatOutOfOrder: "un rango de repeticiones con el máximo menor que el mínimo",
        .patternUnsupportedGroup: "un tipo de grupo fuera del subconjunto (lookbehind, grupos con nombre o de opciones, verbos)",
        .patternTrailingBackslash: "una barra invertida al final del patrón",
        .patternUnsupportedEscape: "un escape fuera del subconjunto (\\b, \\p, \\Q…\\E y otros)",
        .patternConditionalBackreference:
            "una referencia hacia atrás a un grupo que no está definido en todos los caminos hasta ella (dentro de una alternativa, de un elemento opcional o repetido o de un lookahead, o aún sin cerrar)",
        .patternCaselessConstruct:
            "con (?i), una letra no ASCII o una referencia hacia atrás (su comparación sin mayúsculas difiere entre motores)",
        .patternNestedRepetition:
            "una repetición de algo de longitud variable, como (a+)+ o (a|aa)+, que puede retroceder durante un tiempo exponencial; haga posesiva la repetición, como en (a+)++, o atómico su contenido, como en (?>a+)+",
        .patternInvalidCodePoint: "un punto de código que no es un escalar Unicode",
        .patternUnterminatedClass: "una clase de caracteres sin su ] de cierre",
        .patternBracketInClass: "un [ sin escapar dentro de una clase de caracteres (escriba \\[)",
        .patternClassRangeWithShorthand: "un rango con una clase como \\d en un extremo",
        .patternRangeOutOfOrder: "un rango cuyo final es menor que su inicio",
        .jsonUnexpectedEnd: "fin inesperado de la entrada",
        .jsonUnexpectedCharacter: "{found} inesperado; se esperaba un valor",
        .jsonExpectedMemberName: "se esperaba un nombre de miembro entre comillas dobles y se encontró {found}",
        .jsonDuplicateMember: "miembro duplicado \"{key}\"",
        .jsonExpectedColon: "se esperaba ':' tras el nombre de miembro \"{key}\" y se encontró {found}",
        .jsonExpectedCommaOrBrace: "se esperaba ',' o '}' tras un miembro del objeto y se encontró {found}",
        .jsonExpectedCommaOrBracket: "se esperaba ',' o ']' tras un elemento del array y se encontró {found}",
        .jsonTooDeep: "anidado a más de {max} niveles",
        .jsonLeadingZero: "los números no pueden empezar por ceros",
        .jsonExpectedDigit: "se esperaba un dígito y se encontró {found}",
        .jsonUnterminatedString: "cadena sin terminar",
        .jsonControlCharacter: "el carácter de control {found} debe escaparse dentro de una cadena",
        .jsonInvalidEscape: "secuencia de escape no válida \\{found}",
        .jsonInvalidSurrogate: "sustituto UTF-16 no válido en un escape \\u",
        .jsonExpectedHex: "se esperaban cuatro dígitos hexadecimales tras \\u",
        .jsonTrailingText: "texto inesperado tras el valor JSON",
        .jsonInvalidUTF8: "el archivo no es UTF-8 válido",
    ]
}
