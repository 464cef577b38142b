// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import CredKitPipeline
import Foundation

/// `--attributes A,B`: names separated by commas.
struct NameList: ExpressibleByArgument {
    let names: [String]

    init?(argument: String) {
        names = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }
}

/// Users as rows: text lines, JSON Lines or CSV with a header. CSV has a column per attribute asked
/// for (`--attributes`), else one `attributes` column holding them all as a JSON object: none is
/// dropped.
struct UserRows {
    let format: RecordFormat
    let attributes: [String]?
    let output = OutputBuffer(descriptor: 1)

    func header() {
        guard format == .csv else { return }
        output.append(csvRow: ["username", "status", "enabled", "created", "modified"] + (attributes ?? ["attributes"]))
    }

    func write(_ user: CognitoAdminUser) {
        let created = CognitoContext.iso(user.created).stringValue ?? ""
        let modified = CognitoContext.iso(user.modified).stringValue ?? ""
        let enabled = user.enabled.map { $0 ? "true" : "false" } ?? ""
        switch format {
        case .json:
            output.append(JSONValue.object(CognitoContext.object(CognitoContext.userJSON(user))).jsonText)
        case .csv:
            var fields = [user.username, user.status ?? "", enabled, created, modified]
            if let attributes {
                fields += attributes.map { user.attributes[$0] ?? "" }
            } else {
                fields.append(CognitoContext.attributesJSON(user.attributes).jsonText)
            }
            output.append(csvRow: fields, ending: false)
        case .text:
            var parts = [Display.safe(user.username), user.status ?? "-", user.enabled == false ? "disabled" : "enabled"]
            parts += user.attributes.sorted { $0.key < $1.key }.map { Display.safe("\($0.key)=\($0.value)") }
            output.append(parts.joined(separator: "  "))
        }
        output.append(byte: 0x0A)
    }

    func flush() throws { try output.flush() }
}

/// `credkit cognito admin list-users`: every page of ListUsers, with a filter checked locally first.
struct AdminListUsersCommand: AdminCommand {
    static let configuration = CommandConfiguration(
        commandName: "list-users", abstract: Console.help(.helpAdminListUsers),
        discussion: Console.help(.helpAdminListUsersDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminFilter), valueName: "expression"))
    var filter: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminAttributes), valueName: "name,…"))
    var attributes: NameList?

    @OptionGroup var admin: AdminOptions

    static var writesRows: Bool { true }

    func run(_ administration: Administration) async throws {
        let context = administration.context
        var parsed: ListUsersFilter?
        do throws(ListUsersFilterError) {
            if let filter { parsed = try ListUsersFilter.parse(filter) }
        } catch {
            throw context.failure(.adminBadFilter, ["reason": error.message(in: context.language)])
        }
        let rows = UserRows(format: administration.format, attributes: attributes?.names)
        rows.header()
        try await context.run {
            var next: String?
            repeat {
                let page = try await administration.client.listUsers(filter: parsed, attributes: attributes?.names, next: next)
                page.items.forEach(rows.write)
                try rows.flush()
                next = page.next
            } while next != nil
        }
    }
}

