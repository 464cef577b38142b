// SPDX-License-Identifier: Apache-2.0
/// The Spanish table of one-time passwords. Mirrors `OTPEnglishTexts` key for key, placeholders included.
enum OTPSpanishTexts {
    static let table: [OTPTextKey: String] = [
        .otpInvalidSecret: "Secreto de contraseña de un solo uso no válido",
        .otpInvalidParameter: "Ajuste de contraseña de un solo uso no válido",
        .otpInvalidURI: "URI otpauth no válida",
        .otpSecretEmpty: "el secreto está vacío",
        .otpSecretCharacter: "{character} en la posición {position} no es base32 (A–Z y 2–7)",
        .otpSecretPadding: "el relleno '=' va antes de más caracteres (posición {position})",
        .otpSecretLength: "{count} caracteres base32 no es una longitud que escriba un codificador (¿falta o sobra un carácter?)",
        .otpDigits: "{value} dígitos; los códigos tienen 6, 7 u 8",
        .otpPeriod: "un periodo de {value} segundos; se esperaba de 1 a 86400",
        .otpURIScheme: "no empieza por otpauth://",
        .otpURIType: "el tipo '{type}' no es totp (solo se admiten códigos basados en el tiempo)",
        .otpURIMissingSecret: "no tiene el parámetro secret",
        .otpURIParameter: "{name}={value} no es un valor válido",
        .otpURIEncoding: "codificación por porcentajes incorrecta o texto que no es UTF-8 en {part}",
    ]
}
