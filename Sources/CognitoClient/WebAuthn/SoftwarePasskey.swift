// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitJWT
import Crypto
import Foundation

/// A software passkey: a WebAuthn (Level 3) authenticator whose P-256 key lives in a file, for CI
/// and test users of passkey pools. It makes registrations (attestation `none`) and assertions the
/// way a platform authenticator does — clientDataJSON, authenticatorData with the relying party's
/// hash, flags, a signature counter and, when registering, the attested credential data with the
/// COSE key — so a relying party verifies them as it verifies a device's.
///
/// Weaker than a device-bound passkey: whoever can read the file can sign in as the user (there is
/// no secure element and no user verification beyond the file's permissions, 0600). Use it for test
/// users, not people.
public struct SoftwarePasskey: Sendable {
    /// The credential ID (32 random bytes).
    public let credentialID: [UInt8]
    /// The relying party it is for (Cognito: the pool's domain or the configured one).
    public let relyingPartyID: String
    /// The user handle the relying party gave when it was registered.
    public let userHandle: [UInt8]
    /// The signature counter: how many assertions it has made.
    public private(set) var signCount: UInt32
    private let key: P256.Signing.PrivateKey

    /// The COSE algorithm it signs with: ES256.
    public static let algorithm = -7

    private init(
        credentialID: [UInt8], relyingPartyID: String, userHandle: [UInt8], signCount: UInt32, key: P256.Signing.PrivateKey
    ) {
        self.credentialID = credentialID
        self.relyingPartyID = relyingPartyID
        self.userHandle = userHandle
        self.signCount = signCount
        self.key = key
    }

    /// The credential ID as WebAuthn's JSON writes it (base64url, no padding).
    public var credentialIDText: String { Base64URL.encode(credentialID) }

    // MARK: Registration

    /// A new passkey for the relying party's creation options (`PublicKeyCredentialCreationOptions`
    /// in WebAuthn's JSON form, as Cognito's `StartWebAuthnRegistration` returns them), and the
    /// registration response to send back (`RegistrationResponseJSON`).
    /// - Parameters:
    ///   - options: the creation options.
    ///   - origin: the origin the client presents; `https://` and the relying party's ID by default.
    /// - Throws: ``PasskeyError``: the options lack `challenge`, `rp.id` or `user.id`
    ///   (`invalid-options`), accept no ES256 (`unsupported-algorithm`).
    public static func register(options: JSONObject, origin: String? = nil) throws(PasskeyError) -> (
        passkey: SoftwarePasskey, response: JSONObject
    ) {
        let challenge = try bytes(options, "challenge")
        guard let rp = options["rp"]?.objectValue, let rpID = rp["id"]?.stringValue, !rpID.isEmpty else {
            throw PasskeyError(.invalidOptions, detail: "rp.id")
        }
        guard let user = options["user"]?.objectValue else { throw PasskeyError(.invalidOptions, detail: "user.id") }
        let userHandle = try bytes(user, "id", path: "user.id")
        let parameters = options["pubKeyCredParams"].flatMap { value -> [JSONValue]? in
            if case .array(let items) = value { return items }
            return nil
        }
        let algorithms = (parameters ?? []).compactMap { $0.objectValue?["alg"]?.doubleValue }.map { Int($0) }
        // No parameters: WebAuthn's default is ES256 and RS256.
        guard parameters == nil || parameters?.isEmpty == true || algorithms.contains(algorithm) else {
            throw PasskeyError(.unsupportedAlgorithm, detail: algorithms.map(String.init).joined(separator: ", "))
        }
        var generator = SystemRandomNumberGenerator()
        let credentialID = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let passkey = SoftwarePasskey(
            credentialID: credentialID, relyingPartyID: rpID, userHandle: userHandle, signCount: 0,
            key: P256.Signing.PrivateKey())
        let clientData = clientDataJSON(type: "webauthn.create", challenge: challenge, origin: origin ?? "https://" + rpID)
        let point = Array(passkey.key.publicKey.x963Representation)  // 0x04 ‖ x ‖ y
        let coseKey = CBOR.map([
            (.int(1), .int(2)), (.int(3), .int(Int64(algorithm))), (.int(-1), .int(1)),
            (.int(-2), .bytes(Array(point[1..<33]))), (.int(-3), .bytes(Array(point[33..<65]))),
        ])
        // Attested credential data: an all-zero AAGUID (no attestation), the ID's length and the ID,
        // the COSE key.
        let attested =
            [UInt8](repeating: 0, count: 16) + [UInt8(credentialID.count >> 8), UInt8(credentialID.count & 0xFF)]
            + credentialID + coseKey.encoded
        // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
        let authenticatorData = passkey.authenticatorData(flags: 0x45, counter: 0) + attested
        let attestation = CBOR.map([
            (.text("fmt"), .text("none")), (.text("attStmt"), .map([])), (.text("authData"), .bytes(authenticatorData)),
        ])
        let publicKeyInfo = Array(passkey.key.publicKey.derRepresentation)
        let response = JSONObject([
            .init(key: "id", value: .string(passkey.credentialIDText)),
            .init(key: "rawId", value: .string(passkey.credentialIDText)),
            .init(
                key: "response",
                value: .object(
                    JSONObject([
                        .init(key: "clientDataJSON", value: .string(Base64URL.encode(clientData))),
                        .init(key: "attestationObject", value: .string(Base64URL.encode(attestation.encoded))),
                        .init(key: "authenticatorData", value: .string(Base64URL.encode(authenticatorData))),
                        .init(key: "publicKey", value: .string(Base64URL.encode(publicKeyInfo))),
                        .init(key: "publicKeyAlgorithm", value: .number(String(algorithm))),
                        .init(key: "transports", value: .array([.string("internal")])),
                    ]))),
            .init(key: "authenticatorAttachment", value: .string("platform")),
            .init(key: "clientExtensionResults", value: .object(JSONObject())),
            .init(key: "type", value: .string("public-key")),
        ])
        return (passkey, response)
    }

