// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CredKit
import CredKitCore

/// Where `credkit cognito` gets passwords: a no-echo prompt on a terminal, or one line of standard
/// input each with `--password-stdin`. Never the command line, where `ps` would show them.
final class PasswordReader {
    /// Which password is asked for; it names the prompt and the error messages.
    enum Entry {
        case password, currentPassword, newPassword
        /// An answer to a custom challenge (`--flow custom`), read like a code.
        case customAnswer

        var prompt: CLITextKey {
            switch self {
            case .password: .passwordPrompt
            case .currentPassword: .cognitoCurrentPasswordPrompt
            case .newPassword: .cognitoNewPasswordPrompt
            case .customAnswer: .cognitoCustomAnswerPrompt
            }
        }

        var name: CLITextKey {
            switch self {
            case .password: .cognitoWhatPassword
            case .currentPassword: .cognitoWhatCurrentPassword
            case .newPassword: .cognitoWhatNewPassword
            case .customAnswer: .cognitoWhatCustomAnswer
            }
        }
    }

    private let language: Language
    private let lines: LineReader?
    private var lineNumber = 0

    /// Whether values come from lines of standard input (`--password-stdin`) rather than prompts.
    var readsLines: Bool { lines != nil }

    /// A reader for this run.
    /// - Parameters:
    ///   - fromStandardInput: `--password-stdin`: read lines rather than prompt.
    ///   - language: the messages' language.
    /// Reading fails with ``CLIFailure`` (exit 2) when standard input is not a terminal and
    /// `--password-stdin` was not given (a prompt would hang or read the wrong thing); a run that
    /// turns out to need nothing (a sign-in by emailed code) is not refused for it.
    init(fromStandardInput: Bool, language: Language) throws {
        self.language = language
        lines = fromStandardInput ? LineReader(descriptor: 0, bufferSize: 4096) : nil
    }

    /// Refuses to prompt when standard input is not a terminal.
    private func requireTerminal() throws {
        guard Console.isTerminal(0) else {
            throw CLIFailure(message: CLITexts.string(.cognitoPasswordsNeedTerminal, in: language))
        }
    }

    /// One password.
    /// - Parameter entry: which one.
    /// - Returns: the password as typed (or the line as read).
    /// - Throws: ``CLIFailure`` (exit 2) at the end of input or for bytes that are not UTF-8.
    func read(_ entry: Entry) throws -> String {
        let name = CLITexts.string(entry.name, in: language)
        let bytes: [UInt8]
        if let lines {
            guard let line = try nextLine(lines) else {
                throw CLIFailure(
                    message: CLITexts.string(.cognitoInputEnded, in: language, ["what": name, "line": String(lineNumber)]))
            }
            bytes = line
        } else {
            try requireTerminal()
            guard let typed = try SecretPrompt.read(prompt: CLITexts.string(entry.prompt, in: language)) else {
                throw CLIFailure(message: CLITexts.string(.cognitoNothingTyped, in: language, ["what": name]))
            }
            bytes = typed
        }
        if let offset = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
            throw CLIFailure(
                message: CLITexts.string(
                    .cognitoInputNotUTF8, in: language,
                    [
                        "what": name, "line": String(max(lineNumber, 1)), "offset": String(offset),
                    ]))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An MFA code: the next line of standard input with `--password-stdin`, else asked for on the
    /// terminal (without echo, like the password).
    /// - Parameter type: the method, which names the prompt.
    /// - Throws: ``CLIFailure`` (exit 2) naming `--mfa-code` when standard input has ended.
    func readCode(_ type: MFAType) throws -> String {
        let what = CLITexts.string(.cognitoWhatMFACode, in: language)
        if let lines {
            guard let line = try nextLine(lines) else {
                throw CLIFailure(message: CLITexts.string(.cognitoMFACodeNeeded, in: language, ["line": String(lineNumber)]))
            }
            return String(decoding: line, as: UTF8.self)
        }
        let prompt: CLITextKey =
            switch type {
            case .totp: .cognitoTOTPCodePrompt
            case .sms: .cognitoSMSCodePrompt
            case .email: .cognitoEmailCodePrompt
            }
        try requireTerminal()
        guard let typed = try SecretPrompt.read(prompt: CLITexts.string(prompt, in: language)) else {
            throw CLIFailure(message: CLITexts.string(.totpNothingTyped, in: language, ["what": what]))
        }
        return String(decoding: typed, as: UTF8.self)
    }

    /// The next line of standard input (counted in ``lineNumber`` even when there is none).
    /// - Throws: ``CLIFailure`` (exit 2) when reading fails.
    private func nextLine(_ lines: LineReader) throws -> [UInt8]? {
        let line: [UInt8]?
        do {
            line = try lines.withNextLine { Array($0) }
        } catch let error as LineReaderError {
            throw CLIFailure(
                message: CLITexts.string(
                    .unreadableInput, in: language, ["file": "stdin", "reason": error.message(in: language)]))
        }
        lineNumber += 1
        return line
    }

    /// A line typed on the terminal with echo (a choice, not a secret).
    func readVisibleLine(prompt: String) throws -> String {
        try requireTerminal()
        Console.writeError(prompt)
        let terminal = LineReader(descriptor: 0, bufferSize: 1024, maximumLineLength: 1024)
        let line = try? terminal.withNextLine { Array($0) }
        guard let line = line ?? nil else {
            throw CLIFailure(message: CLITexts.string(.totpNothingTyped, in: language, ["what": "--mfa-type"]))
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// A password to set and, on a terminal, the same password typed again (the client refuses the
    /// pair when they differ, before sending anything).
    /// - Parameter entry: ``Entry/password`` at sign-up, else ``Entry/newPassword``.
    /// - Returns: the password, and the confirmation when one was asked for.
    /// - Throws: ``CLIFailure`` as ``read(_:)``.
    func readTwice(_ entry: Entry = .newPassword) throws -> (password: String, confirmation: String?) {
        let password = try read(entry)
        guard lines == nil else { return (password, nil) }
        let prompt: CLITextKey = entry == .newPassword ? .cognitoConfirmNewPasswordPrompt : .confirmPrompt
        guard let typed = try SecretPrompt.read(prompt: CLITexts.string(prompt, in: language)) else {
            throw CLIFailure(
                message: CLITexts.string(.cognitoNothingTyped, in: language, ["what": CLITexts.string(entry.name, in: language)]))
        }
        return (password, String(decoding: typed, as: UTF8.self))
    }
}
