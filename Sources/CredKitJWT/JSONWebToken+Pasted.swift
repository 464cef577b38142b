// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension JSONWebToken {
    /// Decodes a token as people paste it: copied from a `curl -H` line or a browser's network
    /// panel, it often comes as `Bearer eyJ…` or `Authorization: Bearer eyJ…`, sometimes in quotes.
    ///
    /// Around the token this accepts, in this order and each at most once: spaces and tabs, one pair
    /// of matching quotes (`"…"` or `'…'`), an `Authorization:` header name (any case, spaces
    /// before the colon allowed), the `Bearer` scheme (any case) followed by at least one space or
    /// tab, and a pair of quotes around the token itself. Anything else is left in place, so text
    /// that is not a token still fails to decode, with positions counted in `text` as given.
    ///
    /// ```swift
    /// let token = try JSONWebToken(pasted: "Authorization: Bearer eyJraWQiOi…")
    /// ```
    /// - Parameter text: the pasted text.
    /// - Throws: ``JWTError`` as ``init(compact:)-(String)`` does.
    public init(pasted text: String) throws(JWTError) {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(JWTError) in try JSONWebToken(pasted: bytes) } }
        self = try result.get()
    }

    /// Decodes a token as people paste it, given as UTF-8 bytes; see ``init(pasted:)-(String)``.
    /// - Parameter bytes: the pasted text.
    /// - Throws: ``JWTError`` as ``init(compact:)-(UnsafeBufferPointer<UInt8>)`` does, with positions
    ///   counted in `bytes`.
    public init(pasted bytes: UnsafeBufferPointer<UInt8>) throws(JWTError) {
        try self.init(pasted: bytes, padding: .forbidden)
    }

    /// Decodes a token as people paste it whose segments may be padded (an ALB's); see
    /// ``init(pasted:)-(String)``.
    /// - Parameters:
    ///   - bytes: the pasted text.
    ///   - padding: whether segments may end in `=`.
    /// - Throws: ``JWTError`` as decoding the compact token does, with positions counted in `bytes`.
    public init(pasted bytes: UnsafeBufferPointer<UInt8>, padding: SegmentPadding) throws(JWTError) {
        let range = Self.compactRange(inPasted: bytes)
        do {
            try self.init(compact: UnsafeBufferPointer(rebasing: bytes[range]), padding: padding)
        } catch {
            throw error.shiftingPositions(by: range.lowerBound)
        }
    }

    /// Where the token is in pasted text: `text` without the surroundings ``init(pasted:)-(String)``
    /// accepts. The whole of `text`, trimmed, when there are none.
    /// - Parameter text: the pasted text.
    /// - Returns: the byte offsets of the token.
    public static func compactRange(inPasted text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var scanner = PastedTokenScanner(bytes: text)
        scanner.unquote()
        if scanner.dropWord("authorization") {
            scanner.skipBlanks()
            if !scanner.dropByte(UInt8(ascii: ":")) { return scanner.restoreAll() }
            scanner.skipBlanks()
        }
        scanner.dropScheme()
        scanner.unquote()
        return scanner.range
    }
}

/// The narrowing behind ``JSONWebToken/compactRange(inPasted:)``: a window over the bytes that only
/// ever shrinks.
private struct PastedTokenScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var lower: Int
    var upper: Int
    private var trimmed: (Int, Int)

    /// A window over `bytes` without their surrounding blanks.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lower = 0
        upper = bytes.count
        trimmed = (0, 0)
        trimBlanks()
        trimmed = (lower, upper)
    }

    var range: Range<Int> { lower..<upper }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    mutating func trimBlanks() {
        while lower < upper, Self.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isBlank(bytes[upper - 1]) { upper -= 1 }
    }

    mutating func skipBlanks() {
        while lower < upper, Self.isBlank(bytes[lower]) { lower += 1 }
    }

    /// Removes one pair of matching quotes around the window, and blanks inside them.
    mutating func unquote() {
        guard upper - lower >= 2 else { return }
        let first = bytes[lower]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), bytes[upper - 1] == first else { return }
        lower += 1
        upper -= 1
        trimBlanks()
    }

    /// Drops `word` (lower-case ASCII) at the start, ignoring case, when it ends there (the next byte
    /// is not a letter).
    mutating func dropWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard upper - lower >= count else { return false }
        for index in 0..<count where bytes[lower + index] | 0x20 != word.utf8Start[index] {
            return false
        }
        if lower + count < upper {
            let next = bytes[lower + count] | 0x20
            if next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z") { return false }
        }
        lower += count
        return true
    }

    mutating func dropByte(_ byte: UInt8) -> Bool {
        guard lower < upper, bytes[lower] == byte else { return false }
        lower += 1
        return true
    }

    /// Drops `Bearer` and the blanks after it; a `Bearer` with nothing after it stays (it is not a
    /// token, and decoding says so).
    mutating func dropScheme() {
        let start = lower
        guard dropWord("bearer") else { return }
        guard lower < upper, Self.isBlank(bytes[lower]) else {
            lower = start
            return
        }
        skipBlanks()
    }

    /// Gives up on the surroundings: the trimmed text is decoded as it is.
    mutating func restoreAll() -> Range<Int> {
        (lower, upper) = trimmed
        return range
    }
}
