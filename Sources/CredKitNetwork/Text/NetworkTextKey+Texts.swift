// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of HTTP transport failures, each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``NetworkTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension NetworkTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        case .transportConnectionFailed: (en: "no connection ({detail})", es: "sin conexión ({detail})")
        case .transportTimedOut: (en: "no complete answer within {detail} s", es: "ninguna respuesta completa en {detail} s")
        case .transportConnectionLost:
            (en: "the connection was lost mid-answer ({detail})", es: "la conexión se perdió a mitad de la respuesta ({detail})")
        case .transportResponseTooLarge:
            (
                en: "the answer is larger than {detail} bytes; reading stopped there",
                es: "la respuesta supera los {detail} bytes; se dejó de leer ahí"
            )
        }
    }
}
