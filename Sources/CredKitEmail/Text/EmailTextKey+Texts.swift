// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of email checks, each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``EmailTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension EmailTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // Email checks.
        case .emailAtPosition: (en: " (position {position})", es: " (posición {position})")
        case .emailInvalidEncoding: (en: "The address is not valid UTF-8", es: "La dirección no es UTF-8 válido")
        case .emailMissingAt: (en: "An email address must have an @-sign", es: "Una dirección de email debe tener una arroba (@)")
        case .emailFullWidthAt:
            (
                en: "The address has the {char} character instead of a regular @-sign",
                es: "La dirección tiene el carácter {char} en lugar de una arroba normal (@)"
            )
        case .emailDisplayName:
            (
                en: "A display name and angle brackets around the address are not allowed",
                es: "No se admite un nombre visible ni corchetes angulares alrededor de la dirección"
            )
        case .emailEmptyLocal: (en: "There must be something before the @-sign", es: "Debe haber algo antes de la arroba")
        case .emailQuotedLocal:
            (
                en: "Quoting the part before the @-sign is not allowed",
                es: "No se admiten comillas en la parte anterior a la arroba"
            )
        case .emailLocalTooLong:
            (en: "The part before the @-sign is longer than 64 bytes", es: "La parte anterior a la arroba ocupa más de 64 bytes")
        case .emailInvalidLocalCharacter:
            (
                en: "The part before the @-sign contains the invalid character {char}",
                es: "La parte anterior a la arroba contiene el carácter no válido {char}"
            )
        case .emailLocalLeadingDot:
            (en: "The address cannot start with a period", es: "La dirección no puede empezar por un punto")
        case .emailLocalTrailingDot:
            (
                en: "The address cannot have a period immediately before the @-sign",
                es: "La dirección no puede tener un punto justo antes de la arroba"
            )
        case .emailConsecutiveDots:
            (en: "The address cannot have two periods in a row", es: "La dirección no puede tener dos puntos seguidos")
        case .emailUnsafeCharacter:
            (en: "The address contains the unsafe character {char}", es: "La dirección contiene el carácter inseguro {char}")
        case .emailEmptyDomain: (en: "There must be something after the @-sign", es: "Debe haber algo después de la arroba")
        case .emailDomainLiteral:
            (
                en: "A bracketed IP address after the @-sign is not allowed",
                es: "No se admite una dirección IP entre corchetes después de la arroba"
            )
        case .emailDomainTooLong:
            (
                en: "The part after the @-sign is longer than 253 bytes",
                es: "La parte posterior a la arroba ocupa más de 253 bytes"
            )
        case .emailInvalidDomainCharacter:
            (
                en: "The part after the @-sign contains the invalid character {char}",
                es: "La parte posterior a la arroba contiene el carácter no válido {char}"
            )
        case .emailDomainLeadingDot:
            (
                en: "The address cannot have a period immediately after the @-sign",
                es: "La dirección no puede tener un punto justo después de la arroba"
            )
        case .emailDomainTrailingDot: (en: "The address cannot end with a period", es: "La dirección no puede terminar en punto")
        case .emailDomainLeadingHyphen:
            (en: "A part of the domain cannot start with a hyphen", es: "Una parte del dominio no puede empezar por un guion")
        case .emailDomainTrailingHyphen:
            (en: "A part of the domain cannot end with a hyphen", es: "Una parte del dominio no puede terminar en guion")
        case .emailDomainDotHyphen:
            (
                en: "The domain cannot have a period and a hyphen next to each other",
                es: "El dominio no puede tener un punto y un guion juntos"
            )
        case .emailReservedHyphens:
            (
                en: "A part of the domain cannot have two hyphens in its third and fourth positions unless it is Punycode (xn--)",
                es:
                    "Una parte del dominio no puede tener dos guiones en las posiciones tercera y cuarta salvo que sea Punycode (xn--)"
            )
        case .emailLabelTooLong:
            (
                en: "A part of the domain between periods is longer than 63 bytes",
                es: "Una parte del dominio entre puntos ocupa más de 63 bytes"
            )
        case .emailDomainNeedsDot:
            (
                en: "The part after the @-sign is not valid: it should have a period",
                es: "La parte posterior a la arroba no es válida: debería tener un punto"
            )
        case .emailInvalidTLD:
            (
                en: "The part after the @-sign is not within a valid top-level domain",
                es: "La parte posterior a la arroba no está en un dominio de nivel superior válido"
            )
        case .emailSpecialUseDomain:
            (
                en: "The part after the @-sign is a special-use or reserved name that cannot receive email",
                es: "La parte posterior a la arroba es un nombre reservado o de uso especial que no puede recibir email"
            )
        case .emailInvalidIDNA:
            (
                en: "The part after the @-sign is not a valid internationalised domain name ({char})",
                es: "La parte posterior a la arroba no es un nombre de dominio internacionalizado válido ({char})"
            )
        case .emailAddressTooLong: (en: "The address is longer than 254 bytes", es: "La dirección ocupa más de 254 bytes")
        case .emailInvalidDisplayName:
            (
                en:
                    "The display name contains {char}, which is only allowed when the name is in quotes (letters, digits, spaces and !#$%&'*+-/=?^_`{|}~ are)",
                es:
                    "El nombre visible contiene {char}, que solo se admite si el nombre va entre comillas (se admiten letras, dígitos, espacios y !#$%&'*+-/=?^_`{|}~)"
            )
        case .emailUnclosedAngleBracket:
            (
                en: "An opening angle bracket (<) must be closed by a > at the end of the address",
                es: "Un corchete angular de apertura (<) debe cerrarse con un > al final de la dirección"
            )
        case .emailTextAfterAddress:
            (
                en: "Nothing may follow the closing angle bracket (>) of the address",
                es: "No puede haber nada después del corchete angular de cierre (>) de la dirección"
            )
        case .emailTextAfterQuote:
            (
                en: "Nothing may follow the closing quote; found {char}",
                es: "No puede haber nada después de las comillas de cierre; se encontró {char}"
            )
        case .emailInvalidQuotedCharacter:
            (
                en: "The quoted part before the @-sign contains the invalid character {char}",
                es: "La parte entrecomillada anterior a la arroba contiene el carácter no válido {char}"
            )
        case .emailSMTPUTF8NotAllowed:
            (
                en: "Internationalised characters before the @-sign are not allowed here ({char})",
                es: "No se admiten caracteres internacionales antes de la arroba ({char})"
            )
        case .emailUnclosedQuote: (en: "A quoted string is not closed", es: "Una cadena entre comillas no está cerrada")
        case .emailUnclosedComment:
            (en: "A comment in parentheses is not closed", es: "Un comentario entre paréntesis no está cerrado")
        case .emailUnclosedDomainLiteral:
            (en: "A bracketed domain is not closed", es: "Un dominio entre corchetes no está cerrado")
        case .emailInvalidAddressLiteral:
            (
                en: "The bracketed domain is not an IPv4 address or an IPv6: address literal",
                es: "El dominio entre corchetes no es una dirección IPv4 ni un literal IPv6:"
            )
        case .emailInvalidFWS:
            (
                en: "A line break must be CR LF followed by a space or tab",
                es: "Un salto de línea debe ser CR LF seguido de un espacio o tabulador"
            )
        case .emailUnexpectedCharacter:
            (en: "The character {char} is not allowed here", es: "El carácter {char} no se admite aquí")
        case .emailObsoleteSyntax:
            (
                en: "The address uses obsolete syntax (RFC 5322 section 4), which is not allowed",
                es: "La dirección usa sintaxis obsoleta (RFC 5322, sección 4), que no se admite"
            )
        }
    }
}
