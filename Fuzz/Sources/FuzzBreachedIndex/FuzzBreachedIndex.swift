// SPDX-License-Identifier: Apache-2.0
import CredKit
import Foundation
import FuzzSupport

/// The breached-password index reader: any file either opens (and then answers lookups, verifies
/// or reports damage) or is refused with a `BreachedPasswordError` — never a crash or a read outside
/// the file. Inputs are mutations of a real small index (the seed), so the header and checksums are
/// reached; each input is tried as it is and again with its header checksum fixed up, as anyone can
/// (it is not keyed), so mutated header fields reach every check behind the checksum.
@main
enum FuzzBreachedIndex {
    static let scratch = ScratchFile("index.ckbi")

    static func main() {
        Fuzzer.run { input in
            exercise(input)
            var tampered = Array(input)
            _BreachedIndexTampering.fixHeaderChecksum(&tampered)
            if !tampered.elementsEqual(input) { tampered.withUnsafeBufferPointer { exercise($0) } }
        }
    }

    static func exercise(_ bytes: UnsafeBufferPointer<UInt8>) {
        scratch.write(bytes)
        guard let index = try? BreachedPasswordIndex(path: scratch.path) else { return }
        _ = index.info
        _ = index.minimumCount
        _ = index.contains(password: "password")
        _ = index.contains(password: "Tr0ub4dor&3")
        _ = try? index.verify()
    }
}
