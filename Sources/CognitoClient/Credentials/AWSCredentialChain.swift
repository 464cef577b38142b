// SPDX-License-Identifier: Apache-2.0
import Foundation
import _CredKitCore

/// Finds AWS credentials the way the AWS CLI does, in order:
///
/// 1. the environment: `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`;
/// 2. the profile (`AWS_PROFILE`, else `default`) in the shared credentials file
///    (`AWS_SHARED_CREDENTIALS_FILE`, else `~/.aws/credentials`), then in the config file
///    (`AWS_CONFIG_FILE`, else `~/.aws/config`, where it is `[profile NAME]`);
/// 3. that profile's `credential_process` (run without a shell; its JSON, version 1, read).
///
/// Role assumption (`role_arn`) and SSO profiles are refused by name rather than ignored.
public struct AWSCredentialChain: Sendable {
    /// The environment read (the process's by default).
    public var environment: [String: String]
    /// The home folder (`HOME`).
    public var home: String

    /// Creates a chain over an environment.
    /// - Parameters:
    ///   - environment: the variables to read.
    ///   - home: the home folder; `HOME` from `environment` by default.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, home: String? = nil) {
        self.environment = environment
        self.home = home ?? environment["HOME"] ?? NSHomeDirectory()
    }

    /// The profile used: `AWS_PROFILE`, else `AWS_DEFAULT_PROFILE`, else `default`.
    public var profile: String {
        nonEmpty("AWS_PROFILE") ?? nonEmpty("AWS_DEFAULT_PROFILE") ?? "default"
    }

    private func nonEmpty(_ name: String) -> String? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        return value
    }

    var credentialsFile: String { nonEmpty("AWS_SHARED_CREDENTIALS_FILE") ?? "\(home)/.aws/credentials" }
    var configFile: String { nonEmpty("AWS_CONFIG_FILE") ?? "\(home)/.aws/config" }

    /// The credentials.
    /// - Returns: the first source's keys.
    /// - Throws: ``AWSCredentialsError`` naming what is missing or wrong.
    public func resolve() throws(AWSCredentialsError) -> AWSCredentials {
        let keyID = nonEmpty("AWS_ACCESS_KEY_ID")
        let secret = nonEmpty("AWS_SECRET_ACCESS_KEY")
        if keyID != nil || secret != nil {
            guard let keyID, let secret else {
                throw AWSCredentialsError(.incomplete, ["source": "environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)"])
            }
            return AWSCredentials(
                accessKeyID: keyID, secretAccessKey: secret, sessionToken: nonEmpty("AWS_SESSION_TOKEN"),
                source: "environment")
        }
        let profile = self.profile
        let fromCredentials = try section(in: credentialsFile, name: profile)
        let fromConfig = try section(in: configFile, name: profile == "default" ? "default" : "profile \(profile)")
        for (values, file) in [(fromCredentials, credentialsFile), (fromConfig, configFile)] {
            guard let values else { continue }
            if let credentials = try staticKeys(values, source: "profile \(profile) (\(file))") { return credentials }
        }
        let settings = (fromConfig ?? [:]).merging(fromCredentials ?? [:]) { $1 }
        if let command = settings["credential_process"] {
            return try CredentialProcess.run(command, profile: profile)
        }
        for setting in ["role_arn", "sso_session", "sso_start_url", "web_identity_token_file"] where settings[setting] != nil {
            throw AWSCredentialsError(.unsupportedSource, ["profile": profile, "setting": setting])
        }
        if fromCredentials == nil && fromConfig == nil && (nonEmpty("AWS_PROFILE") ?? nonEmpty("AWS_DEFAULT_PROFILE")) != nil {
            throw AWSCredentialsError(
                .unknownProfile, ["profile": profile, "credentials": credentialsFile, "config": configFile])
        }
        throw AWSCredentialsError(.notFound, ["profile": profile, "credentials": credentialsFile, "config": configFile])
    }

    private func staticKeys(_ values: [String: String], source: String) throws(AWSCredentialsError) -> AWSCredentials? {
        let keyID = values["aws_access_key_id"]
        let secret = values["aws_secret_access_key"]
        guard keyID != nil || secret != nil else { return nil }
        guard let keyID, let secret, !keyID.isEmpty, !secret.isEmpty else {
            throw AWSCredentialsError(.incomplete, ["source": source])
        }
        return AWSCredentials(
            accessKeyID: keyID, secretAccessKey: secret, sessionToken: values["aws_session_token"], source: source)
    }

    /// The settings of `[name]` in an INI file; `nil` when the file or the section is missing.
    func section(in path: String, name: String) throws(AWSCredentialsError) -> [String: String]? {
        guard FileBytes.exists(path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: 1 << 20)
        } catch {
            throw AWSCredentialsError(.malformedFile, ["file": path, "line": "0"], localized: ["reason": error.reason])
        }
        var current: String?
        var values: [String: String]?
        for (index, rawLine) in String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else {
                    throw AWSCredentialsError(
                        .malformedFile, ["file": path, "line": String(index + 1)],
                        localized: ["reason": LocalizedText(key: .credentialsReasonSection)])
                }
                current = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
                    .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                if current == name, values == nil { values = [:] }
                continue
            }
            // A line that starts with white space continues a nested setting (s3 = …); skipped.
            if rawLine.first == " " || rawLine.first == "\t" { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw AWSCredentialsError(
                    .malformedFile, ["file": path, "line": String(index + 1)],
                    localized: ["reason": LocalizedText(key: .credentialsReasonNameValue)])
            }
            guard current == name else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            values?[key] = value
        }
        return values
    }
}

