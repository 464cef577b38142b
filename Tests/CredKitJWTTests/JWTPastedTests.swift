// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitJWT

@Suite("Tokens as people paste them: Bearer, Authorization headers, quotes")
struct JWTPastedTests {
    static let compact =
        Base64URL.encode(Array(#"{"alg":"RS256","kid":"k"}"#.utf8)) + "."
        + Base64URL.encode(Array(#"{"sub":"ana","exp":1800000000}"#.utf8)) + ".c2ln"

    private func range(_ text: String) -> Range<Int> {
        var text = text
        return text.withUTF8 { JSONWebToken.compactRange(inPasted: $0) }
    }

    private func error(_ text: String) -> JWTError? {
        do {
            _ = try JSONWebToken(pasted: text)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "Accepted surroundings give the same token",
        arguments: [
            "{}", "  {}\t", "Bearer {}", "bearer {}", "BEARER   {}", "Bearer\t{}", "Authorization: Bearer {}",
            "authorization:Bearer {}", "AUTHORIZATION :  bearer  {}", "\"{}\"", "'{}'", "\"Bearer {}\"",
            "'Authorization: Bearer {}'", "Bearer \"{}\"", "  \"Authorization: Bearer {}\"  \r",
        ])
    func accepted(_ template: String) throws {
        let text = template.replacingOccurrences(of: "{}", with: Self.compact)
        let token = try JSONWebToken(pasted: text)
        #expect(token.claims.subject == "ana")
        #expect(token == (try JSONWebToken(compact: Self.compact)))
        let found = try #require(text.range(of: Self.compact))
        let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
        #expect(range(text) == start..<(start + Self.compact.utf8.count))
    }

    @Test("What is not a token around a token stays, and positions count in the pasted text")
    func refused() throws {
        // "Bearer" alone, glued to the token, or another scheme: not removed.
        #expect(range("Bearer") == 0..<6)
        #expect(range("Bearer" + Self.compact).lowerBound == 0)
        #expect(
            error("Bearer")?.message(in: .english)
                == "the token is not a well-formed JWT: expected 3 dot-separated parts, found 1")
        #expect(
            error("Basic dXNlcjpwYXNz")?.message(in: .english)
                == "the token is not a well-formed JWT: expected 3 dot-separated parts, found 1")
        // Unbalanced quotes and a header name without its colon are left in place.
        #expect(range("\"" + Self.compact) == 0..<(Self.compact.utf8.count + 1))
        #expect(range("Authorization Bearer x") == 0..<22)
        // A bad character in the token: its position in the line, prefix included.
        let broken = "Authorization: Bearer " + Self.compact.replacingOccurrences(of: ".c2ln", with: ".c2*n")
        let message = try #require(error(broken)?.message(in: .english))
        #expect(
            message == "the token is not a well-formed JWT: the signature is not base64url (character \(broken.utf8.count - 1))")
        #expect(
            error("Bearer " + "e*" + Self.compact.dropFirst(2))?.message(in: .english)
                == "the token is not a well-formed JWT: the header is not base64url (character 9)")
        #expect(error("   ")?.message(in: .english) == "the token is not a well-formed JWT: the input is empty")
        #expect(error("Bearer \"\"")?.message(in: .english) == "the token is not a well-formed JWT: the input is empty")
    }
}
