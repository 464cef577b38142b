// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if LibIDN2 && canImport(CIDN2)
    import CIDN2
#endif

/// IDNA 2008 with UTS #46 non-transitional mapping for email domains.
///
/// ``UTS46`` (Swift, Unicode 15.0 tables) is the engine in every build. With the `LibIDN2` trait on
/// Linux, libidn2 is linked too, as the reference the differential tests hold the Swift engine to.
enum IDNA {
    struct Failure: Error {
        var message: String
    }

    /// Which implementation answers.
    enum Engine: CaseIterable {
        /// The Swift implementation over the generated tables.
        case swift
        #if LibIDN2 && canImport(CIDN2)
            /// libidn2 2.3 (`idn2_to_ascii_8z` with `IDN2_NONTRANSITIONAL | IDN2_NFC_INPUT`).
            case libidn2
        #endif
    }

    /// The ASCII (A-label) form of a domain, after UTS #46 mapping (case folding, width mapping, NFC).
    static func toASCII(_ domain: String, engine: Engine = .swift) throws(Failure) -> String {
        switch engine {
        case .swift:
            do { return try UTS46.toASCII(domain) } catch { throw Failure(message: error.detail) }
        #if LibIDN2 && canImport(CIDN2)
            case .libidn2:
                return try LibIDN2.convert(
                    domain, flags: Int32(IDN2_NONTRANSITIONAL.rawValue | IDN2_NFC_INPUT.rawValue), toUnicode: false)
        #endif
        }
    }

    /// The Unicode form of an ASCII domain whose `xn--` labels must be valid A-labels: each must
    /// decode to a label that IDNA 2008 / UTS #46 allows and that encodes back to the same A-label
    /// (RFC 5891 §5.4). Punycode decoding alone accepts labels such as `xn--mnchen-3yx`, which decodes
    /// to an uppercase Georgian letter no domain may hold.
    /// - Throws: ``Failure`` naming the first A-label that does not round-trip.
    static func toUnicodeValidated(_ ascii: String, engine: Engine = .swift) throws(Failure) -> String {
        switch engine {
        case .swift:
            do { return try UTS46.toUnicodeValidated(ascii) } catch { throw Failure(message: error.detail) }
        #if LibIDN2 && canImport(CIDN2)
            case .libidn2:
                return try LibIDN2.toUnicodeValidated(ascii)
        #endif
        }
    }
}

#if LibIDN2 && canImport(CIDN2)
    /// libidn2, the reference implementation on Linux.
    enum LibIDN2 {
        static func toUnicodeValidated(_ ascii: String) throws(IDNA.Failure) -> String {
            let unicode = try convert(ascii, flags: Int32(IDN2_NONTRANSITIONAL.rawValue), toUnicode: true)
            let asciiLabels = ascii.split(separator: ".", omittingEmptySubsequences: false)
            let unicodeLabels = unicode.split(separator: ".", omittingEmptySubsequences: false)
            guard asciiLabels.count == unicodeLabels.count else { throw IDNA.Failure(message: ascii) }
            for (asciiLabel, unicodeLabel) in zip(asciiLabels, unicodeLabels) where asciiLabel.hasPrefix("xn--") {
                let encoded = try? IDNA.toASCII(String(unicodeLabel), engine: .libidn2).lowercased()
                if encoded != String(asciiLabel) { throw IDNA.Failure(message: String(asciiLabel)) }
            }
            return unicode
        }

        static func convert(_ input: String, flags: Int32, toUnicode: Bool) throws(IDNA.Failure) -> String {
            var output: UnsafeMutablePointer<CChar>?
            let status = input.withCString { pointer in
                toUnicode ? idn2_to_unicode_8z8z(pointer, &output, flags) : idn2_to_ascii_8z(pointer, &output, flags)
            }
            guard status == Int32(IDN2_OK.rawValue), let output else {
                if let output { idn2_free(output) }
                throw IDNA.Failure(message: String(cString: idn2_strerror(status)))
            }
            defer { idn2_free(output) }
            return String(cString: output)
        }
    }
#endif