    // MARK: Assertion

    /// Signs the relying party's request options (`PublicKeyCredentialRequestOptions` in WebAuthn's
    /// JSON form, as Cognito's `WEB_AUTHN` challenge carries them) and returns the assertion to
    /// send back (`AuthenticationResponseJSON`); the counter goes up by one.
    /// - Parameters:
    ///   - options: the request options.
    ///   - origin: the origin the client presents; `https://` and the relying party's ID by default.
    /// - Throws: ``PasskeyError``: no `challenge` (`invalid-options`), another `rpId`
    ///   (`relying-party-mismatch`), an `allowCredentials` list without this passkey (`not-allowed`),
    ///   a key that cannot sign (`invalid-file`).
    public mutating func assert(options: JSONObject, origin: String? = nil) throws(PasskeyError) -> JSONObject {
        let challenge = try Self.bytes(options, "challenge")
        if let rpID = options["rpId"]?.stringValue, rpID != relyingPartyID {
            throw PasskeyError(.relyingPartyMismatch, detail: "\(rpID), not \(relyingPartyID)")
        }
        if case .array(let allowed)? = options["allowCredentials"], !allowed.isEmpty {
            let ids = allowed.compactMap { $0.objectValue?["id"]?.stringValue }
            guard ids.contains(credentialIDText) else { throw PasskeyError(.notAllowed, detail: relyingPartyID) }
        }
        let counter = signCount &+ 1
        let clientData = Self.clientDataJSON(
            type: "webauthn.get", challenge: challenge, origin: origin ?? "https://" + relyingPartyID)
        // Flags: user present and user verified.
        let authenticatorData = authenticatorData(flags: 0x05, counter: counter)
        let signed = authenticatorData + Array(SHA256.hash(data: clientData))
        // P-256 signing fails only for a key that is not one; the counter moves only with a signature.
        guard let signature = try? key.signature(for: signed).derRepresentation else {
            throw PasskeyError(.invalidFile, detail: "the private key cannot sign")
        }
        signCount = counter
        return JSONObject([
            .init(key: "id", value: .string(credentialIDText)),
            .init(key: "rawId", value: .string(credentialIDText)),
            .init(
                key: "response",
                value: .object(
                    JSONObject([
                        .init(key: "clientDataJSON", value: .string(Base64URL.encode(clientData))),
                        .init(key: "authenticatorData", value: .string(Base64URL.encode(authenticatorData))),
                        .init(key: "signature", value: .string(Base64URL.encode(Array(signature)))),
                        .init(key: "userHandle", value: .string(Base64URL.encode(userHandle))),
                    ]))),
            .init(key: "authenticatorAttachment", value: .string("platform")),
            .init(key: "clientExtensionResults", value: .object(JSONObject())),
            .init(key: "type", value: .string("public-key")),
        ])
    }

