// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore

/// `--languages`: which languages' words, names and keyboards the guesses meter knows.
struct StrengthLanguageOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionLanguages), valueName: "list"))
    var languages: String?

    /// A bad list is a usage error before anything is read.
    func validate() throws {
        try CLIValidation.run { _ = try parsed(in: Console.language) }
    }

    /// The languages given, or ``StrengthLanguage/defaults``.
    /// - Throws: ``CLIFailure`` (a usage error) naming the bad list in `language`.
    func parsed(in language: Language) throws(CLIFailure) -> Set<StrengthLanguage> {
        guard let languages else { return StrengthLanguage.defaults }
        do throws(StrengthLanguageError) {
            return try StrengthLanguage.parseList(languages)
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
    }
}
