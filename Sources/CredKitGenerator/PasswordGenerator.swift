// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// Makes random passwords and passphrases that pass a policy — Cognito's rules and every
/// extension (blocklist, user context, patterns, minimum strength, breached passwords).
///
/// Every conflict between the recipe and the policy is found when the generator is made: a length
/// outside the policy's bounds, a class the policy requires and the alphabet leaves out, a
/// passphrase that cannot reach the minimum length. Candidates are drawn uniformly from the
/// recipe's construction with the operating system's CSPRNG and kept only when they pass, so every
/// password that can come out is equally likely and the required classes sit at uniformly random
/// positions. ``entropyBits`` is the exact entropy of that construction.
///
/// ```swift
/// let checker = try PasswordChecker(policy: PolicyPreset.cognitoDefault.policy())
/// let generator = try PasswordGenerator(checker: checker, recipe: .characters(CharacterRecipe()))
/// let password = try generator.generate()   // 16 characters, about 104.8 bits
/// ```
public struct PasswordGenerator: Sendable {
    /// The policy's checker: every generated password passes it.
    public let checker: PasswordChecker
    /// What the passwords are made of.
    public let recipe: GeneratorRecipe
    /// The user whose password it is, for the policy's user-context rule.
    public let context: UserContext
    /// The entropy of the construction in bits: log₂ of the number of passwords it can produce
    /// that meet the policy's lengths and classes, all equally likely. Computed exactly (inclusion
    /// and exclusion over the classes, a convolution over word lengths), not estimated. The policy's
    /// extensions can only lower it; a session measures by how much.
    public let entropyBits: Double
    /// The share of drawn candidates that meet the policy's lengths and classes (exact); the others
    /// are drawn again.
    public let structuralAcceptance: Double
    /// The password length for a character recipe (the default when the recipe gives none); `nil`
    /// for a passphrase.
    public let length: Int?
    let plan: GeneratorPlan

    /// The entropy the default length aims for: 100 bits puts a password out of reach even of an
    /// offline attack on a fast, unsalted hash (2¹⁰⁰ guesses).
    public static let targetEntropyBits = 100.0

    /// Prepares a generator, checking the recipe against the policy.
    /// - Parameters:
    ///   - checker: the policy (and its breached-password source, if any).
    ///   - recipe: characters or words.
    ///   - context: the user's email, username and name, for the user-context rule.
    /// - Throws: ``GeneratorError`` naming the conflict.
    public init(checker: PasswordChecker, recipe: GeneratorRecipe, context: UserContext = UserContext()) throws(GeneratorError) {
        self.checker = checker
        self.recipe = recipe
        self.context = context
        let policy = checker.policy
        switch recipe {
        case .characters(let characters):
            let plan = try CharacterPlan(policy: policy, recipe: characters)
            self.plan = .characters(plan)
            self.length = plan.length
            self.entropyBits = plan.entropyBits
            self.structuralAcceptance = plan.acceptance
        case .passphrase(let passphrase):
            let plan = try PassphrasePlan(policy: policy, recipe: passphrase)
            self.plan = .passphrase(plan)
            self.length = nil
            self.entropyBits = plan.entropyBits
            self.structuralAcceptance = plan.acceptance
        }
    }

    /// The length a character recipe gets when it names none: the shortest that reaches
    /// ``targetEntropyBits`` with this alphabet and the policy's classes, at least the policy's
    /// minimum and at most its maximum (16 with every class; 17 without symbols).
    /// - Parameters:
    ///   - policy: the policy.
    ///   - alphabet: the characters drawn from.
    /// - Returns: the length.
    public static func defaultLength(for policy: PasswordPolicy, alphabet: GeneratorAlphabet) -> Int {
        let classes = CharacterPlan.Classes(policy: policy, alphabet: alphabet)
        var length = policy.minimumLength
        while length < policy.effectiveMaximumLength,
            CharacterPlan.count(length: length, classes: classes).log2Count < targetEntropyBits
        {
            length += 1
        }
        return length
    }

    /// A session: the per-thread state (random bytes, the policy evaluator, buffers, counters).
    public func makeSession() -> GeneratorSession {
        GeneratorSession(generator: self)
    }

    /// One password (a session made and thrown away; keep a session to make many).
    /// - Returns: the password.
    /// - Throws: ``GeneratorError`` when the policy rejects every trial or the breached-password
    ///   check cannot answer.
    public func generate() throws(GeneratorError) -> String {
        try makeSession().next()
    }
}

/// How candidates are drawn.
enum GeneratorPlan: Sendable {
    case characters(CharacterPlan)
    case passphrase(PassphrasePlan)
}

/// Bits for the four classes a policy can require.
enum ClassBit {
    static let upper: UInt8 = 1
    static let lower: UInt8 = 2
    static let digit: UInt8 = 4
    static let symbol: UInt8 = 8

    /// The class bit of an ASCII byte (a space counts as a symbol: it is only ever inside).
    static let table: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return upper
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return lower
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit
        case UInt8(ascii: " "): return symbol
        default: return PasswordPolicy.symbols.utf8.contains(byte) ? symbol : 0
        }
    }

    static func required(by policy: PasswordPolicy) -> UInt8 {
        (policy.requireUppercase ? upper : 0) | (policy.requireLowercase ? lower : 0)
            | (policy.requireNumbers ? digit : 0) | (policy.requireSymbols ? symbol : 0)
    }

    static let classes: [(bit: UInt8, characterClass: GeneratorAlphabet.CharacterClass)] = [
        (upper, .uppercase), (lower, .lowercase), (digit, .digit), (symbol, .symbol),
    ]
}
