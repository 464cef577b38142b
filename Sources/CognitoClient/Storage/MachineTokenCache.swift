// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto
import Foundation

/// Client-credentials tokens kept until shortly before they expire, one file per token endpoint,
/// app client and set of scopes: `$XDG_CACHE_HOME/credkit/tokens/` (or `~/.cache/credkit/tokens/`),
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
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return MachineTokenCache(directory: URL(fileURLWithPath: xdg).appendingPathComponent("credkit/tokens"))
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return MachineTokenCache(directory: URL(fileURLWithPath: home).appendingPathComponent(".cache/credkit/tokens"))
    }

    /// The file for a token endpoint, app client and scopes (in any order): a SHA-256 of the three,
    /// so the name shows none of them.
    public func file(tokenEndpoint: URL, clientID: String, scopes: [String]) -> URL {
        let key = ([tokenEndpoint.absoluteString, clientID] + Set(scopes).sorted()).joined(separator: "\n")
        let name = SHA256.hash(data: Array(key.utf8)).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return directory.appendingPathComponent(name + ".json")
    }

    /// The cached token, when there is one still good for `margin` seconds at `date`.
    public func token(tokenEndpoint: URL, clientID: String, scopes: [String], at date: Date = Date(), margin: Double = 60)
        -> MachineToken?
    {
        let path = file(tokenEndpoint: tokenEndpoint, clientID: clientID, scopes: scopes).path
        guard case .contents(let bytes) = PrivateFile.readTrusted(path, forbiddenMode: 0o077, maximumBytes: 65_536),
            let object = (bytes.withUnsafeBufferPointer { try? JSONValue(parsing: $0) })?.objectValue,
            let access = object["accessToken"]?.stringValue, let expiresIn = object["expiresIn"]?.doubleValue,
            let obtainedAt = object["obtainedAt"]?.doubleValue, expiresIn.isFinite, obtainedAt.isFinite,
            (0...Double(AuthenticationTokens.maximumExpiresIn)).contains(expiresIn)
        else { return nil }
        let token = MachineToken(
            accessToken: access, expiresIn: Int(expiresIn), tokenType: object["tokenType"]?.stringValue ?? "Bearer",
            obtainedAt: Date(timeIntervalSince1970: obtainedAt))
        return token.isUsable(at: date, margin: margin) ? token : nil
    }

    /// Keeps `token` for its endpoint, client and scopes.
    /// - Throws: the file system's error.
    public func save(_ token: MachineToken, tokenEndpoint: URL, clientID: String, scopes: [String]) throws {
        let json = JSONValue.object(
            JSONObject([
                .init(key: "accessToken", value: .string(token.accessToken)),
                .init(key: "expiresIn", value: .number(String(token.expiresIn))),
                .init(key: "obtainedAt", value: .number(String(Int64(token.obtainedAt.rounded(.down))))),
                .init(key: "tokenType", value: .string(token.tokenType)),
            ]))
        try PrivateFile.write(
            Array(json.jsonText.utf8), to: file(tokenEndpoint: tokenEndpoint, clientID: clientID, scopes: scopes))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
