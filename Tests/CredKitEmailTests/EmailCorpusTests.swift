// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

@testable import CredKitEmail

/// The isemail corpora (Fixtures/isemail, copied from ../shared/corpora/email), with their expected categories.
enum IsEmailCorpus {
    struct Case: CustomTestStringConvertible {
        var address: String
        /// VALID, DNSWARN, RFC5321, CFWS, DEPREC, RFC5322 or ERR.
        var category: String
        var diagnosis: String
        var testDescription: String { "\(address.debugDescription) (\(diagnosis))" }
    }

    /// Copies of ../shared/corpora/email (Scripts/copy-email-corpora.sh), so any clone can run them.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/isemail")

    /// Dominic Sayers' tests.xml (BSD): control characters are stored as U+2400 + code.
    static let sayers: [Case] = {
        guard let xml = try? String(contentsOf: directory.appendingPathComponent("isemail-sayers-tests.xml"), encoding: .utf8)
        else {
            return []
        }
        var cases: [Case] = []
        for block in xml.components(separatedBy: "<test ").dropFirst() {
            func element(_ name: String) -> String {
                guard let start = block.range(of: "<\(name)>"), let end = block.range(of: "</\(name)>") else { return "" }
                return decodeEntities(String(block[start.upperBound..<end.lowerBound]))
            }
            let address = String(
                String.UnicodeScalarView(
                    element("address").unicodeScalars.map { scalar in
                        (0x2400..<0x2420).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0x2400)! : scalar
                    }))
            let category = element("category").replacingOccurrences(of: "ISEMAIL_", with: "")
                .replacingOccurrences(of: "_CATEGORY", with: "")
            cases.append(Case(address: address, category: category, diagnosis: element("diagnosis")))
        }
        return cases
    }()

    /// The hapi isemail tests.json (BSD-3-Clause): diagnosis names carry the category as a prefix.
    static let skeggse: [Case] = {
        guard var text = try? String(contentsOf: directory.appendingPathComponent("isemail-skeggse-tests.json"), encoding: .utf8)
        else { return [] }
        // The file has lone UTF-16 surrogate escapes, which JSON decoders refuse: mark them as U+FFFD.
        for pattern in [
            #"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])"#, #"(?<![0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"#,
        ] {
            let regex = try! NSRegularExpression(pattern: pattern)
            text = regex.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: #"\\ufffd"#)
        }
        guard let pairs = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String]] else { return [] }
        let prefixes = [
            ("valid", "VALID"), ("dnsWarn", "DNSWARN"), ("rfc5321", "RFC5321"), ("cfws", "CFWS"),
            ("deprec", "DEPREC"), ("rfc5322", "RFC5322"), ("err", "ERR"),
        ]
        return pairs.compactMap { pair in
            guard pair.count == 2, let category = prefixes.first(where: { pair[1].hasPrefix($0.0) })?.1 else { return nil }
            // A lone surrogate cannot reach credkit as UTF-8 input; JSONSerialization replaces it.
            if pair[0].unicodeScalars.contains("\u{FFFD}") { return nil }
            return Case(address: pair[0], category: category, diagnosis: pair[1])
        }
    }()

    private static func decodeEntities(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let value =
                    entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst(), radix: 10)
                if let value, let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The rfc profile's mapping: isemail's VALID, DNSWARN (DNS is not consulted), RFC5321 and CFWS
    /// are accepted; DEPREC, RFC5322 (valid only under RFC 5322's looser rules) and ERR are rejected.
    static func rfcAccepts(_ category: String) -> Bool {
        ["VALID", "DNSWARN", "RFC5321", "CFWS"].contains(category)
    }
}

/// Where the rfc profile deliberately differs from the isemail corpora, and why.
let isEmailDeviations: [String: String] = [:]

@Suite("rfc email profile against the isemail corpora")
struct EmailCorpusTests {
    @Test("Both corpora load")
    func corpora() {
        #expect(IsEmailCorpus.sayers.count == 164)
        #expect(IsEmailCorpus.skeggse.count >= 200)
    }

    @Test("Verdicts agree with the category mapping", arguments: ["sayers", "skeggse"])
    func agreement(corpus: String) {
        let validator = EmailChecker(profile: .rfc)
        let cases = corpus == "sayers" ? IsEmailCorpus.sayers : IsEmailCorpus.skeggse
        var disagreements: [String] = []
        for item in cases where isEmailDeviations[item.address] == nil {
            let verdict = validator.check(item.address)
            if verdict.isValid != IsEmailCorpus.rfcAccepts(item.category) {
                disagreements.append("\(item.testDescription): credkit \(verdict.rejection?.rawValue ?? "valid")")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases.count):\n\(disagreements.joined(separator: "\n"))")
    }
}
