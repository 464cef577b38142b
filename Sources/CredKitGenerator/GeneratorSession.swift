// SPDX-License-Identifier: Apache-2.0
import CredKitBreached
import CredKitCore
import CredKitPolicy

/// One thread's generator: its random bytes, its policy evaluator and its buffers. Make one per
/// thread with ``PasswordGenerator/makeSession()``.
///
/// Counts what it drew: ``candidates`` in all, ``rejectedByPolicy`` of those that met the lengths and
/// classes but not an extension. ``measuredBitsLost`` turns the share into bits.
public final class GeneratorSession {
    // One owner thread, no re-entrant access: `@exclusivity(unchecked)` drops the runtime exclusivity
    // checks on this state, which cost more than the drawing they would guard.
    private let plan: GeneratorPlan
    private let evaluator: PolicyEvaluator
    private let failsOpen: Bool
    /// The policy's breached-password source when it is a service, for ``nextAfterFetching()``.
    private let prefetching: (any PrefetchingBreachedPasswordSource)?
    @exclusivity(unchecked) private var random = SecureRandomBytes()
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    @exclusivity(unchecked) private var indices: [Int] = []
    private var rejectionsByRule: [PolicyRule: Int] = [:]
    /// Candidates drawn.
    @exclusivity(unchecked) public private(set) var candidates = 0
    /// Candidates that met the policy's lengths and classes.
    @exclusivity(unchecked) public private(set) var structurallyValid = 0
    /// Of those, the ones an extension rejected.
    @exclusivity(unchecked) public private(set) var rejectedByPolicy = 0

    /// The most candidates in a row the policy may reject before the generator gives up.
    public static let rejectionLimit = 20_000

    init(generator: PasswordGenerator) {
        plan = generator.plan
        evaluator = generator.checker.makeEvaluator(context: generator.context)
        failsOpen = generator.checker.policy.extraRules.breached?.failsOpen ?? false
        prefetching = generator.checker.breachedSource as? any PrefetchingBreachedPasswordSource
        bytes.reserveCapacity(300)
    }

    /// The bits the policy's extensions cost, measured: −log₂ of the share of structurally valid
    /// candidates they let through (0 when they rejected none).
    public var measuredBitsLost: Double {
        guard structurallyValid > 0, rejectedByPolicy > 0 else { return 0 }
        let kept = Double(structurallyValid - rejectedByPolicy) / Double(structurallyValid)
        return kept > 0 ? -log2(kept) : .infinity
    }

