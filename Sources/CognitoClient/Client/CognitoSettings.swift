// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitJWT
import CredKitPolicy
import Foundation

/// What a client is made from when the values come as text (command-line options, environment
/// variables, a configuration file), each with where it came from, checked before a client is built.
///
/// A saved session fills in what the settings leave open (app client, region, pool, endpoint), so
/// that every call after a sign-in needs no settings at all:
///
/// ```swift
/// var settings = CognitoSettings()
/// settings.userPoolID = .init("eu-west-1_AbC123", from: "--user-pool-id")
/// settings.clientID = .init("7k2a9q4bq3ts2v8hrl1cgnl5ik", from: "CREDKIT_CLIENT_ID")
/// let client = try CognitoIdentityClient(try settings.configuration(session: saved, checker: checker))
/// ```
public struct CognitoSettings: Sendable, Hashable {
    /// One value and where it came from (`--region`, `CREDKIT_REGION`, a file's name), for messages.
    public struct Setting: Sendable, Hashable {
        /// The value as given.
        public var value: String
        /// Where it came from.
        public var source: String

        /// A value from `source`.
        public init(_ value: String, from source: String) {
            self.value = value
            self.source = source
        }
    }

    /// The pool's region; else the user pool ID's, else the session's.
    public var region: Setting?
    /// The app client ID; else the session's.
    public var clientID: Setting?
    /// The app client's secret, when it has one.
    public var clientSecret: Setting?
    /// The user pool ID (needed by the operations that name the pool); else the session's.
    public var userPoolID: Setting?
    /// An endpoint other than Cognito's own (an emulator); else the session's.
    public var endpoint: Setting?
    /// Seconds each request may take: more than 0, at most 300; 10 when not given.
    public var timeout: Setting?

    /// The default request timeout, in seconds.
    public static let defaultTimeout = 10.0

    /// Empty settings.
    public init(
        region: Setting? = nil, clientID: Setting? = nil, clientSecret: Setting? = nil, userPoolID: Setting? = nil,
        endpoint: Setting? = nil, timeout: Setting? = nil
    ) {
        self.region = region
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.userPoolID = userPoolID
        self.endpoint = endpoint
        self.timeout = timeout
    }

    /// The client configuration these settings and `session` give.
    /// - Parameters:
    ///   - session: the saved session, whose client, region, pool and endpoint fill what the settings
    ///     leave open; a client ID that differs from the session's is refused.
    ///   - checker: the pool's password policy, for checks before sending.
    /// - Returns: a configuration ``CognitoIdentityClient`` accepts (its endpoint policy aside).
    /// - Throws: ``CognitoSettingsError`` naming the setting at fault and where it came from.
    public func configuration(session: CognitoSession? = nil, checker: PasswordChecker) throws(CognitoSettingsError)
        -> CognitoIdentityClient.Configuration
    {
        if let userPoolID, CognitoUserPoolID(userPoolID.value) == nil {
            throw CognitoSettingsError(.invalidUserPool, userPoolID)
        }
        let pool = (userPoolID?.value ?? session?.userPoolID).flatMap(CognitoUserPoolID.init)
        guard let region = region?.value ?? pool?.region ?? session?.region else { throw CognitoSettingsError(.missingRegion) }
        guard CognitoUserPoolID.isRegion(region) else {
            throw CognitoSettingsError(.invalidRegion, source: self.region?.source, value: region)
        }
        if let pool, pool.region != region {
            throw CognitoSettingsError(.regionMismatch, details: ["pool": pool.rawValue, "region": region])
        }
        let app = try appClient(session: session)
        var endpointURL: URL?
        if let text = endpoint?.value ?? session?.endpoint {
            guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
                throw CognitoSettingsError(.invalidEndpoint, source: endpoint?.source, value: text)
            }
            endpointURL = url
        }
        return CognitoIdentityClient.Configuration(
            region: region, clientID: app.clientID, clientSecret: app.clientSecret, userPoolID: pool?.rawValue,
            endpoint: endpointURL, checker: checker, requestTimeout: app.requestTimeout)
    }

    /// The app client alone — its ID, its secret and the request timeout — for what talks only to
    /// a user pool's domain given as a URL (`/oauth2/token`), which needs no region or pool.
    /// - Parameter session: the saved session, whose client fills in a missing ID.
    /// - Throws: ``CognitoSettingsError`` for a missing or invalid client ID or timeout.
    public func appClient(session: CognitoSession? = nil) throws(CognitoSettingsError)
        -> (clientID: String, clientSecret: String?, requestTimeout: TimeInterval)
    {
        guard let clientID = clientID?.value ?? session?.clientID else { throw CognitoSettingsError(.missingClientID) }
        guard Self.isClientID(clientID) else {
            throw CognitoSettingsError(.invalidClientID, source: self.clientID?.source, value: clientID)
        }
        if let session, self.clientID != nil, clientID != session.clientID {
            throw CognitoSettingsError(.sessionForOtherClient, details: ["session": session.clientID, "client": clientID])
        }
        return (clientID, clientSecret?.value, try requestTimeout())
    }

    /// What an administrator's calls need — the pool, its endpoint and the request timeout — with the
    /// region the pool ID's (a region given as well must agree).
    /// - Throws: ``CognitoSettingsError`` for a missing or invalid pool, a region that differs, an
    ///   invalid endpoint or timeout.
    public func administration() throws(CognitoSettingsError)
        -> (userPoolID: String, endpoint: URL?, requestTimeout: TimeInterval)
    {
        guard let userPoolID else { throw CognitoSettingsError(.missingUserPool) }
        guard let pool = CognitoUserPoolID(userPoolID.value) else { throw CognitoSettingsError(.invalidUserPool, userPoolID) }
        if let region {
            guard CognitoUserPoolID.isRegion(region.value) else { throw CognitoSettingsError(.invalidRegion, region) }
            if region.value != pool.region {
                throw CognitoSettingsError(.regionMismatch, details: ["pool": pool.rawValue, "region": region.value])
            }
        }
        var endpointURL: URL?
        if let endpoint {
            guard let url = URL(string: endpoint.value), url.scheme != nil, url.host != nil else {
                throw CognitoSettingsError(.invalidEndpoint, endpoint)
            }
            endpointURL = url
        }
        return (pool.rawValue, endpointURL, try requestTimeout())
    }

    /// The timeout setting in seconds, more than 0 and at most 300 (``defaultTimeout`` when unset).
    private func requestTimeout() throws(CognitoSettingsError) -> TimeInterval {
        guard let timeout else { return Self.defaultTimeout }
        guard let value = Double(timeout.value), value.isFinite, value > 0, value <= 300 else {
            throw CognitoSettingsError(.invalidTimeout, timeout)
        }
        return value
    }

    /// Whether `text` is an app client ID as Cognito's pattern has it: `[\w+]+`, at most 128 characters.
    public static func isClientID(_ text: String) -> Bool {
        let isClientCharacter = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
                || byte == 0x2B
        }
        return !text.isEmpty && text.utf8.count <= 128 && text.utf8.allSatisfy(isClientCharacter)
    }
}

