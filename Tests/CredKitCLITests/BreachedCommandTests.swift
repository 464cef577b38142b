// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitBreached
import Foundation
import Testing

/// `credkit breached`, and `--breached` on `check` and `strength`, through the built binary.
@Suite("credkit breached and --breached, end to end", .waitsOnThreads)
struct BreachedCommandTests {
    static let breached: [String: Int] = ["password": 9_659_365, "P@ssw0rd-2024": 120, "Qwerty!2345678": 3]

    /// A temporary folder with a `SHA1:COUNT` file of the breached passwords (plus random hashes).
    final class Workspace {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-breached-\(UUID().uuidString)")
        var path: String { url.path }

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            var lines = BreachedCommandTests.breached.map { "\(SHA1Digest(hashing: $0.key).hexString):\($0.value)" }
            for number in 0..<1_000 { lines.append("\(SHA1Digest(hashing: "filler-\(number)").hexString.lowercased()):1") }
            try (lines.joined(separator: "\r\n") + "\r\n").write(toFile: path + "/pwned.txt", atomically: true, encoding: .utf8)
        }

        func index(minimumCount: Int = 1) throws -> String {
            let output = path + "/pwned-\(minimumCount).ckbi"
            let result = try CLI.run(
                ["breached", "build-index", "--output", output, "--minimum-count", String(minimumCount), path + "/pwned.txt"],
                input: "")
            #expect(result.status == 0, "\(result.stderr)")
            return output
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test("build-index prints what it built; info reads it back, --verify checks every block")
    func buildAndInfo() throws {
        let work = try Workspace()
        let output = work.path + "/index.ckbi"
        let built = try CLI.run(["breached", "build-index", "--output", output, work.path + "/pwned.txt"], input: "")
        #expect(built.status == 0)
        let lines = built.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines.first == "Index: \(output)")
        #expect(lines.dropFirst().first == "Hashes: 1,003 distinct, from 1,003 lines")
        #expect(lines.dropFirst(3).first == "False positives: 1 in 65,536 absent passwords (0.0015 %); no false negatives")
        #expect(lines.last?.hasPrefix("Built in ") == true)
        #expect(built.stderr == "", "no progress line when standard error is not a terminal")

        let info = try CLI.run(["breached", "info", output, "--verify", "--format", "json"], input: "")
        #expect(info.status == 0)
        let size = try FileManager.default.attributesOfItem(atPath: output)[.size] as! Int
        #expect(
            info.stdout
                == #"{"index":"\#(output)","entries":1003,"bytes":\#(size),"bytesPerEntry":\#(String(format: "%.3f", Double(size) / 1003)),"falsePositiveRate":1.52587890625e-05,"minimumCount":1,"linesRead":1003,"linesBelowMinimum":0,"shards":1,"verified":true}"#
                + "\n")
        let spanish = try CLI.run(["breached", "info", output, "--lang", "es"], input: "")
        #expect(spanish.stdout.contains("Hashes: 1003 distintos, de 1003 líneas") == false)
        #expect(spanish.stdout.contains("Hashes: 1.003 distintos, de 1.003 líneas"))

