// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// docs/cognito.md's table of what works against plain moto and against `make emulator` is what
/// the built binary does: Scripts/emulator-table.py runs every command against both (issue 53, item 7).
@Suite("The emulator table in docs/cognito.md, measured", .waitsOnThreads)
struct EmulatorTableTests {
    @Test("Scripts/emulator-table.py against plain moto and make emulator prints the table the docs carry")
    func table() throws {
        _ = try MotoServer.shared  // moto is installed and starts: the script needs it too
        let script = CLI.packageRoot.appendingPathComponent("Scripts/emulator-table.py").path
        let output = try MotoServer.pythonProcess(
            "import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')",
            [script, CLI.binary.path])
        let table = String(decoding: output, as: UTF8.self)
        let rows = table.split(separator: "\n")
        #expect(rows.count == 26, "\(table)")
        #expect(rows.contains("| `sign-out` | not implemented: RevokeToken | works |"))
        #expect(rows.contains("| `token --client-credentials --via api` | not implemented: GetClientToken | works |"))
        #expect(rows.contains("| `token --exchange --audience api` | not implemented: GetDerivedToken | works |"))
        #expect(rows.contains("| `whoami` | works | works |"))
        #expect(rows.contains("| `aws-credentials` | works | works |"))
        #expect(rows.contains("| `passkeys register` | not implemented: StartWebAuthnRegistration | works |"))
        #expect(
            rows.contains("| `sign-in --flow user-auth --passkey-file` | ana.passkey: no such passkey file (exit 2) | works |"))
        let docs = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/cognito.md"), encoding: .utf8)
        #expect(docs.contains(table), "docs/cognito.md's table differs from what the binary does:\n\(table)")
    }
}
