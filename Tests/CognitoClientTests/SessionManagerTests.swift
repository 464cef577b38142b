// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import CognitoTestSupport
import CredKit
import CredKitCore
import Foundation
import Synchronization
import Testing

/// ``CognitoSessionManager`` over storages of the test's own (as an app's Keychain would be): the
/// steps answered through ``SignInAnswering``, the device settled and the session saved under the
/// lock, against moto (TOTP) and the server that checks devices' SRP.
@Suite("Sign-in to saved session in the library", .serialized, .waitsOnThreads)
struct SessionManagerTests {
    /// A session storage in memory that records whether each save came while its lock was held.
    final class MemorySessions: CognitoSessionStorage {
        private struct State {
            var session: CognitoSession?
            var held = false
            var saves: [(session: CognitoSession, underLock: Bool)] = []
        }
        private let state = Mutex(State())

        var saves: [(session: CognitoSession, underLock: Bool)] { state.withLock { $0.saves } }

        func load() throws -> CognitoSession? { state.withLock { $0.session } }

        func save(_ session: CognitoSession) throws {
            state.withLock {
                $0.session = session
                $0.saves.append((session, $0.held))
            }
        }

        func remove() throws { state.withLock { $0.session = nil } }

        func withLock<Value>(_ body: () async throws -> Value) async throws -> Value {
            state.withLock { $0.held = true }
            defer { state.withLock { $0.held = false } }
            return try await body()
        }
    }

    /// Devices in memory, keyed by pool and user.
    final class MemoryDevices: RememberedDeviceStorage {
        private let devices = Mutex([String: RememberedDevice]())

        func device(pool: String, username: String) throws -> RememberedDevice? {
            devices.withLock { $0[pool + "/" + username] }
        }

        func save(_ device: RememberedDevice, pool: String, username: String) throws {
            devices.withLock { $0[pool + "/" + username] = device }
        }

        @discardableResult
        func remove(pool: String, username: String) throws -> RememberedDevice? {
            devices.withLock { $0.removeValue(forKey: pool + "/" + username) }
        }
    }

    /// Answers from a script, recording the steps it was asked. An answer is made when its step is asked
    /// (a TOTP code made before a sign-in whose SRP takes seconds under load can reach moto a step late).
    struct Script: SignInAnswering {
        var answers: [() throws -> SignInAnswer]
        var asked: [SignInStep.Kind] = []

        init(answers: [SignInAnswer]) {
            self.answers = answers.map { answer in { answer } }
        }

        init(making answers: [() throws -> SignInAnswer]) {
            self.answers = answers
        }

        mutating func answer(_ step: SignInStep, username: String) async throws -> SignInAnswer {
            asked.append(step.kind)
            guard !answers.isEmpty else { throw CognitoError.stoppedAfterSending("no answer scripted") }
            return try answers.removeFirst()()
        }
    }

    @Test("TOTP at sign-in: the answerer is asked once, the session (with its policy) saved under the lock")
    func totp() async throws {
        let pool = try MotoServer.shared.makePool(mfa: "OPTIONAL")
        let client = try CognitoClientMotoTests.client(pool)
        let email = "manager.totp@example.com"
        try await CognitoSignInTests.totpUser(client, email)

        let sessions = MemorySessions()
        let manager = CognitoSessionManager(client: client, sessions: sessions, devices: MemoryDevices())
        let policy = try #require(PolicyPreset.all.last).policy()
        // No answer: 1004, stopped after sending (exit 4 on the command line), nothing saved.
        var silent = Script(answers: [])
        do {
            _ = try await manager.signIn(
                username: email, .password(CognitoSignInTests.password), answering: &silent)
            Issue.record("signed in without a code")
        } catch let error as CognitoError {
            #expect(error.number == 1004 && error.category == .stopped && error.errorType == "credkit:stopped-after-sending")
            #expect(error.message(in: .english) == "Stopped after a request was sent: no answer scripted")
            #expect(error.message(in: .spanish) == "Se detuvo después de enviar una solicitud: no answer scripted")
        }
        #expect(silent.asked == [.enterCode] && sessions.saves.isEmpty)

        // An answer that does not fit the step is refused before sending (1000); the step stays.
        var wrongFit = Script(answers: [.mfaType(.sms)])
        do {
            _ = try await manager.signIn(
                username: email, .password(CognitoSignInTests.password), answering: &wrongFit)
            Issue.record("an MFA type answered a code step")
        } catch let error as CognitoError {
            #expect(error.number == 1000)
        }

        var script = Script(making: [{ .code(try IndependentTOTP.code(secret: "asdfasdfasdf")) }])
        let signedIn = try await manager.signIn(
            username: email, .password(CognitoSignInTests.password, flow: .srp), answering: &script,
            options: .init(passwordPolicy: policy))
        #expect(script.asked == [.enterCode] && script.answers.isEmpty)
        #expect(signedIn.device == nil)
        #expect(signedIn.session.username == email && signedIn.session.passwordPolicy == policy)
        #expect(signedIn.session.userPoolID == pool.userPoolID && signedIn.session.clientID == pool.clientID)
        #expect(try JSONWebToken(compact: signedIn.session.tokens.accessToken).claims.tokenUse == "access")
        #expect(sessions.saves.count == 1 && sessions.saves[0].underLock && sessions.saves[0].session == signedIn.session)
        #expect(try sessions.load() == signedIn.session)
    }

