// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitStrength

@Suite("The articles' checklist meters")
struct StrengthMeterTests {
    @Test(
        "Spanish article: five criteria, 0–1 → 1 red, 2 orange, 3 yellow, 4+ green",
        arguments: [
            ("", 1, StrengthColor.red, 0),
            ("abc", 1, .red, 1),
            ("abcdefgh", 2, .orange, 2),
            ("Abcdefgh", 3, .yellow, 3),
            ("Password123", 4, .green, 4),
            ("Password123!", 4, .green, 5),
            ("ÉLAN", 1, .red, 1),  // an accented capital counts as uppercase
            ("straße1", 2, .orange, 2),  // ß is lowercase
            ("½½½½½½½½", 2, .orange, 2),  // ½ is a number
            ("٣٣٣", 1, .red, 1),  // Arabic-Indic digits are numbers
            ("e\u{301}e\u{301}e\u{301}e\u{301}", 1, .red, 1),  // four characters: a combining accent is one with its letter
        ])
    func checklist(password: String, bars: Int, color: StrengthColor, score: Int) {
        #expect(
            StrengthMeter.evaluate(password, model: .checklist)
                == StrengthResult(model: .checklist, bars: bars, color: color, score: score))
    }

    @Test(
        "English article: four criteria, bars = score",
        arguments: [
            ("", 0, StrengthColor.red),
            ("abcdefgh", 1, .red),
            ("Abcdefgh", 2, .orange),
            ("Abcdefg1", 3, .yellow),
            ("Abcdefg1!", 4, .green),
            ("Abcdefg1?", 3, .yellow),  // ? is not in !@#$%^&*
            ("abc", 0, .red),  // no lowercase criterion
        ])
    func checklistBasic(password: String, bars: Int, color: StrengthColor) {
        let result = StrengthMeter.evaluate(password, model: .checklistBasic)
        #expect(result.bars == bars && result.color == color && result.score == bars)
    }

    @Test("Labels")
    func labels() {
        let strong = StrengthMeter.evaluate("Password123!", model: .checklist)
        #expect(strong.label(in: .english) == "Strong" && strong.label(in: .spanish) == "Fuerte")
        #expect(StrengthMeter.evaluate("abc", model: .checklist).label(in: .spanish) == "Débil")
        #expect(StrengthMeter.evaluate("abcdefgh", model: .checklist).label(in: .english) == "Fair")
        #expect(StrengthMeter.evaluate("Abcdefgh", model: .checklist).label(in: .spanish) == "Buena")
    }
}
