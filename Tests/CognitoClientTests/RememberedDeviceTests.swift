// SPDX-License-Identifier: Apache-2.0
import BigInt
import CognitoTestSupport
import Foundation
import Testing

@testable import CognitoClient

/// Remembered devices (ConfirmDevice, DEVICE_SRP_AUTH, UpdateDeviceStatus, ListDevices, ForgetDevice,
/// refresh with the device key), which moto lacks, against ``SRPTestServer``: it keeps each device's
/// verifier and checks the device's SRP claim as Cognito does. pycognito, the Python client used
/// against real Cognito, proves the server first.
@Suite("Remembered devices against a server that checks the device's SRP", .serialized, .waitsOnThreads)
struct RememberedDeviceTests {
    static let clientID = "devicecheckedclient01"
    static let password = "Contraseña-2026!"

    static func client(_ pool: String) throws -> CognitoIdentityClient {
        try CognitoIdentityClient(
            .init(
                region: "us-east-1", clientID: clientID, userPoolID: pool, endpoint: SRPTestServer.shared.endpoint,
                requestTimeout: MotoServer.requestTimeout, retry: .none))
    }

    /// pycognito: sign in, confirm and remember the device, sign in again with it (right and wrong
    /// device password). Prints the three outcomes.
    static func pycognito(pool: String, username: String) throws -> String {
        let script = """
            import sys, boto3
            from pycognito.aws_srp import AWSSRP
            endpoint, username, password, pool, client_id = sys.argv[1:6]
            client = boto3.client("cognito-idp", endpoint_url=endpoint, region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            # pycognito posts ConfirmDevice and UpdateDeviceStatus itself to Cognito's public host:
            # only the host changes here, the requests go as pycognito builds them.
            import pycognito.aws_srp as aws_srp
            post = aws_srp.requests.post
            aws_srp.requests.post = lambda url, **arguments: post(endpoint, **arguments)
            first = AWSSRP(username, password, pool, client_id, client=client)
            tokens = first.authenticate_user()
            _, device_password = first.confirm_device(tokens, device_name="pycognito")
            result = tokens["AuthenticationResult"]
            key = result["NewDeviceMetadata"]["DeviceKey"]
            group = result["NewDeviceMetadata"]["DeviceGroupKey"]
            first.update_device_status(True, result["AccessToken"], key)
            outcomes = []
            for secret in (device_password, device_password[:-4] + "AAAA"):
                again = AWSSRP(username, password, pool, client_id, client=client, device_key=key,
                               device_group_key=group, device_password=secret)
                try:
                    tokens = again.authenticate_user()
                    outcomes.append("ok" if "NewDeviceMetadata" not in tokens["AuthenticationResult"] else "new device")
                except client.exceptions.ClientError as error:
                    outcomes.append(error.response["Error"]["Code"])
            print(" ".join(outcomes))
            """
        let output = try MotoServer.pythonProcess(
            script, [try SRPTestServer.shared.endpoint.absoluteString, username, password, pool, clientID])
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("pycognito confirms and remembers a device, then signs in with it; a wrong device password is refused")
    func reference() throws {
        let pool = "us-east-1_DevRef0001"
        try SRPTestServer.shared.register(
            pool: pool, clientID: Self.clientID, username: "ref@example.com", password: Self.password, devices: "opt-in")
        #expect(try Self.pycognito(pool: pool, username: "ref@example.com") == "ok NotAuthorizedException")
        let received = try SRPTestServer.shared.received()
        #expect(received.contains { $0.operation == "ConfirmDevice" && $0.outcome == "ok" })
        #expect(received.filter { !$0.valid || !$0.answerErrors.isEmpty } == [])
    }

    @Test("credkit: confirm, remember, sign in with the device's SRP, list, refresh with its key, forget")
    func optIn() async throws {
        let pool = "us-east-1_DevOptIn01"
        let server = try SRPTestServer.shared
        try server.register(
            pool: pool, clientID: Self.clientID, username: "ana@example.com", password: Self.password, devices: "opt-in")
        let client = try Self.client(pool)
        let before = try server.received().count

        // First sign-in: a new device.
        let first = try #require(
            try await CognitoSignIn.start(client, username: "ana@example.com", password: Self.password, flow: .password).step
                .tokens)
        let metadata = try #require(first.newDevice)
        let (device, necessary) = try await client.confirmDevice(
            accessToken: first.accessToken, metadata: metadata, name: "credkit test")
        #expect(necessary)
        #expect(device.key == metadata.deviceKey && device.groupKey == metadata.deviceGroupKey && device.name == "credkit test")
        #expect(Data(base64Encoded: device.password)?.count == 40)
        #expect(!String(describing: device).contains(device.password))

        // Confirmed but not remembered: no device proof asked, no new device either.
        let notYet = try #require(
            try await CognitoSignIn.start(
                client, username: "ana@example.com", password: Self.password, flow: .password, device: device
            ).step.tokens)
        #expect(notYet.newDevice == nil)
        #expect(try await client.listDevices(accessToken: notYet.accessToken).map(\.remembered) == [false])

