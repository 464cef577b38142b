// SPDX-License-Identifier: Apache-2.0
/// The Spanish table of HTTP transport failures. Mirrors `NetworkEnglishTexts` key for key, placeholders included.
enum NetworkSpanishTexts {
    static let table: [NetworkTextKey: String] = [
        .transportConnectionFailed: "sin conexión ({detail})",
        .transportTimedOut: "ninguna respuesta completa en {detail} s",
        .transportConnectionLost: "la conexión se perdió a mitad de la respuesta ({detail})",
        .transportResponseTooLarge: "la respuesta supera los {detail} bytes; se dejó de leer ahí",
    ]
}
