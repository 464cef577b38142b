// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitGenerator
import CredKitPolicy

/// A password generator for a policy (`credkit_generator`): the plan made once, sessions lent to
/// the calling threads. Every password it gives passes the policy.
final class ABIGenerator: Sendable {
    let generator: PasswordGenerator
    let sessions: LendingPool<GeneratorSession>

    /// The options `credkit_generator_new` knows.
    static let known = [
        "length", "exclude", "no_symbols", "no_numbers", "no_uppercase", "no_lowercase", "exclude_ambiguous",
        "include_space", "words", "separator", "word_list", "capitalize", "add_number", "add_symbol",
    ]

    init(policy: ABIPolicy, options: ABIOptions) throws {
        let alphabet = GeneratorAlphabet(
            uppercase: !(try options.bool("no_uppercase")), lowercase: !(try options.bool("no_lowercase")),
            digits: !(try options.bool("no_numbers")), symbols: !(try options.bool("no_symbols")),
            space: try options.bool("include_space"), excluded: try options.string("exclude") ?? "",
            excludesAmbiguous: try options.bool("exclude_ambiguous"))
        let recipe: GeneratorRecipe
        if let words = try options.integer("words") {
            for name in ["length", "include_space"] where options.isGiven(name) {
                throw ABIError(.optionNotWithWords, ["argument": name])
            }
            recipe = .passphrase(
                PassphraseRecipe(
                    wordCount: words, separator: try options.string("separator") ?? "-",
                    wordList: try options.choice("word_list", PassphraseWordList.self) ?? .english,
                    capitalizes: try options.bool("capitalize"), addsNumber: try options.bool("add_number"),
                    addsSymbol: try options.bool("add_symbol"), alphabet: alphabet))
        } else {
            for name in ["separator", "word_list", "capitalize", "add_number", "add_symbol"] where options.isGiven(name) {
                throw ABIError(.optionNeedsWords, ["argument": name])
            }
            recipe = .characters(CharacterRecipe(length: try options.integer("length"), alphabet: alphabet))
        }
        let generator = try PasswordGenerator(checker: policy.checker, recipe: recipe, context: policy.context)
        self.generator = generator
        sessions = LendingPool { generator.makeSession() }
    }
}

/// A generator of passwords that pass `policy` (and its user's context). Options (JSON, or
/// `NULL`), as `credkit generate`'s: characters — `length`, `exclude`, `no_symbols`, `no_numbers`,
/// `no_uppercase`, `no_lowercase`, `exclude_ambiguous`, `include_space`; or a passphrase — `words`
/// (how many), `separator`, `word_list` (`en`, `es`), `capitalize`, `add_number`, `add_symbol`.
@_cdecl("credkit_generator_new")
public func credkit_generator_new(
    _ policy: OpaquePointer?, _ options: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> OpaquePointer? {
    ABI.catching(domain: "generator", error) {
        guard let policy else { throw ABIError(.nullArgument, ["argument": "policy"]) }
        let options = try ABIOptions(options, known: ABIGenerator.known)
        return ABI.handle(try ABIGenerator(policy: ABI.object(policy, as: ABIPolicy.self), options: options))
    }
}

/// Frees a generator (`NULL` is allowed).
@_cdecl("credkit_generator_free")
public func credkit_generator_free(_ generator: OpaquePointer?) {
    ABI.release(generator, as: ABIGenerator.self)
}

/// The entropy of one password in bits, exact for the construction (-1 for `NULL`).
@_cdecl("credkit_generator_entropy")
public func credkit_generator_entropy(_ generator: OpaquePointer?) -> Double {
    guard let generator else { return -1 }
    return ABI.object(generator, as: ABIGenerator.self).generator.entropyBits
}

/// Writes the next password into `buffer` (`capacity` bytes; 1,024 always suffice), NUL-terminated,
/// and its length (without the NUL) into `*length`. Returns 0, or -1 with `error` set: a buffer too
/// small (`buffer-too-small`), or a policy that refuses what the generator makes (`rejected-by-policy`).
/// The password exists only in `buffer`: clear it when done.
@_cdecl("credkit_generator_next")
public func credkit_generator_next(
    _ generator: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ length: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    ABI.catching(domain: "generator", error) {
        guard let generator else { throw ABIError(.nullArgument, ["argument": "generator"]) }
        guard let buffer else { throw ABIError(.nullArgument, ["argument": "buffer"]) }
        var password: [UInt8] = []
        password.reserveCapacity(capacity)
        defer { ABIGenerator.clear(&password) }
        try ABI.object(generator, as: ABIGenerator.self).sessions.with { try $0.next(into: &password) }
        guard password.count < capacity else {
            throw ABIError(.bufferTooSmall, ["value": String(capacity), "expected": String(password.count + 1)])
        }
        password.withUnsafeBufferPointer { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        }
        buffer[password.count] = 0
        length?.pointee = password.count
        return 0
    } ?? -1
}

extension ABIGenerator {
    /// Overwrites a password's bytes before the array is released.
    static func clear(_ password: inout [UInt8]) {
        for index in password.indices { password[index] = 0 }
    }
}
