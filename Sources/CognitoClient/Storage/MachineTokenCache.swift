// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// Machine tokens (client credentials, from a domain or the API) and exchanged tokens kept until
/// shortly before they expire, one file per endpoint, app client and request (``Key``): `$XDG_CACHE_HOME/credkit/tokens/` (or `~/.cache/credkit/tokens/`),
/// the directory 0700 and each file 0600, written atomically. A file that is not private to this
/// user, or not a token, is ignored (and replaced by the next token).
public struct MachineTokenCache: Sendable {
    /// The directory holding the files.
    public let directory: URL

    /// A cache in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The default location for `environment`, or `nil` when neither `XDG_CACHE_HOME` nor `HOME`
    /// is set.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> MachineTokenCache? {
        CacheFolder.standard("tokens", environment: environment).map(MachineTokenCache.init(directory:))
    }

    /// What a cached token was asked for, where and by whom: the file holding it is named by the
    /// key's SHA-256, so the name shows none of it (nor a token it was exchanged from).
    public struct Key: Sendable, Hashable {
        let parts: [String]

        /// Client credentials at a domain's token endpoint (`/oauth2/token`), scopes in any order.
        public static func clientCredentials(tokenEndpoint: URL, clientID: String, scopes: [String]) -> Key {
            Key(parts: [tokenEndpoint.absoluteString, clientID] + Set(scopes).sorted())
        }

        /// Client credentials from the API (`GetClientToken`) at `endpoint`, scopes in any order.
        public static func clientToken(endpoint: URL, clientID: String, scopes: [String]) -> Key {
            Key(parts: ["GetClientToken", endpoint.absoluteString, clientID] + Set(scopes).sorted())
        }

        /// A token exchange (`GetDerivedToken`) at `endpoint`: the tokens presented, what the new
        /// one is for, scopes in any order.
        public static func exchange(endpoint: URL, clientID: String, _ exchange: TokenExchange) -> Key {
            let presented = [exchange.subject, exchange.actor].map { token in
                token.map { [$0.kind.rawValue, $0.providerName ?? "", $0.token].joined(separator: " ") } ?? ""
            }
            return Key(
                parts: ["GetDerivedToken", endpoint.absoluteString, clientID] + presented
                    + [
                        exchange.audience ?? "", exchange.resource ?? "", exchange.requestedKind?.rawValue ?? "",
                    ] + Set(exchange.scopes).sorted())
        }
    }

    /// The file for a key.
    public func file(_ key: Key) -> URL {
        CacheFolder.file(in: directory, key: key.parts.joined(separator: "\n"))
    }

    /// The file for a token endpoint, app client and scopes (in any order).
    public func file(tokenEndpoint: URL, clientID: String, scopes: [String]) -> URL {
        file(.clientCredentials(tokenEndpoint: tokenEndpoint, clientID: clientID, scopes: scopes))
    }

    /// The cached token for `key`, when there is one still good for `margin` seconds at `date`.
    public func token(_ key: Key, at date: Date = Date(), margin: Double = 60) -> MachineToken? {
        guard case .contents(let bytes) = PrivateFile.readTrusted(file(key).path, forbiddenMode: 0o077, maximumBytes: 65_536),
            let object = (bytes.withUnsafeBufferPointer { try? JSONValue(parsing: $0) })?.objectValue,
            let access = object["accessToken"]?.stringValue, AuthenticationTokens.isToken(access),
            let expiresIn = object["expiresIn"]?.doubleValue, let obtainedAt = object["obtainedAt"]?.doubleValue,
            expiresIn.isFinite, obtainedAt.isFinite, (0...Double(AuthenticationTokens.maximumExpiresIn)).contains(expiresIn)
        else { return nil }
        let token = MachineToken(
            accessToken: access, expiresIn: Int(expiresIn), tokenType: object["tokenType"]?.stringValue ?? "Bearer",
            obtainedAt: Date(timeIntervalSince1970: obtainedAt))
        return token.isUsable(at: date, margin: margin) ? token : nil
    }

    /// The cached token for a token endpoint, app client and scopes, when there is one still good
    /// for `margin` seconds at `date`.
    public func token(tokenEndpoint: URL, clientID: String, scopes: [String], at date: Date = Date(), margin: Double = 60)
        -> MachineToken?
    {
        token(.clientCredentials(tokenEndpoint: tokenEndpoint, clientID: clientID, scopes: scopes), at: date, margin: margin)
    }

    /// Keeps `token` under `key`.
    /// - Throws: the file system's error.
    public func save(_ token: MachineToken, _ key: Key) throws {
        let json = JSONValue.object(
            JSONObject([
                .init(key: "accessToken", value: .string(token.accessToken)),
                .init(key: "expiresIn", value: .number(String(token.expiresIn))),
                .init(key: "obtainedAt", value: .number(String(Int64(token.obtainedAt.rounded(.down))))),
                .init(key: "tokenType", value: .string(token.tokenType)),
            ]))
        try PrivateFile.write(Array(json.jsonText.utf8), to: file(key))
    }

    /// Keeps `token` for its endpoint, client and scopes.
    /// - Throws: the file system's error.
    public func save(_ token: MachineToken, tokenEndpoint: URL, clientID: String, scopes: [String]) throws {
        try save(token, .clientCredentials(tokenEndpoint: tokenEndpoint, clientID: clientID, scopes: scopes))
    }
}
