// SPDX-License-Identifier: Apache-2.0
import Foundation

extension String {
    /// The string in Unicode Normalization Form KC (compatibility decomposition, canonical composition).
    package var nfkc: String {
        precomposedStringWithCompatibilityMapping
    }
}

extension String {
    /// The string in Unicode Normalization Form C.
    package var precomposedNFC: String {
        precomposedStringWithCanonicalMapping
    }
}
