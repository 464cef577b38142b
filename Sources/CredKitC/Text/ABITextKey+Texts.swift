// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of the C interface (arguments refused before any library code runs), each
/// with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``ABITextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale.
extension ABITextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        case .abiNullArgument: (en: "{argument} is NULL", es: "{argument} es NULL")
        case .abiNotUTF8: (en: "{argument} is not UTF-8", es: "{argument} no es UTF-8")
        case .abiInvalidValue:
            (en: "{argument} \"{value}\" is not one of {expected}", es: "{argument} «{value}» no es ninguno de {expected}")
        case .abiInvalidOptions:
            (
                en: "the options are not JSON: {reason} at byte {offset}",
                es: "las opciones no son JSON: {reason} en el byte {offset}"
            )
        case .abiOptionsNotObject:
            (en: "the options must be a JSON object", es: "las opciones deben ser un objeto JSON")
        case .abiUnknownOption:
            (
                en: "the options have no field \"{argument}\"; the fields: {expected}",
                es: "las opciones no tienen el campo «{argument}»; los campos: {expected}"
            )
        case .abiOptionNotString:
            (en: "option \"{argument}\" must be a string", es: "la opción «{argument}» debe ser una cadena")
        case .abiOptionNotBoolean:
            (en: "option \"{argument}\" must be true or false", es: "la opción «{argument}» debe ser true o false")
        case .abiOptionNotStringObject:
            (
                en: "option \"{argument}\" must be an object of strings ({\"name\": \"value\"})",
                es: "la opción «{argument}» debe ser un objeto de cadenas ({\"nombre\": \"valor\"})"
            )
        case .abiOptionNotNumber:
            (en: "option \"{argument}\" must be a number", es: "la opción «{argument}» debe ser un número")
        case .abiOptionNotInteger:
            (en: "option \"{argument}\" must be a whole number", es: "la opción «{argument}» debe ser un número entero")
        case .abiOptionNeedsWords:
            (
                en: "option \"{argument}\" is for passphrases: give \"words\" too",
                es: "la opción «{argument}» es para frases de contraseña: indica también «words»"
            )
        case .abiOptionNotWithWords:
            (
                en: "option \"{argument}\" is for character passwords, not for passphrases (\"words\")",
                es: "la opción «{argument}» es para contraseñas de caracteres, no para frases de contraseña («words»)"
            )
        case .abiOptionOutOfRange:
            (
                en: "option \"{argument}\" is {value}: it must be from {minimum} to {maximum}",
                es: "la opción «{argument}» es {value}: debe estar entre {minimum} y {maximum}"
            )
        case .abiOptionNeedsDefaultProfile:
            (
                en: "option \"{argument}\" belongs to the default profile; the rfc profile takes no options",
                es: "la opción «{argument}» es del perfil por defecto; el perfil rfc no admite opciones"
            )
        case .abiOptionConflict:
            (
                en: "give exactly one of the options \"{argument}\" and \"{other}\"",
                es: "indica exactamente una de las opciones «{argument}» y «{other}»"
            )
        case .abiOptionNotStrings:
            (
                en: "option \"{argument}\" must be a list of strings",
                es: "la opción «{argument}» debe ser una lista de cadenas"
            )
        case .abiOptionNotChoice:
            (
                en: "option \"{argument}\" is \"{value}\": it must be one of {expected}",
                es: "la opción «{argument}» es «{value}»: debe ser una de {expected}"
            )
        case .abiInvalidOffsets:
            (
                en:
                    "offset {index} of the batch ({value}) is below the one before it, below zero or past the data's {expected} bytes",
                es:
                    "el desplazamiento {index} del lote ({value}) es menor que el anterior, menor que cero o pasa de los {expected} bytes de los datos"
            )
        case .abiOnlineBreachedRule:
            (
                en:
                    "{value}: the policy's breached-password rule asks the online service, and the C interface never opens the network; give the rule an offline index (\"Breached\": {\"Index\": \"pwned.ckbi\"}, made by credkit breached build-index)",
                es:
                    "{value}: la regla de contraseñas filtradas de la política consulta el servicio en línea, y la interfaz C nunca abre la red; da a la regla un índice local (\"Breached\": {\"Index\": \"pwned.ckbi\"}, hecho con credkit breached build-index)"
            )
        case .abiUnexpected:
            (en: "unexpected failure: {value}", es: "fallo inesperado: {value}")
        case .abiBufferTooSmall:
            (
                en: "the buffer of {value} bytes is too small: the password and its NUL need {expected}",
                es: "el búfer de {value} bytes es demasiado pequeño: la contraseña y su NUL necesitan {expected}"
            )
        case .abiNeedsNetwork:
            (
                en:
                    "{value}: a live pool's policy needs the network, which the C interface never opens; fetch it with `credkit policy fetch` and load the file",
                es:
                    "{value}: la política de un grupo de usuarios en vivo necesita la red, que la interfaz C nunca abre; obtenla con `credkit policy fetch` y carga el archivo"
            )
        }
    }
}