        try await client.updateDeviceStatus(accessToken: first.accessToken, deviceKey: device.key, remembered: true)
        // SRP here: the device key travels in the PASSWORD_VERIFIER answer too.
        let signIn = try await CognitoSignIn.start(
            client, username: "ana@example.com", password: Self.password, flow: .srp, device: device)
        let tokens = try #require(signIn.step.tokens)
        #expect(tokens.newDevice == nil)
        let operations = try server.received().dropFirst(before).filter { $0.clientID == Self.clientID }
        #expect(operations.contains { $0.operation == "RespondToAuthChallenge" && $0.outcome == "ok" && $0.valid })
        #expect(operations.filter { !$0.valid }.isEmpty)

        // The wrong device password: Cognito's 4002, nothing else.
        var stolen = device
        stolen.password = String(device.password.dropLast(4)) + "AAAA"
        do throws(CognitoError) {
            _ = try await CognitoSignIn.start(
                client, username: "ana@example.com", password: Self.password, flow: .password, device: stolen)
            Issue.record("signed in with a wrong device password")
        } catch {
            #expect(error.number == 4002)
        }

        let listed = try await client.listDevices(accessToken: tokens.accessToken)
        #expect(listed.map(\.key) == [device.key])
        #expect(listed.first?.name == "credkit test" && listed.first?.remembered == true)
        #expect(listed.first?.attributes["device_status"] == "valid")

        // Tokens issued to a device refresh only with its key.
        var session = CognitoSession(tokens: tokens, username: "ana@example.com", configuration: client.configuration)
        await CognitoClientMotoTests.expectError(4002) { () throws(CognitoError) in
            _ = try await client.freshSession(session, force: true)
        }
        session.deviceKey = device.key
        let refreshed = try await client.freshSession(session, force: true)
        #expect(refreshed.refreshed && refreshed.session.refreshMethod == .getTokensFromRefreshToken)
        var oldWay = session
        oldWay.refreshMethod = .initiateAuth
        #expect(try await client.freshSession(oldWay, force: true).refreshed)

