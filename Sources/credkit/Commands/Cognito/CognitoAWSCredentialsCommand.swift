// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `credkit cognito aws-credentials`: temporary AWS credentials for the signed-in user from an
/// identity pool, printed as the `credential_process` document the AWS CLI and SDKs read, and
/// cached until five minutes before they expire.
struct CognitoAWSCredentialsCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "aws-credentials", abstract: Console.help(.helpCognitoAWSCredentials),
        discussion: Console.help(.helpCognitoAWSCredentialsDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIdentityPoolID), valueName: "region:uuid"))
    var identityPoolId: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionRoleARN), valueName: "arn"))
    var roleArn: String?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionNoCache)))
    var noCache = false

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let context = signedIn.context
        guard let pool = identityPoolId ?? context.environmentValue("CREDKIT_IDENTITY_POOL_ID") else {
            throw CLIFailure(message: CLITexts.string(.cognitoNeedsIdentityPool, in: context.language))
        }
        let idToken = signedIn.session.tokens.idToken
        let claims = (try? JSONWebToken(compact: idToken))?.claims
        let userPool =
            signedIn.client.configuration.userPoolID.flatMap(CognitoUserPoolID.init)
            ?? CognitoIdentityClient.issuerPool(of: idToken)
        let cache = noCache ? nil : IdentityCredentialsCache.standard()
        let file = userPool.flatMap { userPool in
            cache?.file(
                identityPoolID: pool, loginsKey: CognitoIdentityClient.loginsKey(userPoolID: userPool),
                subject: claims?.subject ?? signedIn.session.username, roleARN: roleArn)
        }
        if let cache, let file, let hit = cache.credentials(in: file) {
            print(hit.credentialProcessJSON)
            return
        }
        let credentials: IdentityPoolCredentials
        do {
            // The identity found before is kept with the credentials: GetId is asked once per user.
            let known = file.flatMap { cache?.identityID(in: $0) }
            do {
                credentials = try await signedIn.client.awsCredentials(
                    identityPoolID: pool, idToken: idToken, identityID: known, customRoleARN: roleArn)
            } catch  where known != nil && error.number == 2802 {
                // The identity is gone (the pool was recreated, or the identity deleted): a new one.
                credentials = try await signedIn.client.awsCredentials(
                    identityPoolID: pool, idToken: idToken, customRoleARN: roleArn)
            }
        } catch {
            throw context.report(error)
        }
        if let cache, let file {
            do {
                try cache.save(credentials, in: file)
            } catch {
                Console.warning(CLITexts.string(.cognitoTokenNotCached, in: context.language, ["file": file.path]))
            }
        }
        print(credentials.credentialProcessJSON)
    }
}
