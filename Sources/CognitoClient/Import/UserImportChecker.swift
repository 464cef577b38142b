// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitEmail
import Foundation

/// One user's line of an import file, checked.
public struct UserImportRecord: Sendable, Equatable {
    /// The physical line (the header is line 1).
    public var line: Int
    /// The `cognito:username` value, when the line has one.
    public var username: String?
    /// What `CreateUserImportJob` would refuse; empty when the user would be imported.
    public var problems: [UserImportProblem]

    /// Whether the user would be imported.
    public var isValid: Bool { problems.isEmpty }
}

/// Checks a user-import CSV line by line as `CreateUserImportJob` reads it, before it is uploaded
/// (AWS Cognito developer guide, "Creating the user import CSV file").
///
/// The file is Cognito's own dialect of CSV, not RFC 4180: values are separated by commas, a comma
/// inside a value is written `\,`, values are not quoted (quotes would be kept as part of the value),
/// and white space around a value is trimmed. The first line is the header: every column of
/// the pool's header, in any order, and no other. Each later line is a user: `cognito:username`
/// present, without white space, at most 128 characters and unique (ignoring case unless the pool
/// is case sensitive); `email` an address (credkit's email checker); `phone_number` in E.164;
/// `email_verified`, `phone_number_verified` and `cognito:mfa_enabled` `true` or `false`;
/// `cognito:mfa_enabled` not empty, `true` only with a phone number, and as the pool's MFA setting
/// demands; at least one of the pool's auto-verified attributes verified (with its value present);
/// the pool's required attributes present; `updated_at` in seconds since 1970; at most 16,000
/// characters per line and 2,048 per value. The file: UTF-8 without a byte order mark, at most
/// 100 MB and 500,000 users.
///
/// Usernames are remembered to find duplicates, so memory grows with the file, up to AWS's
/// 500,000 users.
public struct UserImportChecker: Sendable {
    /// What the file is checked against.
    public let settings: UserImportSettings
    /// The file header's problems (missing, unknown or repeated columns; a pool that verifies
    /// nothing): any of them stops the whole job.
    public let headerProblems: [UserImportProblem]
    /// The file's columns, in its order.
    public let columns: [String]
    private let position: [String: Int]
    private let emails = EmailChecker()
    private var seen: [String: Int] = [:]
    /// Users checked so far, and how many of them would be refused.
    public private(set) var users = 0
    public private(set) var refused = 0

    /// Reads the header line (its raw bytes, without the line ending).
    /// - Parameters:
    ///   - settings: the pool's columns and settings.
    ///   - header: the file's first line.
    public init(settings: UserImportSettings, header: UnsafeBufferPointer<UInt8>) {
        self.settings = settings
        var problems: [UserImportProblem] = []
        if UTF8Validation.firstInvalidOffset(in: header) != nil {
            problems.append(UserImportProblem(.notUTF8, ["line": "1"]))
        }
        columns = Self.split(String(decoding: header, as: UTF8.self)).map(\.value)
        var position: [String: Int] = [:]
        for (index, column) in columns.enumerated() {
            if position[column] != nil {
                problems.append(UserImportProblem(.duplicateColumn, column: column))
            } else {
                position[column] = index
            }
        }
        let expected = Set(settings.header)
        for column in settings.header where position[column] == nil {
            problems.append(UserImportProblem(.missingColumn, column: column))
        }
        for column in columns where !expected.contains(column) {
            problems.append(UserImportProblem(.unknownColumn, column: column))
        }
        if settings.autoVerifiedAttributes.isEmpty { problems.append(UserImportProblem(.noAutoVerifiedAttribute)) }
        self.position = position
        headerProblems = problems
    }

