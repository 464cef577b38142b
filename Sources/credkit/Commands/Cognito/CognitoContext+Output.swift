// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

// Results on standard output: text or JSON.
extension CognitoContext {
    /// "at 2026-11-21 11:00:00 UTC (in 60 min)" for a token's `exp`.
    func expiryText(of token: String) -> String? {
        guard let expiry = (try? JSONWebToken(compact: token))?.claims.expiresAt else { return nil }
        return CLITexts.string(
            .cognitoExpiresAt, in: language,
            [
                "time": Display.readableTime(expiry),
                "relative": Display.relative(expiry - Date().timeIntervalSince1970, in: language),
            ])
    }

    /// The token's `exp` in ISO 8601, for JSON.
    static func expiryISO(of token: String) -> JSONValue {
        guard let expiry = (try? JSONWebToken(compact: token))?.claims.expiresAt, let iso = JWTClaims.iso8601(expiry) else {
            return .null
        }
        return .string(iso)
    }

    /// Writes a result: `text` lines, or `json` as one object.
    func emit(text: @autoclosure () -> String, json: @autoclosure () -> [(String, JSONValue)]) {
        switch format {
        case .text: Console.writeOutput(text() + "\n")
        case .json: Console.writeOutput(JSONValue.object(Self.object(json())).jsonText + "\n")
        }
    }

    static func object(_ members: [(String, JSONValue)]) -> JSONObject {
        JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) })
    }

    /// The tokens as a JSON object (only with `--show-tokens`).
    static func tokensJSON(_ tokens: AuthenticationTokens) -> JSONValue {
        .object(
            object([
                ("idToken", .string(tokens.idToken)), ("accessToken", .string(tokens.accessToken)),
                ("refreshToken", tokens.refreshToken.map(JSONValue.string) ?? .null),
                ("expiresIn", .number(String(tokens.expiresIn))),
                ("tokenType", .string(tokens.tokenType)),
            ]))
    }

    /// The tokens as text lines (only with `--show-tokens`).
    func tokensText(_ tokens: AuthenticationTokens) -> String {
        var rows = [
            (CLITexts.string(.cognitoIDToken, in: language), tokens.idToken),
            (CLITexts.string(.cognitoAccessToken, in: language), tokens.accessToken),
        ]
        if let refresh = tokens.refreshToken { rows.append((CLITexts.string(.cognitoRefreshToken, in: language), refresh)) }
        return Display.table(rows, indent: "")
    }
}
