// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitEmail

/// The portable engines against the system libraries, side by side on generated inputs. These need
/// both engines, so they run in the default build (traits `PCRE2` and `LibIDN2` on Linux); the
/// portable configuration (or ``PortableEngines/forced``) has nothing to compare with, and
/// ``BuildConfigurationTests`` makes sure the default build really has both (a missing library
/// cannot silently turn these off).
@Suite("Engine differential")
struct EngineDifferentialTests {
    static let hasPCRE2 = RegexPattern.Engine.available.contains(.pcre2)
    /// libidn2 is linked, and this process is not running the portable configuration's engines.
    static let hasLibIDN2 = IDNA.Engine.allCases.count > 1 && !PortableEngines.forced

    // MARK: - Patterns

    /// A random pattern in the portable subset, built from pieces where PCRE2 and `Regex` defaults
    /// differ (classes, `.`, `$`, newlines, non-ASCII, atomic and lazy repeats).
    private static func pattern(_ random: inout SplitMix64, depth: Int = 0) -> String {
        let atoms = [
            "a", "b", "Z", "0", "7", "-", "é", "ñ", "😀", "\\.", "\\$", "\\\\", " ", "_", "\\x41", "\\x{E9}", "\\t",
            "\\n", "\\r", ".", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[a-z]", "[^a-z]", "[A-Z0-9]", "[\\d_]",
            "[^\\s]", "[é-ñ]", "[-a]", "[a-]", "[\\]]", "[^\\W\\d]", "[!@#$%^&*]", "[^\\n]",
            // Backreferences: refused by the portable engine when the group they name may be unset.
            "(.)\\1", "([a-z])\\1", "(\\d)\\1\\1", "(a|b)\\1", "k", "S", "[j-l]", "[^s]", "[R-T]", "\\x{212A}",
        ]
        var pieces: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var piece: String
            if depth < 2, Int.random(in: 0..<6, using: &random) == 0 {
                let kinds = ["(", "(?:", "(?=", "(?!", "(?>"]
                let inner = pattern(&random, depth: depth + 1)
                let alternative = Bool.random(using: &random) ? "|" + pattern(&random, depth: depth + 1) : ""
                piece = kinds.randomElement(using: &random)! + inner + alternative + ")"
            } else {
                piece = atoms.randomElement(using: &random)!
            }
            if !piece.hasPrefix("(?=") && !piece.hasPrefix("(?!"), Int.random(in: 0..<3, using: &random) == 0 {
                let quantifiers = ["*", "+", "?", "{2}", "{1,3}", "{0,}", "*?", "+?", "*+", "++", "{1,2}+"]
                piece += quantifiers.randomElement(using: &random)!
            }
            pieces.append(piece)
        }
        var text = pieces.joined()
        if Int.random(in: 0..<3, using: &random) == 0 { text = "^" + text }
        if Int.random(in: 0..<3, using: &random) == 0 { text += ["$", "\\z", "\\Z"].randomElement(using: &random)! }
        if depth == 0, Int.random(in: 0..<4, using: &random) == 0 { text = "(?i)" + text }
        return text
    }

    private static func subject(_ random: inout SplitMix64) -> String {
        let scalars: [String] = [
            "a", "b", "z", "Z", "A", "0", "7", "9", "-", "_", ".", "$", "\\", " ", "\t", "\n", "\r", "\u{0B}", "\u{A0}",
            "é", "e\u{301}", "ñ", "ß", "٣", "😀", "!", "@", "#", "]", "K", "k", "S", "s", "\u{212A}", "\u{17F}", "É",
        ]
        let count = Int.random(in: 0...8, using: &random)
        return (0..<count).map { _ in scalars.randomElement(using: &random)! }.joined()
    }

    @Test("Generated patterns: PCRE2 and the portable engine agree on every subject", .enabled(if: hasPCRE2))
    func patterns() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        var compared = 0
        var refused = 0
        var disagreements: [String] = []
        for _ in 0..<3_000 {
            let source = Self.pattern(&random)
            let pcre2 = try RegexPattern(source, engine: .pcre2)
            let portable: RegexPattern
            do {
                portable = try RegexPattern(source, engine: .portable)
            } catch {
                // Outside what this generator makes, only: a backreference to a group that may be unset,
                // under (?i) non-ASCII letters and backreferences, and variable repeats nested in repeats.
                #expect(error.kind == .unsupported, "/\(source)/")
                #expect(
                    error.construct?.hasPrefix("\\") == true || source.hasPrefix("(?i)")
                        || error.reason(in: .english).contains("whose length varies"),
                    "/\(source)/: \(error.construct ?? "")")
                refused += 1
                continue
            }
            let pcre2Matcher = pcre2.makeMatcher()
            let portableMatcher = portable.makeMatcher()
            for _ in 0..<12 {
                var subject = Self.subject(&random)
                let (expected, actual) = try subject.withUTF8 { bytes in
                    (try pcre2Matcher.matches(bytes), try portableMatcher.matches(bytes))
                }
                compared += 1
                if expected != actual, disagreements.count < 10 {
                    disagreements.append("/\(source)/ on \(subject.debugDescription): PCRE2 \(expected), portable \(actual)")
                }
            }
        }
        #expect(compared + refused * 12 == 36_000)
        #expect(refused < 900, "\(refused) of 3,000 patterns refused")
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test("The email fast path gives the same answers in both engines", .enabled(if: hasPCRE2))
    func emailFastPath() throws {
        let pcre2 = try RegexPattern(EmailChecker.fastPathPattern, engine: .pcre2).makeMatcher()
        let portable = try RegexPattern(EmailChecker.fastPathPattern, engine: .portable).makeMatcher()
        var random = SplitMix64(seed: 0x5EED_0002)
        let local = Array("ab0Z!#$%&'*+/=?^_`{|}~-.")
        let domain = Array("ab0Z-.")
        let noise = Array("@. é\"\n")
        var matched = 0
        for _ in 0..<20_000 {
            var address = String((0..<Int.random(in: 0...8, using: &random)).map { _ in local.randomElement(using: &random)! })
            address +=
                "@" + String((0..<Int.random(in: 0...10, using: &random)).map { _ in domain.randomElement(using: &random)! })
            if Int.random(in: 0..<4, using: &random) == 0 {
                let index = address.index(address.startIndex, offsetBy: Int.random(in: 0..<address.count, using: &random))
                address.insert(noise.randomElement(using: &random)!, at: index)
            }
            let (expected, actual) = try address.withUTF8 { (try pcre2.matches($0), try portable.matches($0)) }
            #expect(expected == actual, "\(address.debugDescription)")
            if expected { matched += 1 }
        }
        #expect(matched > 2_000, "the generator must produce matching addresses too (\(matched))")
    }

    // MARK: - IDNA

    /// Assigned after Unicode 12.1, the IDNA 2008 data libidn2 2.3.3 looks labels up in.
    private static func isNewerThanLibIDN2(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age else { return false }
        return (age.major, age.minor) > (12, 1)
    }

    private static func isLetterDigitHyphenOrDot(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
            UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// Characters for domains, from scripts and properties where IDNA's rules bite: case and width
    /// mapping, deviations (ß, ς), ignored code points, joiners after a Virama, right-to-left scripts
    /// with their digits, leading combining marks, IDNA 2008 exclusions and disallowed symbols.
    private static let domainCharacters: [Unicode.Scalar] = {
        var pool: [Unicode.Scalar] = []
        let ranges: [ClosedRange<UInt32>] = [
            0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2D...0x2D, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF,
            0x591...0x5F4, 0x600...0x6FF, 0x900...0x97F, 0xE00...0xE5B, 0x10A0...0x10FF, 0x1100...0x1112,
            0x1E00...0x1EFF, 0x200B...0x200F, 0x2060...0x2064, 0x2100...0x215F, 0x2460...0x24FF, 0x3002...0x3002,
            0x3040...0x30FF, 0x4E00...0x4E2F, 0xAC00...0xAC2F, 0xFB00...0xFB4F, 0xFE00...0xFE0F, 0xFF01...0xFF5E,
            0xFF61...0xFF9F, 0x1D400...0x1D44F, 0x1F100...0x1F1FF, 0x1F600...0x1F64F, 0xE0100...0xE0103,
            0x0300...0x036F, 0x00B7...0x00B7, 0x0375...0x0375, 0x30FB...0x30FB, 0x2E80...0x2E9F, 0x10570...0x105BC,
        ]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                // libidn2 2.3.3 maps with Unicode 14.0's UTS #46 table but looks labels up in IDNA 2008
                // properties of Unicode 12.1: it refuses anything newer as unassigned. Newer characters
                // are the documented difference (the Swift engine knows Unicode 15.0).
                if isNewerThanLibIDN2(scalar) { continue }
                pool.append(scalar)
            }
        }
        return pool
    }()

    private static func domain(_ random: inout SplitMix64) -> String {
        let labelCount = Int.random(in: 1...3, using: &random)
        var labels: [String] = []
        for _ in 0..<labelCount {
            var label = String.UnicodeScalarView()
            // Mostly one script per label, as real names are; sometimes a mix.
            let start = Int.random(in: 0..<domainCharacters.count, using: &random)
            for _ in 0..<Int.random(in: 1...7, using: &random) {
                let index =
                    Int.random(in: 0..<4, using: &random) == 0
                    ? Int.random(in: 0..<domainCharacters.count, using: &random)
                    : min(domainCharacters.count - 1, start + Int.random(in: 0..<40, using: &random))
                label.append(domainCharacters[index])
            }
            labels.append(String(label))
        }
        return labels.joined(separator: ".") + ".com"
    }

    @Test("Generated domains: the Swift UTS #46 engine and libidn2 agree", .enabled(if: hasLibIDN2))
    func domains() throws {
        #if LibIDN2 && canImport(CIDN2)
            var random = SplitMix64(seed: 0x5EED_0003)
            var accepted = 0
            var lenientASCII = 0
            var emptyLabel = 0
            var disagreements: [String] = []
            for _ in 0..<25_000 {
                let domain = Self.domain(&random)
                let swift = try? IDNA.toASCII(domain, engine: .swift)
                let libidn2 = try? IDNA.toASCII(domain, engine: .libidn2)
                if let libidn2, swift == nil, !libidn2.utf8.allSatisfy(Self.isLetterDigitHyphenOrDot) {
                    // libidn2 lets compatibility mapping produce ASCII that hostnames cannot hold
                    // ('，' → ',', '⑫' → "12)", '🄭' → "(c)"): it maps with STD3 rules off and then
                    // copies ASCII labels unchecked. The Swift engine refuses them, as UTS #46 with
                    // UseSTD3ASCIIRules does (email addresses never get this far with them: the syntax
                    // check refuses such characters first).
                    lenientASCII += 1
                    continue
                }
                if let libidn2, swift == nil, libidn2.hasPrefix(".") || libidn2.contains("..") {
                    // A label of ignored code points only maps to nothing: libidn2 returns a domain with
                    // an empty label, the Swift engine refuses it (UTS #46 VerifyDnsLength).
                    emptyLabel += 1
                    continue
                }
                if swift != libidn2 {
                    if disagreements.count < 10 {
                        let scalars = domain.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
                        disagreements.append("\(domain) [\(scalars)]: swift \(swift ?? "error"), libidn2 \(libidn2 ?? "error")")
                    }
                }
                if let swift {
                    accepted += 1
                    // And back: the A-labels decode the same way in both.
                    let swiftUnicode = try? IDNA.toUnicodeValidated(swift, engine: .swift)
                    let libidn2Unicode = try? IDNA.toUnicodeValidated(swift, engine: .libidn2)
                    #expect(swiftUnicode == libidn2Unicode, "\(swift)")
                }
            }
            #expect(disagreements.isEmpty, "\(disagreements)")
            #expect(accepted > 2_000, "enough valid domains to compare the conversions")
            #expect(emptyLabel < 100, "\(emptyLabel) domains where a label mapped to nothing")
            #expect(lenientASCII < 2_500, "\(lenientASCII) domains where only libidn2's STD3 leniency differs")
        #endif
    }

    @Test("Mutated A-labels: both engines accept and refuse the same Punycode", .enabled(if: hasLibIDN2))
    func aLabels() throws {
        #if LibIDN2 && canImport(CIDN2)
            var random = SplitMix64(seed: 0x5EED_0004)
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-")
            var valid = 0
            var newer = 0
            for _ in 0..<20_000 {
                var label: String
                if let ascii = try? IDNA.toASCII(Self.domain(&random), engine: .swift),
                    let first = ascii.split(separator: ".").first(where: { $0.hasPrefix("xn--") })
                {
                    var characters = Array(first)
                    let index = Int.random(in: 4..<characters.count, using: &random)
                    if Bool.random(using: &random) { characters[index] = alphabet.randomElement(using: &random)! }
                    label = String(characters)
                } else {
                    label =
                        "xn--"
                        + String(
                            (0..<Int.random(in: 1...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                }
                let swift = try? IDNA.toUnicodeValidated(label + ".com", engine: .swift)
                let libidn2 = try? IDNA.toUnicodeValidated(label + ".com", engine: .libidn2)
                if let swift, libidn2 == nil, swift.unicodeScalars.contains(where: Self.isNewerThanLibIDN2) {
                    newer += 1  // a mutation that decodes to a character libidn2 does not know
                    continue
                }
                #expect(swift == libidn2, "\(label)")
                if swift != nil { valid += 1 }
            }
            #expect(valid > 1_000)
            #expect(newer < valid, "\(newer) labels decoded to characters newer than Unicode 12.1")
        #endif
    }
}

/// What `make test` says it built: `CREDKIT_EXPECTED_ENGINES` is set by the Makefile for each
/// configuration, so a default build that lost a system library fails here instead of quietly
/// running fewer comparisons.
@Suite("Build configuration")
struct BuildConfigurationTests {
    @Test("The engines linked are the ones this configuration promises")
    func engines() throws {
        let expected = ProcessInfo.processInfo.environment["CREDKIT_EXPECTED_ENGINES"] ?? "system"
        switch expected {
        case "system":
            #expect(RegexPattern.Engine.default == .pcre2)
            #expect(EngineDifferentialTests.hasPCRE2 && EngineDifferentialTests.hasLibIDN2)
        case "portable":
            #expect(RegexPattern.Engine.default == .portable)
            #expect(!EngineDifferentialTests.hasPCRE2 && !EngineDifferentialTests.hasLibIDN2)
        default:
            Issue.record("CREDKIT_EXPECTED_ENGINES must be system or portable, not \(expected)")
        }
    }
}
