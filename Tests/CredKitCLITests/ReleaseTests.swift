// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

/// One version everywhere, and the files a package index and a user expect.
@Suite("Release hygiene: the version, the changelog, the licence, the package index", .waitsOnThreads)
struct ReleaseTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: CLI.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// `## [X.Y.Z] - YYYY-MM-DD` headings of CHANGELOG.md, newest first.
    static func releases() throws -> [(version: String, date: String)] {
        try text("CHANGELOG.md").split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ["), !line.hasPrefix("## [Unreleased]") else { return nil }
            let parts = line.dropFirst(4).split(separator: "]", maxSplits: 1)
            guard parts.count == 2, parts[1].hasPrefix(" - ") else { return nil }
            return (String(parts[0]), String(parts[1].dropFirst(3)))
        }
    }

    @Test("credkit --version, the changelog's newest release, the README and the man page agree")
    func oneVersion() throws {
        let version = CredKitVersion.current
        #expect(version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil })
        let printed = try CLI.run(["--version"])
        #expect(printed.status == 0 && printed.stdout == version + "\n")

        let changelog = try Self.text("CHANGELOG.md")
        let firstSection = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(firstSection == "## [Unreleased]")
        let newest = try #require(try Self.releases().first)
        #expect(newest.version == version)

        // Every `from: "…"` in the README names this version.
        let readme = try Self.text("README.md")
        let pins = readme.components(separatedBy: "from: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!pins.isEmpty && pins.allSatisfy { $0 == version }, "\(pins)")

        // The man page (make man) carries the version and the release's date.
        let man = try Self.text("docs/credkit.1")
        #expect(man.contains("\n.Os credkit \(version)\n"))
        let date = try #require(ISO8601DateFormatter().date(from: newest.date + "T00:00:00Z"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM d, yyyy"
        #expect(man.contains("\n.Dd \(formatter.string(from: date))\n"))
    }

    @Test("Releases in the changelog are newest first, with real dates and increasing versions")
    func changelogOrder() throws {
        let releases = try Self.releases()
        #expect(!releases.isEmpty)
        let versions = releases.map { $0.version.split(separator: ".").compactMap { Int($0) } }
        #expect(zip(versions, versions.dropFirst()).allSatisfy { newer, older in older.lexicographicallyPrecedes(newer) })
        #expect(releases.allSatisfy { ISO8601DateFormatter().date(from: $0.date + "T00:00:00Z") != nil })
    }

    @Test("LICENSE is the Apache License 2.0 and NOTICE says so")
    func licence() throws {
        let licence = try Self.text("LICENSE")
        #expect(licence.contains("Apache License") && licence.contains("Version 2.0, January 2004"))
        #expect(licence.contains("END OF TERMS AND CONDITIONS"))
        #expect(try Self.text("NOTICE").contains("Apache License, Version 2.0"))
    }

    @Test(".spi.yml names every DocC catalogue, as make docs builds them")
    func packageIndex() throws {
        let spi = try Self.text(".spi.yml")
        let listed = spi.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("- ") && !trimmed.hasPrefix("- documentation_targets") ? String(trimmed.dropFirst(2)) : nil
        }
        let sources = CLI.packageRoot.appendingPathComponent("Sources")
        let catalogued = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { target in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(target).path)) ?? []
            return files.contains { $0.hasSuffix(".docc") }
        }
        #expect(Set(listed) == Set(catalogued))
        let makefile = try Self.text("Makefile")
        let docTargets = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("DOC_TARGETS := ") })
        #expect(docTargets.dropFirst("DOC_TARGETS := ".count).split(separator: " ").map(String.init) == listed)
    }
}
