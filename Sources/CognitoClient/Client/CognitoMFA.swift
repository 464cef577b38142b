// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitOTP

/// A second factor Cognito can ask for at sign-in.
public enum MFAType: String, Sendable, Hashable, CaseIterable {
    /// An authenticator app's time-based code (`SOFTWARE_TOKEN_MFA`).
    case totp
    /// A code sent by text message (`SMS_MFA`).
    case sms
    /// A code sent by email (`EMAIL_OTP`).
    case email

    /// The challenge's name, which is also `SELECT_MFA_TYPE`'s answer and `UserMFASettingList`'s entry.
    public var challengeName: String {
        switch self {
        case .totp: "SOFTWARE_TOKEN_MFA"
        case .sms: "SMS_MFA"
        case .email: "EMAIL_OTP"
        }
    }

    /// The method a challenge name (or a setting-list entry) stands for.
    public init?(challengeName: String) {
        switch challengeName {
        case "SOFTWARE_TOKEN_MFA": self = .totp
        case "SMS_MFA": self = .sms
        case "EMAIL_OTP": self = .email
        default: return nil
        }
    }

    /// The challenge response that carries the code.
    var codeParameter: String { challengeName + "_CODE" }
}

/// One MFA method's setting for a user (`SetUserMFAPreference`).
public enum MFAPreference: String, Sendable, Hashable, CaseIterable {
    /// Enabled, and the method Cognito asks for first.
    case preferred
    /// Enabled.
    case enabled
    /// Off.
    case disabled
}

/// A new authenticator secret from `AssociateSoftwareToken`.
///
/// The secret is a credential: ``description`` hides it; show ``secretCode`` (or the URI built
/// from ``secret()``) only to the user setting up their app.
public struct SoftwareTokenAssociation: Sendable, Hashable, CustomStringConvertible {
    /// The base32 secret, as Cognito sent it.
    public var secretCode: String
    /// The session to verify with, during `MFA_SETUP`.
    public var session: String?

    /// The secret as a key for `TOTP`.
    /// - Throws: `OTPError` when Cognito's text is not base32.
    public func secret() throws(OTPError) -> OTPSecret { try OTPSecret(base32: secretCode) }

    /// The URI an authenticator app scans: SHA-1, 6 digits, 30 seconds (what Cognito checks).
    /// - Parameters:
    ///   - account: the user's name in the app (their email address, usually).
    ///   - issuer: who the account belongs to.
    /// - Throws: `OTPError` when Cognito's secret is not base32.
    public func uri(account: String, issuer: String?) throws(OTPError) -> OTPAuthURI {
        OTPAuthURI(totp: try TOTP(secret: secret()), account: account, issuer: issuer)
    }

    public var description: String { "SoftwareTokenAssociation(secret: hidden, session: \(session == nil ? "none" : "hidden"))" }
}

extension SignInChallenge {
    /// The methods a `SELECT_MFA_TYPE` challenge offers (`MFAS_CAN_CHOOSE`).
    public var mfaChoices: [MFAType] { Self.methods(parameters["MFAS_CAN_CHOOSE"]) }

    /// The methods an `MFA_SETUP` challenge lets the user set up (`MFAS_CAN_SETUP`).
    public var mfaSetupChoices: [MFAType] { Self.methods(parameters["MFAS_CAN_SETUP"]) }

    /// Where an `SMS_MFA` or `EMAIL_OTP` code went (masked), when Cognito says.
    public var codeDestination: String? { parameters["CODE_DELIVERY_DESTINATION"] }

    /// The MFA method this challenge asks a code for, if it is one.
    public var mfaType: MFAType? { MFAType(challengeName: name) }

    /// A list parameter: real Cognito sends a JSON-encoded string (`"[\"SOFTWARE_TOKEN_MFA\"]"`),
    /// moto a JSON list (kept as its JSON text by the response reader); a bare name is accepted too.
    /// Unknown names are skipped.
    static func methods(_ text: String?) -> [MFAType] {
        guard let text else { return [] }
        let names: [String]
        var json = text
        if let value = json.withUTF8({ try? JSONValue(parsing: $0) }), case .array(let items) = value {
            names = items.compactMap(\.stringValue)
        } else {
            names = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        }
        var methods: [MFAType] = []
        for name in names {
            if let method = MFAType(challengeName: name), !methods.contains(method) { methods.append(method) }
        }
        return methods
    }
}
