// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitCore
import Foundation
import FuzzSupport

/// Compact JWTs: decoded strictly; when they decode, their claims are read and written back as JSON,
/// their time status taken, and they are verified against the fixtures' 14 keys (RSA, EC, EdDSA,
/// weak, encryption-only, HMAC, off-curve…) with every claim check on.
@main
enum FuzzJWT {
    static func main() {
        let keys = try! JSONWebKeySet(json: Fixtures.bytes("Tests/Fixtures/jwt/jwks.json"))
        let verifier = JWTVerifier(
            .init(
                issuers: ["https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz"],
                clientIDs: ["7k2a9q4bq3ts2v8hrl1cgnl5ik"],
                tokenUse: .id, groups: ["admins"], scopes: ["openid"], leeway: 5,
                clock: { Date(timeIntervalSince1970: 1_800_000_000) }))
        Fuzzer.run { input in
            guard let token = try? JSONWebToken(compact: input) else { return }
            let claims = token.claims
            _ = (
                claims.issuer, claims.subject, claims.audience, claims.tokenUse, claims.username, claims.email, claims.groups,
                claims.scopes
            )
            _ = (
                claims.jwtID, claims.clientID, claims.cognitoUsername, claims.originJTI, claims.eventID, claims.emailVerified,
                claims.authTime
            )
            _ = (claims.expiresAt.flatMap(JWTClaims.iso8601), claims.notBefore, claims.issuedAt)
            _ = token.status(at: Date(timeIntervalSince1970: 1_800_000_000), leeway: 5)
            // `jwt decode --format json` writes header and payload straight from the checked JSON:
            // it must be byte for byte the tree's serialisation.
            for (write, tree) in [(token.header.appendJSON(to:), token.header.raw), (claims.appendJSON(to:), claims.raw)] {
                let output = OutputBuffer(descriptor: -1, flushThreshold: 1 << 30)
                write(output)
                if output.bytes != Array(JSONValue.object(tree).jsonText.utf8) {
                    fatalError("compact JSON differs from the tree's serialisation")
                }
            }
            _ = try? verifier.verify(token, keys: keys)
        }
    }
}