/// A profile's `credential_process`: the command, split like a POSIX shell's words but run without
/// one, must print `{"Version": 1, "AccessKeyId", "SecretAccessKey", "SessionToken"?, "Expiration"?}`.
enum CredentialProcess {
    /// The most bytes of output read from the command (its JSON is a few hundred).
    static let maximumOutput = 1 << 20

    static func run(_ command: String, profile: String) throws(AWSCredentialsError) -> AWSCredentials {
        func failed(_ key: CognitoTextKey, _ arguments: [String: String] = [:]) -> AWSCredentialsError {
            AWSCredentialsError(
                .processFailed, ["profile": profile], localized: ["reason": LocalizedText(key: key, arguments: arguments)])
        }
        #if os(macOS) || os(Linux)
            let words = split(command)
            guard let executable = words.first else { throw failed(.credentialsReasonEmptyCommand) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + words.dropFirst()
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
                    $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil
                }
                let reason = code.map { SystemError($0).localized } ?? LocalizedText(verbatim: error.localizedDescription)
                throw AWSCredentialsError(.processFailed, ["profile": profile], localized: ["reason": reason])
            }
            var data = Data()
            while let chunk = try? output.fileHandleForReading.read(upToCount: 64 * 1024), !chunk.isEmpty {
                data.append(chunk)
                if data.count > maximumOutput {
                    process.terminate()
                    process.waitUntilExit()
                    throw failed(.credentialsReasonOutputTooLarge, ["limit": String(maximumOutput)])
                }
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw failed(.credentialsReasonExitStatus, ["status": String(process.terminationStatus)])
            }
            let object = data.withUnsafeBytes { raw in
                try? JSONValue(parsing: raw.bindMemory(to: UInt8.self)).objectValue
            }
            guard let object else { throw failed(.credentialsReasonNotJSON) }
            guard object["Version"]?.doubleValue == 1 else { throw failed(.credentialsReasonVersion) }
            guard let keyID = object["AccessKeyId"]?.stringValue, let secret = object["SecretAccessKey"]?.stringValue,
                !keyID.isEmpty, !secret.isEmpty
            else { throw failed(.credentialsReasonMissingKeys) }
            return AWSCredentials(
                accessKeyID: keyID, secretAccessKey: secret, sessionToken: object["SessionToken"]?.stringValue,
                source: "profile \(profile) (credential_process)")
        #else
            throw failed(.credentialsReasonUnavailable)
        #endif
    }

    /// Words as a POSIX shell splits them: blanks separate, single quotes keep everything,
    /// double quotes keep all but `\"` and `\\`, a backslash outside quotes escapes the next character.
    static func split(_ command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""): quote = nil
            case ("'", _): word.append(character)
            case ("\"", "\\"): escaped = true
            case ("\"", _): word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, "\\"):
                escaped = true
                inWord = true
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
