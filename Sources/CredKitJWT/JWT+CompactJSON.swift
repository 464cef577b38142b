// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension JOSEHeader {
    /// Appends the header's JSON, compact, as ``raw`` would serialise (without building it).
    /// - Parameter output: where to write.
    public func appendJSON(to output: OutputBuffer) {
        json.withUnsafeBufferPointer { JSONCompacting.append(checkedJSON: $0, to: output) }
    }
}

extension JWTClaims {
    /// Appends the payload's JSON, compact, as ``raw`` would serialise (without building it).
    /// - Parameter output: where to write.
    public func appendJSON(to output: OutputBuffer) {
        json.withUnsafeBufferPointer { JSONCompacting.append(checkedJSON: $0, to: output) }
    }
}
