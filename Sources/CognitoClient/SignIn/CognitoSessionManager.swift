// SPDX-License-Identifier: Apache-2.0
/// Signs a user in and keeps the result: start → steps → the device → the saved session, the same
/// for every way of signing in.
///
/// ``CognitoSignIn`` is the state machine of one sign-in; this type is what every caller used to
/// write after it. Once Cognito hands out tokens it settles the device (a remembered device the
/// sign-in proved becomes the session's; a new one is confirmed and kept when asked for, one the pool
/// no longer knows is forgotten) and saves the session, both under the session storage's lock, so
/// a refresh in another process never overwrites the new session with an older one.
///
/// ```swift
/// let manager = CognitoSessionManager(client: client, sessions: keychainSession, devices: keychainDevices)
/// var screens = SignInScreens()  // your SignInAnswering
/// let signedIn = try await manager.signIn(
///     username: email, .password(password, flow: .srp), answering: &screens,
///     options: .init(rememberingDeviceAs: "Ana's iPhone"))
/// ```
public struct CognitoSessionManager: Sendable {
    /// The client for the user pool.
    public let client: CognitoIdentityClient
    /// Where the session is saved.
    public let sessions: any CognitoSessionStorage
    /// Where remembered devices are kept (`nil`: devices are neither proved nor remembered).
    public let devices: (any RememberedDeviceStorage)?

    /// A manager over `client` that saves in `sessions` and keeps devices in `devices`.
    public init(
        client: CognitoIdentityClient, sessions: any CognitoSessionStorage, devices: (any RememberedDeviceStorage)? = nil
    ) {
        self.client = client
        self.sessions = sessions
        self.devices = devices
    }

    /// How a sign-in starts.
    public enum Start: Sendable, Hashable {
        /// With a password (`USER_PASSWORD_AUTH`, or SRP, which keeps it on the device); a device
        /// remembered for the user proves itself.
        case password(String, flow: CognitoIdentityClient.SignInFlow = .password)
        /// Choice-based (`USER_AUTH`): the pool offers the user's factors, or goes straight to
        /// `preferring` (with the password when that factor takes one).
        case choice(preferring: FirstFactor?, password: String? = nil)
        /// The pool's custom challenges (`CUSTOM_AUTH`).
        case custom
        /// A user just confirmed, with ConfirmSignUp's session.
        case confirmation(session: String)
    }

    /// What to do beyond signing in.
    public struct Options: Sendable, Hashable {
        /// Confirm and remember a new device under this name (1–1,024 characters), when the pool
        /// tracks devices; `nil` leaves new devices alone.
        public var rememberingDeviceAs: String?
        /// The pool's password policy, kept with the session (later password changes are judged by it).
        public var passwordPolicy: PasswordPolicy?

        /// Options.
        public init(rememberingDeviceAs: String? = nil, passwordPolicy: PasswordPolicy? = nil) {
            self.rememberingDeviceAs = rememberingDeviceAs
            self.passwordPolicy = passwordPolicy
        }
    }

    /// What became of the device at a sign-in.
    public enum DeviceOutcome: Sendable, Hashable {
        /// A device remembered earlier proved itself; the session's tokens are issued to it.
        case proved(key: String)
        /// A new device was confirmed and remembered; the session's tokens are issued to it.
        case remembered(key: String)
        /// A device was to be remembered, but the pool does not track devices (no key was given).
        case notTracked
    }

    /// A sign-in's result: the session saved, and what became of the device (`nil`: no device was
    /// involved).
    public struct SignedIn: Sendable, Hashable {
        public var session: CognitoSession
        public var device: DeviceOutcome?
    }

    /// The pool a device is kept under: the user pool, else the app client.
    public static func devicePool(of configuration: CognitoIdentityClient.Configuration) -> String {
        configuration.userPoolID ?? configuration.clientID
    }

    /// Signs `username` in, answers every step with `answering`, settles the device and saves the
    /// session.
    /// - Throws: ``CognitoError`` from Cognito or from `answering` (1004 when an answer is missing),
    ///   and the storages' errors.
    public func signIn(
        username: String, _ start: Start, answering: inout some SignInAnswering, options: Options = Options()
    ) async throws -> SignedIn {
        var signIn: CognitoSignIn
        switch start {
        case .password(let password, let flow):
            let device = try devices?.device(pool: Self.devicePool(of: client.configuration), username: username)
            signIn = try await CognitoSignIn.start(client, username: username, password: password, flow: flow, device: device)
        case .choice(let preferred, let password):
            signIn = try await CognitoSignIn.start(client, username: username, choosing: preferred, password: password)
        case .custom:
            signIn = try await CognitoSignIn.startCustom(client, username: username)
        case .confirmation(let session):
            signIn = try await CognitoSignIn.start(client, username: username, confirmationSession: session)
        }
        return try await finish(&signIn, answering: &answering, options: options)
    }

    /// Finishes a sign-in started elsewhere: answers its steps, settles the device, saves the session.
    /// - Throws: as ``signIn(username:_:answering:options:)``.
    public func finish(
        _ signIn: inout CognitoSignIn, answering: inout some SignInAnswering, options: Options = Options()
    ) async throws -> SignedIn {
        let tokens = try await signIn.finish(answering: &answering)
        var session = CognitoSession(tokens: tokens, username: signIn.username, configuration: client.configuration)
        session.passwordPolicy = options.passwordPolicy
        let used = signIn.device
        return try await sessions.withLock {
            let device = try await settleDevice(tokens: tokens, used: used, username: signIn.username, into: &session, options)
            try sessions.save(session)
            return SignedIn(session: session, device: device)
        }
    }

    /// Saves a session obtained elsewhere (the hosted UI's tokens), under the lock.
    public func save(_ session: CognitoSession) async throws {
        try await sessions.withLock { try sessions.save(session) }
    }

    /// The device a sign-in proved becomes the session's; a new device is confirmed and kept when
    /// asked for (kept at once: the pool knows it from then on); a device kept earlier that the pool
    /// no longer knows (it handed out a new key) is forgotten.
    private func settleDevice(
        tokens: AuthenticationTokens, used: RememberedDevice?, username: String, into session: inout CognitoSession,
        _ options: Options
    ) async throws -> DeviceOutcome? {
        let pool = Self.devicePool(of: client.configuration)
        guard let metadata = tokens.newDevice else {
            if let used {
                session.deviceKey = used.key
                return .proved(key: used.key)
            }
            return options.rememberingDeviceAs == nil ? nil : .notTracked
        }
        if used != nil { try devices?.remove(pool: pool, username: username) }
        guard let name = options.rememberingDeviceAs, let devices else { return nil }
        let (device, necessary) = try await client.confirmDevice(
            accessToken: tokens.accessToken, metadata: metadata, name: name)
        try devices.save(device, pool: pool, username: username)
        if necessary {
            try await client.updateDeviceStatus(accessToken: tokens.accessToken, deviceKey: device.key, remembered: true)
        }
        session.deviceKey = device.key
        return .remembered(key: device.key)
    }
}
