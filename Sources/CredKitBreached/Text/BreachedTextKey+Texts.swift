// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of breached passwords (index, range API), each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``BreachedTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension BreachedTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // Breached passwords (CredKitBreached): error codes, then reasons and problems.
        case .breachedUnreadable:
            (en: "Cannot read the breached-password data", es: "No se pueden leer los datos de contraseñas filtradas")
        case .breachedNotAnIndex:
            (en: "Not a credkit breached-password index", es: "No es un índice de contraseñas filtradas de credkit")
        case .breachedUnsupportedVersion:
            (en: "Unsupported breached-password index version", es: "Versión de índice de contraseñas filtradas no admitida")
        case .breachedTruncated: (en: "Truncated breached-password index", es: "Índice de contraseñas filtradas truncado")
        case .breachedCorrupt: (en: "Damaged breached-password index", es: "Índice de contraseñas filtradas dañado")
        case .breachedInvalidSource: (en: "Invalid Pwned Passwords source", es: "Fuente de Pwned Passwords no válida")
        case .breachedUnwritable:
            (en: "Cannot write the breached-password index", es: "No se puede escribir el índice de contraseñas filtradas")
        case .breachedMinimumCountMismatch:
            (
                en: "Index and policy disagree on the minimum count",
                es: "El índice y la política no coinciden en el recuento mínimo"
            )
        case .breachedInvalidURL: (en: "Invalid Pwned Passwords address", es: "Dirección de Pwned Passwords no válida")
        case .breachedServiceUnreachable:
            (
                en: "The breached-password service could not be reached",
                es: "No se pudo contactar con el servicio de contraseñas filtradas"
            )
        case .breachedServiceError:
            (
                en: "The breached-password service answered with an error",
                es: "El servicio de contraseñas filtradas respondió con un error"
            )
        case .breachedInvalidResponse:
            (
                en: "The breached-password service sent an answer credkit cannot read",
                es: "El servicio de contraseñas filtradas envió una respuesta que credkit no puede leer"
            )
        case .breachedNotFetched:
            (
                en: "The breached-password answer was not fetched",
                es: "No se obtuvo la respuesta de contraseñas filtradas"
            )
        case .breachedNoClient:
            (
                en: "The policy asks the breached-password service, and no client was given",
                es: "La política consulta el servicio de contraseñas filtradas y no se dio ningún cliente"
            )
        case .breachedReasonSystem: (en: "{file}: {problem}", es: "{file}: {problem}")
        case .breachedReasonMagic:
            (
                en: "{file} does not start with CKBREACH (build one with credkit breached build-index)",
                es: "{file} no empieza por CKBREACH (crea uno con credkit breached build-index)"
            )
        case .breachedReasonVersion:
            (
                en: "{file} is format version {version}; this credkit reads version {supported}",
                es: "{file} tiene la versión de formato {version}; este credkit lee la versión {supported}"
            )
        case .breachedReasonLength:
            (
                en: "{file} has {actual} bytes; its header says {expected}",
                es: "{file} tiene {actual} bytes; su cabecera indica {expected}"
            )
        case .breachedReasonHeaderChecksum:
            (
                en: "{file}: the header does not match its checksum",
                es: "{file}: la cabecera no coincide con su suma de comprobación"
            )
        case .breachedReasonLayout:
            (
                en: "{file}: the header's {field} is out of range",
                es: "{file}: el campo {field} de la cabecera está fuera de rango"
            )
        case .breachedReasonBlockChecksum:
            (
                en: "{file}: bytes {start}–{end} do not match their checksum",
                es: "{file}: los bytes {start}–{end} no coinciden con su suma de comprobación"
            )
        case .breachedReasonSourceLine:
            (en: "{file}, line {line}, column {column}: {problem}", es: "{file}, línea {line}, columna {column}: {problem}")
        case .breachedProblemHashLine:
            (
                en: "expected 40 hex digits, a colon and a count (SHA1:COUNT)",
                es: "se esperaban 40 dígitos hexadecimales, dos puntos y un recuento (SHA1:COUNT)"
            )
        case .breachedProblemSuffixLine:
            (
                en: "expected 35 hex digits, a colon and a count (SUFFIX:COUNT)",
                es: "se esperaban 35 dígitos hexadecimales, dos puntos y un recuento (SUFFIX:COUNT)"
            )
        case .breachedProblemHexDigit: (en: "{character} is not a hex digit", es: "{character} no es un dígito hexadecimal")
        case .breachedProblemCount:
            (en: "the count is not a whole number from 0 to 2^63", es: "el recuento no es un número entero de 0 a 2^63")
        case .breachedProblemNoCount:
            (
                en: "a hash without a count cannot meet a minimum count above 1 (give SHA1:COUNT lines, or --minimum-count 1)",
                es:
                    "un hash sin recuento no puede alcanzar un recuento mínimo mayor que 1 (da líneas SHA1:COUNT, o --minimum-count 1)"
            )
        case .breachedReasonRangeFileName:
            (
                en: "{file}: a range file is named by five hex digits, optionally followed by .txt",
                es: "{file}: un archivo de rango se nombra con cinco dígitos hexadecimales, opcionalmente seguidos de .txt"
            )
        case .breachedReasonSourceKind:
            (en: "{file} is neither a regular file nor a directory", es: "{file} no es ni un archivo normal ni un directorio")
        case .breachedReasonConstruction:
            (
                en: "{file}: the filter could not be built after {attempts} attempts",
                es: "{file}: no se pudo construir el filtro tras {attempts} intentos"
            )
        case .breachedReasonURL: (en: "{url}: {problem}", es: "{url}: {problem}")
        case .breachedProblemScheme:
            (en: "use https, or http only for a loopback address", es: "usa https, o http solo para una dirección de loopback")
        case .breachedProblemURLForm: (en: "not an absolute URL with a host", es: "no es una URL absoluta con un host")
        case .breachedReasonTransport: (en: "range {prefix}: {reason}", es: "rango {prefix}: {reason}")
        case .breachedReasonStatus:
            (
                en: "range {prefix}: HTTP {status} after {attempts} attempts",
                es: "rango {prefix}: HTTP {status} tras {attempts} intentos"
            )
        case .breachedReasonAnswerLine:
            (
                en: "range {prefix}, line {line} of the answer: not SUFFIX:COUNT",
                es: "rango {prefix}, línea {line} de la respuesta: no es SUFFIX:COUNT"
            )
        case .breachedReasonAnswerSize:
            (
                en: "range {prefix}: the answer is larger than {limit} bytes",
                es: "rango {prefix}: la respuesta supera los {limit} bytes"
            )
        case .breachedReasonNotFetched:
            (
                en:
                    "range {prefix} was not fetched before this synchronous check, which never waits on the network (prefetch the batch, or check asynchronously)",
                es:
                    "el rango {prefix} no se obtuvo antes de esta comprobación síncrona, que nunca espera a la red (obtén antes el lote o comprueba de forma asíncrona)"
            )
        case .breachedReasonNoClient:
            (
                en:
                    "{url}: a policy alone never opens the network; pass a PwnedPasswordsRangeClient (CredKitPwnedPasswords) as the checker's breachedSource, or open the rule with CredKit's BreachedRule.Source.opening()",
                es:
                    "{url}: una política por sí sola nunca abre la red; pasa un PwnedPasswordsRangeClient (CredKitPwnedPasswords) como breachedSource del comprobador, o abre la regla con BreachedRule.Source.opening() de CredKit"
            )
        case .breachedReasonMinimumCount:
            (
                en:
                    "{file} keeps hashes seen at least {index} times, the policy asks for {policy}; rebuild it with --minimum-count {policy}",
                es:
                    "{file} guarda los hashes vistos al menos {index} veces y la política pide {policy}; vuelve a crearlo con --minimum-count {policy}"
            )
        }
    }
}
