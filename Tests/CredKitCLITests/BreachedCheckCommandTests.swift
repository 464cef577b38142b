// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitBreached
import Foundation
import Testing

/// `credkit breached check` and bare SHA-1 sources for `build-index` (issue 41, item 8).
@Suite("credkit breached check, end to end", .waitsOnThreads)
struct BreachedCheckCommandTests {
    @Test("--index: only the breached rules judge (a short password is not refused for its length); records as check --breached")
    func index() throws {
        let work = try BreachedCommandTests.Workspace()
        let index = try work.index()
        let text = try CLI.run(["breached", "check", "--index", index], input: "password\nabc\nUnseen-Passw0rd!\n")
        #expect(text.status == 1)
        #expect(
            text.stdout
                == "1: invalid: Password appears in breached-password data (Have I Been Pwned; the index keeps no counts): choose another\n2: valid\n3: valid\n"
        )
        #expect(text.stderr == "3 checked: 2 valid, 1 invalid\nviolations by rule:\n  BreachedPassword  1\n")
        let json = try CLI.run(
            ["breached", "check", "--index", index, "--format", "json", "--lang", "es"], input: "abc\npassword\n")
        // --breached SOURCE, spelt as check takes it, is the same source.
        let spelt = try CLI.run(
            ["breached", "check", "--breached", index, "--format", "json", "--lang", "es"], input: "abc\npassword\n")
        #expect(spelt.stdout == json.stdout)
        let viaCheck = try CLI.run(
            ["check", "--policy", "cognito-minimum", "--breached", index, "--format", "json", "--lang", "es"],
            input: "abc\npassword\n")
        let lines = json.stdout.split(separator: "\n")
        try #require(lines.count == 2)
        #expect(lines[0] == #"{"line":1,"breach":{"status":"not-breached"},"valid":true,"violations":[],"cognitoMessage":null}"#)
        // The breached password's record is check --breached's, word for word.
        #expect(lines[1] == viaCheck.stdout.split(separator: "\n").dropFirst().first)
    }

    @Test("--url to a closed port: BreachedCheckUnavailable, exit 3; --breached-fail-open judges nothing else")
    func unavailable() throws {
        let closed = try PwnedRangeServer(hashes: [:])
        let url = closed.baseURL.absoluteString
        closed.stop()
        let result = try CLI.run(
            ["breached", "check", "--url", url, "--format", "json"], input: "Unseen-Passw0rd!\n",
            environment: ["CREDKIT_TIMEOUT": "2"])
        #expect(result.status == 3)
        #expect(result.stdout.contains(#""violations":[{"rule":"BreachedCheckUnavailable","#))
        let open = try CLI.run(
            ["breached", "check", "--url", url, "--breached-fail-open", "--quiet"], input: "x\n",
            environment: ["CREDKIT_TIMEOUT": "2"])
        #expect(open.status == 3)
        #expect(open.stdout == "1: valid\n")
    }

    @Test("Exactly one source: none or two are exit 2 before anything is read (en, es)")
    func oneSource() throws {
        let none = try CLI.run(["breached", "check"], input: "x\n")
        #expect(none.status == 2)
        #expect(
            none.stderr
                == "credkit: error: give exactly one source: --breached SOURCE (as check takes it), --index FILE, --online or --url URL\n"
        )
        let two = try CLI.run(["breached", "check", "--online", "--index", "x.ckbi", "--lang", "es"], input: "x\n")
        #expect(two.status == 2)
        #expect(
            two.stderr
                == "credkit: error: indica exactamente una fuente: --breached FUENTE (como la toma check), --index ARCHIVO, --online o --url URL\n"
        )
        let both = try CLI.run(["breached", "check", "--breached", "online", "--url", "https://x.example"], input: "x\n")
        #expect(both.status == 2)
    }

    @Test("build-index takes bare 40-hex SHA-1 lines (each counts once); with --minimum-count 2 they are named as an error")
    func bareHashes() throws {
        let work = try BreachedCommandTests.Workspace()
        let file = work.path + "/bare.txt"
        let lines =
            ["password", "corporate-Secret1"].map { SHA1Digest(hashing: $0).hexString } + [
                "0000000000000000000000000000000000000000"
            ]
        try (lines.joined(separator: "\r\n") + "\r\n").write(toFile: file, atomically: true, encoding: .utf8)
        let output = work.path + "/bare.ckbi"
        let built = try CLI.run(["breached", "build-index", "--output", output, file], input: "")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.contains("Hashes: 3 distinct, from 3 lines"))
        let checked = try CLI.run(["breached", "check", "--index", output, "--quiet"], input: "corporate-Secret1\nother\n")
        #expect(checked.status == 1)
        #expect(checked.stdout.hasPrefix("1: invalid: "))
        #expect(checked.stdout.hasSuffix("2: valid\n"))
        let counted = try CLI.run(
            ["breached", "build-index", "--output", work.path + "/two.ckbi", "--minimum-count", "2", file], input: "")
        #expect(counted.status == 2)
        #expect(
            counted.stderr.contains(
                "bare.txt, line 1, column 41: a hash without a count cannot meet a minimum count above 1 (give SHA1:COUNT lines, or --minimum-count 1)"
            ), "\(counted.stderr)")
    }
}
