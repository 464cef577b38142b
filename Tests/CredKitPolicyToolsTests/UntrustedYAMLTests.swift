// SPDX-License-Identifier: Apache-2.0
import CredKitPolicy
import CredKitPolicyTools
import Foundation
import Testing

/// Policy files come from pull requests (issue 54, items 1 and 7): the YAML reader bounds what an
/// alias may add, checks a key is a scalar before comparing it, and finds duplicate keys in linear
/// time. On the code before, the first two files below grew to gigabytes or spun for minutes.
@Suite("Untrusted YAML: aliases within a budget, keys checked before they are compared, duplicates in one pass")
struct UntrustedYAMLTests {
    static let pool = """
        Resources:
          UserPool:
            Type: AWS::Cognito::UserPool
            Properties:
              Policies:
                PasswordPolicy:
                  MinimumLength: 10

        """

    /// The CPU seconds this thread has used. The cost of reading a hostile file is bounded by the
    /// thread's own CPU time, not by the wall clock: a test process that runs hundreds of tests on
    /// two cores can leave a test waiting for a thread for minutes (a one-minute time limit failed
    /// that way in CI while each file took milliseconds).
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// What reading `text` costs this thread, in CPU seconds, and the error it gave.
    static func timedFailure(_ text: String) -> (error: PolicyError?, seconds: Double) {
        let start = threadCPUSeconds()
        let error = failure(text)
        return (error, threadCPUSeconds() - start)
    }

    /// The most CPU a hostile file may cost here (each takes milliseconds; the code before spun for
    /// minutes or grew to gigabytes).
    static let budget = 10.0

    /// Ten anchors, each a list of ten aliases of the one before: 10^10 values once expanded.
    static func laughs(keyAlias: String? = nil) -> String {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        if let keyAlias { text += "k:\n  ? *\(keyAlias)\n  : 1\n" }
        return text + pool
    }

