// SPDX-License-Identifier: Apache-2.0
import CCredKitData
import Foundation
import Testing

@testable import CredKitCore
@testable import CredKitGenerator
@testable import CredKitPolicy

@Suite("Compiled-in word lists")
struct CompiledWordListsTests {
    /// The repository's `Data/` folder, where the lists are kept as plain files.
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data")

    static func words(_ file: String) throws -> [Substring] {
        WordListFile.words(in: try String(contentsOf: data.appendingPathComponent(file), encoding: .utf8))
    }

    static func compiled(_ text: UnsafePointer<CChar>, _ count: UInt32) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: text, count: Int(count)))
    }

    @Test(
        "WordLists.c holds exactly the words of Data/blocklist and Data/passphrase (run `make generate` after changing them)")
    func tablesAreCurrent() throws {
        let blocklist = try Self.words("blocklist/common-passwords.txt")
        let english = try Self.words("passphrase/eff-long.txt")
        let spanish = try Self.words("passphrase/bip39-spanish.txt")
        #expect(blocklist.count == 19_640 && english.count == 7_772 && spanish.count == 2_048)
        #expect(Self.compiled(credkit_blocklist(), credkit_blocklist_bytes()) == WordListFile.compiledText(blocklist))
        #expect(
            Self.compiled(credkit_passphrase_english(), credkit_passphrase_english_bytes())
                == WordListFile.compiledText(english))
        #expect(
            Self.compiled(credkit_passphrase_spanish(), credkit_passphrase_spanish_bytes())
                == WordListFile.compiledText(spanish))
        // The C strings end where their lengths say.
        #expect(credkit_blocklist()[Int(credkit_blocklist_bytes())] == 0)
    }

    @Test("The libraries read the compiled lists: the blocklist's entries, the passphrase words in order")
    func librariesUseThem() throws {
        let blocklist = try Self.words("blocklist/common-passwords.txt")
        #expect(Blocklist.bundled.count == blocklist.count)
        for entry in [blocklist.first!, blocklist.last!, "#1pimp", "iloveyou"] {
            #expect(Blocklist.bundled.contains(String(entry)), "\(entry)")
        }
        #expect(!Blocklist.bundled.contains("correct horse battery staple"))
        #expect(PassphraseWordList.english.words == (try Self.words("passphrase/eff-long.txt")).map(String.init))
        #expect(PassphraseWordList.spanish.words == (try Self.words("passphrase/bip39-spanish.txt")).map(String.init))
    }

    @Test("A list file's header is the leading `# ` lines only; a word may start with #")
    func header() {
        #expect(WordListFile.words(in: "# a header\n# more\n#1pimp\n123456\n") == ["#1pimp", "123456"])
        #expect(WordListFile.words(in: "abc\n# not a header once words began\n") == ["abc", "# not a header once words began"])
        #expect(WordListFile.words(in: "# only a header\n").isEmpty)
        #expect(WordListFile.compiledText(["a", "é"]) == [0x61, 0x0A, 0xC3, 0xA9])
    }
}
