// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of one-time passwords, each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``OTPTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension OTPTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // One-time passwords.
        case .otpInvalidSecret: (en: "Invalid one-time password secret", es: "Secreto de contraseña de un solo uso no válido")
        case .otpInvalidParameter: (en: "Invalid one-time password setting", es: "Ajuste de contraseña de un solo uso no válido")
        case .otpInvalidURI: (en: "Invalid otpauth URI", es: "URI otpauth no válida")
        case .otpSecretEmpty: (en: "the secret is empty", es: "el secreto está vacío")
        case .otpSecretCharacter:
            (
                en: "{character} at position {position} is not base32 (A–Z and 2–7)",
                es: "{character} en la posición {position} no es base32 (A–Z y 2–7)"
            )
        case .otpSecretPadding:
            (
                en: "padding '=' comes before more characters (position {position})",
                es: "el relleno '=' va antes de más caracteres (posición {position})"
            )
        case .otpSecretLength:
            (
                en: "{count} base32 characters is not a length an encoder writes (a character missing or extra?)",
                es: "{count} caracteres base32 no es una longitud que escriba un codificador (¿falta o sobra un carácter?)"
            )
        case .otpDigits: (en: "{value} digits; codes have 6, 7 or 8", es: "{value} dígitos; los códigos tienen 6, 7 u 8")
        case .otpPeriod:
            (
                en: "a period of {value} seconds; expected 1 to 86400",
                es: "un periodo de {value} segundos; se esperaba de 1 a 86400"
            )
        case .otpURIScheme: (en: "it does not start with otpauth://", es: "no empieza por otpauth://")
        case .otpURIType:
            (
                en: "type '{type}' is not totp (only time-based codes are supported)",
                es: "el tipo '{type}' no es totp (solo se admiten códigos basados en el tiempo)"
            )
        case .otpURIMissingSecret: (en: "it has no secret parameter", es: "no tiene el parámetro secret")
        case .otpURIParameter: (en: "{name}={value} is not a valid value", es: "{name}={value} no es un valor válido")
        case .otpURIEncoding:
            (
                en: "bad percent-encoding or text that is not UTF-8 in the {part}",
                es: "codificación por porcentajes incorrecta o texto que no es UTF-8 en {part}"
            )
        }
    }
}
