// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension Attacker {
    /// The largest scrypt N read: 2³².
    public static let maximumScryptN = 1 << 32
    /// The largest scrypt r and p read.
    public static let maximumScryptFactor = 1_024
    /// The memory range of Argon2id read, in KiB: 8 KiB (the algorithm's least) to 4 GiB.
    public static let argon2idMemoryKiB = 8...4_194_304
    /// The passes of Argon2id read.
    public static let argon2idIterations = 1...1_000
    /// The iterations of PBKDF2 read.
    public static let pbkdf2Iterations = 1...100_000_000
    /// The costs of bcrypt.
    public static let bcryptCosts = 4...31

    /// Reads an attacker as ``description`` writes it: `bcrypt:COST`, `scrypt:N,R,P`,
    /// `argon2id:MEMORY_KIB,ITERATIONS`, `pbkdf2-sha256:ITERATIONS`, `online-throttled`,
    /// `online-unthrottled`. Names are case-insensitive; numbers are plain decimal.
    /// - Parameter text: the attacker.
    /// - Throws: ``AttackerError`` naming the text and the form expected.
    public init(_ text: String) throws(AttackerError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].lowercased()
        // The numbers after the colon: plain ASCII decimal, at most 12 digits each; nil when
        // there is no colon or a field is anything else.
        var numbers: [Int]? = nil
        if parts.count == 2 {
            var read: [Int] = []
            for field in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                guard !field.isEmpty, field.utf8.count <= 12, field.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                    let number = Int(field)
                else {
                    read = []
                    break
                }
                read.append(number)
            }
            numbers = read.isEmpty ? nil : read
        }
        switch name {
        case "online-throttled" where parts.count == 1: self = .onlineThrottled
        case "online-unthrottled" where parts.count == 1: self = .onlineUnthrottled
        case "bcrypt":
            guard let numbers, numbers.count == 1, Self.bcryptCosts.contains(numbers[0]) else {
                throw AttackerError(.bcryptCost, value: text)
            }
            self = .bcrypt(cost: numbers[0])
        case "scrypt":
            guard let numbers, numbers.count == 3, (2...Self.maximumScryptN).contains(numbers[0]),
                numbers[0] & (numbers[0] - 1) == 0,
                (1...Self.maximumScryptFactor).contains(numbers[1]), (1...Self.maximumScryptFactor).contains(numbers[2])
            else { throw AttackerError(.scryptParameters, value: text) }
            self = .scrypt(n: numbers[0], r: numbers[1], p: numbers[2])
        case "argon2id":
            guard let numbers, numbers.count == 2, Self.argon2idMemoryKiB.contains(numbers[0]),
                Self.argon2idIterations.contains(numbers[1])
            else { throw AttackerError(.argon2idParameters, value: text) }
            self = .argon2id(memoryKiB: numbers[0], iterations: numbers[1])
        case "pbkdf2-sha256":
            guard let numbers, numbers.count == 1, Self.pbkdf2Iterations.contains(numbers[0]) else {
                throw AttackerError(.pbkdf2Iterations, value: text)
            }
            self = .pbkdf2SHA256(iterations: numbers[0])
        default:
            throw AttackerError(.unknown, value: text)
        }
    }
}
