// SPDX-License-Identifier: Apache-2.0
import BigInt
import CredKitCore
import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The key Cognito gives a new device at sign-in (`NewDeviceMetadata`), when the pool tracks devices.
public struct NewDeviceMetadata: Sendable, Hashable, Codable {
    /// `DeviceKey`: the device's ID (`us-east-1_1f2e…`).
    public var deviceKey: String
    /// `DeviceGroupKey`: the group the device's SRP verifier is bound to.
    public var deviceGroupKey: String

    /// Creates metadata.
    public init(deviceKey: String, deviceGroupKey: String) {
        self.deviceKey = deviceKey
        self.deviceGroupKey = deviceGroupKey
    }
}

/// A device this client confirmed with Cognito: its key and the secret only it knows (a random
/// device password whose SRP verifier Cognito keeps). Later sign-ins send the key and prove the
/// secret (`DEVICE_SRP_AUTH`), so a remembered device can skip the second factor.
///
/// The password is a secret: keep the value where the session is kept (a 0600 file, the Keychain),
/// never in logs. ``description`` leaves it out.
public struct RememberedDevice: Sendable, Hashable, CustomStringConvertible {
    /// `DeviceKey`.
    public var key: String
    /// `DeviceGroupKey`.
    public var groupKey: String
    /// The device password (base64 of 40 random bytes), from which the verifier was computed.
    public var password: String
    /// The name it was confirmed with.
    public var name: String?

    /// Creates a device from stored values.
    public init(key: String, groupKey: String, password: String, name: String? = nil) {
        self.key = key
        self.groupKey = groupKey
        self.password = password
        self.name = name
    }

    public var description: String { "RememberedDevice(\(key))" }

    /// A new device secret for `metadata`: a random password (40 bytes from the system's generator,
    /// base64), a 16-byte salt and the verifier `g^x mod N` with
    /// `x = H(pad(salt) ‖ H(DeviceGroupKey ‖ DeviceKey ‖ ":" ‖ password))`, as Amplify and pycognito
    /// compute it.
    /// - Parameters:
    ///   - metadata: the sign-in's `NewDeviceMetadata`.
    ///   - name: the device's name.
    /// - Returns: the device to keep, and `DeviceSecretVerifierConfig` for ConfirmDevice
    ///   (`PasswordVerifier` and `Salt`, base64).
    public static func make(for metadata: NewDeviceMetadata, name: String?) -> (
        device: RememberedDevice, verifier: String, salt: String
    ) {
        var generator = SystemRandomNumberGenerator()
        let password = Data((0..<40).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64EncodedString()
        var saltBytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        if saltBytes.allSatisfy({ $0 == 0 }) { saltBytes[15] = 1 }
        let salt = BigUInt(Data(saltBytes))
        let verifier = verifier(groupKey: metadata.deviceGroupKey, key: metadata.deviceKey, password: password, salt: salt)
        let device = RememberedDevice(
            key: metadata.deviceKey, groupKey: metadata.deviceGroupKey, password: password, name: name)
        return (
            device, Data(CognitoSRP.padded(verifier)).base64EncodedString(), Data(CognitoSRP.padded(salt)).base64EncodedString()
        )
    }

    /// `g^x mod N` for a device password.
    static func verifier(groupKey: String, key: String, password: String, salt: BigUInt) -> BigUInt {
        let identity = Array(SHA256.hash(data: Array((groupKey + key + ":" + password).utf8)))
        let x = CognitoSRP.hashInteger(CognitoSRP.padded(salt) + identity)
        return CognitoSRP.power(CognitoSRP.g, x)
    }
}

/// A device as ListDevices describes it.
public struct CognitoDevice: Sendable, Hashable {
    /// `DeviceKey`.
    public var key: String
    /// The `device_name` attribute, if any.
    public var name: String?
    /// Whether it is remembered (`dev:device_remembered_status`), when Cognito says.
    public var remembered: Bool?
    /// When it last signed in, was created and last changed (seconds since 1970), when known.
    public var lastAuthenticated: Double?
    public var created: Double?
    public var lastModified: Double?
    /// Every attribute, by name (`device_status`, `last_ip_used`, …).
    public var attributes: [String: String]

    init?(_ object: JSONObject) {
        guard let key = object["DeviceKey"]?.stringValue else { return nil }
        self.key = key
        var attributes: [String: String] = [:]
        if case .array(let list)? = object["DeviceAttributes"] {
            for case .object(let attribute) in list {
                if let name = attribute["Name"]?.stringValue { attributes[name] = attribute["Value"]?.stringValue ?? "" }
            }
        }
        self.attributes = attributes
        name = attributes["device_name"]
        remembered = attributes["dev:device_remembered_status"].map { $0 == "remembered" }
        lastAuthenticated = object["DeviceLastAuthenticatedDate"]?.doubleValue
        created = object["DeviceCreateDate"]?.doubleValue
        lastModified = object["DeviceLastModifiedDate"]?.doubleValue
    }
}
