// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

extension CognitoIdentityClient {
    // MARK: Remembered devices

    /// The most pages of ListDevices read (60 devices a page).
    static let maximumDevicePages = 50

    /// Confirms a new device after a sign-in that returned ``AuthenticationTokens/newDevice``: a
    /// random device password is made here and only its SRP verifier is sent (ConfirmDevice).
    /// - Parameters:
    ///   - accessToken: the sign-in's access token.
    ///   - metadata: the sign-in's `NewDeviceMetadata`.
    ///   - name: the device's name (1–1,024 characters), shown by ListDevices.
    /// - Returns: the device to keep (with its password: a secret) and whether the user must still
    ///   choose to remember it (``updateDeviceStatus(accessToken:deviceKey:remembered:)``), as pools
    ///   that remember devices "on the user's choice" answer.
    /// - Throws: ``CognitoError``: 1000 for a malformed key or name (nothing sent), else 9900–9903.
    public func confirmDevice(accessToken: String, metadata: NewDeviceMetadata, name: String?)
        async throws(CognitoError) -> (device: RememberedDevice, userConfirmationNecessary: Bool)
    {
        var problems = tokenProblems(accessToken, field: "accessToken") + deviceKeyProblems(metadata.deviceKey)
        if metadata.deviceGroupKey.isEmpty { problems.append(missing("deviceGroupKey")) }
        if let name, name.isEmpty || name.count > 1024 {
            problems.append(
                ValidationProblem(field: "deviceName", code: .tooLong) {
                    Texts.string(.cognitoProblemTooLong, in: $0, ["field": "deviceName", "limit": "1024"])
                })
        }
        try requireValid(problems, .confirmDevice)
        let (device, verifier, salt) = RememberedDevice.make(for: metadata, name: name)
        var body = JSONObject([
            .init(key: "AccessToken", value: .string(accessToken)),
            .init(key: "DeviceKey", value: .string(metadata.deviceKey)),
            .init(
                key: "DeviceSecretVerifierConfig",
                value: .object(
                    JSONObject([
                        .init(key: "PasswordVerifier", value: .string(verifier)), .init(key: "Salt", value: .string(salt)),
                    ]))),
        ])
        if let name { body.members.append(.init(key: "DeviceName", value: .string(name))) }
        let (response, _) = try await send(.confirmDevice, body, secrets: [accessToken])
        return (device, response["UserConfirmationNecessary"] == .bool(true))
    }

    /// Remembers a confirmed device, or stops remembering it (UpdateDeviceStatus).
    /// - Parameters:
    ///   - accessToken: the access token.
    ///   - deviceKey: the device's key.
    ///   - remembered: `true` to remember it (`remembered`), `false` for `not_remembered`.
    /// - Throws: ``CognitoError``: 1000 for a malformed key (nothing sent), else 9920–9922.
    public func updateDeviceStatus(accessToken: String, deviceKey: String, remembered: Bool) async throws(CognitoError) {
        try requireValid(tokenProblems(accessToken, field: "accessToken") + deviceKeyProblems(deviceKey), .updateDeviceStatus)
        let body = JSONObject([
            .init(key: "AccessToken", value: .string(accessToken)), .init(key: "DeviceKey", value: .string(deviceKey)),
            .init(key: "DeviceRememberedStatus", value: .string(remembered ? "remembered" : "not_remembered")),
        ])
        _ = try await send(.updateDeviceStatus, body, secrets: [accessToken])
    }

    /// The user's devices (ListDevices, every page).
    /// - Parameter accessToken: the access token.
    /// - Returns: the devices, as Cognito lists them.
    /// - Throws: ``CognitoError`` (9940–9941, or 1000).
    public func listDevices(accessToken: String) async throws(CognitoError) -> [CognitoDevice] {
        try requireValid(tokenProblems(accessToken, field: "accessToken"), .listDevices)
        var devices: [CognitoDevice] = []
        var next: String?
        for _ in 0..<Self.maximumDevicePages {
            var body = JSONObject([
                .init(key: "AccessToken", value: .string(accessToken)), .init(key: "Limit", value: .number("60")),
            ])
            if let next { body.members.append(.init(key: "PaginationToken", value: .string(next))) }
            let (response, _) = try await send(.listDevices, body, secrets: [accessToken])
            if case .array(let list)? = response["Devices"] {
                devices += list.compactMap { $0.objectValue.flatMap(CognitoDevice.init) }
            }
            next = response["PaginationToken"]?.stringValue
            if next?.isEmpty ?? true { return devices }
        }
        throw CognitoError(.listDevices, .invalidResponse("more than \(Self.maximumDevicePages) pages of devices"))
    }

