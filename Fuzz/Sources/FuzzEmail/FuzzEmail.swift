// SPDX-License-Identifier: Apache-2.0
import CredKit
import FuzzSupport

/// Email addresses through both profiles and the default profile with its options (all of them on;
/// SMTPUTF8 off with the test environment): the verdict, the same from both checker calls, and for
/// valid ones the normalised form, which must itself be valid and normalise to itself.
@main
enum FuzzEmail {
    static func main() {
        let validators =
            EmailProfile.allCases.map { EmailChecker(profile: $0) } + [
                EmailChecker(
                    options: .init(
                        allowQuotedLocal: true, allowDisplayName: true, allowDomainLiteral: true, allowEmptyLocal: true)),
                EmailChecker(options: .init(allowSMTPUTF8: false, testEnvironment: true)),
            ]
        let checkers = validators.map { $0.makeEvaluator() }
        Fuzzer.run { input in
            for checker in checkers {
                let outcome = checker.evaluate(input)
                if checker.check(input).isValid != outcome.isValid { fatalError("check and evaluate disagree") }
                guard outcome.isValid else { continue }
                let normalized = checker.withNormalizedBytes { Array($0) }
                let again = normalized.withUnsafeBufferPointer { checker.evaluate($0) }
                if !again.isValid { fatalError("the normalised form of a valid address is not valid") }
                let twice = checker.withNormalizedBytes { Array($0) }
                if twice != normalized { fatalError("normalising is not idempotent") }
            }
        }
    }
}
