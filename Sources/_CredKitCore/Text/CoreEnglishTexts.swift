// SPDX-License-Identifier: Apache-2.0
/// The English table of the shared plumbing (pattern and JSON syntax errors, verbatim messages). Keep entries in ``CoreTextKey`` order; `CoreSpanishTexts` mirrors it.
enum CoreEnglishTexts {
    static let table: [CoreTextKey: String] = [
        .verbatim: "{text}",
        .patternUnmatchedParenthesis: "unmatched parenthesis",
        .patternBraceNotQuantifier: "a brace that is not a complete quantifier such as {2}, {2,} or {2,5}",
        .patternQuantifiedAssertion: "a quantifier on an assertion",
        .patternNothingToRepeat: "a quantifier with nothing to repeat",
        .patternRepeatTooLarge: "a repeat count above 65535",
        .patternRepeatOutOfOrder: "a repeat range whose maximum is below its minimum",
        .patternUnsupportedGroup: "a group kind outside the subset (lookbehind, named or option groups, verbs)",
        .patternTrailingBackslash: "a backslash at the end of the pattern",
        .patternUnsupportedEscape: "an escape outside the subset (\\b, \\p, \\Q…\\E and others)",
        .patternConditionalBackreference:
            "a backreference to a group that is not set on every path to it (inside an alternative, an optional or repeated item or a lookahead, or not yet closed)",
        .patternCaselessConstruct:
            "under (?i), a letter outside ASCII or a backreference (their caseless matching differs between engines)",
        .patternNestedRepetition:
            "a repeat of something whose length varies, such as (a+)+ or (a|aa)+, which can backtrack for exponential time; make the repeat possessive, as in (a+)++, or its body atomic, as in (?>a+)+",
        .patternInvalidCodePoint: "a code point that is not a Unicode scalar",
        .patternUnterminatedClass: "a character class without its closing ]",
        .patternBracketInClass: "an unescaped [ inside a character class (write \\[)",
        .patternClassRangeWithShorthand: "a range with a class such as \\d at one end",
        .patternRangeOutOfOrder: "a range whose end is below its start",
        .jsonUnexpectedEnd: "unexpected end of input",
        .jsonUnexpectedCharacter: "unexpected {found}; expected a value",
        .jsonExpectedMemberName: "expected a member name in double quotes, found {found}",
        .jsonDuplicateMember: "duplicate member \"{key}\"",
        .jsonExpectedColon: "expected ':' after member name \"{key}\", found {found}",
        .jsonExpectedCommaOrBrace: "expected ',' or '}' after an object member, found {found}",
        .jsonExpectedCommaOrBracket: "expected ',' or ']' after an array element, found {found}",
        .jsonTooDeep: "nested deeper than {max} levels",
        .jsonLeadingZero: "numbers must not have leading zeros",
        .jsonExpectedDigit: "expected a digit, found {found}",
        .jsonUnterminatedString: "unterminated string",
        .jsonControlCharacter: "control character {found} must be escaped inside a string",
        .jsonInvalidEscape: "invalid escape sequence \\{found}",
        .jsonInvalidSurrogate: "invalid UTF-16 surrogate in \\u escape",
        .jsonExpectedHex: "expected four hexadecimal digits after \\u",
        .jsonTrailingText: "unexpected text after the JSON value",
        .jsonInvalidUTF8: "the file is not valid UTF-8",
    ]
}
