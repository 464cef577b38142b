import CredKit
import FuzzSupport

/// Email addresses through both profiles: the verdict, and for valid ones the normalised form, which
/// must itself be valid and normalise to itself.
@main
enum FuzzEmail {
    static func main() {
        let checkers = EmailProfile.allCases.map { EmailValidator(profile: $0).makeChecker() }
        Fuzzer.run { input in
            for checker in checkers {
                let outcome = checker.evaluate(input)
                _ = checker.check(input)
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
