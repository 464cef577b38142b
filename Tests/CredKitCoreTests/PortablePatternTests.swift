// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitCore
@testable import CredKitEmail
@testable import CredKitPolicy
@testable import CredKitStrength

/// The portable engine on its own: what it refuses, what it renders, and PCRE2's semantics on the
/// cases where engines' defaults differ. Runs in both builds; `EngineDifferentialTests` then holds it
/// to PCRE2 on generated patterns where PCRE2 is linked.
@Suite("Portable patterns")
struct PortablePatternTests {
    private static func refusal(_ pattern: String) -> PortablePatternSyntax.Failure? {
        do {
            _ = try PortablePatternSyntax.render(pattern)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "Constructs outside the subset are refused with the construct and its byte offset",
        arguments: [
            ("a(?<=b)c", "(?<", 1),
            ("a(?i)bc", "(?i", 1),
            ("(?i:abc)", "(?i", 0),
            ("(?i)café", "é", 7),
            ("(?i)ß", "ß", 4),
            ("(?i)[à-ü]", "à-ü", 5),
            ("(?i)(a)\\1", "\\1", 7),
            ("(?<name>x)", "(?<", 0),
            ("(*UCP)\\d", "(*", 0),
            ("(a)?\\1", "\\1", 4),
            ("(a)|\\1", "\\1", 4),
            ("(a)*\\1", "\\1", 4),
            ("(?=(a))\\1", "\\1", 7),
            ("(a\\1)", "\\1", 2),
            ("(a)\\12", "\\12", 3),
            ("x(a+)+$", "(a+)+", 1),  // exponential backtracking, with no match limit to stop it
            ("(.*)*", "(.*)*", 0),
            ("(?:a|b?)*c", "(?:a|b?)*", 0),
            ("(a{1,3}){2}", "(a{1,3}){2}", 0),
            ("(a|aa)+b", "(a|aa)+", 0),
            ("\\bword", "\\b", 0),
            ("\\p{Lu}", "\\p", 0),
            ("\\Qa.b\\E", "\\Q", 0),
            ("é\\h", "\\h", 2),  // offsets are in UTF-8 bytes, as PCRE2 reports them
            ("[[:alpha:]]", "[:", 1),
            ("x{,3}", "{", 1),
            ("a{2", "{", 1),
            ("\\x", "\\x", 0),
            ("^*", "^*", 0),
            ("[\\d-z]", "\\d-", 1),
        ] as [(String, String, Int)])
    func refusals(pattern: String, construct: String, offset: Int) throws {
        let failure = try #require(Self.refusal(pattern))
        #expect(failure.kind == .unsupported)
        #expect(failure.construct == construct)
        #expect(failure.offset == offset)
    }

    @Test(
        "Syntax errors are errors in both engines",
        arguments: [
            ("(abc", PortablePatternSyntax.Failure.Kind.syntax, CoreTextKey.patternUnmatchedParenthesis, 4),
            ("abc)", .syntax, .patternUnmatchedParenthesis, 3),
            ("[abc", .syntax, .patternUnterminatedClass, 4),
            ("*a", .syntax, .patternNothingToRepeat, 0),
            ("a**", .syntax, .patternNothingToRepeat, 2),
            ("a{3,2}", .syntax, .patternRepeatOutOfOrder, 1),
            ("a{70000}", .syntax, .patternRepeatTooLarge, 1),
            ("[z-a]", .syntax, .patternRangeOutOfOrder, 1),
            ("abc\\", .syntax, .patternTrailingBackslash, 3),
            ("\\x{D800}", .syntax, .patternInvalidCodePoint, 0),
        ] as [(String, PortablePatternSyntax.Failure.Kind, CoreTextKey, Int)])
    func syntaxErrors(pattern: String, kind: PortablePatternSyntax.Failure.Kind, reason: CoreTextKey, offset: Int) throws {
        let failure = try #require(Self.refusal(pattern))
        #expect(failure.kind == kind)
        #expect(failure.reason == reason)
        #expect(failure.offset == offset)
    }

    @Test("Rendering spells every class out")
    func rendering() throws {
        #expect(try PortablePatternSyntax.render("^\\d+$") == #"\A(?:[[\x{30}-\x{39}]]){1,}(?=\n?\z)"#)
        #expect(try PortablePatternSyntax.render("a.b") == #"\x{61}[^\n]\x{62}"#)
        #expect(try PortablePatternSyntax.render("[^\\s-]") == #"[^\x{2D}[\x{9}-\x{D}\x{20}]]"#)
        #expect(try PortablePatternSyntax.render("x*+|y??") == #"(?:(?>(?:\x{78}){0,})|(?:\x{79}){0,1}?)"#)
        #expect(try PortablePatternSyntax.render("(?:a)(.)\\1{2}") == #"(?:\x{61})([^\n])(?:(?:\1)){2,2}"#)
    }

    /// Cases where the standard library's defaults differ from PCRE2's; the expected answers are
    /// PCRE2 10.42's (UTF mode, no UCP, newline LF).
    @Test(
        "PCRE2's meaning where engines' defaults differ",
        arguments: [
            ("\\d", "٣", false),  // Arabic-Indic digit: \d is ASCII without UCP
            ("\\w", "ñ", false),
            ("\\s", "\u{0B}", true),  // VT is in \s since PCRE2 10.x / Perl 5.18
            ("\\s", "\u{A0}", false),
            ("^a.b$", "a\rb", true),  // `.` excludes LF only
            ("^a.b$", "a\nb", false),
            ("^ab$", "ab\n", true),  // `$` before a final LF
            ("^ab\\z", "ab\n", false),
            ("^ab$", "ab\n\n", false),
            ("^e\u{301}$", "é", false),  // code points, not canonical equivalence
            ("^é$", "e\u{301}", false),
            ("^.$", "e\u{301}", false),  // `.` is one code point, not a grapheme
            ("^.{2}$", "e\u{301}", true),
            ("^[^a]$", "😀", true),
            ("^\\x{1F600}$", "😀", true),
            ("(?=.*\\d)(?=.*[A-Z])", "abcD1", true),
            ("(?!.*password)", "my password", true),  // unanchored: the lookahead succeeds at the end
            ("^(?!.*password)", "my password", false),
            ("(?>a+)b", "aaab", true),
            ("^(?>a*)a$", "aaa", false),  // atomic: gives nothing back
            ("^a*+a$", "aaa", false),
            ("^a*a$", "aaa", true),
            ("(.)\\x{20}", "a b", true),
            ("(.)\\1\\1", "xaaay", true),  // the articles' "no triple characters"
            ("(.)\\1\\1", "aabaa", false),
            ("(e)\\1", "e\u{301}e", false),
            ("(a|bc)\\1", "bcbc", true),
            ("((a)\\2)+x", "aaaax", true),
            ("(a++)+b", "aaab", true),  // possessive inside, atomic: no backtracking to explode
            ("(?>a+)+b", "aaab", true),
            ("(\\d{2}-)+\\d{2}$", "12-34-56", true),  // a fixed-length repeat inside is fine
            ("(a+)++b", "aaab", true),
            ("(a|b)+c", "abac", true),  // same-length alternatives: fixed length
            ("[\\]\\-]", "-", true),
            ("[a-]", "-", true),
            ("[]a]", "]", true),  // `]` first in a class is literal
            ("a}", "a}", true),
            ("", "", true),
            ("a|", "zzz", true),
            ("(?i)acme", "My AcMe pass", true),  // a leading (?i) is caseless for the whole pattern
            ("(?i)k", "\u{212A}", true),  // KELVIN SIGN folds to k in PCRE2's UTF mode
            ("k", "\u{212A}", false),
            ("(?i)[a-z]+$", "\u{17F}", true),  // LONG S folds to s
            ("(?i)[^k]", "K", false),
            ("(?i)[^k]", "\u{212A}", false),
            ("(?i)\\x{4B}", "k", true),
            ("(?i)\\d", "٣", false),
        ] as [(String, String, Bool)])
    func semantics(pattern: String, subject: String, expected: Bool) throws {
        for engine in RegexPattern.Engine.available {
            let compiled = try RegexPattern(pattern, engine: engine)
            #expect(try compiled.matches(subject) == expected, "\(engine): /\(pattern)/ on \(subject.debugDescription)")
        }
    }

    @Test("A policy whose pattern is outside the subset names the file, field, pattern and construct")
    func policyError() throws {
        let json =
            #"{"MinimumLength": 8, "CredKit": {"RequiredPatterns": [{"Pattern": "(?<=x)y", "Message": {"en": "a", "es": "b"}}]}}"#
        do {
            _ = try PasswordPolicy(jsonBytes: Array(json.utf8), file: "pool.json")
            #expect(RegexPattern.Engine.default == .pcre2, "the portable engine must refuse a lookbehind")
        } catch {
            #expect(RegexPattern.Engine.default == .portable, "PCRE2 accepts a lookbehind")
            #expect(error.code == .unportablePattern)
            #expect(
                error.message(in: .english)
                    == #"pool.json:1:67: CredKit.RequiredPatterns[0].Pattern: "(?<=x)y" uses (?< at offset 0 (a group kind outside the subset (lookbehind, named or option groups, verbs)), which this build's portable pattern engine (no PCRE2) does not interpret exactly as PCRE2 does; rewrite it in the portable subset (docs/apps.md, "Portable patterns")"#
            )
            #expect(error.message(in: .spanish).contains(#"usa (?< en la posición 0 (un tipo de grupo fuera del subconjunto"#))
        }
        // The portable engine refuses it in every build.
        #expect(throws: RegexPatternError.self) { try RegexPattern("(?<=x)y", engine: .portable) }
    }
}
