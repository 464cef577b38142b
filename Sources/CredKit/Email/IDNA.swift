import CIDN2

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// IDNA 2008 with UTS #46 non-transitional mapping, through libidn2.
enum IDNA {
    struct Failure: Error {
        var message: String
    }

    /// The ASCII (A-label) form of a domain, after UTS #46 mapping (case folding, width mapping, NFC).
    static func toASCII(_ domain: String) throws(Failure) -> String {
        try convert(domain, flags: Int32(IDN2_NONTRANSITIONAL.rawValue | IDN2_NFC_INPUT.rawValue), toUnicode: false)
    }

    /// The Unicode (U-label) form of a domain that may contain `xn--` labels.
    static func toUnicode(_ domain: String) throws(Failure) -> String {
        try convert(domain, flags: Int32(IDN2_NONTRANSITIONAL.rawValue), toUnicode: true)
    }

    /// The Unicode form of an ASCII domain whose `xn--` labels must be valid A-labels: each must
    /// decode to a label that IDNA 2008 / UTS #46 allows and that encodes back to the same A-label
    /// (RFC 5891 §5.4). libidn2's decoding alone accepts any Punycode, such as `xn--mnchen-3yx`,
    /// which decodes to an uppercase Georgian letter no domain may hold.
    /// - Throws: ``Failure`` naming the first A-label that does not round-trip.
    static func toUnicodeValidated(_ ascii: String) throws(Failure) -> String {
        let unicode = try toUnicode(ascii)
        let asciiLabels = ascii.split(separator: ".", omittingEmptySubsequences: false)
        let unicodeLabels = unicode.split(separator: ".", omittingEmptySubsequences: false)
        guard asciiLabels.count == unicodeLabels.count else { throw Failure(message: ascii) }
        for (asciiLabel, unicodeLabel) in zip(asciiLabels, unicodeLabels) where asciiLabel.hasPrefix("xn--") {
            let encoded = try? toASCII(String(unicodeLabel)).lowercased()
            if encoded != String(asciiLabel) { throw Failure(message: String(asciiLabel)) }
        }
        return unicode
    }

    private static func convert(_ input: String, flags: Int32, toUnicode: Bool) throws(Failure) -> String {
        var output: UnsafeMutablePointer<CChar>?
        let status = input.withCString { pointer in
            toUnicode ? idn2_to_unicode_8z8z(pointer, &output, flags) : idn2_to_ascii_8z(pointer, &output, flags)
        }
        guard status == Int32(IDN2_OK.rawValue), let output else {
            if let output { idn2_free(output) }
            throw Failure(message: String(cString: idn2_strerror(status)))
        }
        defer { idn2_free(output) }
        return String(cString: output)
    }
}