    static func failure(_ text: String) -> PolicyError? {
        do {
            _ = try PolicyImporter.read(Array(text.utf8), file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("A billion laughs stops at the first alias past 100,000 values, naming it", .timeLimit(.minutes(10)))
    func billionLaughs() throws {
        let (failure, seconds) = Self.timedFailure(Self.laughs())
        #expect(seconds < Self.budget, "\(seconds) s of CPU")
        let error = try #require(failure)
        #expect(error.code == .malformedYAML)
        #expect(
            error.message(in: .english)
                == "t.yaml:5:45: malformed YAML: aliases would add more than 100000 values (*a3 stands for 11111)")
        #expect((error.line, error.column) == (5, 45))
    }

    @Test("An alias as a mapping key (? *a8) is refused before any key is compared", .timeLimit(.minutes(10)))
    func aliasKey() throws {
        // Yams hashed the key's 10^8 values to look for duplicates before credkit saw the file.
        let (failure, seconds) = Self.timedFailure(Self.laughs(keyAlias: "a8"))
        #expect(seconds < Self.budget, "\(seconds) s of CPU")
        let error = try #require(failure)
        #expect(error.message(in: .english).contains("aliases would add more than 100000 values"))
        // An alias of a collection is refused as a key where the budget allows it.
        let small = try #require(Self.failure("a: &a [x, y]\nk:\n  ? *a\n  : 1\n" + Self.pool))
        #expect(small.message(in: .english) == "t.yaml:3:5: malformed YAML: a key that is not a scalar")
        let flow = try #require(Self.failure("a: &a [x, y]\nk: {[*a, z]: 1}\n" + Self.pool))
        #expect(flow.message(in: .english) == "t.yaml:2:5: malformed YAML: a key that is not a scalar")
    }

    @Test("Anchors a template really uses still read: a shared block, an alias of a scalar as a key")
    func sharedAnchors() throws {
        let shared = try PolicyImporter.read(
            Array(
                """
                Defaults: &strict {MinimumLength: 12, RequireNumbers: true}
                Name: &length MinimumLength
                Resources:
                  UserPool:
                    Type: AWS::Cognito::UserPool
                    Properties:
                      Policies:
                        PasswordPolicy: *strict
                  Other:
                    Type: AWS::Cognito::UserPool
                    Properties:
                      Policies:
                        PasswordPolicy: {*length : 14}

                """.utf8), file: "t.yaml", resource: "UserPool")
        #expect(shared.policy.minimumLength == 12)
        #expect(shared.policy.requireNumbers)
        let keyed = try PolicyImporter.read(
            Array(
                """
                Name: &length MinimumLength
                Resources:
                  Other:
                    Type: AWS::Cognito::UserPool
                    Properties:
                      Policies:
                        PasswordPolicy: {*length : 14}

                """.utf8), file: "t.yaml")
        #expect(keyed.policy.minimumLength == 14)
        // An alias that names nothing is libyaml's error, with its place.
        let undefined = try #require(Self.failure("a: *nothing\n" + Self.pool))
        #expect(undefined.message(in: .english) == "t.yaml:1:4: malformed YAML: found undefined alias")
    }

    @Test("88,000 keys are read in one pass, and a duplicate among them is named with its line", .timeLimit(.minutes(10)))
    func manyKeys() throws {
        let keys = (0..<88_000).map { " k\($0): 1\n" }.joined()
        let start = Self.threadCPUSeconds()
        let many = try PolicyImporter.read(Array((Self.pool + "M:\n" + keys).utf8), file: "t.yaml")
        #expect(many.policy.minimumLength == 10)
        let (failure, seconds) = Self.timedFailure(Self.pool + "M:\n" + keys + " k87: 2\n")
        // Quadratic duplicate checks took minutes here; one pass takes well under a second.
        #expect(Self.threadCPUSeconds() - start < Self.budget, "\(seconds) s of CPU for the second file")
        let duplicate = try #require(failure)
        #expect(duplicate.message(in: .english) == "t.yaml:88009:2: malformed YAML: duplicate key \"k87\"")
    }

    @Test("At most 100,000 values are built from a YAML or JSON policy file, so memory follows a real file's size")
    func valueCap() throws {
        let values = String(repeating: "1,", count: 100_000) + "1"
        let yaml = try #require(Self.failure(Self.pool + "x: [" + values + "]\n"))
        #expect(yaml.message(in: .english).hasPrefix("t.yaml:8:"))
        #expect(yaml.message(in: .english).hasSuffix(": malformed YAML: more than 100000 values (a policy file holds far fewer)"))
        do {
            _ = try PolicyImporter.read(Array(("{\"PasswordPolicy\": {}, \"x\": [" + values + "]}").utf8), file: "t.json")
            Issue.record("no error")
        } catch {
            #expect(
                error.message(in: .spanish).contains("más de 100000 valores (un archivo de política tiene muchos menos)"),
                "\(error)")
        }
        // Just under the cap reads.
        let under = String(repeating: "1,", count: 99_000) + "1"
        #expect(
            try PolicyImporter.read(Array((Self.pool + "x: [" + under + "]\n").utf8), file: "t.yaml").policy.minimumLength == 10)
    }

    @Test("Nesting stops at 64 levels before the next is read; libyaml's own limit names itself")
    func nesting() throws {
        let deep = try #require(Self.failure("a: " + String(repeating: "[", count: 900) + String(repeating: "]", count: 900)))
        #expect(deep.message(in: .english) == "t.yaml:1:68: malformed YAML: nested deeper than 64 levels")
        let deeper = try #require(Self.failure("a: " + String(repeating: "[", count: 100_000)))
        #expect(deeper.message(in: .english).contains("Maximum nesting level reached"))
    }

    @Test("Bytes that are not UTF-8 are named by their offset")
    func notUTF8() throws {
        do {
            _ = try PolicyImporter.read(Array("a: b\n".utf8) + [0xFF, 0x0A], file: "t.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.message(in: .english) == "t.yaml: malformed YAML: invalid leading UTF-8 octet at byte 5")
        }
    }
}
