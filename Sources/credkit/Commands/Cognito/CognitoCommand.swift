// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore

/// `credkit cognito`: drives a Cognito user pool, checking input before anything is sent.
struct CognitoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cognito",
        abstract: Console.help(.helpCognito),
        discussion: Console.help(.helpCognitoDiscussion),
        groupedSubcommands: [
            CommandGroup(
                name: Console.help(.helpCognitoGroupAccount),
                subcommands: [
                    CognitoSignUpCommand.self, CognitoConfirmSignUpCommand.self, CognitoResendCodeCommand.self,
                    CognitoForgotPasswordCommand.self, CognitoConfirmForgotPasswordCommand.self,
                    CognitoChangePasswordCommand.self, CognitoUserCommand.self, CognitoDeleteUserCommand.self,
                ]),
            CommandGroup(
                name: Console.help(.helpCognitoGroupSession),
                subcommands: [
                    CognitoSignInCommand.self, CognitoRefreshCommand.self, CognitoWhoAmICommand.self,
                    CognitoSignOutCommand.self, CognitoGlobalSignOutCommand.self, CognitoAWSCredentialsCommand.self,
                ]),
            CommandGroup(
                name: Console.help(.helpCognitoGroupMFA),
                subcommands: [CognitoMFACommand.self, CognitoPasskeysCommand.self, CognitoDevicesCommand.self]),
            CommandGroup(
                name: Console.help(.helpCognitoGroupHostedUI),
                subcommands: [
                    CognitoLoginCommand.self, CognitoTokenCommand.self, CognitoLogoutCommand.self, CognitoUserInfoCommand.self,
                ]),
            CommandGroup(name: Console.help(.helpCognitoGroupImport), subcommands: [CognitoImportCheckCommand.self]),
            CommandGroup(name: Console.help(.helpCognitoGroupAdmin), subcommands: [CognitoAdminCommand.self]),
        ]
    )
}
