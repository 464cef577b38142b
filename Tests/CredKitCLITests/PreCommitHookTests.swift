// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// The repository's `.pre-commit-hooks.yaml`, run by pre-commit 4.7.0 (`make test-deps` pins it) with
/// `pre-commit try-repo` in a sample repository, the binary under test on PATH.
@Suite("pre-commit hooks: credkit-audit and credkit-policy-lint", .waitsOnThreads)
struct PreCommitHookTests {
    /// A git repository holding `files` (name → contents), and a folder with `credkit` for PATH.
    static func sampleRepository(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, contents) in files {
            try Data(contents.utf8).write(to: directory.url.appendingPathComponent(name))
        }
        let bin = directory.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("credkit"), withDestinationURL: CLI.binary)
        _ = try run(["git", "init", "-q"], in: directory)
        _ = try run(["git", "add", "--"] + files.keys.sorted(), in: directory)
        return directory
    }

    /// Runs a program in `directory` with the sample's `bin` first on PATH; its status and output.
    static func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory.url
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") && !$0.key.hasPrefix("CREDKIT_") }
        environment["PATH"] = directory.url.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["LANG"] = "C"
        environment["NO_COLOR"] = "1"
        environment["PRE_COMMIT_HOME"] = directory.url.appendingPathComponent(".pre-commit-home").path
        // try-repo commits the hook repository's uncommitted changes into a shadow copy.
        for name in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[name] = "credkit tests" }
        for name in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[name] = "tests@credkit.invalid" }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readAllRetrying()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func tryRepo(_ hook: String, _ files: [String], in directory: TemporaryDirectory) throws -> (
        status: Int32, output: String
    ) {
        try run(["python3", "-m", "pre_commit", "try-repo", CLI.packageRoot.path, hook, "--files"] + files, in: directory)
    }

    static let weakPool = try! String(
        contentsOf: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/audit/weak.yaml"), encoding: .utf8)
    static let workflow = "name: ci\non: push\njobs: {}\n"

    @Test("credkit-audit: a template with a weak pool fails the commit with the findings; other YAML is skipped")
    func audit() throws {
        let repository = try Self.sampleRepository(["infra.yaml": Self.weakPool, "ci.yml": Self.workflow])
        let failed = try Self.tryRepo("credkit-audit", ["infra.yaml", "ci.yml"], in: repository)
        #expect(failed.status == 1, "\(failed.output)")
        #expect(failed.output.contains("credkit audit (Cognito user pools in templates and Terraform)"))
        #expect(failed.output.contains("Failed"))
        #expect(
            failed.output.contains("UserPool (infra.yaml) against nist-800-63b-4: 17 findings (5 errors, 9 warnings, 3 notes)"))
        #expect(failed.output.contains("        infra.yaml:8:7  UserPool  MfaConfiguration\n"))
        #expect(failed.output.contains("credkit: warning: skipped: ci.yml: "))
        let passed = try Self.tryRepo("credkit-audit", ["ci.yml"], in: repository)
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("Passed"))
    }

    @Test("credkit-policy-lint: a Keycloak realm's policy fails under the default standard; other YAML is skipped")
    func policyLint() throws {
        let realm = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/policy-import/keycloak-realm.json"),
            encoding: .utf8)
        let repository = try Self.sampleRepository(["realm.json": realm, "ci.yml": Self.workflow])
        let failed = try Self.tryRepo("credkit-policy-lint", ["realm.json", "ci.yml"], in: repository)
        #expect(failed.status == 1, "\(failed.output)")
        #expect(failed.output.contains("credkit policy lint (password policies)"))
        #expect(failed.output.contains("against nist-800-63b-4:"))
        #expect(failed.output.contains("credkit: warning: skipped: ci.yml: "))
        let passed = try Self.tryRepo("credkit-policy-lint", ["ci.yml"], in: repository)
        #expect(passed.status == 0, "\(passed.output)")
    }
}
