import Foundation

extension String {
    /// The string in Unicode Normalization Form KC (compatibility decomposition, canonical composition).
    var nfkc: String {
        precomposedStringWithCompatibilityMapping
    }
}

extension String {
    /// The string in Unicode Normalization Form C.
    var precomposedNFC: String {
        precomposedStringWithCanonicalMapping
    }
}
