// SPDX-License-Identifier: Apache-2.0
/// The Spanish table of breached passwords (index, range API). Mirrors `BreachedEnglishTexts` key for key, placeholders included.
enum BreachedSpanishTexts {
    static let table: [BreachedTextKey: String] = [
        .breachedUnreadable: "No se pueden leer los datos de contraseñas filtradas",
        .breachedNotAnIndex: "No es un índice de contraseñas filtradas de credkit",
        .breachedUnsupportedVersion: "Versión de índice de contraseñas filtradas no admitida",
        .breachedTruncated: "Índice de contraseñas filtradas truncado",
        .breachedCorrupt: "Índice de contraseñas filtradas dañado",
        .breachedInvalidSource: "Fuente de Pwned Passwords no válida",
        .breachedUnwritable: "No se puede escribir el índice de contraseñas filtradas",
        .breachedMinimumCountMismatch: "El índice y la política no coinciden en el recuento mínimo",
        .breachedInvalidURL: "Dirección de Pwned Passwords no válida",
        .breachedServiceUnreachable: "No se pudo contactar con el servicio de contraseñas filtradas",
        .breachedServiceError: "El servicio de contraseñas filtradas respondió con un error",
        .breachedInvalidResponse: "El servicio de contraseñas filtradas envió una respuesta que credkit no puede leer",
        .breachedReasonSystem: "{file}: {problem}",
        .breachedReasonMagic: "{file} no empieza por CKBREACH (crea uno con credkit breached build-index)",
        .breachedReasonVersion: "{file} tiene la versión de formato {version}; este credkit lee la versión {supported}",
        .breachedReasonLength: "{file} tiene {actual} bytes; su cabecera indica {expected}",
        .breachedReasonHeaderChecksum: "{file}: la cabecera no coincide con su suma de comprobación",
        .breachedReasonLayout: "{file}: el campo {field} de la cabecera está fuera de rango",
        .breachedReasonBlockChecksum: "{file}: los bytes {start}–{end} no coinciden con su suma de comprobación",
        .breachedReasonSourceLine: "{file}, línea {line}, columna {column}: {problem}",
        .breachedProblemHashLine: "se esperaban 40 dígitos hexadecimales, dos puntos y un recuento (SHA1:COUNT)",
        .breachedProblemSuffixLine: "se esperaban 35 dígitos hexadecimales, dos puntos y un recuento (SUFFIX:COUNT)",
        .breachedProblemHexDigit: "{character} no es un dígito hexadecimal",
        .breachedProblemCount: "el recuento no es un número entero de 0 a 2^63",
        .breachedProblemNoCount:
            "un hash sin recuento no puede alcanzar un recuento mínimo mayor que 1 (da líneas SHA1:COUNT, o --minimum-count 1)",
        .breachedReasonRangeFileName:
            "{file}: un archivo de rango se nombra con cinco dígitos hexadecimales, opcionalmente seguidos de .txt",
        .breachedReasonSourceKind: "{file} no es ni un archivo normal ni un directorio",
        .breachedReasonConstruction: "{file}: no se pudo construir el filtro tras {attempts} intentos",
        .breachedReasonURL: "{url}: {problem}",
        .breachedProblemScheme: "usa https, o http solo para una dirección de loopback",
        .breachedProblemURLForm: "no es una URL absoluta con un host",
        .breachedReasonTransport: "rango {prefix}: {reason}",
        .breachedReasonStatus: "rango {prefix}: HTTP {status} tras {attempts} intentos",
        .breachedReasonAnswerLine: "rango {prefix}, línea {line} de la respuesta: no es SUFFIX:COUNT",
        .breachedReasonAnswerSize: "rango {prefix}: la respuesta supera los {limit} bytes",
        .breachedReasonMinimumCount:
            "{file} guarda los hashes vistos al menos {index} veces y la política pide {policy}; vuelve a crearlo con --minimum-count {policy}",
    ]
}
