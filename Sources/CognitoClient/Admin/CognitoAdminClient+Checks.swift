// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPolicy

/// The checks an administrator's input gets before anything is sent: every problem at once, so a
/// bulk run can report each row's.
extension CognitoAdminClient {
    /// Who receives the invitation of a new user.
    public enum InvitationMessage: String, Sendable, Hashable, CaseIterable {
        /// Cognito sends it (the default `MessageAction`).
        case send
        /// No message: the operator hands the temporary password over (`SUPPRESS`).
        case suppress
        /// Sends it again to a user who exists and has not signed in yet (`RESEND`).
        case resend
    }

    /// How an invitation travels (`DesiredDeliveryMediums`).
    public enum DeliveryMedium: String, Sendable, Hashable, CaseIterable {
        /// To the `email` attribute.
        case email = "EMAIL"
        /// To the `phone_number` attribute.
        case sms = "SMS"

        /// The attribute the medium needs.
        public var attribute: String { self == .email ? "email" : "phone_number" }
    }

    /// The longest username and group name Cognito takes.
    static let maximumNameLength = 128

    /// A username's problems: 1 to 128 letters, marks, symbols, digits or punctuation; in a pool that
    /// signs users in with `email` or `phone_number` instead, an address or an E.164 number.
    public func usernameProblems(_ username: String, field: String = "username") -> [ValidationProblem] {
        if username.isEmpty { return [client.missing(field)] }
        guard username.count <= Self.maximumNameLength, username.unicodeScalars.allSatisfy(UserImportChecker.isUsernameScalar)
        else {
            return [
                ValidationProblem(field: field, code: .invalidUsername) {
                    Texts.string(.cognitoProblemUsername, in: $0, ["field": field])
                }
            ]
        }
        let kinds = pool?.usernameAttributes.filter { $0 == "email" || $0 == "phone_number" } ?? []
        guard !kinds.isEmpty, usernameAttribute(username) == nil else { return [] }
        if kinds == ["email"], username.contains("@") { return client.emailProblems(username, field: field) }
        return [
            ValidationProblem(field: field, code: .invalidUsername) { language in
                Texts.string(
                    .cognitoProblemUsernameAttribute, in: language,
                    ["field": field, "attributes": kinds.joined(separator: ", "), "value": username])
            }
        ]
    }

    /// The username attribute (`email`, `phone_number`) that `username` is a value of in a pool that
    /// signs users in with those; `nil` otherwise.
    func usernameAttribute(_ username: String) -> String? {
        for kind in pool?.usernameAttributes ?? [] {
            if kind == "email", username.contains("@"), client.emailProblems(username).isEmpty { return kind }
            if kind == "phone_number", UserImportChecker.isE164(username) { return kind }
        }
        return nil
    }

    /// A group name's problems: 1 to 128 letters, marks, symbols, digits or punctuation.
    public func groupNameProblems(_ group: String, field: String = "group") -> [ValidationProblem] {
        if group.isEmpty { return [client.missing(field)] }
        guard group.count <= Self.maximumNameLength, group.unicodeScalars.allSatisfy(UserImportChecker.isUsernameScalar)
        else {
            return [
                ValidationProblem(field: field, code: .invalidGroupName) {
                    Texts.string(.cognitoProblemGroupName, in: $0, ["field": field])
                }
            ]
        }
        return []
    }

    /// A new password's problems against the pool's policy (and breached data, when the policy asks);
    /// over 256 characters is refused as Cognito refuses it.
    public func passwordProblems(_ password: String, field: String = "password", email: String? = nil)
        -> [ValidationProblem]
    {
        if password.count > CognitoIdentityClient.maximumPasswordLength {
            return [
                ValidationProblem(field: field, code: .tooLong) {
                    Texts.string(
                        .cognitoProblemTooLong, in: $0,
                        ["field": field, "limit": String(CognitoIdentityClient.maximumPasswordLength)])
                }
            ]
        }
        return client.newPasswordProblems(password, field: field, operation: .signUp, email: email)
    }

