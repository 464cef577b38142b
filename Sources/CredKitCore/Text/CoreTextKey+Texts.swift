// SPDX-License-Identifier: Apache-2.0

/// The user-facing texts of the shared plumbing (pattern and JSON syntax errors, system errors, verbatim messages),
/// each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``CoreTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension CoreTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // `{text}` as given: a message from a library that has no translations (PCRE2).
        case .verbatim: (en: "{text}", es: "{text}")

        // Why a pattern is invalid or outside the portable subset.
        case .patternUnmatchedParenthesis: (en: "unmatched parenthesis", es: "paréntesis sin pareja")
        case .patternBraceNotQuantifier:
            (
                en: "a brace that is not a complete quantifier such as {2}, {2,} or {2,5}",
                es: "una llave que no es un cuantificador completo como {2}, {2,} o {2,5}"
            )
        case .patternQuantifiedAssertion: (en: "a quantifier on an assertion", es: "un cuantificador sobre una aserción")
        case .patternNothingToRepeat: (en: "a quantifier with nothing to repeat", es: "un cuantificador sin nada que repetir")
        case .patternRepeatTooLarge: (en: "a repeat count above 65535", es: "un número de repeticiones mayor que 65535")
        case .patternRepeatOutOfOrder:
            (
                en: "a repeat range whose maximum is below its minimum",
                es: "un rango de repeticiones con el máximo menor que el mínimo"
            )
        case .patternUnsupportedGroup:
            (
                en: "a group kind outside the subset (lookbehind, named or option groups, verbs)",
                es: "un tipo de grupo fuera del subconjunto (lookbehind, grupos con nombre o de opciones, verbos)"
            )
        case .patternTrailingBackslash:
            (en: "a backslash at the end of the pattern", es: "una barra invertida al final del patrón")
        case .patternUnsupportedEscape:
            (
                en: "an escape outside the subset (\\b, \\p, \\Q…\\E and others)",
                es: "un escape fuera del subconjunto (\\b, \\p, \\Q…\\E y otros)"
            )
        case .patternConditionalBackreference:
            (
                en:
                    "a backreference to a group that is not set on every path to it (inside an alternative, an optional or repeated item or a lookahead, or not yet closed)",
                es:
                    "una referencia hacia atrás a un grupo que no está definido en todos los caminos hasta ella (dentro de una alternativa, de un elemento opcional o repetido o de un lookahead, o aún sin cerrar)"
            )
        case .patternCaselessConstruct:
            (
                en: "under (?i), a letter outside ASCII or a backreference (their caseless matching differs between engines)",
                es:
                    "con (?i), una letra no ASCII o una referencia hacia atrás (su comparación sin mayúsculas difiere entre motores)"
            )
        case .patternNestedRepetition:
            (
                en:
                    "a repeat of something whose length varies, such as (a+)+ or (a|aa)+, which can backtrack for exponential time; make the repeat possessive, as in (a+)++, or its body atomic, as in (?>a+)+",
                es:
                    "una repetición de algo de longitud variable, como (a+)+ o (a|aa)+, que puede retroceder durante un tiempo exponencial; haz posesiva la repetición, como en (a+)++, o atómico su contenido, como en (?>a+)+"
            )
        case .patternInvalidCodePoint:
            (en: "a code point that is not a Unicode scalar", es: "un punto de código que no es un escalar Unicode")
        case .patternUnterminatedClass:
            (en: "a character class without its closing ]", es: "una clase de caracteres sin su ] de cierre")
        case .patternBracketInClass:
            (
                en: "an unescaped [ inside a character class (write \\[)",
                es: "un [ sin escapar dentro de una clase de caracteres (escribe \\[)"
            )
        case .patternClassRangeWithShorthand:
            (en: "a range with a class such as \\d at one end", es: "un rango con una clase como \\d en un extremo")
        case .patternRangeOutOfOrder:
            (en: "a range whose end is below its start", es: "un rango cuyo final es menor que su inicio")

        // JSON syntax errors.
        case .jsonUnexpectedEnd: (en: "unexpected end of input", es: "fin inesperado de la entrada")
        case .jsonUnexpectedCharacter:
            (en: "unexpected {found}; expected a value", es: "{found} inesperado; se esperaba un valor")
        case .jsonExpectedMemberName:
            (
                en: "expected a member name in double quotes, found {found}",
                es: "se esperaba un nombre de miembro entre comillas dobles y se encontró {found}"
            )
        case .jsonDuplicateMember: (en: "duplicate member \"{key}\"", es: "miembro duplicado \"{key}\"")
        case .jsonExpectedColon:
            (
                en: "expected ':' after member name \"{key}\", found {found}",
                es: "se esperaba ':' tras el nombre de miembro \"{key}\" y se encontró {found}"
            )
        case .jsonExpectedCommaOrBrace:
            (
                en: "expected ',' or '}' after an object member, found {found}",
                es: "se esperaba ',' o '}' tras un miembro del objeto y se encontró {found}"
            )
        case .jsonExpectedCommaOrBracket:
            (
                en: "expected ',' or ']' after an array element, found {found}",
                es: "se esperaba ',' o ']' tras un elemento del array y se encontró {found}"
            )
        case .jsonTooDeep: (en: "nested deeper than {max} levels", es: "anidado a más de {max} niveles")
        case .jsonTooManyValues:
            (
                en: "more than {max} values (a policy file holds far fewer)",
                es: "más de {max} valores (un archivo de política tiene muchos menos)"
            )
        case .jsonLeadingZero: (en: "numbers must not have leading zeros", es: "los números no pueden empezar por ceros")
        case .jsonExpectedDigit: (en: "expected a digit, found {found}", es: "se esperaba un dígito y se encontró {found}")
        case .jsonUnterminatedString: (en: "unterminated string", es: "cadena sin terminar")
        case .jsonControlCharacter:
            (
                en: "control character {found} must be escaped inside a string",
                es: "el carácter de control {found} debe escaparse dentro de una cadena"
            )
        case .jsonInvalidEscape: (en: "invalid escape sequence \\{found}", es: "secuencia de escape no válida \\{found}")
        case .jsonInvalidSurrogate:
            (en: "invalid UTF-16 surrogate in \\u escape", es: "sustituto UTF-16 no válido en un escape \\u")
        case .jsonExpectedHex:
            (en: "expected four hexadecimal digits after \\u", es: "se esperaban cuatro dígitos hexadecimales tras \\u")
        case .jsonTrailingText: (en: "unexpected text after the JSON value", es: "texto inesperado tras el valor JSON")
        case .jsonInvalidUTF8: (en: "the file is not valid UTF-8", es: "el archivo no es UTF-8 válido")

        case .systemNoEntry: (en: "No such file or directory", es: "No existe el archivo o el directorio")
        case .systemAccessDenied: (en: "Permission denied", es: "Permiso denegado")
        case .systemNotPermitted: (en: "Operation not permitted", es: "Operación no permitida")
        case .systemIsDirectory: (en: "Is a directory", es: "Es un directorio")
        case .systemNotDirectory: (en: "Not a directory", es: "No es un directorio")
        case .systemNoSpace: (en: "No space left on device", es: "No queda espacio en el dispositivo")
        case .systemQuota: (en: "Disk quota exceeded", es: "Cuota de disco superada")
        case .systemReadOnly: (en: "Read-only file system", es: "Sistema de archivos de solo lectura")
        case .systemExists: (en: "File exists", es: "El archivo ya existe")
        case .systemLoop: (en: "Too many levels of symbolic links", es: "Demasiados niveles de enlaces simbólicos")
        case .systemNameTooLong: (en: "File name too long", es: "Nombre de archivo demasiado largo")
        case .systemTooManyOpen: (en: "Too many open files", es: "Demasiados archivos abiertos")
        case .systemTooManyOpenSystem: (en: "Too many open files in system", es: "Demasiados archivos abiertos en el sistema")
        case .systemInputOutput: (en: "Input/output error", es: "Error de entrada/salida")
        case .systemFileTooBig: (en: "File too large", es: "Archivo demasiado grande")
        case .systemNoDevice: (en: "No such device or address", es: "No existe el dispositivo o la dirección")
        case .systemBusy: (en: "Device or resource busy", es: "Dispositivo o recurso ocupado")
        case .systemInvalidArgument: (en: "Invalid argument", es: "Argumento no válido")
        case .systemCrossDevice: (en: "Invalid cross-device link", es: "Enlace entre dispositivos no válido")
        case .systemTryAgain: (en: "Resource temporarily unavailable", es: "Recurso no disponible temporalmente")
        case .systemNoMemory: (en: "Cannot allocate memory", es: "No se puede asignar memoria")
        case .systemBrokenPipe: (en: "Broken pipe", es: "Tubería rota")
        case .systemConnectionRefused: (en: "Connection refused", es: "Conexión rechazada")
        case .systemConnectionReset: (en: "Connection reset by peer", es: "El otro extremo reinició la conexión")
        case .systemTimedOut: (en: "Connection timed out", es: "Se agotó el tiempo de conexión")
        case .systemAddressInUse: (en: "Address already in use", es: "La dirección ya está en uso")
        case .systemNetworkUnreachable: (en: "Network is unreachable", es: "No se puede acceder a la red")
        case .systemHostUnreachable: (en: "No route to host", es: "No hay ruta hasta el equipo")
        case .systemFileTooLarge: (en: "the file is larger than credkit reads", es: "el archivo es mayor de lo que credkit lee")
        }
    }
}
