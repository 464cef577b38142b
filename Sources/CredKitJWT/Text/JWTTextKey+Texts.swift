// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of JSON Web Tokens (decoding, verification, key sets), each with its English and its Spanish
/// side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``JWTTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension JWTTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // JWT.
        case .jwtMalformed: (en: "the token is not a well-formed JWT", es: "el token no es un JWT bien formado")
        case .jwtEncryptedToken:
            (
                en: "the token is encrypted (a five-part JWE, such as a Cognito refresh token) and cannot be decoded",
                es:
                    "el token está cifrado (un JWE de cinco partes, como un token de actualización de Cognito) y no se puede decodificar"
            )
        case .jwtUnsupportedAlgorithm: (en: "the signing algorithm is not accepted", es: "el algoritmo de firma no se acepta")
        case .jwtUnknownKID: (en: "no key for the token", es: "no hay clave para el token")
        case .jwtInvalidJWK: (en: "the signing key in the JWKS cannot be used", es: "la clave de firma del JWKS no se puede usar")
        case .jwtBadSignature: (en: "the signature is not valid", es: "la firma no es válida")
        case .jwtExpired: (en: "the token has expired", es: "el token ha caducado")
        case .jwtNotYetValid: (en: "the token is not valid yet", es: "el token todavía no es válido")
        case .jwtMissingExpiration:
            (
                en: "the token has no expiry (exp), so it would never expire",
                es: "el token no tiene caducidad (exp), así que nunca caducaría"
            )
        case .jwtInvalidLeeway: (en: "the verifier's leeway is invalid", es: "el margen del verificador no es válido")
        case .jwtInvalidSigningKey:
            (en: "the signing key cannot be used", es: "la clave de firma no se puede usar")
        case .jwtInvalidClaims: (en: "the claims cannot be minted", es: "las claims no se pueden emitir")
        case .jwtClaimMismatch:
            (en: "a claim is not the required value", es: "un claim no tiene el valor requerido")
        case .jwtClaimNotIncluded:
            (en: "a claim does not include the required value", es: "un claim no incluye el valor requerido")
        case .jwtRequiredScopeMissing:
            (en: "the token lacks a required scope", es: "al token le falta un ámbito requerido")
        case .jwtRequiredGroupMissing:
            (en: "the user is not in every required group", es: "el usuario no está en todos los grupos requeridos")
        case .jwtReasonClaimIsNot:
            (en: "{claim} is {found}; required: {required}", es: "{claim} es {found}; se requiere: {required}")
        case .jwtReasonClaimLacks:
            (
                en: "{claim} is {found}; required: it includes {required}",
                es: "{claim} es {found}; se requiere que incluya {required}"
            )
        case .jwtReasonMissingOf:
            (
                en: "{claim} is {found}; required: all of {required}; missing: {missing}",
                es: "{claim} es {found}; se requieren todos: {required}; faltan: {missing}"
            )
        case .jwtReasonSigningKeyNotObject:
            (en: "the key is not a JSON Web Key (a JSON object)", es: "la clave no es una JSON Web Key (un objeto JSON)")
        case .jwtReasonSigningKeyMember:
            (en: "its {member} is missing or wrong", es: "falta su {member} o no es correcto")
        case .jwtReasonSigningKeyRSASize:
            (
                en: "an RSA key of {bits} bits (2048, 3072 or 4096 are made; at least 2048 are read)",
                es: "una clave RSA de {bits} bits (se crean de 2048, 3072 o 4096; se leen de al menos 2048)"
            )
        case .jwtReasonClaimType:
            (en: "{claim} must be {type} in a Cognito token", es: "{claim} debe ser {type} en un token de Cognito")
        case .jwtReasonClaimReserved:
            (
                en: "{claim} is set by the token's own options (give it there)",
                es: "{claim} lo fijan las opciones del propio token (indícalo ahí)"
            )
        case .jwtReasonClaimsNotObject:
            (en: "the claims are not a JSON object", es: "las claims no son un objeto JSON")
        case .jwtReasonExpiryPast:
            (
                en: "the token would expire at {exp}, which is already past (it is {now}); ask for an expired token on purpose",
                es: "el token caducaría en {exp}, que ya ha pasado (ahora es {now}); pide un token caducado a propósito"
            )
        case .jwtReasonLeeway:
            (en: "{value} is not a number of seconds from 0 to 86400", es: "{value} no es un número de segundos de 0 a 86400")
        case .jwtIssuerMismatch: (en: "the token comes from another issuer", es: "el token procede de otro emisor")
        case .jwtClientIDMismatch: (en: "the token is for another app client", es: "el token es para otro cliente de aplicación")
        case .jwtTokenUseMismatch: (en: "the token is not of the expected kind", es: "el token no es del tipo esperado")
        case .jwtGroupMismatch:
            (en: "the user is in none of the required groups", es: "el usuario no está en ninguno de los grupos requeridos")
        case .jwtScopeMismatch:
            (en: "the token has none of the required scopes", es: "el token no tiene ninguno de los ámbitos requeridos")
        case .jwtJWKSUnavailable: (en: "the JWKS is not available", es: "el JWKS no está disponible")
        case .jwtReasonEmpty: (en: "the input is empty", es: "la entrada está vacía")
        case .jwtReasonTooLong: (en: "{length} bytes; the limit is {limit}", es: "{length} bytes; el límite es {limit}")
        case .jwtReasonSegments:
            (en: "expected 3 dot-separated parts, found {count}", es: "se esperaban 3 partes separadas por puntos y hay {count}")
        case .jwtReasonHeaderBase64:
            (en: "the header is not base64url (character {position})", es: "la cabecera no es base64url (carácter {position})")
        case .jwtReasonPayloadBase64:
            (en: "the payload is not base64url (character {position})", es: "el contenido no es base64url (carácter {position})")
        case .jwtReasonSignatureBase64:
            (en: "the signature is not base64url (character {position})", es: "la firma no es base64url (carácter {position})")
        case .jwtReasonHeaderJSON:
            (en: "the header is not JSON (byte {offset}: {problem})", es: "la cabecera no es JSON (byte {offset}: {problem})")
        case .jwtReasonPayloadJSON:
            (en: "the payload is not JSON (byte {offset}: {problem})", es: "el contenido no es JSON (byte {offset}: {problem})")
        case .jwtReasonHeaderNotObject: (en: "the header is not a JSON object", es: "la cabecera no es un objeto JSON")
        case .jwtReasonPayloadNotObject: (en: "the payload is not a JSON object", es: "el contenido no es un objeto JSON")
        case .jwtReasonCritical:
            (
                en: "the header has \"crit\" extensions, which credkit does not support",
                es: "la cabecera tiene extensiones \"crit\", que credkit no admite"
            )
        case .jwtReasonHeaderAlgorithm: (en: "the header has no \"alg\" string", es: "la cabecera no tiene una cadena \"alg\"")
        case .jwtReasonHeaderString:
            (en: "header member \"{member}\" must be a string", es: "el miembro \"{member}\" de la cabecera debe ser una cadena")
        case .jwtReasonClaimString: (en: "claim \"{claim}\" must be a string", es: "el claim \"{claim}\" debe ser una cadena")
        case .jwtReasonClaimNumber: (en: "claim \"{claim}\" must be a number", es: "el claim \"{claim}\" debe ser un número")
        case .jwtReasonClaimAudience:
            (
                en: "claim \"{claim}\" must be a string or an array of strings",
                es: "el claim \"{claim}\" debe ser una cadena o una lista de cadenas"
            )
        case .jwtReasonClaimStrings:
            (en: "claim \"{claim}\" must be an array of strings", es: "el claim \"{claim}\" debe ser una lista de cadenas")
        case .jwtReasonClaimBool:
            (en: "claim \"{claim}\" must be true or false", es: "el claim \"{claim}\" debe ser true o false")
        case .jwtReasonAlgorithm:
            (
                en: "\"{alg}\" is refused; accepted: RS256, RS384, RS512, PS256, PS384, PS512, ES256, ES384, ES512, EdDSA",
                es: "\"{alg}\" se rechaza; se aceptan: RS256, RS384, RS512, PS256, PS384, PS512, ES256, ES384, ES512, EdDSA"
            )
        case .jwtReasonAlgorithmKeyType:
            (en: "{alg} does not fit the key (kty {key})", es: "{alg} no corresponde a la clave (kty {key})")
        case .jwtReasonAlgorithmNotKeys:
            (en: "the token says {alg} but the key is for {keyAlg}", es: "el token indica {alg}, pero la clave es para {keyAlg}")
        case .jwtReasonNoKID: (en: "the token header has no \"kid\"", es: "la cabecera del token no tiene \"kid\"")
        case .jwtReasonKIDNotFound:
            (en: "no key with kid \"{kid}\" in the JWKS", es: "no hay ninguna clave con kid \"{kid}\" en el JWKS")
        case .jwtReasonJWKUse:
            (en: "key \"{kid}\" has use {use}, not \"sig\"", es: "la clave \"{kid}\" tiene use {use}, no \"sig\"")
        case .jwtReasonJWKMember:
            (
                en: "key \"{kid}\": member \"{member}\" is missing or not valid",
                es: "clave \"{kid}\": el miembro \"{member}\" falta o no es válido"
            )
        case .jwtReasonJWKRSASize:
            (
                en: "key \"{kid}\" is an RSA key of {bits} bits; at least 2048 are required",
                es: "la clave \"{kid}\" es una clave RSA de {bits} bits; se requieren al menos 2048"
            )
        case .jwtReasonJWKCurve:
            (en: "key \"{kid}\": curve \"{crv}\" is not supported", es: "clave \"{kid}\": la curva \"{crv}\" no se admite")
        case .jwtReasonJWKPoint:
            (en: "key \"{kid}\": the point is not on the curve", es: "clave \"{kid}\": el punto no está en la curva")
        case .jwtReasonJWKType:
            (
                en: "key \"{kid}\": key type \"{kty}\" is not supported",
                es: "clave \"{kid}\": el tipo de clave \"{kty}\" no se admite"
            )
        case .jwtReasonJWKSTooLong: (en: "the JWKS is larger than {limit} bytes", es: "el JWKS ocupa más de {limit} bytes")
        case .jwtReasonJWKSJSON:
            (en: "the JWKS is not JSON (byte {offset}: {problem})", es: "el JWKS no es JSON (byte {offset}: {problem})")
        case .jwtReasonJWKSShape:
            (
                en: "the document is not a JWKS: it needs a \"keys\" array of objects",
                es: "el documento no es un JWKS: necesita una lista \"keys\" de objetos"
            )
        case .jwtReasonJWKSFile: (en: "cannot read {file}: {reason}", es: "no se puede leer {file}: {reason}")
        case .jwtReasonExpiredAt: (en: "exp was {time}", es: "exp era {time}")
        case .jwtReasonNotBefore: (en: "nbf is {time}", es: "nbf es {time}")
        case .jwtReasonMissingClaim: (en: "claim \"{claim}\" is missing", es: "falta el claim \"{claim}\"")
        case .jwtReasonNotAccepted:
            (en: "{claim} is {found}; accepted: {accepted}", es: "{claim} es {found}; se aceptan: {accepted}")
        case .jwtReasonNoneOf:
            (en: "{claim} is {found}; required: one of {required}", es: "{claim} es {found}; se requiere uno de: {required}")
        case .jwtStatusActive: (en: "active", es: "activo")
        case .jwtStatusExpired: (en: "expired", es: "caducado")
        case .jwtStatusNotYetValid: (en: "not yet valid", es: "todavía no válido")
        case .jwtStatusNoExpiry: (en: "no expiry", es: "sin caducidad")
        case .jwtReasonJWKSStale:
            (
                en:
                    "{url}: the cached key set is older than {seconds} s and could not be fetched again ({reason}); a stale set is never trusted",
                es:
                    "{url}: el conjunto de claves en caché tiene más de {seconds} s y no se pudo volver a descargar ({reason}); nunca se confía en un conjunto caducado"
            )
        case .jwtReasonInsecureJWKSURL:
            (
                en: "{url}: only https URLs, or http on a loopback address, are allowed",
                es: "{url}: solo se permiten URL https, o http en una dirección local"
            )
        case .jwtReasonJWKSStatus: (en: "{url}: HTTP status {status}", es: "{url}: estado HTTP {status}")
        case .jwtReasonDiscoveryNoIssuer:
            (
                en: "no issuer is given, so there is no discovery document to read",
                es: "no se indica ningún emisor, así que no hay documento de descubrimiento que leer"
            )
        case .jwtReasonDiscoveryTooLarge:
            (
                en: "{url}: the discovery document is larger than {limit} bytes",
                es: "{url}: el documento de descubrimiento supera los {limit} bytes"
            )
        case .jwtReasonDiscoveryNotObject:
            (
                en: "{url}: the discovery document is not a JSON object",
                es: "{url}: el documento de descubrimiento no es un objeto JSON"
            )
        case .jwtReasonDiscoveryIssuer:
            (
                en: "{url}: the discovery document's issuer is {found}, not {issuer} (RFC 8414 §3.3: it must be identical)",
                es: "{url}: el emisor del documento de descubrimiento es {found}, no {issuer} (RFC 8414 §3.3: debe ser idéntico)"
            )
        case .jwtReasonDiscoveryNoJWKS:
            (
                en: "{url}: the discovery document names no jwks_uri; give the keys with --jwks-url",
                es: "{url}: el documento de descubrimiento no indica jwks_uri; dé las claves con --jwks-url"
            )
        case .jwtReasonJWKSWait:
            (
                en: "kid \"{kid}\" is not in the JWKS fetched from {url} less than {seconds} s ago",
                es: "el kid \"{kid}\" no está en el JWKS descargado de {url} hace menos de {seconds} s"
            )
        case .jwtReasonJWKSTimedOut: (en: "{url}: no answer within {seconds} s", es: "{url}: sin respuesta en {seconds} s")
        case .jwtReasonJWKSRefused: (en: "{url}: connection refused", es: "{url}: conexión rechazada")
        case .jwtReasonJWKSHost: (en: "{url}: host not found", es: "{url}: no se encuentra el servidor")
        case .jwtReasonJWKSNetwork: (en: "{url}: network error ({code})", es: "{url}: error de red ({code})")
        case .jwtReasonJWKSTooLarge:
            (en: "{url}: the key set is larger than {limit} bytes", es: "{url}: el conjunto de claves supera los {limit} bytes")

        case .jwtSignerMismatch:
            (en: "the token was signed by another load balancer", es: "el token lo firmó otro balanceador de carga")
        case .jwtReasonPadding:
            (
                en: "a segment's padding does not close it at a multiple of four characters (character {position})",
                es: "el relleno de un segmento no lo cierra en un múltiplo de cuatro caracteres (carácter {position})"
            )
        case .jwtReasonALBKey:
            (
                en: "the key published for kid {kid} is not a PEM P-256 public key",
                es: "la clave publicada para el kid {kid} no es una clave pública P-256 en PEM"
            )
        case .jwtReasonALBAlgorithm:
            (
                en: "load balancers sign with ES256; this token says {alg}",
                es: "los balanceadores de carga firman con ES256; este token dice {alg}"
            )
        case .jwtReasonALBKeyID:
            (
                en: "kid {kid} is not a UUID (load balancer keys are published by UUID)",
                es: "el kid {kid} no es un UUID (las claves de los balanceadores se publican por UUID)"
            )
        case .jwtReasonALBKeyMissing:
            (
                en: "no key is published for kid {kid} at {url} (HTTP {status})",
                es: "no hay ninguna clave publicada para el kid {kid} en {url} (HTTP {status})"
            )
        case .jwtReasonALBWait:
            (
                en: "no key for kid {kid}: another unknown kid of {url} was looked up less than {seconds} s ago",
                es: "no hay clave para el kid {kid}: otro kid desconocido de {url} se buscó hace menos de {seconds} s"
            )

        case .jwtRevoked:
            (
                en: "Cognito no longer accepts the token (revoked, signed out, or the user is gone)",
                es: "Cognito ya no acepta el token (revocado, sesión cerrada o el usuario ya no existe)"
            )
        case .jwtOnlineUnavailable: (en: "the online check could not be made", es: "no se pudo hacer la comprobación en línea")
        case .jwtReasonOnline: (en: "{message}", es: "{message}")
        }
    }
}