    /// The next password.
    /// - Returns: the password.
    /// - Throws: ``GeneratorError`` when the policy rejects ``rejectionLimit`` candidates in a row, or
    ///   the breached-password check cannot answer and the policy fails closed.
    public func next() throws(GeneratorError) -> String {
        var result: [UInt8] = []
        try next(into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// The next password, as UTF-8 bytes replacing `output`'s contents (its capacity is kept).
    /// - Parameter output: where the password goes.
    /// - Throws: as ``next()``.
    public func next(into output: inout [UInt8]) throws(GeneratorError) {
        var rejectedInARow = 0
        while true {
            guard drawCandidate() else { continue }
            if try judgeCandidate(into: &output, rejectedInARow: &rejectedInARow) { return }
        }
    }

    /// The next password, fetching each candidate's breached-password answer first when the policy's
    /// source is a service (the range API): ``next()`` never waits on the network, so with such a
    /// source it finds every candidate unfetched (unavailable: refused, or judged on the other rules
    /// when the policy fails open). With an index, or no breached-password rule, the same as ``next()``.
    /// - Returns: the password.
    /// - Throws: as ``next()``.
    public func nextAfterFetching() async throws(GeneratorError) -> String {
        var result: [UInt8] = []
        try await nextAfterFetching(into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// The next password, fetching as ``nextAfterFetching()`` does, as UTF-8 bytes replacing
    /// `output`'s contents (its capacity is kept).
    /// - Parameter output: where the password goes.
    /// - Throws: as ``next()``.
    public func nextAfterFetching(into output: inout [UInt8]) async throws(GeneratorError) {
        var rejectedInARow = 0
        while true {
            guard drawCandidate() else { continue }
            if let prefetching {
                await prefetching.prefetch([bytes.withUnsafeBufferPointer { SHA1Digest(hashing: $0) }])
            }
            if try judgeCandidate(into: &output, rejectedInARow: &rejectedInARow) { return }
        }
    }

    /// Draws one candidate into `bytes`; whether it meets the lengths and classes.
    @inline(__always)
    private func drawCandidate() -> Bool {
        candidates += 1
        let drawn =
            switch plan {
            case .characters(let plan): drawCharacters(plan)
            case .passphrase(let plan): drawPassphrase(plan)
            }
        if drawn { structurallyValid += 1 }
        return drawn
    }

    /// Judges the candidate in `bytes` against the policy; whether it passed (then it is in `output`).
    @inline(__always)
    private func judgeCandidate(into output: inout [UInt8], rejectedInARow: inout Int) throws(GeneratorError) -> Bool {
        let outcome = bytes.withUnsafeBufferPointer { evaluator.evaluate($0) }
        if case .unavailable(let error)? = outcome.breach, !failsOpen {
            throw GeneratorError(.breachCheckUnavailable, reason: error)
        }
        if outcome.isValid {
            output.removeAll(keepingCapacity: true)
            output.append(contentsOf: bytes)
            return true
        }
        rejectedByPolicy += 1
        rejectedInARow += 1
        for rule in outcome.failedRules.rules { rejectionsByRule[rule, default: 0] += 1 }
        if rejectedInARow >= Self.rejectionLimit {
            let rule = rejectionsByRule.max { $0.value < $1.value }?.key.rawValue ?? "?"
            throw GeneratorError(.rejectedByPolicy, ["rule": rule, "attempts": String(rejectedInARow)])
        }
        return false
    }

    /// Draws `plan.length` characters into `bytes`; whether they hold every required class.
    private func drawCharacters(_ plan: CharacterPlan) -> Bool {
        let classes = plan.classes
        let length = plan.length
        bytes.removeAll(keepingCapacity: true)
        var seen: UInt8 = 0
        for position in 0..<length {
            let alphabet = position == 0 || position == length - 1 ? classes.edge : classes.inner
            let byte = alphabet[random.uniform(below: alphabet.count)]
            seen |= ClassBit.table[Int(byte)]
            bytes.append(byte)
        }
        return seen & classes.required == classes.required
    }

    /// Draws a passphrase into `bytes`; whether its letters fit the policy's lengths.
    private func drawPassphrase(_ plan: PassphrasePlan) -> Bool {
        indices.removeAll(keepingCapacity: true)
        var letters = 0
        for _ in 0..<plan.wordCount {
            let index = random.uniform(below: plan.words.count)
            indices.append(index)
            letters += plan.words[index].count
        }
        guard plan.letterRange.contains(letters) else { return false }
        let capital = plan.capitalizesOne ? random.uniform(below: plan.wordCount) : -1
        let digit = plan.digits.map { ($0[random.uniform(below: $0.count)], random.uniform(below: plan.wordCount)) }
        let symbol = plan.symbols.map { ($0[random.uniform(below: $0.count)], random.uniform(below: plan.wordCount)) }
        bytes.removeAll(keepingCapacity: true)
        for (position, index) in indices.enumerated() {
            let start = bytes.count
            bytes.append(contentsOf: plan.words[index])
            if plan.capitalizesAll || position == capital { bytes[start] &-= 32 }
            if let digit, digit.1 == position { bytes.append(digit.0) }
            if let symbol, symbol.1 == position { bytes.append(symbol.0) }
            if position < plan.wordCount - 1 { bytes.append(contentsOf: plan.separator) }
        }
        return true
    }
}
