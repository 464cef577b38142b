// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito sign-in --remember-device` and `credkit cognito devices …` through the built
/// binary, against ``SRPTestServer``, which tracks devices and checks their SRP claims (pycognito
/// proves it: RememberedDeviceTests).
@Suite("credkit cognito devices", .serialized, .waitsOnThreads)
struct CognitoDeviceCommandTests {
    static let password = "Contraseña-2026!"

    final class Setup {
        let state: TemporaryDirectory
        let environment: [String: String]
        private(set) var transcripts: [String] = []

        init(pool: String, username: String) throws {
            let server = try SRPTestServer.shared
            let client = "devicecommandclient01"
            try server.register(
                pool: pool, clientID: client, username: username, password: CognitoDeviceCommandTests.password,
                devices: "opt-in")
            state = try TemporaryDirectory()
            environment = [
                "CREDKIT_ENDPOINT": server.endpoint.absoluteString, "CREDKIT_USER_POOL_ID": pool, "CREDKIT_CLIENT_ID": client,
                "XDG_STATE_HOME": state.url.path, "HOME": state.url.path,
                "CREDKIT_TIMEOUT": String(Int(MotoServer.requestTimeout)),
            ]
        }

        var devicesFile: URL { state.url.appendingPathComponent("credkit/devices.json") }

        func run(_ arguments: [String], input: String = "") throws -> CLIResult {
            let result = try CLI.run(["cognito"] + arguments, input: input, environment: environment)
            transcripts.append(result.stdout + result.stderr)
            return result
        }

        /// Signs in by password (SRP in debug builds costs seconds; one sign-in below uses it).
        func signIn(_ username: String, _ extra: [String] = [], flow: String = "password") throws -> CLIResult {
            try run(
                ["sign-in", "--email", username, "--flow", flow, "--password-stdin"] + extra,
                input: CognitoDeviceCommandTests.password + "\n")
        }