extension CognitoSettings: CustomStringConvertible, CustomDebugStringConvertible {
    /// Each setting with its source; the client secret only as where it came from, never its value.
    public var description: String {
        let shown: [(String, Setting?)] = [
            ("region", region), ("clientID", clientID), ("userPoolID", userPoolID), ("endpoint", endpoint), ("timeout", timeout),
        ]
        var parts = shown.compactMap { name, setting in setting.map { "\(name): \($0.value) (\($0.source))" } }
        if let clientSecret { parts.append("clientSecret: hidden (\(clientSecret.source))") }
        return "CognitoSettings(" + parts.joined(separator: ", ") + ")"
    }

    public var debugDescription: String { description }
}

/// Settings that cannot make a client: nothing was sent.
public struct CognitoSettingsError: CredKitError, Hashable {
    /// What is wrong.
    public struct Code: CredKitErrorCode, TextKeyed {
        public let rawValue: String
        /// The text the message is built on.
        package let textKey: CognitoTextKey

        // text-keys: codes of CognitoSettingsError.Code
        /// Not a user pool ID.
        public static let invalidUserPool = Self(rawValue: "invalid-user-pool", textKey: .cognitoSettingInvalidUserPool)
        /// No user pool given, for a command that acts on one (`cognito admin`).
        public static let missingUserPool = Self(rawValue: "missing-user-pool", textKey: .cognitoSettingMissingUserPool)
        /// No region anywhere (settings, pool ID, session).
        public static let missingRegion = Self(rawValue: "missing-region", textKey: .cognitoSettingMissingRegion)
        /// Not a region's shape.
        public static let invalidRegion = Self(rawValue: "invalid-region", textKey: .cognitoSettingInvalidRegion)
        /// The pool ID names another region.
        public static let regionMismatch = Self(rawValue: "region-mismatch", textKey: .cognitoSettingRegionMismatch)
        /// No app client anywhere.
        public static let missingClientID = Self(rawValue: "missing-client-id", textKey: .cognitoSettingMissingClientID)
        /// Not an app client ID's shape.
        public static let invalidClientID = Self(rawValue: "invalid-client-id", textKey: .cognitoSettingInvalidClientID)
        /// The saved session belongs to another app client.
        public static let sessionForOtherClient = Self(
            rawValue: "session-for-other-client", textKey: .cognitoSettingSessionOtherClient)
        /// Not a URL with a scheme and a host.
        public static let invalidEndpoint = Self(rawValue: "invalid-endpoint", textKey: .cognitoSettingInvalidEndpoint)
        /// Not a number of seconds in (0, 300].
        public static let invalidTimeout = Self(rawValue: "invalid-timeout", textKey: .cognitoSettingInvalidTimeout)
    }

    /// What is wrong.
    public let code: Code
    /// Where the value at fault came from; `nil` when it came from the pool ID or the session.
    public let source: String?
    /// The value at fault, when there is one.
    public let value: String?
    /// For ``Code/regionMismatch`` `pool` and `region`; for ``Code/sessionForOtherClient``
    /// `session` and `client` (the two app client IDs).
    public let details: [String: String]

    init(_ code: Code, source: String? = nil, value: String? = nil, details: [String: String] = [:]) {
        self.code = code
        self.source = source
        self.value = value
        self.details = details
    }

    init(_ code: Code, _ setting: CognitoSettings.Setting) {
        self.init(code, source: setting.source, value: setting.value)
    }

    /// The message: where the value came from, then what is wrong with it.
    public func message(in language: Language) -> String {
        var arguments = details
        if let value { arguments["value"] = value }
        let text = Texts.string(code.textKey, in: language, arguments)
        return source.map { "\($0): \(text)" } ?? text
    }
}
