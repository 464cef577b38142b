// SPDX-License-Identifier: Apache-2.0
/// The characters a generated password may use, in the spirit of AWS Secrets Manager's
/// `GetRandomPassword`: four ASCII classes, each on or off, minus excluded characters, and an
/// optional space that is only ever placed inside the password (Cognito refuses one at either end).
public struct GeneratorAlphabet: Sendable, Hashable {
    /// Characters that look alike in many fonts, left out by ``excludesAmbiguous``: `0 O o 1 l I |`
    /// and the three quote marks (backtick, apostrophe, double quote).
    public static let ambiguousCharacters = "0Oo1lI|`'\""

    /// `A`–`Z`.
    public var uppercase: Bool
    /// `a`–`z`.
    public var lowercase: Bool
    /// `0`–`9`.
    public var digits: Bool
    /// Cognito's 32 symbols (every ASCII punctuation character).
    public var symbols: Bool
    /// An inner space (Cognito counts it as a symbol).
    public var space: Bool
    /// Characters never to use.
    public var excluded: String
    /// Leave out ``ambiguousCharacters``.
    public var excludesAmbiguous: Bool

    /// Creates an alphabet; by default every class, no space, nothing excluded.
    /// - Parameters:
    ///   - uppercase: use `A`–`Z`.
    ///   - lowercase: use `a`–`z`.
    ///   - digits: use `0`–`9`.
    ///   - symbols: use Cognito's 32 symbols.
    ///   - space: use an inner space.
    ///   - excluded: characters never to use.
    ///   - excludesAmbiguous: leave out look-alike characters.
    public init(
        uppercase: Bool = true, lowercase: Bool = true, digits: Bool = true, symbols: Bool = true, space: Bool = false,
        excluded: String = "", excludesAmbiguous: Bool = false
    ) {
        self.uppercase = uppercase
        self.lowercase = lowercase
        self.digits = digits
        self.symbols = symbols
        self.space = space
        self.excluded = excluded
        self.excludesAmbiguous = excludesAmbiguous
    }

    /// The characters of one class that this alphabet keeps, as ASCII bytes in code order.
    /// - Parameter characterClass: the class.
    /// - Returns: the bytes (empty when the class is off or wholly excluded).
    public func characters(of characterClass: CharacterClass) -> [UInt8] {
        let enabled =
            switch characterClass {
            case .uppercase: uppercase
            case .lowercase: lowercase
            case .digit: digits
            case .symbol: symbols
            case .space: space
            }
        guard enabled else { return [] }
        let removed = Set(excluded.utf8).union(excludesAmbiguous ? Set(Self.ambiguousCharacters.utf8) : [])
        return characterClass.members.filter { !removed.contains($0) }
    }

    /// A class of characters the generator draws from.
    public enum CharacterClass: String, Sendable, Hashable, CaseIterable {
        case uppercase, lowercase, digit, symbol, space

        /// Every ASCII byte of the class.
        public var members: [UInt8] {
            switch self {
            case .uppercase: Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
            case .lowercase: Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
            case .digit: Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
            case .symbol: Array(PasswordPolicy.symbols.utf8).sorted()
            case .space: [UInt8(ascii: " ")]
            }
        }
    }
}
