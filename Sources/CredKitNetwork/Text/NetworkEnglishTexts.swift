// SPDX-License-Identifier: Apache-2.0
/// The English table of HTTP transport failures. Keep entries in ``NetworkTextKey`` order; `NetworkSpanishTexts` mirrors it.
enum NetworkEnglishTexts {
    static let table: [NetworkTextKey: String] = [
        .transportConnectionFailed: "no connection ({detail})",
        .transportTimedOut: "no complete answer within {detail} s",
        .transportConnectionLost: "the connection was lost mid-answer ({detail})",
        .transportResponseTooLarge: "the answer is larger than {detail} bytes; reading stopped there",
    ]
}
