// SPDX-License-Identifier: Apache-2.0
/// Writes checked JSON in the compact form ``JSONValue`` serialises to — no white space between
/// tokens, strings with escapes re-escaped the same way, everything else byte for byte — without
/// building a tree. Hot paths (`credkit jwt --format json`) use it instead of `raw`.
package enum JSONCompacting {
    /// Appends `json`, which must have passed the JSON parser, compacted.
    package static func append(checkedJSON json: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) {
        var index = 0
        var runStart = 0
        while index < json.count {
            let byte = json[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                if index > runStart { output.append(UnsafeBufferPointer(rebasing: json[runStart..<index])) }
                index += 1
                runStart = index
            case UInt8(ascii: "\""):
                let start = index
                var escaped = false
                index += 1
                while json[index] != UInt8(ascii: "\"") {
                    if json[index] == UInt8(ascii: "\\") {
                        escaped = true
                        index += 1
                    }
                    index += 1
                }
                index += 1
                if escaped {
                    if start > runStart { output.append(UnsafeBufferPointer(rebasing: json[runStart..<start])) }
                    var parser = JSONParser(bytes: json)
                    parser.index = start
                    output.append(JSONEscaping.literal((try? parser.parseString()) ?? ""))
                    runStart = index
                }
            default:
                index += 1
            }
        }
        if index > runStart { output.append(UnsafeBufferPointer(rebasing: json[runStart..<index])) }
    }
}