        let filtered = try CLI.run(
            ["breached", "build-index", "--output", output, "--minimum-count", "100", work.path + "/pwned.txt"], input: "")
        #expect(filtered.stdout.contains("Hashes: 2 distinct, from 1,003 lines (1,001 seen fewer than 100 times left out)"))
    }

    @Test("On a terminal, build-index draws its progress on standard error and erases it")
    func progressOnTerminal() throws {
        let work = try Workspace()
        let (status, text) = try CLI.runWithTerminalStderr([
            "breached", "build-index", "--output", work.path + "/tty.ckbi", work.path + "/pwned.txt",
        ])
        #expect(status == 0)
        #expect(text.contains("\rbuilding filters: 1 of 1\u{1B}[K"))
        #expect(text.hasSuffix("\r\u{1B}[K"), "the progress line is erased before the summary")
    }

    @Test("Bad sources and bad index files: exit 2 naming the file and line, nothing written")
    func errors() throws {
        let work = try Workspace()
        let bad = work.path + "/bad.txt"
        try "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3\nnot a hash\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let output = work.path + "/never.ckbi"
        let result = try CLI.run(["breached", "build-index", "--output", output, bad], input: "")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "credkit: error: Invalid Pwned Passwords source: \(bad), line 2, column 1: expected 40 hex digits, a colon and a count (SHA1:COUNT)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output))
        let listing = try FileManager.default.contentsOfDirectory(atPath: work.path)
        #expect(listing.sorted() == ["bad.txt", "pwned.txt"], "no temporary file or spill directory left")

        let missing = try CLI.run(["breached", "build-index", "--output", output, work.path + "/absent.txt"], input: "")
        #expect(missing.status == 2 && missing.stderr.contains("absent.txt: No such file or directory"))
        let zero = try CLI.run(["breached", "build-index", "--output", output, "--minimum-count", "0", bad], input: "")
        #expect(zero.status == 2 && zero.stderr.contains("--minimum-count 0: expected a whole number of at least 1"))

        // A truncated index: check refuses to start.
        let index = try work.index()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        try bytes.dropLast(8).write(to: URL(fileURLWithPath: index))
        let truncated = try CLI.run(["check", "--breached", index], input: "password\n")
        #expect(truncated.status == 2)
        #expect(truncated.stdout == "")
        #expect(
            truncated.stderr
                == "credkit: error: Truncated breached-password index: \(index) has \(bytes.count - 8) bytes; its header says \(bytes.count)\n"
        )
        let foreign = try CLI.run(["strength", "--breached", work.path + "/pwned.txt"], input: "password\n")
        #expect(foreign.status == 2)
        #expect(
            foreign.stderr.contains("Not a credkit breached-password index: \(work.path)/pwned.txt does not start with CKBREACH"))
    }

    @Test("check --breached INDEX: the violation in text and JSON, exit 1; strength gives one red bar")
    func checkAndStrength() throws {
        let work = try Workspace()
        let index = try work.index()
        let input = "password\nP@ssw0rd-2024\nUnseen-Passw0rd!\n"
        let text = try CLI.run(["check", "--breached", index, "--jobs", "2"], input: input)
        #expect(text.status == 1)
        let message = "Password appears in breached-password data (Have I Been Pwned; the index keeps no counts): choose another"
        #expect(text.stdout.hasSuffix("2: invalid: \(message)\n3: valid\n"))
        let json = try CLI.run(["check", "--breached", index, "--format", "json"], input: input)
        let records = json.stdout.split(separator: "\n")
        try #require(records.count == 3)
        #expect(
            records[1]
                == #"{"line":2,"breach":{"status":"breached"},"valid":false,"violations":[{"rule":"BreachedPassword","message":"\#(message)"}],"cognitoMessage":null}"#
        )
        #expect(
            records[2] == #"{"line":3,"breach":{"status":"not-breached"},"valid":true,"violations":[],"cognitoMessage":null}"#)

        let strength = try CLI.run(["strength", "--breached", index, "--format", "json"], input: "Qwerty!2345678\n")
        #expect(strength.status == 0)
        #expect(
            strength.stdout.hasPrefix(
                #"{"line":1,"model":"guesses","bars":1,"color":"red","label":"Weak","score":0,"breach":{"status":"breached"},"guessesLog10":"#
            ))
        #expect(
            strength.stdout.contains(
                #""warning":{"code":"breached-password","message":"This password has appeared in a data breach"}"#))
        let spanish = try CLI.run(["strength", "--breached", index, "--lang", "es"], input: "Qwerty!2345678\n")
        #expect(spanish.stdout.hasSuffix("— Esta contraseña ha aparecido en una filtración de datos\n"))
    }

    @Test("A policy file's Breached rule: a path relative to the policy, the minimum count it was built with")
    func policyFile() throws {
        let work = try Workspace()
        _ = try work.index(minimumCount: 100)
        let policy = work.path + "/policy.json"
        try #"{"MinimumLength": 8, "CredKit": {"Breached": {"Index": "pwned-100.ckbi", "MinimumCount": 100}}}"#.write(
            toFile: policy, atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", "--policy", policy], input: "Qwerty!2345678\npassword\n")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("1: valid\n2: invalid: Password appears in breached-password data"))

        try #"{"CredKit": {"Breached": {"Index": "pwned-100.ckbi", "MinimumCount": 10}}}"#.write(
            toFile: policy, atomically: true, encoding: .utf8)
        let mismatch = try CLI.run(["check", "--policy", policy], input: "password\n")
        #expect(mismatch.status == 2)
        #expect(
            mismatch.stderr
                == "credkit: error: CredKit.Breached: Index and policy disagree on the minimum count: \(work.path)/pwned-100.ckbi keeps hashes seen at least 100 times, the policy asks for 10; rebuild it with --minimum-count 10\n"
        )
        try #"{"CredKit": {"Breached": {"Index": "x.ckbi", "Online": true}}}"#.write(
            toFile: policy, atomically: true, encoding: .utf8)
        let both = try CLI.run(["check", "--policy", policy], input: "password\n")
        #expect(both.status == 2)
        #expect(
            both.stderr.contains(
                "CredKit.Breached: give exactly one of Index (an index file's path) and Online (true, with URL for your own copy of the range API)"
            ))
    }

    @Test("check --breached URL: counts from the range API, a batch's ranges prefetched, fail closed or open")
    func online() throws {
        var hashes: [String: Int] = [:]
        for (password, count) in Self.breached { hashes[SHA1Digest(hashing: password).hexString] = count }
        let server = try PwnedRangeServer(hashes: hashes)
        let input = "password\nP@ssw0rd-2024\nUnseen-Passw0rd!\npassword\n"
        let json = try CLI.run(
            ["check", "--breached", server.baseURL.absoluteString, "--format", "json", "--jobs", "1"], input: input)
        #expect(json.status == 1, "\(json.stderr)")
        let records = json.stdout.split(separator: "\n").map(String.init)
        try #require(records.count == 4)
        #expect(
            records[1]
                == #"{"line":2,"breach":{"status":"breached","count":120},"valid":false,"violations":[{"rule":"BreachedPassword","message":"Password has appeared in data breaches 120 times (Have I Been Pwned): choose another","count":120}],"cognitoMessage":null}"#
        )
        #expect(records[2].hasPrefix(#"{"line":3,"breach":{"status":"not-breached"},"valid":true"#))
        // "password" twice, one request for its range.
        let paths = try server.requests().map(\.path)
        #expect(paths.count == 3)
        #expect(Set(paths).count == 3)

        // A password typed at the terminal is fetched for too (one batch of one), before it is judged.
        let typed = try CLI.runOnTerminal(
            ["check", "--breached", server.baseURL.absoluteString, "--format", "json"], answers: ["P@ssw0rd-2024"])
        #expect(typed.status == 1, "\(typed.stderr)")
        #expect(typed.stdout.hasPrefix(#"{"line":1,"breach":{"status":"breached","count":120},"valid":false"#))
        // CSV rows through two workers: each batch's ranges fetched before it is judged, the kept
        // column after the record's own, an unreadable row its own record.
        let rows = try CLI.run(
            [
                "check", "--breached", server.baseURL.absoluteString, "--input-format", "csv", "--field", "password",
                "--keep", "user", "--format", "csv", "--jobs", "2",
            ], input: "user,password\n1,password\n2,Unseen-Passw0rd!\n3\n")
        #expect(rows.status == 4, "\(rows.stderr)")
        #expect(
            rows.stdout == """
                line,valid,violations,cognito_message,error_code,error,user
                1,false,RequireUppercase RequireNumbers RequireSymbols BreachedPassword,Password did not conform with policy: Password must have uppercase characters,,,1
                2,true,,,,,2
                3,,,,missing-field,row 3 (line 4): no column password (the row has 1),3

                """)

        // Nothing listening: fail closed (refused, exit 3), or open with the option (judged on the rest, exit 3).
        let closed = try PwnedRangeServer(hashes: [:])
        let url = closed.baseURL.absoluteString
        closed.stop()
        let environment = ["CREDKIT_TIMEOUT": "2"]
        let failClosed = try CLI.run(
            ["check", "--breached", url, "--format", "json"], input: "Unseen-Passw0rd!\n", environment: environment)
        #expect(failClosed.status == 3)
        #expect(
            failClosed.stdout.contains(
                #""breach":{"status":"unavailable","failMode":"closed","error":"service-unreachable"},"valid":false"#))
        #expect(failClosed.stderr.hasPrefix("credkit: error: The breached-password service could not be reached: range "))
        // Its own rule, not BreachedPassword: per-rule counts never mix breached and unchecked passwords.
        #expect(
            failClosed.stdout.contains(
                #""violations":[{"rule":"BreachedCheckUnavailable","message":"Password could not be checked against breached passwords ("#
            ))
        #expect(!failClosed.stdout.contains("\"BreachedPassword\""))
        let summary = try CLI.run(
            ["check", "--breached", url, "--lang", "es"], input: "Unseen-Passw0rd!\nOtra-Passw0rd!\n", environment: environment)
        #expect(summary.status == 3)
        #expect(summary.stderr.contains("  BreachedCheckUnavailable  2\n"), "\(summary.stderr)")
        #expect(!summary.stderr.contains("BreachedPassword "))
        let failOpen = try CLI.run(
            ["check", "--breached", url, "--breached-fail-open", "--format", "json"], input: "Unseen-Passw0rd!\n",
            environment: environment)
        #expect(failOpen.status == 3)
        #expect(
            failOpen.stdout.contains(
                #""breach":{"status":"unavailable","failMode":"open","error":"service-unreachable"},"valid":true"#))
        let plain = try CLI.run(["check", "--breached", "http://example.com"], input: "x\n")
        #expect(plain.status == 2)
        #expect(plain.stderr.contains("http://example.com: use https, or http only for a loopback address"))
    }

    @Test("cognito sign-up --breached: a breached password is refused before anything is sent (moto)")
    func cognitoPreflight() throws {
        let work = try Workspace()
        let index = try work.index()
        let setup = try CognitoCommandTests.Setup()
        let email = "breach-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let refused = try setup.run(
            ["sign-up", "--email", email, "--password-stdin", "--breached", index, "--format", "json"],
            input: "P@ssw0rd-2024\n")
        #expect(refused.status == 2)
        #expect(refused.stdout.contains(#""code":"password-policy""#))
        #expect(refused.stdout.contains("Password appears in breached-password data"))

        let closed = try PwnedRangeServer(hashes: [:])
        let url = closed.baseURL.absoluteString
        closed.stop()
        let unreachable = try setup.run(
            ["sign-up", "--email", email, "--password-stdin", "--breached", url, "--format", "json"],
            input: "Unseen-Passw0rd!\n", environment: ["CREDKIT_TIMEOUT": "2"])
        #expect(unreachable.status == 3)
        #expect(unreachable.stdout.contains(#""code":"breach-check-unavailable""#))

        // The address is still free: neither attempt reached moto.
        let accepted = try setup.run(
            ["sign-up", "--email", email, "--password-stdin", "--breached", index], input: "Unseen-Passw0rd!\n")
        #expect(accepted.status == 0, "\(accepted.stderr)")
        setup.expectNothingPrinted(["P@ssw0rd-2024", "Unseen-Passw0rd!"])
    }
}
