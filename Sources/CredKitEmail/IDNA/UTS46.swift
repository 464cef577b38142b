// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// IDNA 2008 with UTS #46 processing (non-transitional, hyphen, joiner and bidi checks), in Swift,
/// from the Unicode 15.0 tables in ``IDNATables``.
///
/// It answers as libidn2's `idn2_to_ascii_8z(…, IDN2_NONTRANSITIONAL | IDN2_NFC_INPUT)` does: the
/// UTS #46 mapping (STD3 ASCII allowed through it), NFC, then per label the IDNA 2008 lookup tests
/// (NFC, no `--` in positions 3–4, no leading or trailing hyphen, no leading combining mark, every
/// code point valid under IDNA 2008, the CONTEXTJ rules of RFC 5892 A.1–A.2, and RFC 5893's bidi rule
/// for labels holding right-to-left characters). CONTEXTO code points pass, as lookup allows.
/// Unlike libidn2 it refuses a domain whose mapping leaves an empty label (only ignored code points
/// between two dots), as UTS #46 with VerifyDnsLength and python's `idna` do.
enum UTS46 {
    struct Failure: Error, Sendable {
        /// The code point or label at fault, for the message.
        var detail: String
    }

    /// The ASCII form of `domain`: mapped, normalised, validated, non-ASCII labels Punycode-encoded.
    static func toASCII(_ domain: String) throws(Failure) -> String {
        var labels: [String] = []
        let mapped = try mappedLabels(domain)
        for (index, label) in mapped.enumerated() {
            // A label that mapping emptied ("a.\u{FE00}.com": the variation selector is ignored) leaves
            // a domain with an empty label, which DNS cannot hold (UTS #46 VerifyDnsLength). Only a
            // final empty label, the root, is left to the caller to judge.
            if label.isEmpty && index < mapped.count - 1 { throw Failure(detail: domain) }
            labels.append(try asciiLabel(label))
        }
        return labels.joined(separator: ".")
    }

    /// The Unicode form of an ASCII domain, each `xn--` label decoded, validated, and required to
    /// encode back to itself (RFC 5891 §5.4).
    static func toUnicodeValidated(_ ascii: String) throws(Failure) -> String {
        var output: [String] = []
        for label in ascii.split(separator: ".", omittingEmptySubsequences: false) {
            guard label.utf8.count >= 4, label.utf8.prefix(4).elementsEqual("xn--".utf8) else {
                output.append(String(label))
                continue
            }
            guard let decoded = Punycode.decode(label.utf8.dropFirst(4)), !decoded.isEmpty,
                !decoded.allSatisfy({ $0.isASCII })
            else { throw Failure(detail: String(label)) }
            try validate(decoded, detail: String(label))
            guard Punycode.asciiLabel(decoded) == label.lowercased() else { throw Failure(detail: String(label)) }
            output.append(String(String.UnicodeScalarView(decoded)))
        }
        return output.joined(separator: ".")
    }

    // MARK: - Steps

    /// UTS #46 §4 steps 1–3: map, normalise, split.
    private static func mappedLabels(_ domain: String) throws(Failure) -> [[Unicode.Scalar]] {
        var mapped = String.UnicodeScalarView()
        for scalar in domain.unicodeScalars {
            if scalar.value < 0x80 {
                // ASCII: only A–Z map (to a–z); everything else is valid or STD3-valid.
                mapped.append(
                    (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar)
                continue
            }
            let entry = IDNATables.entry(scalar)
            switch entry.status {
            case .valid, .deviation: mapped.append(scalar)
            case .mapped: mapped.append(contentsOf: IDNATables.mapping(entry))
            case .ignored: break
            case .disallowed: throw Failure(detail: EmailCharacters.display(scalar))
            }
        }
        let normalized = String(mapped).precomposedNFC
        return normalized.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false).map(Array.init)
    }

    private static func asciiLabel(_ label: [Unicode.Scalar]) throws(Failure) -> String {
        let text = String(String.UnicodeScalarView(label))
        if label.count >= 4, label[0] == "x", label[1] == "n", label[2] == "-", label[3] == "-" {
            _ = try toUnicodeValidated(text)
            return text
        }
        try validate(label, detail: text)
        return Punycode.asciiLabel(label)
    }

