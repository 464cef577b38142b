// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

/// The command line only parses, prompts and renders: Cognito's sign-in steps are `CognitoSignIn`'s
/// (in CognitoClient), so an app gets the same flow. A challenge's name spelled in `Sources/credkit`
/// would be flow logic creeping back.
@Suite("Layering")
struct LayeringTests {
    /// Every challenge `InitiateAuth` and `RespondToAuthChallenge` know (botocore's
    /// `ChallengeNameType`), and the names USER_AUTH offers as factors.
    static let challengeNames = [
        "SMS_MFA", "EMAIL_OTP", "SOFTWARE_TOKEN_MFA", "SELECT_MFA_TYPE", "MFA_SETUP", "PASSWORD_VERIFIER",
        "CUSTOM_CHALLENGE", "SELECT_CHALLENGE", "DEVICE_SRP_AUTH", "DEVICE_PASSWORD_VERIFIER", "ADMIN_NO_SRP_AUTH",
        "NEW_PASSWORD_REQUIRED", "SMS_OTP", "PASSWORD", "PASSWORD_SRP", "WEB_AUTHN",
    ]

    @Test("No Cognito challenge name is spelled in Sources/credkit")
    func noChallengeNamesInTheCommandLine() throws {
        let root = CLI.packageRoot.appendingPathComponent("Sources/credkit")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 30)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for name in Self.challengeNames where Self.containsWord(name, in: text) {
                found.append("\(file): \(name)")
            }
        }
        #expect(found == [])
    }

    @Test("The word check finds a name only as a whole word")
    func wordBoundaries() {
        #expect(Self.containsWord("MFA_SETUP", in: #"case "MFA_SETUP":"#))
        #expect(Self.containsWord("PASSWORD", in: "answer: PASSWORD"))
        #expect(!Self.containsWord("PASSWORD", in: "USER_PASSWORD_AUTH"))
        #expect(!Self.containsWord("PASSWORD", in: "PASSWORD_SRP"))
        #expect(!Self.containsWord("SMS_MFA", in: "sms_mfa"))
    }

    /// Whether `name` occurs with no letter, digit or underscore on either side.
    static func containsWord(_ name: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let range = text.range(of: name, range: searchRange) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            searchRange = range.upperBound..<text.endIndex
        }
        return false
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character == "_" || character.isLetter || character.isNumber
    }
}
