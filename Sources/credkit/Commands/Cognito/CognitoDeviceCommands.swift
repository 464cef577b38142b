// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

extension CognitoContext {
    /// Where remembered devices are kept: `devices.json` beside the session file (0600).
    var devices: DeviceStore { DeviceStore(besideSession: store.file) }

    /// The devices file, its failures reported naming it.
    var deviceStorage: ReportingDeviceStore { ReportingDeviceStore(store: devices, language: language) }

    /// The device remembered on this machine for `username`, if any.
    /// - Throws: ``CLIFailure`` (exit 2) for a devices file that is not private, not ours or not one.
    func rememberedDevice(_ configuration: CognitoIdentityClient.Configuration, username: String) throws
        -> RememberedDevice?
    {
        try deviceStorage.device(pool: CognitoSessionManager.devicePool(of: configuration), username: username)
    }

    /// Forgets the device kept for `username`.
    /// - Throws: ``CLIFailure`` (exit 2) naming the file when it cannot be written.
    func forgetDevice(_ configuration: CognitoIdentityClient.Configuration, username: String) throws {
        try deviceStorage.remove(pool: CognitoSessionManager.devicePool(of: configuration), username: username)
    }

    /// The name a device is confirmed with: `credkit on HOST`.
    static var deviceName: String {
        let host = ProcessInfo.processInfo.hostName
        return String(("credkit on " + (host.isEmpty ? "this machine" : host)).prefix(1024))
    }
}

/// `credkit cognito devices`: the signed-in user's remembered devices.
struct CognitoDevicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: Console.help(.helpCognitoDevices),
        discussion: Console.help(.helpCognitoDevicesDiscussion),
        subcommands: [
            CognitoDevicesListCommand.self, CognitoDevicesRememberCommand.self, CognitoDevicesForgetCommand.self,
            CognitoDevicesForgetThisCommand.self,
        ])
}

/// `credkit cognito devices list`: ListDevices, this machine's device marked.
struct CognitoDevicesListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: Console.help(.helpCognitoDevicesList))

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let language = context.language
        let saved = try context.requireSession()
        let client = try await context.client(session: saved)
        let this = try context.rememberedDevice(client.configuration, username: saved.username)
        let (session, _) = try await context.freshSession(saved, client: client)
        try await context.run {
            let listed = try await client.listDevices(accessToken: session.tokens.accessToken)
            let yes = CLITexts.string(.cognitoYes, in: language)
            let no = CLITexts.string(.cognitoNo, in: language)
            var text = listed.isEmpty ? CLITexts.string(.cognitoNoDevices, in: language) : ""
            for (index, device) in listed.enumerated() {
                var rows = [
                    (CLITexts.string(.cognitoDeviceName, in: language), Display.safe(device.name ?? "")),
                    (
                        CLITexts.string(.cognitoDeviceRemembered, in: language),
                        device.remembered.map { $0 ? yes : no } ?? "?"
                    ),
                ]
                if let seconds = device.lastAuthenticated {
                    rows.append((CLITexts.string(.cognitoDeviceLastSignIn, in: language), Display.readableTime(seconds)))
                }
                let marker = device.key == this?.key ? " " + CLITexts.string(.cognitoThisDevice, in: language) : ""
                text += (index > 0 ? "\n" : "") + Display.safe(device.key) + marker + "\n" + Display.table(rows, indent: "  ")
            }
            context.emit(
                text: text,
                json: [
                    ("operation", .string("devices-list")),
                    (
                        "devices",
                        .array(
                            listed.map { device in
                                var members: [(String, JSONValue)] = [("key", .string(device.key))]
                                members.append(("name", device.name.map { .string($0) } ?? .null))
                                members.append(("remembered", device.remembered.map { .bool($0) } ?? .null))
                                members.append(
                                    (
                                        "lastAuthenticated",
                                        device.lastAuthenticated.flatMap(JWTClaims.iso8601).map { .string($0) } ?? .null
                                    ))
                                members.append(("thisDevice", .bool(device.key == this?.key)))
                                return .object(CognitoContext.object(members))
                            })
                    ),
                ])
        }
    }
}

/// `credkit cognito devices remember`: UpdateDeviceStatus remembered for this machine's device.
struct CognitoDevicesRememberCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remember", abstract: Console.help(.helpCognitoDevicesRemember))

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        let context = try CognitoContext(options)
        let saved = try context.requireSession()
        let client = try await context.client(session: saved)
        let device = try context.requireDevice(client.configuration, username: saved.username)
        let (session, _) = try await context.freshSession(saved, client: client)
        try await context.run {
            try await client.updateDeviceStatus(
                accessToken: session.tokens.accessToken, deviceKey: device.key, remembered: true)
        }
        context.emit(
            text: CLITexts.string(.cognitoDeviceNowRemembered, in: context.language, ["key": device.key]),
            json: [("operation", .string("devices-remember")), ("key", .string(device.key)), ("remembered", .bool(true))])
    }
}

/// `credkit cognito devices forget [KEY]`: ForgetDevice for any of the user's devices; without a key,
/// this machine's (as `forget-this`).
struct CognitoDevicesForgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "forget", abstract: Console.help(.helpCognitoDevicesForget))

    @Argument(help: ArgumentHelp(Console.help(.helpArgumentDeviceKey), valueName: "key"))
    var key: String?

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        try await Self.forget(key, options)
    }

    /// Forgets `key` (this machine's device when `nil`), and its secret here when it is this machine's.
    static func forget(_ key: String?, _ options: CognitoOptions) async throws {
        let context = try CognitoContext(options)
        let saved = try context.requireSession()
        let client = try await context.client(session: saved)
        let this = try context.rememberedDevice(client.configuration, username: saved.username)
        let key = try key ?? this?.key ?? context.requireDevice(client.configuration, username: saved.username).key
        let (session, _) = try await context.freshSession(saved, client: client)
        try await context.run {
            try await client.forgetDevice(accessToken: session.tokens.accessToken, deviceKey: key)
        }
        if key == this?.key { try context.forgetDevice(client.configuration, username: saved.username) }
        context.emit(
            text: CLITexts.string(.cognitoDeviceForgotten, in: context.language, ["key": Display.safe(key)]),
            json: [
                ("operation", .string("devices-forget")), ("key", .string(key)), ("thisDevice", .bool(key == this?.key)),
            ])
    }
}

/// `credkit cognito devices forget-this`: ForgetDevice for this machine's device, and its secret removed.
struct CognitoDevicesForgetThisCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget-this", abstract: Console.help(.helpCognitoDevicesForgetThis))

    @OptionGroup var options: CognitoOptions

    func run() async throws {
        try await CognitoDevicesForgetCommand.forget(nil, options)
    }
}

extension CognitoContext {
    /// This machine's device for `username`; without one a usage error (exit 2) saying how to get one.
    func requireDevice(_ configuration: CognitoIdentityClient.Configuration, username: String) throws -> RememberedDevice {
        guard let device = try rememberedDevice(configuration, username: username) else {
            throw CLIFailure(
                message: CLITexts.string(.cognitoNoDeviceHere, in: language, ["username": Display.safe(username)]))
        }
        return device
    }
}
