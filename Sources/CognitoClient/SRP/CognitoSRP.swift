// SPDX-License-Identifier: Apache-2.0
import BigInt
import CredKitCore
import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The client side of Cognito's `USER_SRP_AUTH`: the password never leaves the device; the client
/// proves it knows it with a signature over Cognito's challenge.
///
/// ```swift
/// let srp = try CognitoSRP(userPoolID: "eu-west-1_AbC123xyz")
/// // InitiateAuth(USER_SRP_AUTH, USERNAME, SRP_A: srp.publicValueHex) → PASSWORD_VERIFIER parameters
/// let claim = try srp.claim(for: SRPChallenge(parameters: challengeParameters), password: password, at: Date())
/// // RespondToAuthChallenge(PASSWORD_VERIFIER, claim.challengeResponses)
/// ```
///
/// The arithmetic is the one amazon-cognito-identity-js and pycognito implement (3072-bit group of
/// RFC 5054, g = 2, SHA-256, Cognito's "Caldera" key derivation); known-answer tests made with
/// pycognito pin it, since emulators do not check it.
public struct CognitoSRP: Sendable {
    /// The part of the user pool ID after `_`, which Cognito mixes into the password hash; for a
    /// remembered device (``init(deviceGroupKey:)``), the device group key, which takes its place.
    public let poolName: String
    /// The client's secret exponent `a`.
    let privateValue: BigUInt
    /// `A = g^a mod N`.
    let publicValue: BigUInt