    /// UTS #46 §4.1 validity plus IDNA 2008 lookup's tests.
    static func validate(_ label: [Unicode.Scalar], detail: String) throws(Failure) {
        if label.isEmpty { return }
        if label.allSatisfy({ $0.isASCII }) {
            try validateASCII(label, detail: detail)
            return
        }
        let text = String(String.UnicodeScalarView(label))
        guard text.precomposedNFC.unicodeScalars.elementsEqual(label) else { throw Failure(detail: detail) }
        if label.count >= 4, label[2] == "-", label[3] == "-" { throw Failure(detail: detail) }
        if label.first == "-" || label.last == "-" { throw Failure(detail: detail) }
        if IDNATables.properties(label[0]).isMark { throw Failure(detail: EmailCharacters.display(label[0])) }
        for scalar in label {
            let entry = IDNATables.entry(scalar)
            let allowed = (entry.status == .valid || entry.status == .deviation) && !entry.isNotValidIn2008
            if !allowed { throw Failure(detail: EmailCharacters.display(scalar)) }
        }
        for index in label.indices where label[index] == "\u{200C}" || label[index] == "\u{200D}" {
            if !joinerAllowed(label, at: index) { throw Failure(detail: EmailCharacters.display(label[index])) }
        }
        if !bidiRuleHolds(label) { throw Failure(detail: detail) }
    }

    /// An all-ASCII label: letters, digits and hyphens with the hyphen rules.
    private static func validateASCII(_ label: [Unicode.Scalar], detail: String) throws(Failure) {
        for scalar in label {
            let value = scalar.value
            let ldh = (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || value == 0x2D
            if !ldh { throw Failure(detail: EmailCharacters.display(scalar)) }
        }
        if label.count >= 4, label[2] == "-", label[3] == "-" { throw Failure(detail: detail) }
        if label.first == "-" || label.last == "-" { throw Failure(detail: detail) }
    }

    /// RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH JOINER).
    private static func joinerAllowed(_ label: [Unicode.Scalar], at index: Int) -> Bool {
        if index > 0, IDNATables.properties(label[index - 1]).isVirama { return true }
        guard label[index] == "\u{200C}" else { return false }
        // (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*(Joining_Type:{R,D})
        var before = index - 1
        while before >= 0, IDNATables.properties(label[before]).joiningType == .T { before -= 1 }
        guard before >= 0, [.L, .D].contains(IDNATables.properties(label[before]).joiningType) else { return false }
        var after = index + 1
        while after < label.count, IDNATables.properties(label[after]).joiningType == .T { after += 1 }
        return after < label.count && [.R, .D].contains(IDNATables.properties(label[after]).joiningType)
    }

    /// RFC 5893 §2, applied to a label that holds an R, AL or AN character — or to any label with
    /// `evenLeftToRight` (a label of a domain that has right-to-left characters elsewhere).
    static func bidiRuleHolds(_ label: [Unicode.Scalar], evenLeftToRight: Bool = false) -> Bool {
        let classes = label.map { IDNATables.properties($0).bidiClass }
        guard evenLeftToRight || classes.contains(where: { $0 == .R || $0 == .AL || $0 == .AN }) else { return true }
        guard !classes.isEmpty else { return false }
        let last = classes.lastIndex(where: { $0 != .NSM })
        switch classes[0] {
        case .L:
            let allowed: Set<IDNATables.BidiClass> = [.L, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
            guard classes.allSatisfy(allowed.contains), let last else { return false }
            return classes[last] == .L || classes[last] == .EN
        case .R, .AL:
            let allowed: Set<IDNATables.BidiClass> = [.R, .AL, .AN, .EN, .ES, .CS, .ET, .ON, .BN, .NSM]
            guard classes.allSatisfy(allowed.contains), let last else { return false }
            if classes.contains(.EN) && classes.contains(.AN) { return false }
            return [.R, .AL, .EN, .AN].contains(classes[last])
        default:
            return false
        }
    }
}