    /// Attributes' problems against the pool's schema: names (shape, repeats, a standard attribute or
    /// one of the schema's custom ones), values
    /// (length or number range, `true`/`false`, an email address, an E.164 phone number), `sub` (only
    /// Cognito sets it) and, when `creating`, every attribute the schema requires.
    /// - Parameters:
    ///   - attributes: name and value of each attribute.
    ///   - creating: whether these are a new user's (the schema's required attributes must be there).
    ///   - username: the new user's username, which fills `email` or `phone_number` in a pool that
    ///     signs in with them.
    public func attributeProblems(_ attributes: [(name: String, value: String)], creating: Bool, username: String? = nil)
        -> [ValidationProblem]
    {
        var problems = client.attributeNameProblems(attributes.map(\.name))
        let schema = Dictionary(pool?.schema.map { ($0.name, $0) } ?? [], uniquingKeysWith: { first, _ in first })
        for (name, value) in attributes {
            let field = "attribute." + name
            if name == "sub" {
                problems.append(
                    ValidationProblem(field: field, code: .readOnlyAttribute) {
                        Texts.string(.cognitoProblemAttributeReadOnly, in: $0, ["field": field, "name": name])
                    })
                continue
            }
            let standard = SchemaAttribute.standard[name].map { SchemaAttribute(name: name, dataType: $0) }
            let attribute = schema[name] ?? standard
            if pool != nil, attribute == nil {
                problems.append(
                    ValidationProblem(field: field, code: .attributeNotInSchema) {
                        Texts.string(.cognitoProblemAttributeNotInSchema, in: $0, ["field": field, "name": name])
                    })
                continue
            }
            problems += valueProblems(value, of: attribute ?? SchemaAttribute(name: name), field: field)
        }
        guard creating else { return problems }
        var present = Set(attributes.map(\.name))
        if let username, let filled = usernameAttribute(username) { present.insert(filled) }
        // `sub` is required in every pool's schema, and Cognito sets it.
        for required in pool?.schema.filter(\.required) ?? [] where !present.contains(required.name) && required.name != "sub" {
            let field = "attribute." + required.name
            problems.append(
                ValidationProblem(field: field, code: .attributeRequired) {
                    Texts.string(.cognitoProblemAttributeRequired, in: $0, ["field": field, "name": required.name])
                })
        }
        return problems
    }

    /// One value against its schema attribute.
    private func valueProblems(_ value: String, of attribute: SchemaAttribute, field: String) -> [ValidationProblem] {
        switch attribute.name {
        case "email": return client.emailProblems(value, field: field)
        case "phone_number":
            guard UserImportChecker.isE164(value) else {
                return [
                    ValidationProblem(field: field, code: .invalidPhoneNumber) {
                        Texts.string(.cognitoProblemPhone, in: $0, ["field": field])
                    }
                ]
            }
            return []
        default: break
        }
        switch attribute.dataType {
        case .boolean:
            guard value != "true", value != "false" else { return [] }
            return [
                ValidationProblem(field: field, code: .attributeValue) {
                    Texts.string(.cognitoProblemAttributeBoolean, in: $0, ["field": field, "value": value])
                }
            ]
        case .number:
            let minimum = attribute.minimumValue
            let maximum = attribute.maximumValue
            if let number = Int(value), minimum.map({ number >= $0 }) ?? true, maximum.map({ number <= $0 }) ?? true {
                return []
            }
            return [
                ValidationProblem(field: field, code: .attributeValue) { language in
                    Texts.string(
                        .cognitoProblemAttributeNumber, in: language,
                        [
                            "field": field, "value": value, "minimum": minimum.map(String.init) ?? "−∞",
                            "maximum": maximum.map(String.init) ?? "∞",
                        ])
                }
            ]
        case .string, .dateTime:
            // Cognito counts characters (UTF-16 code units in its Java service; scalars agree for
            // the Basic Multilingual Plane).
            let length = value.count
            guard length < attribute.minimumLength || length > attribute.maximumLength else { return [] }
            return [
                ValidationProblem(field: field, code: .attributeValue) {
                    Texts.string(
                        .cognitoProblemAttributeLength, in: $0,
                        [
                            "field": field, "length": String(length), "minimum": String(attribute.minimumLength),
                            "maximum": String(attribute.maximumLength),
                        ])
                }
            ]
        }
    }

    /// Everything wrong with a new user before `AdminCreateUser` is sent: the username, the attributes
    /// against the schema, the temporary password against the policy, and each delivery medium's
    /// address. A resent invitation checks only the username and medium.
    public func creationProblems(
        username: String, attributes: [(name: String, value: String)] = [], temporaryPassword: String? = nil,
        message: InvitationMessage = .send, delivery: Set<DeliveryMedium> = []
    ) -> [ValidationProblem] {
        var problems = usernameProblems(username)
        if message != .resend {
            problems += attributeProblems(attributes, creating: true, username: username)
        }
        if let temporaryPassword {
            let email =
                attributes.first { $0.name == "email" }?.value ?? (usernameAttribute(username) == "email" ? username : nil)
            problems += passwordProblems(temporaryPassword, field: "temporaryPassword", email: email)
        }
        if message == .send {
            var present = Set(attributes.map(\.name))
            if let filled = usernameAttribute(username) { present.insert(filled) }
            for medium in DeliveryMedium.allCases where delivery.contains(medium) && !present.contains(medium.attribute) {
                problems.append(
                    ValidationProblem(field: "delivery", code: .deliveryUnreachable) {
                        Texts.string(
                            .cognitoProblemDelivery, in: $0,
                            ["field": "delivery", "medium": medium.rawValue, "name": medium.attribute])
                    })
            }
        }
        return problems
    }

    /// The problem of a username a file already had on an earlier row (the later row is not sent).
    /// - Parameters:
    ///   - username: the username.
    ///   - firstRow: the row it was first on.
    public static func duplicateProblem(_ username: String, firstRow: Int) -> ValidationProblem {
        ValidationProblem(field: "username", code: .duplicateUsername) {
            Texts.string(.cognitoProblemDuplicateUsername, in: $0, ["username": username, "row": String(firstRow)])
        }
    }
}
