// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// Required patterns for rules Cognito's flags cannot say, with en/es messages, written in the
/// portable pattern subset (so every build runs them as PCRE2 would).
enum ClassPatterns {
    /// A character class of one kind of character, as a bracket expression.
    enum CharacterKind: String {
        case lowercase = "[a-z]"
        case uppercase = "[A-Z]"
        case digit = "[0-9]"
        /// Cognito's 32 symbols (ASCII punctuation).
        case symbol = ##"[!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~]"##
        /// ASCII punctuation and the space: password-sheriff's (Auth0's) special characters.
        case symbolOrSpace = ##"[ !"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~]"##

        var negated: String { "[^" + rawValue.dropFirst() }

        var nameKey: PolicyToolsTextKey {
            switch self {
            case .lowercase: .classLowercase
            case .uppercase: .classUppercase
            case .digit: .classDigit
            case .symbol: .classSymbol
            case .symbolOrSpace: .classSymbolOrSpace
            }
        }
    }

    static func messages(_ key: PolicyToolsTextKey, _ arguments: (Language) -> [String: String]) -> [Language: String] {
        Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, Texts.string(key, in: $0, arguments($0))) })
    }

    /// At least `count` characters of `kind`: the class, then each further one after any others
    /// (a concatenation, not a repeated group, so the portable engine takes it).
    static func atLeast(_ count: Int, _ kind: CharacterKind) -> PatternRule {
        let pattern = [String](repeating: kind.rawValue, count: count).joined(separator: kind.negated + "*")
        return PatternRule(
            pattern: pattern,
            messages: messages(.patternAtLeast) { ["count": String(count), "class": Texts.string(kind.nameKey, in: $0)] })
    }

    /// Characters from at least three of lower case, upper case, digits and `special`: one
    /// alternative of lookaheads per choice of three.
    static func threeOfFour(special: CharacterKind) -> PatternRule {
        let kinds: [CharacterKind] = [.lowercase, .uppercase, .digit, special]
        var alternatives: [String] = []
        for skipped in (0..<4).reversed() {
            alternatives.append(kinds.indices.filter { $0 != skipped }.map { "(?=.*\(kinds[$0].rawValue))" }.joined())
        }
        return PatternRule(
            pattern: "^(?:" + alternatives.joined(separator: "|") + ")",
            messages: messages(.patternThreeOfFour) { ["special": Texts.string(special.nameKey, in: $0)] })
    }

    /// No character three times in a row (Auth0's "excellent": at most two identical in a row).
    static var noTripleRepeat: PatternRule {
        PatternRule(pattern: #"(.)\1\1"#, messages: messages(.patternNoTripleRepeat) { _ in [:] })
    }
}
