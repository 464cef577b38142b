import CredKit
import Foundation
import _CredKitCore

/// A signed-in session kept between `credkit cognito` runs.
public struct CognitoSession: Sendable, Hashable, Codable {
    /// The tokens.
    public var tokens: AuthenticationTokens
    /// The app client the tokens belong to.
    public var clientID: String
    /// The region of the pool.
    public var region: String
    /// The name the user signed in with (for display).
    public var username: String
    /// When the tokens were obtained (seconds since 1970).
    public var obtainedAt: Double
    /// The user pool, when known (later commands need no `--user-pool-id`).
    public var userPoolID: String?
    /// The endpoint override the tokens came from (an emulator), if any.
    public var endpoint: String?

    /// Creates a session.
    /// - Parameters:
    ///   - tokens: the tokens.
    ///   - clientID: the app client they belong to.
    ///   - region: the pool's region.
    ///   - username: the name the user signed in with.
    ///   - obtainedAt: when the tokens were obtained.
    ///   - userPoolID: the user pool, if known.
    ///   - endpoint: the endpoint override, if any.
    public init(
        tokens: AuthenticationTokens, clientID: String, region: String, username: String, obtainedAt: Date = Date(),
        userPoolID: String? = nil, endpoint: String? = nil
    ) {
        self.tokens = tokens
        self.clientID = clientID
        self.region = region
        self.username = username
        self.obtainedAt = obtainedAt.timeIntervalSince1970
        self.userPoolID = userPoolID
        self.endpoint = endpoint
    }

    /// A session for tokens just obtained through a client with `configuration`: its app client,
    /// region, pool and endpoint are what later calls need.
    /// - Parameters:
    ///   - tokens: the tokens.
    ///   - username: the name the user signed in with.
    ///   - configuration: the client's configuration.
    ///   - obtainedAt: when the tokens were obtained.
    public init(
        tokens: AuthenticationTokens, username: String, configuration: CognitoIdentityClient.Configuration,
        obtainedAt: Date = Date()
    ) {
        self.init(
            tokens: tokens, clientID: configuration.clientID, region: configuration.region, username: username,
            obtainedAt: obtainedAt, userPoolID: configuration.userPoolID, endpoint: configuration.endpoint?.absoluteString)
    }

    /// The user's internal username: the access token's `username` claim (what SECRET_HASH hashes
    /// when refreshing), else the sign-in name.
    public var internalUsername: String {
        (try? JSONWebToken(compact: tokens.accessToken).claims.username) ?? username
    }

    /// Whether the access token should be refreshed before use: expired, expiring within `margin`
    /// seconds, or unreadable. Read from the token's own `exp` (checked locally, not verified).
    /// - Parameters:
    ///   - date: now.
    ///   - margin: seconds of life the token must still have.
    /// - Returns: `true` when a refresh is due.
    public func needsRefresh(at date: Date = Date(), margin: Double = 60) -> Bool {
        guard let token = try? JSONWebToken(compact: tokens.accessToken), let expiry = token.claims.expiresAt else { return true }
        return expiry - margin <= date.timeIntervalSince1970
    }
}

/// Where sessions live: `$XDG_STATE_HOME/credkit/session.json` (or `~/.local/state/credkit/`), the
/// directory 0700 and the file 0600, written atomically, removed on sign-out.
public struct SessionStore: Sendable {
    /// The session file.
    public let file: URL

    /// A store at `file`.
    /// - Parameter file: the session file (`--session PATH`).
    public init(file: URL) {
        self.file = file
    }

    /// The default location for `environment`.
    /// - Parameter environment: the process environment.
    /// - Returns: the store, or `nil` when neither `XDG_STATE_HOME` nor `HOME` is set.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SessionStore? {
        let base: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        } else {
            return nil
        }
        return SessionStore(file: base.appendingPathComponent("credkit/session.json"))
    }

    /// Saves `session` (0600 file, 0700 directory, atomic replace).
    /// - Throws: the file system's error.
    public func save(_ session: CognitoSession) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try PrivateFile.write(Array(try encoder.encode(session)), to: file)
    }

    /// The saved session, or `nil` when there is none.
    /// - Throws: ``SessionStoreError`` when the file exists but cannot be read or is not a session.
    public func load() throws -> CognitoSession? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw SessionStoreError(file: file.path, code: .unreadable)
        }
        do {
            return try JSONDecoder().decode(CognitoSession.self, from: data)
        } catch {
            throw SessionStoreError(file: file.path, code: .notASession)
        }
    }

    /// Removes the session file (signing out locally); no error when there is none.
    /// - Throws: the file system's error for other failures.
    public func remove() throws {
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        try FileManager.default.removeItem(at: file)
    }
}

/// A session file that exists but cannot be used. The message names the file, never its content.
public struct SessionStoreError: CredKitError, Hashable {
    /// What is wrong with the file.
    public enum Code: String, CredKitErrorCode, TextKeyed {
        /// The file exists but cannot be read (permissions, a directory, an I/O error).
        case unreadable
        /// The file is not a session credkit wrote.
        case notASession = "not-a-session"

        package var textKey: TextKey {
            switch self {
            case .unreadable: .cognitoSessionUnreadable
            case .notASession: .cognitoSessionInvalid
            }
        }
    }

    /// The file.
    public let file: String
    /// What is wrong with it.
    public let code: Code

    public var description: String { "\(file): \(code)" }

    /// The text to show.
    /// - Parameter language: the text's language.
    /// - Returns: one sentence naming the file.
    public func message(in language: Language) -> String {
        Texts.string(code.textKey, in: language, ["file": file])
    }
}