    /// Splits a line at its unescaped commas (`\,` is a comma inside a value), trimming white
    /// space around each value; `quoted` tells a value written in quotation marks.
    package static func split(_ line: String) -> [(value: String, quoted: Bool)] {
        var values: [(String, Bool)] = []
        var current = ""
        var escaped = false
        func finish() {
            let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
            let quoted = trimmed.count >= 2 && trimmed.first == "\"" && trimmed.last == "\""
            values.append((trimmed, quoted))
            current = ""
        }
        for character in line {
            if escaped {
                if character != "," { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                finish()
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        finish()
        return values
    }

    /// Checks one user's line.
    /// - Parameters:
    ///   - bytes: the line's raw bytes, without its line ending.
    ///   - line: its physical line number.
    /// - Returns: the user's record.
    public mutating func check(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> UserImportRecord {
        users += 1
        var record = UserImportRecord(line: line, username: nil, problems: [])
        defer { if !record.isValid { refused += 1 } }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            record.problems.append(UserImportProblem(.notUTF8, ["line": String(line), "offset": String(offset + 1)]))
            return record
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let characters = text.unicodeScalars.count
        if characters > UserImportSettings.maximumLineCharacters {
            record.problems.append(
                UserImportProblem(
                    .lineTooLong,
                    ["count": String(characters), "limit": String(UserImportSettings.maximumLineCharacters)]))
        }
        let values = Self.split(text)
        // With more or fewer values than columns, no value can be matched to its column (nor the
        // username found): the count is the line's one problem.
        guard values.count == columns.count else {
            record.problems.append(
                UserImportProblem(.columnCount, ["count": String(values.count), "columns": String(columns.count)]))
            return record
        }
        func value(_ column: String) -> String? {
            guard let index = position[column] else { return nil }
            let found = values[index].value
            return found.isEmpty ? nil : found
        }
        for (index, (found, quoted)) in values.enumerated() {
            if quoted { record.problems.append(UserImportProblem(.quotedValue, column: columns[index])) }
            if found.unicodeScalars.count > UserImportSettings.maximumValueCharacters {
                record.problems.append(
                    UserImportProblem(
                        .valueTooLong, column: columns[index], ["limit": String(UserImportSettings.maximumValueCharacters)]))
            }
        }
        checkUsername(value("cognito:username"), line: line, into: &record)
        if let email = value("email") {
            let verdict = emails.check(email)
            if !verdict.isValid {
                record.problems.append(
                    UserImportProblem(.emailInvalid, column: "email", ["reason": verdict.rejection?.rawValue ?? ""]))
            }
        }
        let phone = value("phone_number")
        if let phone, !Self.isE164(phone) {
            record.problems.append(UserImportProblem(.phoneInvalid, column: "phone_number"))
        }
        var verified: [String: Bool] = [:]
        for (flag, attribute) in [("email_verified", "email"), ("phone_number_verified", "phone_number")] {
            guard let text = value(flag) else { continue }
            guard let flagValue = Self.boolean(text) else {
                record.problems.append(UserImportProblem(.notBoolean, column: flag))
                continue
            }
            verified[attribute] = flagValue
            if flagValue && value(attribute) == nil {
                record.problems.append(UserImportProblem(.verifiedWithoutValue, column: flag, ["attribute": attribute]))
            }
        }
        let automatic = settings.autoVerifiedAttributes.filter { $0 == "email" || $0 == "phone_number" }
        if !automatic.isEmpty && !automatic.contains(where: { verified[$0] == true }) {
            record.problems.append(
                UserImportProblem(
                    .notVerified, column: automatic.count == 1 ? automatic[0] + "_verified" : nil,
                    ["attributes": automatic.map { $0 + "_verified" }.joined(separator: ", ")]))
        }
        checkMFA(value("cognito:mfa_enabled"), phone: phone, into: &record)
        for attribute in settings.requiredAttributes where position[attribute] != nil && value(attribute) == nil {
            record.problems.append(UserImportProblem(.requiredMissing, column: attribute))
        }
        if let updated = value("updated_at"), updated.isEmpty || !updated.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            record.problems.append(UserImportProblem(.updatedAtInvalid, column: "updated_at"))
        }
        return record
    }

    private mutating func checkUsername(_ username: String?, line: Int, into record: inout UserImportRecord) {
        guard let username else {
            record.problems.append(UserImportProblem(.usernameMissing, column: "cognito:username"))
            return
        }
        record.username = username
        // The API's pattern, [\p{L}\p{M}\p{S}\p{N}\p{P}]+: no white space, separators or controls.
        if username.unicodeScalars.contains(where: { !Self.isUsernameScalar($0) }) {
            record.problems.append(UserImportProblem(.usernameInvalid, column: "cognito:username"))
        }
        if username.count > UserImportSettings.maximumUsernameCharacters {
            record.problems.append(
                UserImportProblem(
                    .usernameTooLong, column: "cognito:username",
                    ["limit": String(UserImportSettings.maximumUsernameCharacters)]))
        }
        let key = settings.caseSensitiveUsernames ? username : username.lowercased()
        if let first = seen[key] {
            record.problems.append(UserImportProblem(.usernameDuplicate, column: "cognito:username", ["first": String(first)]))
        } else {
            seen[key] = line
        }
    }

    private func checkMFA(_ text: String?, phone: String?, into record: inout UserImportRecord) {
        let column = "cognito:mfa_enabled"
        guard let text else {
            record.problems.append(UserImportProblem(.mfaMissing, column: column))
            return
        }
        guard let enabled = Self.boolean(text) else {
            record.problems.append(UserImportProblem(.notBoolean, column: column))
            return
        }
        if enabled && phone == nil { record.problems.append(UserImportProblem(.mfaNeedsPhone, column: column)) }
        switch settings.mfa {
        case .on? where !enabled: record.problems.append(UserImportProblem(.mfaRequired, column: column))
        case .off? where enabled: record.problems.append(UserImportProblem(.mfaOff, column: column))
        default: break
        }
    }

    /// What the whole file adds once read: its size and number of users against AWS's limits,
    /// and a byte order mark at its start.
    /// - Parameters:
    ///   - bytes: the file's size.
    ///   - byteOrderMark: whether it started with one.
    public func fileProblems(bytes: Int, byteOrderMark: Bool) -> [UserImportProblem] {
        var problems: [UserImportProblem] = []
        if byteOrderMark { problems.append(UserImportProblem(.byteOrderMark)) }
        if bytes > UserImportSettings.maximumFileBytes {
            problems.append(
                UserImportProblem(.fileTooLarge, ["bytes": String(bytes), "limit": String(UserImportSettings.maximumFileBytes)]))
        }
        if users > UserImportSettings.maximumUsers {
            problems.append(
                UserImportProblem(.tooManyUsers, ["count": String(users), "limit": String(UserImportSettings.maximumUsers)]))
        }
        return problems
    }

    /// `true` or `false`, in any case.
    static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// `+`, a first digit 1–9 and up to 14 more digits (ITU-T E.164).
    static func isE164(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3, bytes.count <= 16, bytes[0] == UInt8(ascii: "+"), bytes[1] != UInt8(ascii: "0") else {
            return false
        }
        return bytes.dropFirst().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    static func isUsernameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .decimalNumber,
            .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            true
        default:
            false
        }
    }
}