/// `credkit cognito admin groups list|members|add-user|remove-user`.
struct AdminGroupsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "groups", abstract: Console.help(.helpAdminGroups),
        subcommands: [List.self, Members.self, AddUser.self, RemoveUser.self])

    /// `--group G`.
    struct GroupOption: ParsableArguments {
        @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionAdminGroup), valueName: "name"))
        var group: String
    }

    /// `groups list`: every page of ListGroups.
    struct List: AdminCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Console.help(.helpAdminGroupsList))
        @OptionGroup var admin: AdminOptions
        static var writesRows: Bool { true }

        func run(_ administration: Administration) async throws {
            let context = administration.context
            let output = OutputBuffer(descriptor: 1)
            if administration.format == .csv {
                output.append(csvRow: ["name", "description", "precedence", "roleArn", "created", "modified"])
            }
            try await context.run {
                var next: String?
                repeat {
                    let page = try await administration.client.listGroups(next: next)
                    for group in page.items { Self.write(group, administration.format, output) }
                    try output.flush()
                    next = page.next
                } while next != nil
            }
        }

        static func write(_ group: CognitoGroup, _ format: RecordFormat, _ output: OutputBuffer) {
            let fields: [(String, JSONValue)] = [
                ("name", .string(group.name)), ("description", group.description.map(JSONValue.string) ?? .null),
                ("precedence", group.precedence.map { .number(String($0)) } ?? .null),
                ("roleArn", group.roleARN.map(JSONValue.string) ?? .null), ("created", CognitoContext.iso(group.created)),
                ("modified", CognitoContext.iso(group.modified)),
            ]
            switch format {
            case .json: output.append(JSONValue.object(CognitoContext.object(fields)).jsonText)
            case .csv:
                output.append(
                    csvRow: fields.map {
                        switch $0.1 {
                        case .string(let text), .number(let text): text
                        default: ""
                        }
                    }, ending: false)
            case .text:
                let precedence = group.precedence.map { "  (\($0))" } ?? ""
                output.append(Display.safe(group.name) + precedence + (group.description.map { "  " + Display.safe($0) } ?? ""))
            }
            output.append(byte: 0x0A)
        }
    }

    /// `groups members --group G`: every page of ListUsersInGroup.
    struct Members: AdminCommand {
        static let configuration = CommandConfiguration(commandName: "members", abstract: Console.help(.helpAdminGroupsMembers))
        @OptionGroup var group: GroupOption
        @OptionGroup var admin: AdminOptions
        static var writesRows: Bool { true }

        func run(_ administration: Administration) async throws {
            let rows = UserRows(format: administration.format, attributes: nil)
            rows.header()
            try await administration.context.run {
                var next: String?
                repeat {
                    let page = try await administration.client.listUsers(inGroup: group.group, next: next)
                    page.items.forEach(rows.write)
                    try rows.flush()
                    next = page.next
                } while next != nil
            }
        }
    }

    /// `groups add-user --username U --group G`: AdminAddUserToGroup.
    struct AddUser: AdminCommand {
        static let configuration = CommandConfiguration(commandName: "add-user", abstract: Console.help(.helpAdminGroupsAddUser))
        @OptionGroup var user: AdminUserOption
        @OptionGroup var group: GroupOption
        @OptionGroup var admin: AdminOptions

        func run(_ administration: Administration) async throws {
            try await AdminGroupsCommand.change(administration, user.username, group.group, added: true)
        }
    }

    /// `groups remove-user --username U --group G`: AdminRemoveUserFromGroup.
    struct RemoveUser: AdminCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove-user", abstract: Console.help(.helpAdminGroupsRemoveUser))
        @OptionGroup var user: AdminUserOption
        @OptionGroup var group: GroupOption
        @OptionGroup var admin: AdminOptions

        func run(_ administration: Administration) async throws {
            try await AdminGroupsCommand.change(administration, user.username, group.group, added: false)
        }
    }

    static func change(_ administration: Administration, _ username: String, _ group: String, added: Bool) async throws {
        let context = administration.context
        try await context.run {
            if added {
                try await administration.client.addUser(username, toGroup: group)
            } else {
                try await administration.client.removeUser(username, fromGroup: group)
            }
            context.emit(
                text: CLITexts.string(
                    added ? .adminAddedToGroup : .adminRemovedFromGroup, in: context.language,
                    ["username": Display.safe(username), "group": Display.safe(group)]),
                json: [
                    ("operation", .string(added ? "add-user" : "remove-user")), ("username", .string(username)),
                    ("group", .string(group)), ("done", .bool(true)),
                ])
        }
    }
}

/// `credkit cognito admin`: the operator's commands, IAM-signed, each checked before anything is sent.
struct CognitoAdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin", abstract: Console.help(.helpCognitoAdmin), discussion: Console.help(.helpCognitoAdminDiscussion),
        subcommands: [
            AdminCreateUserCommand.self, AdminSetPasswordCommand.self, AdminResetPasswordCommand.self,
            AdminEnableCommand.self, AdminDisableCommand.self, AdminDeleteCommand.self, AdminSignOutCommand.self,
            AdminGetUserCommand.self, AdminResetMFACommand.self, AdminListUsersCommand.self, AdminGroupsCommand.self,
            AdminCreateUsersCommand.self, AdminSetPasswordsCommand.self, AdminDisableUsersCommand.self,
            AdminAddToGroupCommand.self,
        ])
}

extension OutputBuffer {
    /// Appends one CSV row: each field as RFC 4180 writes it, separated by commas, then a line feed
    /// unless `ending` is false.
    func append(csvRow fields: [String], ending: Bool = true) {
        for (index, field) in fields.enumerated() {
            if index > 0 { append(byte: UInt8(ascii: ",")) }
            append(csvField: field)
        }
        if ending { append(byte: 0x0A) }
    }
}