    /// Starts an exchange with a fresh random secret (128 bytes from the system's generator).
    /// - Parameter userPoolID: the pool, such as `eu-west-1_AbC123xyz`.
    /// - Throws: ``CognitoSRPError`` when the pool ID has no `_`.
    public init(userPoolID: String) throws(CognitoSRPError) {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<128).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        try self.init(userPoolID: userPoolID, privateValue: BigUInt(Data(bytes)))
    }

    /// Starts a remembered device's exchange (`DEVICE_SRP_AUTH`): the same maths, with the device
    /// group key in the pool name's place and the device key as the user (see
    /// ``deviceClaim(for:device:at:)``).
    /// - Parameter deviceGroupKey: the device's `DeviceGroupKey`.
    /// - Throws: ``CognitoSRPError`` when the key is empty.
    public init(deviceGroupKey: String) throws(CognitoSRPError) {
        guard !deviceGroupKey.isEmpty else { throw CognitoSRPError(.invalidChallenge, parameter: "DeviceGroupKey") }
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<128).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        try self.init(realm: deviceGroupKey, privateValue: BigUInt(Data(bytes)))
    }

    /// Starts an exchange with a given secret: for known-answer tests only.
    init(userPoolID: String, privateValue: BigUInt) throws(CognitoSRPError) {
        guard let separator = userPoolID.firstIndex(of: "_"), userPoolID.index(after: separator) < userPoolID.endIndex else {
            throw CognitoSRPError(.invalidPoolID)
        }
        try self.init(realm: String(userPoolID[userPoolID.index(after: separator)...]), privateValue: privateValue)
    }

    /// An exchange for `realm` (a pool name or a device group key) with a given secret.
    init(realm: String, privateValue: BigUInt) throws(CognitoSRPError) {
        self.poolName = realm
        self.privateValue = privateValue
        self.publicValue = Self.power(Self.g, privateValue)
        if publicValue.isZero { throw CognitoSRPError(.unsafeValue) }
    }

    /// `SRP_A` for InitiateAuth: `A` in lower-case hex.
    public var publicValueHex: String { String(publicValue, radix: 16) }

    /// Answers a `PASSWORD_VERIFIER` challenge.
    /// - Parameters:
    ///   - challenge: the challenge's parameters.
    ///   - password: the user's password.
    ///   - date: the moment signed (Cognito rejects answers more than a few seconds old).
    /// - Returns: the challenge responses (without `SECRET_HASH`, which the caller adds).
    /// - Throws: ``CognitoSRPError`` when the server's values are unsafe.
    public func claim(for challenge: SRPChallenge, password: String, at date: Date) throws(CognitoSRPError) -> SRPClaim {
        let key = try passwordAuthenticationKey(for: challenge, password: password)
        let timestamp = Self.timestamp(date)
        var message = Array(poolName.utf8)
        message += Array(challenge.userIDForSRP.utf8)
        message += challenge.secretBlockBytes
        message += Array(timestamp.utf8)
        let signature = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key))
        return SRPClaim(
            username: challenge.username, secretBlock: challenge.secretBlock, signature: Data(signature).base64EncodedString(),
            timestamp: timestamp)
    }

    /// Answers a `DEVICE_PASSWORD_VERIFIER` challenge with a remembered device's password: the
    /// message signed is `DeviceGroupKey ‖ DeviceKey ‖ secret block ‖ timestamp`.
    /// - Parameters:
    ///   - parameters: the challenge's parameters (`SALT`, `SRP_B`, `SECRET_BLOCK`, `USERNAME`).
    ///   - device: the device (its group key must be the one this exchange was started with).
    ///   - date: the moment signed.
    /// - Returns: the challenge responses without `DEVICE_KEY` and `SECRET_HASH`, which the caller adds.
    /// - Throws: ``CognitoSRPError`` for a missing parameter or an unsafe server value.
    public func deviceClaim(for parameters: [String: String], device: RememberedDevice, at date: Date) throws(CognitoSRPError)
        -> SRPClaim
    {
        var parameters = parameters
        parameters["USER_ID_FOR_SRP"] = device.key
        if parameters["USERNAME"]?.isEmpty ?? true { throw CognitoSRPError(.invalidChallenge, parameter: "USERNAME") }
        return try claim(for: SRPChallenge(parameters: parameters), password: device.password, at: date)
    }

    /// The 16-byte key both sides derive: HKDF-SHA256 over `S`, salted with `u`, info "Caldera Derived Key".
    func passwordAuthenticationKey(for challenge: SRPChallenge, password: String) throws(CognitoSRPError) -> [UInt8] {
        let values = try sessionValues(for: challenge, password: password)
        let pseudoRandomKey = HMAC<SHA256>.authenticationCode(
            for: Self.padded(values.S), using: SymmetricKey(data: Self.padded(values.u)))
        let block = HMAC<SHA256>.authenticationCode(
            for: Array("Caldera Derived Key".utf8) + [1], using: SymmetricKey(data: Array(pseudoRandomKey)))
        return Array(Array(block).prefix(16))
    }

    /// `u`, `x` and the shared secret `S`.
    func sessionValues(for challenge: SRPChallenge, password: String) throws(CognitoSRPError) -> (
        u: BigUInt, x: BigUInt, S: BigUInt
    ) {
        let B = challenge.serverPublicValue
        if (B % Self.N).isZero { throw CognitoSRPError(.unsafeValue) }
        let u = Self.hashInteger(Self.padded(publicValue) + Self.padded(B))
        if u.isZero { throw CognitoSRPError(.unsafeValue) }
        let identity = Array(SHA256.hash(data: Array((poolName + challenge.userIDForSRP + ":" + password).utf8)))
        let x = Self.hashInteger(Self.padded(challenge.salt) + identity)
        let verifier = Self.power(Self.g, x)
        let kv = (Self.k * verifier) % Self.N
        // (B − k·v) mod N, kept non-negative before exponentiating.
        let base = (B % Self.N + Self.N - kv) % Self.N
        let S = Self.power(base, privateValue + u * x)
        return (u, x, S)
    }

    /// The 3072-bit group prime of RFC 5054 (also RFC 3526's group 15).
    static let N = BigUInt(
        "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF",
        radix: 16)!
    static let g = BigUInt(2)
    /// Exponentiation modulo N in Montgomery form (BigInt's division-based `power` is 15 times slower).
    static let group = MontgomeryModulus(N)

    static func power(_ base: BigUInt, _ exponent: BigUInt) -> BigUInt {
        group.power(base, exponent)
    }
    /// `k = H(pad(N) ‖ pad(g))`.
    static let k = hashInteger(padded(N) + padded(g))

    /// Cognito's encoding of a positive integer for hashing: big-endian, minimal, with a leading zero
    /// byte when the top bit is set (Java's `BigInteger.toByteArray`; not RFC 5054's fixed width).
    static func padded(_ value: BigUInt) -> [UInt8] {
        let bytes = Array(value.serialize())
        guard let first = bytes.first else { return [0] }
        return first >= 0x80 ? [0] + bytes : bytes
    }

    static func hashInteger(_ bytes: [UInt8]) -> BigUInt {
        BigUInt(Data(SHA256.hash(data: bytes)))
    }

    /// `EEE MMM d HH:mm:ss 'UTC' yyyy` in English, day of month not zero-padded — the one form
    /// Cognito accepts (`Tue Nov 3 09:54:10 UTC 2026`).
    static func timestamp(_ date: Date) -> String {
        let time = CivilTime(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)))
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(weekdays[Int(time.weekday)]) \(months[Int(time.month) - 1]) \(time.day) \(two(time.hour)):\(two(time.minute)):\(two(time.second)) UTC \(time.year)"
    }
}
