// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Testing

@testable import CognitoClient

@Suite("Cognito error codes and numbers")
struct CognitoErrorCodeTests {
    private static func hasTexts<Key: TextKey>(_ key: Key) -> Bool {
        Language.allCases.allSatisfy { !key.string(in: $0).isEmpty }
    }

    private static func checkCodes<Code: CredKitErrorCode & TextKeyed>(_ type: Code.Type) {
        for code in Code.allCases {
            #expect(hasTexts(code.textKey), "\(code) lacks a text")
            #expect(code.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code.rawValue) is not kebab-case")
        }
    }

    @Test("Every code of the client's errors has an English and a Spanish text")
    func codes() {
        Self.checkCodes(CognitoError.Code.self)
        Self.checkCodes(ValidationProblem.Code.self)
        Self.checkCodes(SessionStoreError.Code.self)
        Self.checkCodes(CognitoSRPError.Code.self)
        Self.checkCodes(CognitoSettingsError.Code.self)
        Self.checkCodes(OAuthError.Code.self)
        Self.checkCodes(PasskeyError.Code.self)
    }

    @Test("Every kind of failure has its category and its error type")
    func categories() {
        let breachDown = ValidationProblem(field: "password", code: .breachCheckUnavailable) { _ in "down" }
        let weak = ValidationProblem(field: "password", code: .passwordPolicy) { _ in "weak" }
        let cases: [(CognitoError.Kind, CognitoError.Category, String)] = [
            (.validation([weak]), .badInput, "credkit:validation"),
            (.validation([weak, breachDown]), .badInput, "credkit:validation"),
            (.validation([breachDown]), .unreachable, "credkit:validation"),
            (.service(type: "NotAuthorizedException", message: nil), .refused, "NotAuthorizedException"),
            (.service(type: "HTTP5xx", message: nil), .unreachable, "HTTP5xx"),
            (.service(type: "credkit:not-implemented", message: nil), .unreachable, "credkit:not-implemented"),
            (.service(type: "InternalErrorException", message: nil), .unreachable, "InternalErrorException"),
            (.transport("refused"), .unreachable, "credkit:transport"),
            (.invalidResponse("not JSON"), .unreachable, "credkit:invalid-response"),
            (.unexpectedChallenge("CUSTOM_CHALLENGE"), .refused, "credkit:unsupported-challenge"),
            (.noSession, .badInput, "credkit:no-session"),
            (.invalidEndpoint("http://example.com"), .badInput, "credkit:invalid-endpoint"),
            (.stoppedAfterSending("no code"), .stopped, "credkit:stopped-after-sending"),
        ]
        for (kind, category, type) in cases {
            let error = CognitoError(.initiateAuth, kind)
            #expect(error.category == category, "\(kind)")
            #expect(error.errorType == type, "\(kind)")
        }
    }

    @Test("The client's own texts: complete in both languages, the same placeholders")
    func table() {
        for language in Language.allCases {
            let table = CognitoTextKey.table(for: language)
            #expect(CognitoTextKey.allCases.allSatisfy { !(table[$0] ?? "").isEmpty }, "\(language)")
        }
        for key in CognitoTextKey.allCases {
            let english = Texts.placeholders(in: Texts.string(key, in: .english))
            #expect(english == Texts.placeholders(in: Texts.string(key, in: .spanish)), "\(key)")
        }
    }

    @Test("Every numbered error has its own text, and every numbered text belongs to a number")
    func numbers() {
        let numbers = CognitoAPIOperation.allNumbers
        // The articles' and the first wave's 44, MFA's 14 (4009, 4011, 4012, 9301–9303, 9401–9405,
        // 9501–9503), TooManyFailedAttempts where AWS's model has it (5006, 7006), and self-service's 16
        // (9601–9603, 9651–9652, 9701–9704, 9751–9755, 9801, 9851), a spent refresh token (4013), a passkey (4014),
        // remembered devices' 8 (9901–9903, 9921–9922, 9941, 9961–9962), DescribeUserPool's 7
        // (9981–9987: Cognito's errors and the signature's), GetCSVHeader's 7 (9991–9997), a sign-in
        // stopped after sending (1004), GetClientToken's 6 (2101–2106), GetDerivedToken's 7 (2201–2207),
        // the identity pools' GetId 7 (2701–2707) and GetCredentialsForIdentity 7 (2801–2807), passkeys'
        // 20 (2301–2305, 2401–2409, 2501–2503, 2601–2603), a passkey refused at sign-in (4015) and a
        // passkey that cannot answer (1005).
        #expect(numbers.count == 150)
        for number in numbers {
            let key = CognitoAPIOperation.textKey(forNumber: number)
            #expect(key?.rawValue == "cognitoError\(number)", "\(number)")
            #expect(key.map(Self.hasTexts) == true, "\(number) lacks a text")
        }
        // Base numbers ("any other failure") use the generic text with the operation and detail.
        for operation in CognitoAPIOperation.allCases {
            #expect(CognitoAPIOperation.textKey(forNumber: operation.baseNumber) == nil)
        }
        let numberedKeys = CognitoTextKey.allCases.filter { $0.rawValue.hasPrefix("cognitoError") && $0 != .cognitoErrorGeneric }
        #expect(Set(numberedKeys) == Set(numbers.compactMap(CognitoAPIOperation.textKey(forNumber:))))
    }

    @Test("The code follows the kind; the number stays the articles'")
    func codeAndNumber() {
        let refused = CognitoError(
            .initiateAuth, .service(type: "NotAuthorizedException", message: "Incorrect username or password."))
        #expect(refused.code == .service && refused.number == 4002 && refused.type == "NotAuthorized")
        #expect(refused.message(in: .english) == Texts.string(.cognitoError4002, in: .english))
        #expect(refused.message(in: .spanish) == Texts.string(.cognitoError4002, in: .spanish))
        let other = CognitoError(.changePassword, .service(type: "ResourceNotFoundException", message: nil))
        #expect(other.code == .service && other.number == 8000)
        #expect(CognitoError(nil, .noSession).code == .noSession && CognitoError(nil, .noSession).number == 8001)
        #expect(CognitoError(nil, .transport("timed out")).description.hasPrefix("transport: "))
        // The same Cognito error type has each operation's own number.
        let mismatch = { (operation: CognitoAPIOperation) in
            CognitoError(operation, .service(type: "CodeMismatchException", message: nil)).number
        }
        #expect(mismatch(.respondToAuthChallenge) == 4007 && mismatch(.verifySoftwareToken) == 9401)
        #expect(
            CognitoError(.verifySoftwareToken, .service(type: "CodeMismatchException", message: nil)).message(in: .spanish)
                == "Código incorrecto. Comprueba la hora de la app de autenticación e introduce tu código actual")
    }
}
