// SPDX-License-Identifier: Apache-2.0
// Written by `make generate` (Scripts/text-keys.py) from PipelineTextKey+Texts.swift: edit that file, not this one.
import CredKitCore

/// The identifier of one user-facing text; the texts themselves, in English and Spanish, are in
/// `PipelineTextKey+Texts.swift`, in this order.
package enum PipelineTextKey: String, TextKey {
    case pipelineUnreadableInput
    case pipelineEmptyInput
    case pipelineNameWithoutHeader
    case pipelineUnknownColumn
    case pipelineDuplicateColumn
    case pipelineLinesHaveNoColumns
    case rowUnterminatedQuote
    case rowTextAfterQuote
    case rowTooLong
    case rowMissingField
    case rowExtraFields
    case rowInvalidUTF8
    case rowNotJSON
    case rowNotJSONAt
    case rowNotObject
    case rowMissingMember
    case rowNotString
    case pipelineKeepLabel
    case pipelineErrorPrefix
    case rowsUnreadable
}

extension Texts {
    /// The text for `key` in `language`, with its `{name}` placeholders filled in.
    package static func string(_ key: PipelineTextKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        key.string(in: language, arguments)
    }
}

extension LocalizedText {
    /// A text of this module, displayed later in the reader's language.
    package init(key: PipelineTextKey, arguments: [String: String] = [:]) {
        self.init(key, arguments: arguments)
    }
}
