import Foundation
import Testing

@testable import CredKitEmail

/// One row of Fixtures/email-validator.jsonl (made by Scripts/email-fixtures.py).
struct EmailReferenceCase: Decodable, CustomTestStringConvertible {
    var input: String
    var valid: Bool
    var normalized: String?
    var ascii_email: String?
    var smtputf8: Bool?
    var error: String?
    var source: String

    var testDescription: String { input.debugDescription }

    static let fixtureDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let all: [EmailReferenceCase] = {
        let text =
            (try? String(contentsOf: fixtureDirectory.appendingPathComponent("email-validator.jsonl"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Self.self, from: Data($0.utf8)) }
    }()
}

/// Where credkit's default profile deliberately differs from email-validator 2.4.0, and why.
let emailValidatorDeviations: [String: String] = [
    String(repeating: "ñ", count: 33) + "@example.com":
        "local part of 33 characters but 66 octets: RFC 5321 limits octets; email-validator's strict mode counts characters",
    String(repeating: "😆", count: 17) + "@iana.org":
        "local part of 17 characters but 68 octets: RFC 5321 limits octets; email-validator's strict mode counts characters",
]

@Suite("Default email profile against python email-validator 2.4.0")
struct EmailReferenceTests {
    @Test("The fixture is present and large")
    func fixture() {
        #expect(EmailReferenceCase.all.count >= 1_400)
        #expect(Set(EmailReferenceCase.all.map(\.source)) == ["boundary", "isemail", "mix"])
    }

    @Test("Same verdict, normalised form, ASCII form and SMTPUTF8 flag")
    func agreement() {
        let validator = EmailValidator()
        var disagreements: [String] = []
        for reference in EmailReferenceCase.all where emailValidatorDeviations[reference.input] == nil {
            let verdict = validator.validate(reference.input)
            if verdict.isValid != reference.valid {
                disagreements.append(
                    "\(reference.input.debugDescription): credkit \(verdict.rejection?.rawValue ?? "valid"), reference \(reference.error ?? "valid")"
                )
            } else if reference.valid
                && (verdict.normalized != reference.normalized || verdict.asciiEmail != reference.ascii_email
                    || verdict.requiresSMTPUTF8 != reference.smtputf8)
            {
                disagreements.append(
                    "\(reference.input.debugDescription): credkit \(verdict.normalized ?? "-") / \(verdict.asciiEmail ?? "nil") / \(verdict.requiresSMTPUTF8), reference \(reference.normalized ?? "-") / \(reference.ascii_email ?? "nil") / \(reference.smtputf8 ?? false)"
                )
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(disagreements.joined(separator: "\n"))")
    }

    @Test("Every listed deviation still exists (remove it once fixed)")
    func deviationsAreReal() {
        let validator = EmailValidator()
        for (input, _) in emailValidatorDeviations {
            let reference = EmailReferenceCase.all.first { $0.input == input }
            #expect(reference != nil, "\(input) is not in the fixture")
            if let reference {
                #expect(
                    validator.validate(input).isValid != reference.valid
                        || validator.validate(input).normalized != reference.normalized)
            }
        }
    }
}
