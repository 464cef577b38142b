// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// Finds AWS credentials the way the AWS CLI does, in order:
///
/// 1. the environment: `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`;
/// 2. the profile's (`AWS_PROFILE`, else `default`) keys in the shared credentials file
///    (`AWS_SHARED_CREDENTIALS_FILE`, else `~/.aws/credentials`);
/// 3. its `credential_process` (run without a shell, without credkit's secrets in its environment,
///    in its own process group, for at most 60 seconds; its standard
///    error is the user's terminal; its JSON, version 1, read);
/// 4. its keys in the config file (`AWS_CONFIG_FILE`, else `~/.aws/config`, where it is
///    `[profile NAME]`).
///
/// Role assumption (`role_arn`), web identity and SSO profiles are refused by name rather than
/// ignored — also when the profile has keys too, since the AWS CLI would use the role instead.
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
        let settings = (fromConfig ?? [:]).merging(fromCredentials ?? [:]) { $1 }
        // The AWS CLI (botocore) tries role assumption, web identity and SSO before a profile's keys
        // and credential_process: a profile with one of them means that identity, not the keys
        // beside it, so credkit refuses rather than sign as someone else.
        for setting in ["role_arn", "web_identity_token_file", "sso_session", "sso_start_url"] where settings[setting] != nil {
            let shadowed = ["aws_access_key_id", "aws_secret_access_key", "credential_process"].first { settings[$0] != nil }
            if let shadowed {
                throw AWSCredentialsError(.shadowedKeys, ["profile": profile, "setting": setting, "keys": shadowed])
            }
            throw AWSCredentialsError(.unsupportedSource, ["profile": profile, "setting": setting])
        }
        // Then botocore's order: keys in the credentials file, credential_process, keys in the config file.
        if let fromCredentials,
            let credentials = try staticKeys(fromCredentials, source: "profile \(profile) (\(credentialsFile))")
        {
            return credentials
        }
        if let command = settings["credential_process"] {
            return try CredentialProcess.run(command, profile: profile, environment: environment)
        }
        if let fromConfig, let credentials = try staticKeys(fromConfig, source: "profile \(profile) (\(configFile))") {
            return credentials
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
