// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Testing

@testable import CognitoClient

/// credkit against AWS's own model of Cognito (botocore's service-2.json): the operations it calls
/// exist, and every error type it gives a number is one the operation may answer with.
@Suite("AWS's service model")
struct ServiceModelTests {
    @Test("The oracle is botocore 1.44.8's model of Cognito user pools: 153 operations")
    func pinnedModel() throws {
        let (release, operations) = try ServiceModel.version()
        #expect(release == "1.44.8")
        #expect(operations == 153)
    }

    @Test("Every operation credkit calls exists, and every error type it numbers is one the operation may answer")
    func errorTypes() throws {
        let names = CognitoAPIOperation.allCases.map(\.rawValue)
        let errors = try ServiceModel.errors(of: names)
        var unknown: [String] = []
        for operation in CognitoAPIOperation.allCases {
            guard let known = errors[operation.rawValue] ?? nil else {
                unknown.append(operation.rawValue + " (no such operation)")
                continue
            }
            // InitiateAuth and RespondToAuthChallenge share one block of numbers (4000–4012): a type
            // belongs in the block when either may answer with it.
            let sharing = CognitoAPIOperation.allCases.filter { $0.baseNumber == operation.baseNumber }
            var allowed = Set(sharing.flatMap { (errors[$0.rawValue] ?? nil) ?? [] })
            // A signed operation may also answer AWS's common errors, which no service model lists
            // (AWS API reference, "Common Errors").
            if operation.isSigned {
                allowed.formUnion([
                    "AccessDeniedException", "ExpiredTokenException", "InvalidSignatureException",
                    "UnrecognizedClientException",
                ])
            }
            for type in operation.numberedErrors.keys.sorted() where !allowed.contains(type + "Exception") {
                unknown.append("\(operation.rawValue): \(type)Exception")
            }
            #expect(known.contains("InternalErrorException"), "\(operation.rawValue)")
        }
        #expect(unknown == [])
    }

    @Test("The oracle itself: a bad enum value, a short session and an unknown operation are caught")
    func oracle() throws {
        let problems = try ServiceModel.problems([
            .init(
                operation: "InitiateAuth", request: #"{"AuthFlow":"USER_PASSWORD_AUTH","ClientId":"c1"}"#,
                answer: #"{"ChallengeName":"NOT_A_CHALLENGE","Session":"short"}"#),
            .init(operation: "RespondToAuthChallenge", request: #"{"ClientId":"c1","ChallengeName":"SMS_MFA"}"#, answer: nil),
            .init(operation: "NoSuchOperation", request: "{}", answer: nil),
        ])
        #expect(problems.count == 3)
        #expect(problems.first?.hasPrefix("InitiateAuth answer: Invalid length for parameter Session") == true)
        #expect(problems.contains { $0.contains("'NOT_A_CHALLENGE' is not one of") })
        #expect(problems.contains { $0 == "NoSuchOperation request: unknown operation" })
        let valid = try ServiceModel.problems([
            .init(
                operation: "InitiateAuth",
                request: #"{"AuthFlow":"USER_PASSWORD_AUTH","ClientId":"c1","AuthParameters":{"USERNAME":"a","PASSWORD":"p"}}"#,
                answer: #"{"ChallengeName":"SMS_MFA","Session":"\#(String(repeating: "s", count: 20))","ChallengeParameters":{}}"#
            )
        ])
        #expect(valid == [])
    }
}
