// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

/// The domain modules never open the network or block a thread waiting for it: only
/// `CredKitNetwork`, the clients over it (`CredKitPwnedPasswords`, `CognitoClient`), the umbrella and
/// the command line may. Read from the sources, so that a new import or semaphore fails here.
@Suite("Layering: the domain modules hold no network and no blocking waits")
struct LayeringTests {
    static let domains = [
        "CredKitPolicy", "CredKitStrength", "CredKitEmail", "CredKitJWT", "CredKitOTP", "CredKitGenerator",
        "CredKitBreached",
        // Not a domain, but held to the same rule: the record pipeline runs a batch's network work as
        // the task its handler hands it, and has none of its own.
        "CredKitPipeline",
        // The C interface promises its callers no network either (include/credkit.h).
        "CredKitC",
    ]
    /// What a domain module's source may not contain: the network modules, URL loading, and waits
    /// that block a thread on asynchronous work.
    static let forbidden = [
        "import CredKitNetwork", "import CredKitPwnedPasswords", "import CognitoClient", "import FoundationNetworking",
        "URLSession", "DispatchSemaphore", "import CredKit\n",
    ]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    @Test("No domain module imports the network or waits on a semaphore", arguments: domains)
    func domainIsPure(_ module: String) throws {
        let folder = Self.sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 3, "\(module) has no sources at \(folder.path)")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for needle in Self.forbidden {
                #expect(!text.contains(needle), "\(module)/\(file) contains \(needle.debugDescription)")
            }
        }
    }

    @Test("No module, the command line included, waits for asynchronous work with a semaphore")
    func noBlockingBridge() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 300)
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for needle in ["DispatchSemaphore", "enum Blocking"] {
                #expect(!text.contains(needle), "\(file) contains \(needle.debugDescription)")
            }
        }
    }

    @Test("The check catches what it looks for")
    func checkCanFail() {
        let sample = "import Foundation\nimport CredKitNetwork\nlet wait = DispatchSemaphore(value: 0)\n"
        #expect(Self.forbidden.filter { sample.contains($0) } == ["import CredKitNetwork", "DispatchSemaphore"])
    }
}
