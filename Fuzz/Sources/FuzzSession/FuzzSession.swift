// SPDX-License-Identifier: Apache-2.0
import CognitoClient
import Foundation
import FuzzSupport

/// The session file reader (`credkit cognito` reads it before every command): any bytes in a private
/// file either load as a session or are refused with a `SessionStoreError`; a loaded session saves
/// and reads back equal.
@main
enum FuzzSession {
    static let scratch = ScratchFile("session.json")
    static let store = SessionStore(file: URL(fileURLWithPath: scratch.path))

    static func main() {
        Fuzzer.run { input in
            // A plain write: `PrivateFile.write`'s two fsyncs would cost more than the reader.
            scratch.write(input)
            let loaded: CognitoSession?
            do {
                loaded = try store.load()
            } catch is SessionStoreError {
                return
            } catch {
                fatalError("not a SessionStoreError: \(error)")
            }
            guard let session = loaded else { fatalError("an existing file read as no session") }
            // What `save` writes (its file plumbing is the tests' business) reads back equal.
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                guard try JSONDecoder().decode(CognitoSession.self, from: encoder.encode(session)) == session else {
                    fatalError("encoding and decoding is not the identity")
                }
            } catch {
                fatalError("a loaded session does not encode and decode back: \(error)")
            }
        }
    }
}
