// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The tokens of a successful sign-in or refresh.
public struct AuthenticationTokens: Sendable, Hashable, Codable {
    /// The access token (GetUser, ChangePassword, GlobalSignOut take it).
    public var accessToken: String
    /// The ID token (the user's claims).
    public var idToken: String
    /// The refresh token; a refresh returns none (unless rotation is on), so the old one is kept.
    public var refreshToken: String?
    /// Seconds the access and ID tokens are valid for.
    public var expiresIn: Int
    /// `Bearer`.
    public var tokenType: String
    /// The key of this device, when the pool tracks devices and the sign-in was the device's first
    /// (`NewDeviceMetadata`): confirm it with ``CognitoIdentityClient/confirmDevice(accessToken:metadata:name:)``
    /// to remember it.
    public var newDevice: NewDeviceMetadata?

    /// Creates tokens.
    public init(accessToken: String, idToken: String, refreshToken: String?, expiresIn: Int, tokenType: String = "Bearer") {
        self.accessToken = accessToken
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
        self.tokenType = tokenType
    }

    /// The most seconds an `ExpiresIn` may say: Cognito's longest token validity is one day; a
    /// year leaves room and keeps every later computation far from overflow.
    static let maximumExpiresIn = 31_536_000

    /// The longest token taken from a server (Cognito's are a few kilobytes).
    package static let maximumTokenLength = 16_384

    /// Whether `text` is a token a server may hand over: non-empty, at most ``maximumTokenLength``
    /// bytes, and made only of RFC 6750's `b64token` characters (`A–Z a–z 0–9 - . _ ~ + /`, then
    /// `=`), which every JWT and JWE is. Tokens are printed, cached and sent in headers: a server
    /// that answers with an escape sequence (it would clear the screen or set the window title) or
    /// a line break is refused before any of that.
    package static func isToken(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...maximumTokenLength).contains(bytes.count) else { return false }
        let body = bytes.prefix { $0 != UInt8(ascii: "=") }
        guard !body.isEmpty, bytes[body.count...].allSatisfy({ $0 == UInt8(ascii: "=") }) else { return false }
        return body.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                true
            default: false
            }
        }
    }

    /// An answer's `ExpiresIn`: 3600 when it is absent.
    /// - Throws: ``CognitoError`` (`invalid-response`) when it is not a whole number of seconds from
    ///   0 to a year: a server's number is never converted unchecked.
    static func expiresIn(_ value: JSONValue?, _ operation: CognitoAPIOperation) throws(CognitoError) -> Int {
        guard let value else { return 3600 }
        guard let seconds = value.doubleValue, seconds.isFinite, seconds >= 0, seconds <= Double(maximumExpiresIn),
            seconds == seconds.rounded()
        else {
            throw CognitoError(
                operation, .invalidResponse("ExpiresIn \(value.jsonText.prefix(40)) is not 0 to \(maximumExpiresIn) seconds"))
        }
        return Int(seconds)
    }

    /// The tokens of an `AuthenticationResult`, or `nil` when there is none.
    /// - Throws: ``CognitoError`` (`invalid-response`) when `ExpiresIn` is not a whole number of
    ///   seconds from 0 to a year: a server's number is never converted unchecked.
    static func parse(_ object: JSONObject?, _ operation: CognitoAPIOperation) throws(CognitoError) -> AuthenticationTokens? {
        guard let object, let access = object["AccessToken"]?.stringValue, let id = object["IdToken"]?.stringValue else {
            return nil
        }
        for (name, token) in [("AccessToken", access), ("IdToken", id), ("RefreshToken", object["RefreshToken"]?.stringValue)]
        where token.map(isToken) == false {
            throw CognitoError(operation, .invalidResponse("\(name) holds characters no token has, or is too long"))
        }
        let expiresIn = try expiresIn(object["ExpiresIn"], operation)
        var tokens = AuthenticationTokens(
            accessToken: access, idToken: id, refreshToken: object["RefreshToken"]?.stringValue, expiresIn: expiresIn,
            tokenType: object["TokenType"]?.stringValue ?? "Bearer")
        if let metadata = object["NewDeviceMetadata"]?.objectValue, let key = metadata["DeviceKey"]?.stringValue,
            let group = metadata["DeviceGroupKey"]?.stringValue
        {
            tokens.newDevice = NewDeviceMetadata(deviceKey: key, deviceGroupKey: group)
        }
        return tokens
    }
}

/// Where Cognito sent a code.
public struct CodeDeliveryDetails: Sendable, Hashable {
    /// The masked destination (`j***@e***`).
    public var destination: String?
    /// `EMAIL` or `SMS`.
    public var deliveryMedium: String?
    /// `email` or `phone_number`.
    public var attributeName: String?

    init?(_ object: JSONObject?) {
        guard let object else { return nil }
        destination = object["Destination"]?.stringValue
        deliveryMedium = object["DeliveryMedium"]?.stringValue
        attributeName = object["AttributeName"]?.stringValue
    }
}

/// The outcome of SignUp.
public struct SignUpResult: Sendable, Hashable {
    /// Whether the user is confirmed already (auto-confirmation).
    public var userConfirmed: Bool
    /// The new user's `sub`.
    public var userSub: String
    /// Where the confirmation code went.
    public var codeDelivery: CodeDeliveryDetails?
}

/// The outcome of a sign-in step.
public enum SignInResult: Sendable, Hashable {
    /// Signed in.
    case signedIn(AuthenticationTokens)
    /// Cognito asks for more: a new password (`NEW_PASSWORD_REQUIRED`), an MFA code, …
    case challenge(SignInChallenge)
}

/// A challenge that must be answered to finish signing in.
public struct SignInChallenge: Sendable, Hashable {
    /// `NEW_PASSWORD_REQUIRED`, `SMS_MFA`, `SOFTWARE_TOKEN_MFA`, …
    public var name: String
    /// The session to send back.
    public var session: String?
    /// The challenge's parameters (for `NEW_PASSWORD_REQUIRED`: `USERNAME`, and on real Cognito
    /// `requiredAttributes`).
    public var parameters: [String: String]
    /// What a `SELECT_CHALLENGE` offers (`AvailableChallenges`: `PASSWORD`, `EMAIL_OTP`, …).
    public var availableChallenges: [String] = []
}

/// The signed-in user, as GetUser returns them.
public struct CognitoUser: Sendable, Hashable {
    /// The internal username (the `sub` in email-as-username pools).
    public var username: String
    /// The attributes, by name (`sub`, `email`, `email_verified`, …).
    public var attributes: [String: String]
    /// The MFA methods turned on for the user (`UserMFASettingList`).
    public var enabledMFA: [MFAType] = []
    /// The method Cognito asks for first (`PreferredMfaSetting`), if any.
    public var preferredMFA: MFAType?
}
