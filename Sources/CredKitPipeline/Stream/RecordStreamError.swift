// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Why a record stream could not run or stopped: its input cannot be read, or the columns asked for
/// are not in it. Rows that cannot be read do not stop a stream: each gets its own error record.
public struct RecordStreamError: CredKitError, Hashable {
    /// What went wrong.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: PipelineTextKey

        // text-keys: codes of RecordStreamError.Code
        /// The input cannot be opened or read (the records read before the failure were written).
        public static let unreadableInput = Self(rawValue: "unreadable-input", textKey: .pipelineUnreadableInput)
        /// A CSV or TSV input with a header is empty.
        public static let emptyInput = Self(rawValue: "empty-input", textKey: .pipelineEmptyInput)
        /// A column named (not numbered) where the input has no header.
        public static let nameWithoutHeader = Self(rawValue: "name-without-header", textKey: .pipelineNameWithoutHeader)
        /// The header has no column by that name.
        public static let unknownColumn = Self(rawValue: "unknown-column", textKey: .pipelineUnknownColumn)
        /// The header names several columns so.
        public static let duplicateColumn = Self(rawValue: "duplicate-column", textKey: .pipelineDuplicateColumn)
        /// A structured input whose format is ``RecordInputFormat/lines``: lines have no columns.
        public static let linesHaveNoColumns = Self(rawValue: "lines-have-no-columns", textKey: .pipelineLinesHaveNoColumns)
    }

    /// What went wrong.
    public let code: Code
    /// The input: its path, or `stdin`.
    public let input: String
    /// For ``Code/unreadableInput``: the system's error number (`errno`).
    public let errno: Int32?
    /// The message's other arguments: `option` and `value` (the column asked for), `columns`, `count`.
    package let details: [String: String]

    package init(_ code: Code, input: String, errno: Int32? = nil, _ details: [String: String] = [:]) {
        self.code = code
        self.input = input
        self.errno = errno
        self.details = details
    }

    /// The text to show.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence naming the input (and the column asked for).
    public func message(in language: Language) -> String {
        var arguments = details
        arguments["file"] = input
        if let errno { arguments["reason"] = SystemError(errno).message(in: language) }
        return Texts.string(code.textKey, in: language, arguments)
    }
}
