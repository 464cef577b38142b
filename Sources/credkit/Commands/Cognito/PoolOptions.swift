// SPDX-License-Identifier: Apache-2.0
import ArgumentParser

/// `--user-pool-id`, `--region` and `--endpoint`, in this order: the pool a command with AWS
/// credentials works on (`cognito admin`, `policy fetch`).
struct PoolOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoUserPoolID), valueName: "id"))
    var userPoolId: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoRegion), valueName: "region"))
    var region: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionCognitoEndpoint), valueName: "url"))
    var endpoint: String?
}
