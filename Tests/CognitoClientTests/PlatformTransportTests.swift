// SPDX-License-Identifier: Apache-2.0
import CredKitNetwork
import Foundation
import Testing

/// `PlatformHTTPTransport` is the configuration's transport: libcurl's with the `Curl` trait,
/// `URLSession`'s in the portable configuration (and when `make test`'s portable pass forces the
/// portable engines in the build with every trait). `make test` sets `CREDKIT_EXPECTED_ENGINES`.
@Suite("Platform transport")
struct PlatformTransportTests {
    @Test("PlatformHTTPTransport wraps the transport this configuration promises")
    func underlying() {
        let expected = ProcessInfo.processInfo.environment["CREDKIT_EXPECTED_ENGINES"] ?? "system"
        let name = String(describing: type(of: PlatformHTTPTransport().underlying))
        switch expected {
        case "system": #expect(name == "CurlTransport")
        case "portable": #expect(name == "URLSessionTransport")
        default: Issue.record("CREDKIT_EXPECTED_ENGINES must be system or portable, not \(expected)")
        }
    }
}
