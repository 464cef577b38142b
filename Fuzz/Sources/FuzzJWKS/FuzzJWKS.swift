// SPDX-License-Identifier: Apache-2.0
import CredKit
import FuzzSupport

/// JWKS documents: parsed; every key the set accepts is looked up by its `kid` and used to verify a
/// real RS256 token and an ES256 one (the key is usually wrong: the point is that any key, however
/// odd, is refused cleanly or verifies, never crashes).
@main
enum FuzzJWKS {
    static func main() {
        let tokens = fixtureTokens()
        // Any issuer, client and token use, written out: the keys are what is fuzzed here.
        let verifier = JWTVerifier(.init(issuers: nil, clientIDs: nil, tokenUse: nil))
        Fuzzer.run { input in
            guard let set = try? JSONWebKeySet(json: Array(input)) else { return }
            for key in set.keys {
                _ = key.keyID.map { set.key(withID: $0) }
                for token in tokens {
                    _ = try? verifier.verify(token, key: key)
                }
            }
        }
    }

    /// The first RS256 and ES256 tokens of the JWT fixtures.
    static func fixtureTokens() -> [JSONWebToken] {
        let lines = String(decoding: Fixtures.bytes("Tests/Fixtures/jwt/cases.jsonl"), as: UTF8.self).split(
            separator: "\n")
        var tokens: [JSONWebToken] = []
        for algorithm in ["RS256", "ES256"] {
            for line in lines {
                guard case .object(let object)? = try? Array(line.utf8).withUnsafeBufferPointer({ try JSONValue(parsing: $0) }),
                    let text = object["token"]?.stringValue,
                    let token = try? JSONWebToken(compact: text), token.header.algorithmName == algorithm
                else { continue }
                tokens.append(token)
                break
            }
        }
        precondition(tokens.count == 2, "fixture tokens not found")
        return tokens
    }
}
