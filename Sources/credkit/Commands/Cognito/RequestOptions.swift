// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKitCore

/// `--timeout` and `--lang`: the last options of every `cognito` command, `cognito admin` ones too.
struct RequestOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoTimeout), valueName: "seconds"))
    var timeout: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoLang), valueName: Language.valueName),
        completion: Language.defaultCompletionKind)
    var lang: Language?
}
