// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import _CredKitCore

/// `credkit cognito`: drives a Cognito user pool, checking input before anything is sent.
struct CognitoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cognito",
        abstract: Console.help(.helpCognito),
        discussion: Console.help(.helpCognitoDiscussion),
        subcommands: [
            CognitoSignUpCommand.self, CognitoConfirmSignUpCommand.self, CognitoResendCodeCommand.self, CognitoSignInCommand.self,
            CognitoRefreshCommand.self, CognitoWhoAmICommand.self, CognitoForgotPasswordCommand.self,
            CognitoConfirmForgotPasswordCommand.self, CognitoChangePasswordCommand.self, CognitoSignOutCommand.self,
            CognitoGlobalSignOutCommand.self, CognitoMFACommand.self, CognitoUserCommand.self, CognitoDeleteUserCommand.self,
            CognitoDevicesCommand.self, CognitoLoginCommand.self, CognitoTokenCommand.self, CognitoLogoutCommand.self,
            CognitoUserInfoCommand.self, CognitoImportCheckCommand.self,
        ]
    )
}
