// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@Suite("Prompts on a terminal", .waitsOnThreads)
struct TerminalPromptTests {
    @Test("check --confirm: the two entries must match before anything is checked; nothing echoes the password")
    func confirm() throws {
        let matching = try CLI.runOnTerminal(["check", "--confirm"], answers: ["Hunter2-Secret!", "Hunter2-Secret!"])
        #expect(matching.status == 0)
        #expect(matching.stdout == "1: valid\n")
        #expect(matching.stderr.contains("Password: ") && matching.stderr.contains("Confirm password: "))
        #expect(!matching.stdout.contains("Hunter2") && !matching.stderr.contains("Hunter2"))

        let different = try CLI.runOnTerminal(
            ["check", "--confirm", "--lang", "es"], answers: ["Hunter2-Secret!", "Hunter2-Secret?"])
        #expect(different.status == 1 && different.stdout == "")
        #expect(different.stderr.contains("credkit: error: Las contraseñas no coinciden"))
        #expect(!different.stderr.contains("Hunter2"))
    }

    @Test("check --confirm needs a terminal; strength asks once on a terminal")
    func pipedAndStrength() throws {
        let piped = try CLI.run(["check", "--confirm"], input: "abc\n")
        #expect(piped.status == 2 && piped.stdout == "")
        #expect(
            piped.stderr == "credkit: error: --confirm asks for the password twice on a terminal; standard input is not one\n")
        let strength = try CLI.runOnTerminal(["strength"], answers: ["Password1!"])
        #expect(strength.status == 0)
        #expect(strength.stdout.hasPrefix("1: ■□□□ Weak"))
    }
}
