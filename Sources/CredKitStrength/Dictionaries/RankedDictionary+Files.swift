// SPDX-License-Identifier: Apache-2.0
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RankedDictionary {
    /// A bundled list file that cannot be read or parsed.
    package struct BundledListError: Error, Sendable, CustomStringConvertible {
        /// The file's path.
        package let path: String
        /// The 1-based line that is not `word<TAB>rank`, or `nil` when the file could not be read.
        package let line: Int?

        package var description: String {
            line.map { "\(path):\($0): not word<TAB>rank" } ?? "\(path): cannot be read as UTF-8"
        }
    }

    /// The bundled word lists read from their data files (``bundledListFiles`` in `directory`, the
    /// repository's `Data/strength`): what the generator compiles and the tests compare with.
    package static func bundledLists(in directory: String) throws(BundledListError) -> [(
        WordList, [(word: Substring, rank: Int)]
    )] {
        var lists: [(WordList, [(word: Substring, rank: Int)])] = []
        for (file, list) in bundledListFiles {
            let path = directory + "/" + file
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else { throw BundledListError(path: path, line: nil) }
            do {
                lists.append((list, try parseListFile(text)))
            } catch {
                throw BundledListError(path: path, line: error.line)
            }
        }
        return lists
    }
}