        // Forgotten: listed no more, its tokens no longer refresh, a sign-in with it is a new device.
        try await client.forgetDevice(accessToken: tokens.accessToken, deviceKey: device.key)
        #expect(try await client.listDevices(accessToken: tokens.accessToken).isEmpty)
        await CognitoClientMotoTests.expectError(4002) { () throws(CognitoError) in
            _ = try await client.freshSession(session, force: true)
        }
        await CognitoClientMotoTests.expectError(9962) { () throws(CognitoError) in
            try await client.forgetDevice(accessToken: tokens.accessToken, deviceKey: device.key)
        }
        let again = try await CognitoSignIn.start(
            client, username: "ana@example.com", password: Self.password, flow: .password, device: device)
        #expect(again.step.tokens?.newDevice != nil)
        #expect(try server.received().dropFirst(before).filter { !$0.valid || !$0.answerErrors.isEmpty }.isEmpty)
    }

    @Test("A pool that always remembers: confirmed is remembered; a device confirmed twice is 9902")
    func always() async throws {
        let pool = "us-east-1_DevAlways1"
        try SRPTestServer.shared.register(
            pool: pool, clientID: Self.clientID, username: "luis@example.com", password: Self.password, devices: "always")
        let client = try Self.client(pool)
        let first = try #require(
            try await CognitoSignIn.start(client, username: "luis@example.com", password: Self.password, flow: .password).step
                .tokens)
        let metadata = try #require(first.newDevice)
        let (device, necessary) = try await client.confirmDevice(accessToken: first.accessToken, metadata: metadata, name: nil)
        #expect(!necessary)
        await CognitoClientMotoTests.expectError(9902) { () throws(CognitoError) in
            _ = try await client.confirmDevice(accessToken: first.accessToken, metadata: metadata, name: nil)
        }
        let second = try await CognitoSignIn.start(
            client, username: "luis@example.com", password: Self.password, flow: .password, device: device)
        #expect(second.step.tokens?.newDevice == nil)
    }

    @Test("Forty sign-ins saving devices at once each keep theirs: changes are made under a lock (issue 54)")
    func concurrentSaves() throws {
        let folder = try TemporaryDirectoryForChain()
        let store = DeviceStore(file: folder.url.appendingPathComponent("credkit/devices.json"))
        try FileManager.default.createDirectory(
            at: store.file.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let failures = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let device = RememberedDevice(
                key: "us-east-1_\(UUID().uuidString.lowercased())", groupKey: "-group", password: "password-\(index)")
            do { try store.save(device, pool: "us-east-1_Pool", username: "user\(index)") } catch { failures.add() }
        }
        #expect(failures.value == 0)
        for index in 0..<40 {
            #expect(try store.device(pool: "us-east-1_Pool", username: "user\(index)")?.password == "password-\(index)")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: store.file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test("Device keys, names and tokens are checked before anything is sent")
    func preflight() async throws {
        let client = try Self.client("us-east-1_DevPre0001")
        let before = try SRPTestServer.shared.received().count
        for key in [
            "", "nounderscore", "us-east-1_XYZ", "us-east-1_", "_abc", "us east_1ab",
            String(repeating: "a", count: 50) + "_1234a",
        ] {
            await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
                try await client.forgetDevice(accessToken: "token", deviceKey: key)
            }
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            _ = try await client.confirmDevice(
                accessToken: "token", metadata: NewDeviceMetadata(deviceKey: "us-east-1_1f2e", deviceGroupKey: "-g"),
                name: String(repeating: "n", count: 1025))
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            try await client.updateDeviceStatus(accessToken: "", deviceKey: "us-east-1_1f2e", remembered: true)
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            _ = try await client.signIn(username: "a@example.com", password: "x", flow: .password, deviceKey: "bad key")
        }
        #expect(client.deviceKeyProblems("us-east-1_0b8f6a3e-2c4d-4e5f-8a9b-1c2d3e4f5a6b").isEmpty)
        #expect(client.deviceKeyProblems("eu_west_2_abc-123").isEmpty)
        #expect(try SRPTestServer.shared.received().count == before)
    }

    @Test("The device verifier is the one pycognito's generate_hash_device computes for the same inputs")
    func verifierVector() throws {
        let salt = try #require(BigUInt("3c9d2b1a0f8e7d6c5b4a39281706f5e4", radix: 16))
        let script = """
            import sys
            from pycognito.aws_srp import hash_sha256, hex_hash, hex_to_long, pad_hex, N_HEX, G_HEX
            group, key, password, salt = sys.argv[1:5]
            x = hex_to_long(hex_hash(pad_hex(salt) + hash_sha256(f"{group}{key}:{password}".encode())))
            print(pad_hex(pow(hex_to_long(G_HEX), x, hex_to_long(N_HEX))))
            """
        let output = try MotoServer.pythonProcess(
            script, ["-Gk3yQ", "us-east-1_0b8f6a3e", "c2VjcmV0", "3c9d2b1a0f8e7d6c5b4a39281706f5e4"])
        let expected = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let verifier = RememberedDevice.verifier(groupKey: "-Gk3yQ", key: "us-east-1_0b8f6a3e", password: "c2VjcmV0", salt: salt)
        let hex = CognitoSRP.padded(verifier).map { String(format: "%02x", $0) }.joined()
        #expect(!expected.isEmpty && hex == expected)
    }
}

/// A count several threads add to.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
