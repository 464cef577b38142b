// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation
import Testing

@testable import CredKitJWT

/// Foundation's base64, made URL-safe and unpadded: the reference.
private func reference(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
}

private func decodeResult(_ text: String) -> Result<[UInt8], Base64URL.DecodingError> {
    Result { () throws(Base64URL.DecodingError) in try Base64URL.decode(text) }
}

private func firstError(_ text: String) -> Base64URL.DecodingError? {
    Array(text.utf8).withUnsafeBufferPointer { Base64URL.firstError(in: $0) }
}

@Suite("Base64url")
struct Base64URLTests {
    @Test("Every length from 0 to 200 bytes round-trips and matches Foundation's encoding")
    func roundTrip() throws {
        var generator = SplitMix64(seed: 64)
        for length in 0...200 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = Base64URL.encode(bytes)
            #expect(text == reference(bytes))
            #expect(try Base64URL.decode(text) == bytes)
            #expect(firstError(text) == nil)
        }
        // All 256 byte values, at all three alignments.
        for shift in 0..<3 {
            let bytes = [UInt8](repeating: 0, count: shift) + (0...255).map(UInt8.init)
            #expect(try Base64URL.decode(reference(bytes)) == bytes)
        }
    }

    @Test("A bad character is reported at its offset, wherever it is; decode and firstError agree")
    func badCharacters() {
        let valid = Base64URL.encode(Array("The quick brown fox jumps over the lazy dog, twice over!".utf8))
        for bad in ["=", "+", "/", " ", "\n", ".", "\u{E9}"] {
            for position in 0..<valid.utf8.count {
                var bytes = Array(valid.utf8)
                bytes.replaceSubrange(position...position, with: Array(bad.utf8).prefix(1))
                let text = String(decoding: bytes, as: UTF8.self)
                let expected = Base64URL.DecodingError(offset: position)
                // Replacing a byte with the first byte of a multi-byte character leaves invalid
                // UTF-8, which String repairs into three bytes: skip that one combination.
                guard text.utf8.count == bytes.count else { continue }
                #expect(decodeResult(text) == .failure(expected), "\(bad) at \(position)")
                #expect(firstError(text) == expected)
            }
        }
    }

    @Test("Lengths of 1 modulo 4 and non-zero spare bits are refused, so each byte string has one encoding")
    func canonical() throws {
        #expect(decodeResult("QUJDR") == .failure(.init(offset: 4)))
        #expect(firstError("QUJDR") == .init(offset: 4))
        #expect(try Base64URL.decode("QQ") == [0x41])
        #expect(decodeResult("QR") == .failure(.init(offset: 1)))
        #expect(firstError("QR") == .init(offset: 1))
        #expect(try Base64URL.decode("QUI") == [0x41, 0x42])
        #expect(decodeResult("QUJ") == .failure(.init(offset: 2)))
        #expect(firstError("QUJ") == .init(offset: 2))
        #expect(decodeResult("QUJD\u{0}") == .failure(.init(offset: 4)))
        #expect(try Base64URL.decode("") == [])
    }

    @Test("Decoding appends to what the array holds and leaves it unchanged on failure")
    func appending() {
        var output: [UInt8] = [1, 2]
        Array("QUJD".utf8).withUnsafeBufferPointer { try? Base64URL.decode($0, into: &output) }
        #expect(output == [1, 2, 0x41, 0x42, 0x43])
        let bad = Array("QUJDQUJDQUJD*UJD".utf8)
        let failure = bad.withUnsafeBufferPointer { text in
            Result { () throws(Base64URL.DecodingError) in try Base64URL.decode(text, into: &output) }
        }
        #expect(throws: Base64URL.DecodingError(offset: 12)) { try failure.get() }
        #expect(output == [1, 2, 0x41, 0x42, 0x43])
    }
}
