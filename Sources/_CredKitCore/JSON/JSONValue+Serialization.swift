// SPDX-License-Identifier: Apache-2.0
extension JSONValue {
    /// The value as compact JSON, numbers exactly as they were written (``JSONObjectWriter``, the
    /// one writer).
    public var jsonText: String {
        let output = OutputBuffer(descriptor: -1)
        JSONObjectWriter.write(self, to: output)
        return output.withPendingBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the value as compact JSON.
    /// - Parameter output: where to append.
    public func append(to output: OutputBuffer) {
        JSONObjectWriter.write(self, to: output)
    }
}