    /// Forgets a device: Cognito no longer knows it, and its key no longer skips anything.
    /// - Parameters:
    ///   - accessToken: the access token.
    ///   - deviceKey: the device's key.
    /// - Throws: ``CognitoError``: 1000 for a malformed key (nothing sent), else 9960–9962.
    public func forgetDevice(accessToken: String, deviceKey: String) async throws(CognitoError) {
        try requireValid(tokenProblems(accessToken, field: "accessToken") + deviceKeyProblems(deviceKey), .forgetDevice)
        let body = JSONObject([
            .init(key: "AccessToken", value: .string(accessToken)), .init(key: "DeviceKey", value: .string(deviceKey)),
        ])
        _ = try await send(.forgetDevice, body, secrets: [accessToken])
    }

    /// Answers `DEVICE_SRP_AUTH` for a remembered device: a fresh SRP exchange bound to the device
    /// group key, then the `DEVICE_PASSWORD_VERIFIER` claim signed with the device password.
    /// - Parameters:
    ///   - challenge: the `DEVICE_SRP_AUTH` challenge.
    ///   - username: the name the user signs in with.
    ///   - device: the device.
    /// - Returns: tokens, or a further challenge.
    /// - Throws: ``CognitoError`` (4000–4008 from Cognito; 1002 for an unusable verifier challenge).
    public func answerDeviceChallenge(_ challenge: SignInChallenge, username: String, device: RememberedDevice)
        async throws(CognitoError) -> SignInResult
    {
        guard challenge.name == "DEVICE_SRP_AUTH" else {
            throw CognitoError(.respondToAuthChallenge, .unexpectedChallenge(challenge.name))
        }
        try requireValid(deviceKeyProblems(device.key), .respondToAuthChallenge)
        let srp: CognitoSRP
        do {
            srp = try CognitoSRP(deviceGroupKey: device.groupKey)
        } catch {
            throw CognitoError(.respondToAuthChallenge, .srp(error))
        }
        let name = challenge.parameters["USERNAME"] ?? username
        var responses = ["USERNAME": name, "DEVICE_KEY": device.key, "SRP_A": srp.publicValueHex]
        responses["SECRET_HASH"] = secretHash(name)
        let (verifier, _) = try await send(
            .respondToAuthChallenge, respond("DEVICE_SRP_AUTH", session: challenge.session, responses),
            secrets: [challenge.session].compactMap { $0 })
        guard verifier["ChallengeName"]?.stringValue == "DEVICE_PASSWORD_VERIFIER" else {
            return try Self.signInResult(verifier, .respondToAuthChallenge)
        }
        var parameters = Self.stringMap(verifier["ChallengeParameters"])
        if parameters["USERNAME"]?.isEmpty ?? true { parameters["USERNAME"] = name }
        let claim: SRPClaim
        do {
            claim = try srp.deviceClaim(for: parameters, device: device, at: Date())
        } catch {
            throw CognitoError(.respondToAuthChallenge, .srp(error))
        }
        var answer = claim.challengeResponses
        answer["DEVICE_KEY"] = device.key
        answer["SECRET_HASH"] = secretHash(claim.username)
        let session = verifier["Session"]?.stringValue
        let (result, _) = try await send(
            .respondToAuthChallenge, respond("DEVICE_PASSWORD_VERIFIER", session: session, answer),
            secrets: [device.password] + [session].compactMap { $0 })
        return try Self.signInResult(result, .respondToAuthChallenge)
    }

    /// AWS's pattern for a device key, `[\w-]+_[0-9a-f-]+`, 1–55 characters.
    func deviceKeyProblems(_ key: String, field: String = "deviceKey") -> [ValidationProblem] {
        if key.isEmpty { return [missing(field)] }
        let scalars = Array(key.unicodeScalars)
        let isWord: (Unicode.Scalar) -> Bool = {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
        let isHex: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) || ("a"..."f").contains($0) || $0 == "-" }
        // The last underscore splits it (a word part may hold underscores; the hex part cannot).
        if let split = scalars.lastIndex(of: "_"), split > 0, split < scalars.count - 1, scalars.count <= 55,
            scalars[..<split].allSatisfy(isWord), scalars[(split + 1)...].allSatisfy(isHex)
        {
            return []
        }
        return [
            ValidationProblem(field: field, code: .invalidDeviceKey) {
                Texts.string(.cognitoProblemDeviceKey, in: $0, ["field": field])
            }
        ]
    }
}