    // MARK: File

    /// The passkey as its file holds it (JSON: the relying party, credential ID, user handle,
    /// counter and the private key's 32 bytes). Write it 0600: whoever reads it is the user.
    public var fileContents: [UInt8] {
        let json = JSONValue.object(
            JSONObject([
                .init(key: "format", value: .string("credkit-software-passkey")), .init(key: "version", value: .number("1")),
                .init(key: "rpId", value: .string(relyingPartyID)),
                .init(key: "credentialId", value: .string(credentialIDText)),
                .init(key: "userHandle", value: .string(Base64URL.encode(userHandle))),
                .init(key: "signCount", value: .number(String(signCount))),
                .init(key: "privateKey", value: .string(Base64URL.encode(Array(key.rawRepresentation)))),
            ]))
        return Array(json.jsonText.utf8) + [0x0A]
    }

    /// A passkey read back from its file.
    /// - Parameters:
    ///   - contents: the file's bytes.
    ///   - file: its name, for the error.
    /// - Throws: ``PasskeyError`` `invalid-file`.
    public init(fileContents contents: [UInt8], file: String) throws(PasskeyError) {
        let invalid = PasskeyError(.invalidFile, detail: file)
        guard let object = (contents.withUnsafeBufferPointer { try? JSONValue(parsing: $0) })?.objectValue,
            object["format"]?.stringValue == "credkit-software-passkey", object["version"]?.doubleValue == 1,
            let rpID = object["rpId"]?.stringValue, !rpID.isEmpty,
            let credentialID = object["credentialId"]?.stringValue.flatMap({ try? Base64URL.decode($0) }),
            (16...1023).contains(credentialID.count),
            let userHandle = object["userHandle"]?.stringValue.flatMap({ try? Base64URL.decode($0) }),
            let count = object["signCount"]?.doubleValue, count >= 0, count <= Double(UInt32.max), count == count.rounded(),
            let raw = object["privateKey"]?.stringValue.flatMap({ try? Base64URL.decode($0) }), raw.count == 32,
            let key = try? P256.Signing.PrivateKey(rawRepresentation: raw)
        else { throw invalid }
        self.init(
            credentialID: credentialID, relyingPartyID: rpID, userHandle: userHandle, signCount: UInt32(count), key: key)
    }

    // MARK: Plumbing

    /// SHA-256 of the relying party's ID ‖ flags ‖ the counter, big-endian.
    private func authenticatorData(flags: UInt8, counter: UInt32) -> [UInt8] {
        Array(SHA256.hash(data: Array(relyingPartyID.utf8))) + [flags]
            + [UInt8(counter >> 24), UInt8((counter >> 16) & 0xFF), UInt8((counter >> 8) & 0xFF), UInt8(counter & 0xFF)]
    }

    /// `{"type", "challenge", "origin", "crossOrigin": false}`, in that order, as browsers write it.
    private static func clientDataJSON(type: String, challenge: [UInt8], origin: String) -> [UInt8] {
        Array(
            JSONValue.object(
                JSONObject([
                    .init(key: "type", value: .string(type)),
                    .init(key: "challenge", value: .string(Base64URL.encode(challenge))),
                    .init(key: "origin", value: .string(origin)), .init(key: "crossOrigin", value: .bool(false)),
                ])
            ).jsonText.utf8)
    }

    /// A base64url member's bytes.
    private static func bytes(_ object: JSONObject, _ name: String, path: String? = nil) throws(PasskeyError) -> [UInt8] {
        guard let text = object[name]?.stringValue, let bytes = try? Base64URL.decode(text), !bytes.isEmpty else {
            throw PasskeyError(.invalidOptions, detail: path ?? name)
        }
        return bytes
    }
}
