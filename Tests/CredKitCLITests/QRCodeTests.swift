// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

@testable import credkit

/// The QR encoder against python-qrcode (a Python QR generator, not credkit's), module for module:
/// every version from 1 to 40 (the longest payload each holds, and one byte more), and an otpauth
/// URI. (segno was tried first: it writes a zero byte instead of a pad codeword when the data ends
/// on a byte boundary, which the standard does not do, so its symbols differ from the standard's.)
@Suite("QR codes", .waitsOnThreads)
struct QRCodeTests {
    /// What python-qrcode draws for each payload, at level M in byte mode with the given mask, and
    /// its penalty (`qrcode.util.lost_point`) for each of the eight masks of that payload.
    static func reference(_ payloads: [[UInt8]], masks: [Int]) throws -> [(version: Int, rows: [String], penalties: [Int])] {
        let script = """
            import json, sys, qrcode
            from qrcode.util import QRData, MODE_8BIT_BYTE, lost_point
            def make(data, mask):
                qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=0, mask_pattern=mask)
                qr.add_data(QRData(data, mode=MODE_8BIT_BYTE))
                qr.make(fit=True)
                return qr
            out = []
            for line in sys.stdin.read().split("\\n"):
                hexdata, mask, penalties = line.split(" ")
                data = bytes.fromhex(hexdata)
                qr = make(data, int(mask))
                rows = ["".join("1" if m else "0" for m in row) for row in qr.get_matrix()]
                points = [lost_point(make(data, m).modules) for m in range(8)] if penalties == "1" else []
                out.append({"version": qr.version, "rows": rows, "penalties": points})
            print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let lines = zip(payloads, masks).enumerated().map { index, pair in
            pair.0.map { String(format: "%02x", $0) }.joined() + " \(pair.1) " + (pair.0.count < 200 ? "1" : "0")
        }
        let text = lines.joined(separator: "\n")
        input.fileHandleForWriting.writeAllThenCloseInBackground(Array(text.utf8))
        let data = output.fileHandleForReading.readAllRetrying()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 with qrcode failed (make test-deps installs it)")
        let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return decoded.map { ($0["version"] as! Int, $0["rows"] as! [String], $0["penalties"] as! [Int]) }
    }

    static func rows(_ code: QRCode) -> [String] {
        (0..<code.size).map { y in String((0..<code.size).map { x in code[x, y] ? "1" : "0" }) }
    }

    static let payloads: [[UInt8]] = {
        var state: UInt64 = 0x5EED  // a fixed linear congruential sequence: the same bytes every run
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var list: [[UInt8]] = [
            Array(
                "otpauth://totp/Mi%20App:ana@example.com?secret=ASDFASDFASDF&issuer=Mi%20App&algorithm=SHA1&digits=6&period=30"
                    .utf8)
        ]
        for version in 1...40 {
            let capacity = (QRCode.dataCapacity(version: version) - 4 - (version < 10 ? 8 : 16)) / 8
            list.append((0..<capacity).map { _ in next() })
            if version < 40 { list.append((0...capacity).map { index in UInt8(ascii: "a") + UInt8(index % 26) }) }
        }
        return list
    }()

    @Test("Every version, module for module, and the penalty of each mask, equal python-qrcode's")
    func againstReference() throws {
        let codes = try Self.payloads.map { try #require(QRCode(bytes: $0)) }
        let expected = try Self.reference(Self.payloads, masks: codes.map(\.mask))
        for (index, (code, reference)) in zip(codes, expected).enumerated() {
            #expect(code.version == reference.version)
            #expect(Self.rows(code) == reference.rows, "version \(code.version), mask \(code.mask)")
            guard !reference.penalties.isEmpty else { continue }
            // Each mask's penalty is the reference's on the whole symbol, format bits included, and the
            // mask chosen is the first with the lowest. (python-qrcode itself picks its mask with the
            // format modules left light, so its own choice can differ; both symbols are valid.)
            let penalties = (0..<8).map { mask in
                QRCode.penalty(QRCode(bytes: Self.payloads[index], mask: mask)!.modules, size: code.size)
            }
            #expect(penalties == reference.penalties, "version \(code.version)")
            #expect(code.mask == penalties.firstIndex(of: penalties.min()!))
        }
    }

    @Test("Each of the eight masks equals python-qrcode's with that mask")
    func everyMask() throws {
        let payload = Self.payloads[0]
        let expected = try Self.reference(Array(repeating: payload, count: 8), masks: Array(0..<8))
        for mask in 0..<8 {
            let code = try #require(QRCode(bytes: payload, mask: mask))
            #expect(code.mask == mask && Self.rows(code) == expected[mask].rows, "mask \(mask)")
        }
    }

    @Test("Capacity: 2,331 bytes fit version 40 at level M, 2,332 do not")
    func capacity() {
        #expect(QRCode(bytes: Array(repeating: 0x41, count: QRCode.maximumBytes))?.version == 40)
        #expect(QRCode(bytes: Array(repeating: 0x41, count: QRCode.maximumBytes + 1)) == nil)
        #expect(QRCode(bytes: [])?.version == 1)
    }
}

extension QRCodeTests {
    @Test("Half-block text: two module rows per line, light modules drawn, a four-module quiet zone, read back exactly")
    func halfBlocks() throws {
        let code = try #require(QRCode(bytes: Array("otpauth://totp/a?secret=JBSWY3DPEHPK3PXP".utf8)))
        let lines = code.halfBlockLines()
        let side = code.size + 8
        try #require(lines.count == (side + 1) / 2)
        #expect(lines.allSatisfy { $0.count == side })
        #expect(lines[0] == String(repeating: "█", count: side) && lines[1] == String(repeating: "█", count: side))
        // Reading the picture back gives the symbol.
        var read: [Bool] = []
        for y in 0..<code.size {
            let line = Array(lines[(y + 4) / 2])
            for x in 0..<code.size {
                let character = line[x + 4]
                let upper = (y + 4) % 2 == 0
                let light = upper ? (character == "█" || character == "▀") : (character == "█" || character == "▄")
                read.append(!light)
            }
        }
        #expect(read == code.modules)
    }
}