        func kept() throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: devicesFile)) as? [String: Any]
            return try #require(object?["devices"] as? [[String: Any]])
        }
    }

    @Test("--remember-device confirms and remembers; the next sign-in proves the device; list, refresh, forget-this")
    func lifecycle() throws {
        let setup = try Setup(pool: "eu-west-1_DevCli0001", username: "disp@example.com")
        let first = try setup.signIn("disp@example.com", ["--remember-device", "--format", "json"])
        #expect(first.status == 0, "\(first.stderr)")
        let record = try #require(try first.jsonLines().first)
        let device = try #require(record["device"] as? [String: Any])
        let key = try #require(device["key"] as? String)
        #expect(device["new"] as? Bool == true && device["remembered"] as? Bool == true)
        #expect(key.hasPrefix("us-east-1_"))

        // The device secret: 0600, beside the session, never printed.
        let kept = try setup.kept()
        #expect(
            kept.count == 1 && kept.first?["key"] as? String == key && kept.first?["pool"] as? String == "eu-west-1_DevCli0001")
        let secret = try #require(kept.first?["password"] as? String)
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: setup.devicesFile.path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let session = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: setup.state.url.appendingPathComponent("credkit/session.json"))) as? [String: Any])
        #expect(session["deviceKey"] as? String == key)

        let before = try SRPTestServer.shared.received().count
        let second = try setup.signIn("disp@example.com", flow: "srp")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stdout.hasPrefix(
                "Signed in as disp@example.com (USER_SRP_AUTH: the password did not leave this machine).\nThis device (\(key)) proved itself.\n"
            ))
        let exchanged = try SRPTestServer.shared.received().dropFirst(before).filter {
            $0.clientID == "devicecommandclient01"
        }
        #expect(
            exchanged.map(\.operation) == [
                "InitiateAuth", "RespondToAuthChallenge", "RespondToAuthChallenge", "RespondToAuthChallenge",
            ])
        #expect(exchanged.allSatisfy { $0.valid && $0.outcome == "ok" })

        let listed = try setup.run(["devices", "list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.hasPrefix("\(key) (this device)\n  name          credkit on "))
        #expect(listed.stdout.contains("\n  remembered    yes\n  last sign-in  20"))
        let listedJSON = try setup.run(["devices", "list", "--format", "json", "--lang", "es"])
        let devices = try #require(try listedJSON.jsonLines().first?["devices"] as? [[String: Any]])
        #expect(
            devices.count == 1 && devices.first?["thisDevice"] as? Bool == true && devices.first?["remembered"] as? Bool == true)

        // A refresh sends the device key (the server refuses tokens of a device refreshed without it).
        let refreshed = try setup.run(["refresh"])
        #expect(refreshed.status == 0, "\(refreshed.stderr)")

        let bad = try setup.run(["devices", "forget", "not a key", "--format", "json"])
        #expect(bad.status == 2)
        #expect(try CognitoCommandTests.error(bad)["code"] as? Int == 1000)

        let forgotten = try setup.run(["devices", "forget-this"])
        #expect(forgotten.status == 0, "\(forgotten.stderr)")
        #expect(forgotten.stdout == "Device \(key) forgotten.\n")
        #expect(try setup.kept().isEmpty)
        #expect(try setup.run(["devices", "list"]).stdout == "No devices.\n")
        let nothing = try setup.run(["devices", "remember", "--lang", "es"])
        #expect(nothing.status == 2)
        #expect(
            nothing.stderr
                == "credkit: error: No hay ningún dispositivo recordado en esta máquina para disp@example.com: inicia sesión con --remember-device\n"
        )
        // Forgotten on the server too: the next sign-in is a new device again (not remembered without the flag).
        let third = try setup.signIn("disp@example.com", ["--format", "json"])
        let thirdRecord = try #require(try third.jsonLines().first)
        #expect(third.status == 0 && thirdRecord["device"] == nil)
        #expect(!setup.transcripts.contains { $0.contains(secret) || $0.contains(CognitoDeviceCommandTests.password) })
    }

    @Test("devices forget KEY forgets another device, the one kept here stays; forget alone forgets this one; unknown is 9962")
    func forgetOther() throws {
        let setup = try Setup(pool: "eu-west-1_DevCli0002", username: "otro@example.com")
        let elsewhere = try setup.signIn("otro@example.com", ["--remember-device", "--format", "json"])
        let other = try #require((try elsewhere.jsonLines().first?["device"] as? [String: Any])?["key"] as? String)
        // This machine forgets what it kept, signs in again and remembers a second device.
        try FileManager.default.removeItem(at: setup.devicesFile)
        let here = try setup.signIn("otro@example.com", ["--remember-device", "--format", "json"])
        let mineKey = try #require((try here.jsonLines().first?["device"] as? [String: Any])?["key"] as? String)
        #expect(mineKey != other)
        let forgot = try setup.run(["devices", "forget", other, "--format", "json"])
        #expect(forgot.status == 0, "\(forgot.stderr)")
        #expect(forgot.stdout == #"{"operation":"devices-forget","key":"\#(other)","thisDevice":false}"# + "\n")
        #expect(try setup.kept().first?["key"] as? String == mineKey)
        // Without a key: this machine's device, and its secret removed here.
        let mine = try setup.run(["devices", "forget", "--format", "json"])
        #expect(mine.stdout == #"{"operation":"devices-forget","key":"\#(mineKey)","thisDevice":true}"# + "\n")
        #expect(try setup.kept().isEmpty)
        let again = try setup.run(["devices", "forget", other, "--format", "json"])
        #expect(again.status == 1)
        #expect(try CognitoCommandTests.error(again)["code"] as? Int == 9962)
    }

    @Test("--remember-device where the pool tracks no devices: said on standard error, signed in all the same")
    func notTracked() throws {
        let setup = try CognitoCommandTests.Setup()
        try setup.register("sin@example.com", "Contraseña2024!")
        let result = try setup.run(
            ["sign-in", "--email", "sin@example.com", "--password-stdin", "--remember-device"], input: "Contraseña2024!\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "credkit: the user pool does not track devices: nothing to remember\n")
        #expect(!FileManager.default.fileExists(atPath: setup.state.url.appendingPathComponent("credkit/devices.json").path))
    }
}