    @Test("Asked to remember a device where the pool tracks none: notTracked, and the session is saved")
    func notTracked() async throws {
        let pool = try MotoServer.shared.makePool()
        let client = try CognitoClientMotoTests.client(pool)
        let email = "manager.plain@example.com"
        try await CognitoSignInTests.confirmedUser(client, email)
        let sessions = MemorySessions()
        let devices = MemoryDevices()
        var script = Script(answers: [])
        let signedIn = try await CognitoSessionManager(client: client, sessions: sessions, devices: devices).signIn(
            username: email, .password(CognitoSignInTests.password), answering: &script,
            options: .init(rememberingDeviceAs: "test device"))
        #expect(signedIn.device == .notTracked && signedIn.session.deviceKey == nil && script.asked.isEmpty)
        #expect(try devices.device(pool: pool.userPoolID, username: email) == nil)
        #expect(sessions.saves.map(\.underLock) == [true])
    }

    @Test("A new device remembered, then proved; one the pool forgot is forgotten here too")
    func devices() async throws {
        let pool = "us-east-1_DevManager1"
        let server = try SRPTestServer.shared
        let email = "marta@example.com"
        // An app client of its own: the server keeps one pool per client, and the device suite runs beside this one.
        let clientID = "devicemanagerclient01"
        try server.register(
            pool: pool, clientID: clientID, username: email, password: RememberedDeviceTests.password, devices: "opt-in")
        let client = try CognitoIdentityClient(
            .init(region: "us-east-1", clientID: clientID, userPoolID: pool, endpoint: server.endpoint, retry: .none))
        let sessions = MemorySessions()
        let devices = MemoryDevices()
        let manager = CognitoSessionManager(client: client, sessions: sessions, devices: devices)
        #expect(CognitoSessionManager.devicePool(of: client.configuration) == pool)
        var script = Script(answers: [])
        let options = CognitoSessionManager.Options(rememberingDeviceAs: "credkit manager test")

        // A new device: confirmed, remembered (the pool asks the user's choice), kept, the session's.
        let first = try await manager.signIn(
            username: email, .password(RememberedDeviceTests.password), answering: &script, options: options)
        let kept = try #require(try devices.device(pool: pool, username: email))
        #expect(first.device == .remembered(key: kept.key) && first.session.deviceKey == kept.key)
        #expect(kept.name == "credkit manager test")
        let listed = try await client.listDevices(accessToken: first.session.tokens.accessToken)
        #expect(listed.map(\.key) == [kept.key] && listed.first?.remembered == true)

        // The next sign-in proves it (DEVICE_SRP_AUTH, no step for the user).
        let second = try await manager.signIn(
            username: email, .password(RememberedDeviceTests.password, flow: .srp), answering: &script)
        #expect(second.device == .proved(key: kept.key) && second.session.deviceKey == kept.key)
        #expect(script.asked.isEmpty)

        // Forgotten by the pool: the sign-in gets a new key; not asked to remember, the old device is
        // dropped and none kept.
        try await client.forgetDevice(accessToken: second.session.tokens.accessToken, deviceKey: kept.key)
        let third = try await manager.signIn(
            username: email, .password(RememberedDeviceTests.password), answering: &script)
        #expect(third.device == nil && third.session.deviceKey == nil)
        #expect(try devices.device(pool: pool, username: email) == nil)
        #expect(sessions.saves.map(\.underLock) == [true, true, true])
        #expect(try server.received().filter { $0.clientID == clientID && !$0.valid }.isEmpty)
    }
}
