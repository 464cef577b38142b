// SPDX-License-Identifier: Apache-2.0
import CredKit
import FuzzSupport

/// credkit's JSON parser (policy files, JWT parts, JWKS, Cognito responses, the session file): what
/// it accepts must serialise to JSON that parses back to the same value.
@main
enum FuzzJSON {
    static func main() {
        Fuzzer.run { input in
            guard let value = try? JSONValue(parsing: input) else { return }
            let text = Array(value.jsonText.utf8)
            guard let again = try? text.withUnsafeBufferPointer({ try JSONValue(parsing: $0) }) else {
                fatalError("serialised JSON does not parse")
            }
            if again != value { fatalError("serialise and parse is not the identity") }
        }
    }
}
