// SPDX-License-Identifier: Apache-2.0
import Crypto
import Foundation

/// Where credkit keeps what it may fetch again (`$XDG_CACHE_HOME/credkit/NAME`, or
/// `~/.cache/credkit/NAME`), and the names of the files in it: the SHA-256 of what a file holds
/// the answer to, in hexadecimal, so a name shows none of it and any key makes a safe name.
package enum CacheFolder {
    /// The folder `name` for `environment`, or `nil` when neither an absolute `XDG_CACHE_HOME`
    /// nor `HOME` is set.
    package static func standard(_ name: String, environment: [String: String]) -> URL? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("credkit").appendingPathComponent(name)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/credkit").appendingPathComponent(name)
    }

    /// `KEY`'s SHA-256 in lowercase hexadecimal, then `suffix`: the file in `directory` for `key`.
    package static func file(in directory: URL, key: String, suffix: String = ".json") -> URL {
        let name = SHA256.hash(data: Array(key.utf8)).map { byte in
            let text = String(byte, radix: 16)
            return text.count == 2 ? text : "0" + text
        }.joined()
        return directory.appendingPathComponent(name + suffix)
    }
}
