// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import Foundation

/// One of the user's passkeys, as Cognito lists it (`ListWebAuthnCredentials`).
public struct PasskeyDescription: Sendable, Hashable {
    /// The credential ID (base64url), which ``CognitoIdentityClient/deletePasskey(accessToken:credentialID:)`` takes.
    public let credentialID: String
    /// The name Cognito shows for it.
    public let name: String
    /// The relying party it was made for: the pool's passkey domain.
    public let relyingPartyID: String
    /// `platform` (built into a device) or `cross-platform` (a security key), when known.
    public let attachment: String?
    /// How the authenticator is reached: `internal`, `usb`, `nfc`, `ble`, `hybrid`.
    public let transports: [String]
    /// When it was registered.
    public let createdAt: Date

    /// A description read from Cognito's `WebAuthnCredentialDescription`, or `nil` when a required
    /// member is missing.
    init?(_ object: JSONObject) {
        guard let id = object["CredentialId"]?.stringValue, !id.isEmpty,
            let name = object["FriendlyCredentialName"]?.stringValue,
            let party = object["RelyingPartyId"]?.stringValue,
            let created = object["CreatedAt"]?.doubleValue, created.isFinite
        else { return nil }
        credentialID = id
        self.name = name
        relyingPartyID = party
        attachment = object["AuthenticatorAttachment"]?.stringValue
        if case .array(let items)? = object["AuthenticatorTransports"] {
            transports = items.compactMap(\.stringValue)
        } else {
            transports = []
        }
        createdAt = Date(timeIntervalSince1970: created)
    }
}
