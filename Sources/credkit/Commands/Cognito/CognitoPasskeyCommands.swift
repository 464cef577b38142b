// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `credkit cognito passkeys`: the signed-in user's passkeys, and software passkeys for CI and test users.
struct CognitoPasskeysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passkeys", abstract: Console.help(.helpCognitoPasskeys),
        discussion: Console.help(.helpCognitoPasskeysDiscussion),
        subcommands: [
            CognitoPasskeysListCommand.self, CognitoPasskeysRegisterCommand.self, CognitoPasskeysDeleteCommand.self,
        ])
}

/// `credkit cognito passkeys list`: ListWebAuthnCredentials, every page.
struct CognitoPasskeysListCommand: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: Console.help(.helpCognitoPasskeysList))

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let context = signedIn.context
        let language = context.language
        try await context.run {
            let listed = try await signedIn.client.listPasskeys(accessToken: signedIn.accessToken)
            var text = listed.isEmpty ? CLITexts.string(.cognitoNoPasskeys, in: language) : ""
            for (index, passkey) in listed.enumerated() {
                var rows = [
                    (CLITexts.string(.cognitoDeviceName, in: language), Display.safe(passkey.name)),
                    (CLITexts.string(.cognitoPasskeyRelyingParty, in: language), Display.safe(passkey.relyingPartyID)),
                    (
                        CLITexts.string(.cognitoPasskeyCreated, in: language),
                        Display.readableTime(passkey.createdAt.timeIntervalSince1970)
                    ),
                ]
                if let attachment = passkey.attachment {
                    rows.append((CLITexts.string(.cognitoPasskeyAttachment, in: language), Display.safe(attachment)))
                }
                text += (index > 0 ? "\n" : "") + Display.safe(passkey.credentialID) + "\n" + Display.table(rows, indent: "  ")
            }
            context.emit(
                text: text,
                json: [
                    ("operation", .string("passkeys-list")),
                    (
                        "passkeys",
                        .array(
                            listed.map { passkey in
                                .object(
                                    CognitoContext.object([
                                        ("credentialId", .string(passkey.credentialID)), ("name", .string(passkey.name)),
                                        ("relyingPartyId", .string(passkey.relyingPartyID)),
                                        ("attachment", passkey.attachment.map { .string($0) } ?? .null),
                                        ("transports", .array(passkey.transports.map { .string($0) })),
                                        (
                                            "createdAt",
                                            JWTClaims.iso8601(passkey.createdAt.timeIntervalSince1970).map(JSONValue.string)
                                                ?? .null
                                        ),
                                    ]))
                            })
                    ),
                ])
        }
    }
}

/// `credkit cognito passkeys register --passkey-file FILE`: a new software passkey, registered with
/// Cognito (StartWebAuthnRegistration, then CompleteWebAuthnRegistration) and kept in FILE (0600).
struct CognitoPasskeysRegisterCommand: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "register", abstract: Console.help(.helpCognitoPasskeysRegister),
        discussion: Console.help(.helpCognitoPasskeysRegisterDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasskeyFileNew), valueName: "file"))
    var passkeyFile: String

    @OptionGroup var options: CognitoOptions

    func run(_ signedIn: SignedIn) async throws {
        let context = signedIn.context
        let language = context.language
        try PasskeyFile.requireAbsent(passkeyFile, language: language)
        try await context.run {
            let options = try await signedIn.client.startPasskeyRegistration(accessToken: signedIn.accessToken)
            let passkey: SoftwarePasskey
            let credential: JSONObject
            do throws(PasskeyError) {
                (passkey, credential) = try SoftwarePasskey.register(options: options)
            } catch {
                throw CognitoError(.completeWebAuthnRegistration, .passkey(error))
            }
            // The key is kept before Cognito learns of it: a passkey Cognito knows whose key was lost
            // could never sign in. Refused, the file goes.
            try PasskeyFile.save(passkey, to: passkeyFile, language: language)
            do {
                try await signedIn.client.completePasskeyRegistration(
                    accessToken: signedIn.accessToken, credential: credential)
            } catch {
                unlink(passkeyFile)
                throw error
            }
            context.emit(
                text: CLITexts.string(
                    .cognitoPasskeyRegistered, in: language,
                    [
                        "relyingParty": Display.safe(passkey.relyingPartyID), "id": passkey.credentialIDText,
                        "file": Display.safe(passkeyFile),
                    ]),
                json: [
                    ("operation", .string("passkeys-register")), ("credentialId", .string(passkey.credentialIDText)),
                    ("relyingPartyId", .string(passkey.relyingPartyID)), ("file", .string(passkeyFile)),
                ])
        }
    }
}

/// `credkit cognito passkeys delete [CREDENTIAL-ID] [--passkey-file FILE]`: DeleteWebAuthnCredential;
/// with a file, its passkey, and the file is removed once Cognito has forgotten it.
struct CognitoPasskeysDeleteCommand: SessionCommand, ValidatesOptions {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: Console.help(.helpCognitoPasskeysDelete))

    @Argument(help: ArgumentHelp(Console.help(.helpArgumentCredentialID), valueName: "credential-id"))
    var credentialID: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionPasskeyFileDelete), valueName: "file"))
    var passkeyFile: String?

    @OptionGroup var options: CognitoOptions

    func checkOptions() throws {
        if (credentialID == nil) == (passkeyFile == nil) {
            // Credential IDs are base64url: one that starts with "-" reads as an option unless it
            // comes after "--", which the message says (the usual way to hand over such an argument).
            let key: CLITextKey = credentialID == nil ? .cognitoPasskeyDeleteNeedsOne : .cognitoPasskeyDeleteNotBoth
            throw CLIFailure(message: CLITexts.string(key, in: Console.language))
        }
    }

    func run(_ signedIn: SignedIn) async throws {
        let context = signedIn.context
        let language = context.language
        let id = try credentialID ?? PasskeyFile.load(passkeyFile ?? "", language: language).credentialIDText
        try await context.run {
            try await signedIn.client.deletePasskey(accessToken: signedIn.accessToken, credentialID: id)
        }
        var text = CLITexts.string(.cognitoPasskeyDeleted, in: language, ["id": Display.safe(id)])
        if let passkeyFile {
            unlink(passkeyFile)
            text += "\n" + CLITexts.string(.cognitoPasskeyFileRemoved, in: language, ["file": Display.safe(passkeyFile)])
        }
        context.emit(
            text: text,
            json: [
                ("operation", .string("passkeys-delete")), ("credentialId", .string(id)),
                ("fileRemoved", passkeyFile.map { .string($0) } ?? .null),
            ])
    }
}
