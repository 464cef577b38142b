// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

/// `CognitoAdminClient` against moto behind the front, which checks every request against botocore's
/// model and every signature against botocore's signer.
@Suite("Administration: checked against the pool's own rules, signed, through the front", .serialized, .waitsOnThreads)
struct AdminClientTests {
    static let keyID = "AKIACREDKITADMIN1"
    static let secret = "admin-secret-one"

    static func admin(_ pool: String, key: String = keyID) async throws -> CognitoAdminClient {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: key, secretAccessKey: secret)
        return try await CognitoAdminClient.connect(
            userPoolID: pool, credentials: AWSCredentials(accessKeyID: key, secretAccessKey: secret),
            endpoint: front.endpoint, requestTimeout: MotoServer.requestTimeout)
    }

    /// The requests signed with `key` the front has seen.
    static func signed(_ key: String) throws -> Int {
        try CognitoGapServer.shared.signatures().filter { $0.received.contains("Credential=\(key)/") }.count
    }

    /// The problems of a refused call, as `field code` lines.
    static func problems(_ body: () async throws(CognitoError) -> Void) async -> [String] {
        do throws(CognitoError) {
            try await body()
            Issue.record("sent")
            return []
        } catch {
            guard case .validation(let problems) = error.kind else {
                Issue.record("not refused locally: \(error)")
                return []
            }
            #expect(error.number == 1000)
            return problems.map { "\($0.field) \($0.code.rawValue)" }
        }
    }

    @Test("The pool's rules are read once: policy, schema with its constraints, required attributes")
    func rules() async throws {
        let admin = try await Self.admin(try MotoServer.shared.makeAdminPool())
        let pool = try #require(admin.pool)
        #expect(pool.policy.minimumLength == 10 && pool.requiredAttributes == ["name"] && pool.usernameAttributes == [])
        let team = try #require(pool.schema.first { $0.name == "custom:team" })
        #expect(team.dataType == .string && team.minimumLength == 2 && team.maximumLength == 8 && !team.required)
        let level = try #require(pool.schema.first { $0.name == "custom:level" })
        #expect(level.dataType == .number && level.minimumValue == 1 && level.maximumValue == 5)
        #expect(pool.schema.first { $0.name == "custom:vip" }?.dataType == .boolean)
        // moto lists only the attributes the pool was made with; Cognito lists every standard one too,
        // and credkit knows them either way.
        #expect(SchemaAttribute.standard["email_verified"] == .boolean && SchemaAttribute.standard["updated_at"] == .number)
    }

    @Test("A new user is refused with every problem at once, and nothing is sent")
    func refusedCreation() async throws {
        let key = "AKIACREDKITADMIN2"
        let admin = try await Self.admin(try MotoServer.shared.makeAdminPool(), key: key)
        let before = try Self.signed(key)
        let attributes: [(name: String, value: String)] = [
            ("custom:team", "platform-eng"), ("custom:level", "9"), ("custom:vip", "yes"), ("custom:nope", "x"),
            ("sub", "1234"), ("phone_number", "600 000 000"), ("email", "ana@"), ("custom:team", "ops"),
        ]
        let found = await Self.problems { () throws(CognitoError) in
            _ = try await admin.createUser(
                "ana maría", attributes: attributes, temporaryPassword: "corta", delivery: [.email, .sms])
        }
        #expect(
            found == [
                "username invalid-username", "attribute conflict", "attribute.custom:team attribute-value",
                "attribute.custom:level attribute-value", "attribute.custom:vip attribute-value",
                "attribute.custom:nope attribute-not-in-schema", "attribute.sub read-only-attribute",
                "attribute.phone_number invalid-phone-number", "attribute.email invalid-email",
                "attribute.name attribute-required", "temporaryPassword password-policy",
            ])
        // The texts name the constraint, in both languages.
        do throws(CognitoError) {
            _ = try await admin.createUser("ana", attributes: [("name", "Ana"), ("custom:team", "platform-eng")])
            Issue.record("sent")
        } catch {
            #expect(
                error.message(in: .english)
                    == "The request was not sent: attribute.custom:team: 12 characters, and the user pool takes 2 to 8")
            #expect(
                error.message(in: .spanish)
                    == "No se envió la solicitud: attribute.custom:team: 12 caracteres, y el grupo de usuarios admite de 2 a 8")
        }
        // An invitation by SMS needs a phone number; resending one checks no attributes.
        #expect(
            await Self.problems { () throws(CognitoError) in
                _ = try await admin.createUser("ana", attributes: [("name", "Ana")], delivery: [.sms])
            } == ["delivery delivery-unreachable"])
        #expect(
            admin.creationProblems(username: "ana", message: .resend, delivery: [.sms]).isEmpty
                && !admin.creationProblems(username: "ana").isEmpty)
        // 128 characters pass, 129 do not; a group name likewise.
        #expect(admin.usernameProblems(String(repeating: "a", count: 128)).isEmpty)
        #expect(admin.usernameProblems(String(repeating: "a", count: 129)).map(\.code) == [.invalidUsername])
        #expect(admin.groupNameProblems("").map(\.code) == [.missing])
        #expect(try Self.signed(key) == before)
    }

    @Test("A user's life: created, read, password set, disabled and enabled, signed out, MFA reset, reset, deleted")
    func lifecycle() async throws {
        let admin = try await Self.admin(try MotoServer.shared.makeAdminPool())
        let created = try await admin.createUser(
            "ana", attributes: [("name", "Ana"), ("email", "ana@example.com"), ("custom:team", "ops"), ("custom:level", "3")],
            temporaryPassword: "Temporal-2026!", message: .suppress)
        #expect(created.username == "ana" && created.status == "FORCE_CHANGE_PASSWORD" && created.enabled == true)
        #expect(created.attributes["custom:team"] == "ops" && created.attributes["name"] == "Ana")
        #expect(created.created != nil)

        do throws(CognitoError) {
            _ = try await admin.createUser("ana", attributes: [("name", "Ana")], message: .suppress)
            Issue.record("created twice")
        } catch {
            #expect(error.number == 3111 && error.type == "UsernameExists")
            #expect(error.message(in: .english) == "A user of this name already exists in the user pool")
            #expect(error.message(in: .spanish) == "Ya existe un usuario con este nombre en el grupo de usuarios")
        }

        let weak = await Self.problems { () throws(CognitoError) in
            try await admin.setPassword("ana", password: "abcdefghij", permanent: true)
        }
        #expect(weak == ["password password-policy"])
        try await admin.setPassword("ana", password: "Permanente-2026!", permanent: true)
        #expect(try await admin.user("ana").status == "CONFIRMED")

        try await admin.disableUser("ana")
        #expect(try await admin.user("ana").enabled == false)
        try await admin.enableUser("ana")
        #expect(try await admin.user("ana").enabled == true)
        try await admin.signOutEverywhere("ana")
        try await admin.resetMFA("ana")
        let reset = try await admin.user("ana")
        #expect(reset.enabledMFA == [] && reset.preferredMFA == nil)
        // A reset needs a verified address to send the code to: Cognito's reason comes through.
        do throws(CognitoError) {
            try await admin.resetPassword("ana")
            Issue.record("reset without a verified address")
        } catch {
            #expect(error.number == 3305 && error.type == "InvalidParameter")
            #expect(error.message(in: .spanish).hasPrefix("Cognito rechazó un parámetro: Cannot reset password"))
        }
        _ = try await admin.createUser(
            "bea", attributes: [("name", "Bea"), ("email", "bea@example.com"), ("email_verified", "true")],
            message: .suppress)
        // Not while the invitation's password stands (FORCE_CHANGE_PASSWORD): Cognito's reason comes through.
        do throws(CognitoError) {
            try await admin.resetPassword("bea")
            Issue.record("reset an invited user")
        } catch {
            #expect(error.number == 3303 && error.type == "NotAuthorized")
            #expect(
                error.message(in: .english) == "Cognito did not allow it: User password cannot be reset in the current state.")
        }
        try await admin.setPassword("bea", password: "Permanente-2026!", permanent: true)
        try await admin.resetPassword("bea")
        #expect(try await admin.user("bea").status == "RESET_REQUIRED")

        try await admin.deleteUser("ana")
        do throws(CognitoError) {
            _ = try await admin.user("ana")
            Issue.record("still there")
        } catch {
            #expect(error.number == 3802 && error.type == "UserNotFound")
            #expect(error.message(in: .english) == "The user pool has no user of this name")
            #expect(error.message(in: .spanish) == "El grupo de usuarios no tiene ningún usuario con este nombre")
        }
    }

    @Test("Listings follow every page; filters, attributes, groups and members")
    func listings() async throws {
        let admin = try await Self.admin(try MotoServer.shared.makeAdminPool())
        for index in 1...7 {
            _ = try await admin.createUser(
                "user-\(index)", attributes: [("name", index <= 4 ? "Team \(index)" : "Other \(index)")], message: .suppress)
        }
        var names: [String] = []
        var next: String?
        var pages = 0
        repeat {
            let page = try await admin.listUsers(attributes: ["name"], limit: 3, next: next)
            names += page.items.map(\.username)
            #expect(page.items.allSatisfy { Array($0.attributes.keys) == ["name"] })
            next = page.next
            pages += 1
        } while next != nil
        #expect(pages == 3 && names.sorted() == (1...7).map { "user-\($0)" })

        let filter = try #require(try ListUsersFilter.parse(#"name ^= "Team""#))
        let team = try await admin.listUsers(filter: filter)
        #expect(team.items.map(\.username).sorted() == ["user-1", "user-2", "user-3", "user-4"] && team.next == nil)

        let groups = try await admin.listGroups()
        #expect(groups.items.map(\.name).sorted() == ["audit", "ops"])
        #expect(groups.items.first { $0.name == "ops" }?.description == "ops team")
        try await admin.addUser("user-1", toGroup: "ops")
        try await admin.addUser("user-2", toGroup: "ops")
        try await admin.addUser("user-2", toGroup: "audit")
        #expect(try await admin.listUsers(inGroup: "ops").items.map(\.username).sorted() == ["user-1", "user-2"])
        #expect(try await admin.listGroups(ofUser: "user-2").items.map(\.name).sorted() == ["audit", "ops"])
        try await admin.removeUser("user-2", fromGroup: "ops")
        #expect(try await admin.listUsers(inGroup: "ops").items.map(\.username) == ["user-1"])
        do throws(CognitoError) {
            try await admin.addUser("user-1", toGroup: "nope")
            Issue.record("added to a group that does not exist")
        } catch {
            #expect(
                error.number == 5501 && error.message(in: .english) == "The user pool or the group does not exist in this region")
        }
        #expect(
            await Self.problems { () throws(CognitoError) in _ = try await admin.listUsers(limit: 61) } == ["limit too-many"])
    }

    @Test("The signature's errors are numbered in each block and name the IAM action")
    func signatureErrors() async throws {
        let pool = try MotoServer.shared.makeAdminPool()
        _ = try await Self.admin(pool)
        let wrong = try CognitoAdminClient(
            userPoolID: pool, credentials: AWSCredentials(accessKeyID: Self.keyID, secretAccessKey: "not-the-secret"),
            endpoint: try CognitoGapServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout)
        do throws(CognitoError) {
            _ = try await wrong.user("ana")
            Issue.record("no error")
        } catch {
            #expect(error.number == 3809 && error.type == "InvalidSignature")
            #expect(error.message(in: .english).hasPrefix("The request's signature does not match"))
            #expect(!error.message(in: .english).contains("not-the-secret"))
        }
        let unknown = try CognitoAdminClient(
            userPoolID: pool, credentials: AWSCredentials(accessKeyID: "AKIAUNKNOWNADMIN", secretAccessKey: "x"),
            endpoint: try CognitoGapServer.shared.endpoint, requestTimeout: MotoServer.requestTimeout)
        await CognitoClientMotoTests.expectError(5208) { () throws(CognitoError) in
            _ = try await unknown.listUsers()
        }
        // AccessDenied names the operation and its IAM action, in both languages.
        let denied = CognitoError(.adminDeleteUser, .service(type: "AccessDeniedException", message: "User: x is not authorized"))
        #expect(denied.number == 3607)
        #expect(
            denied.message(in: .english)
                == "These credentials may not call AdminDeleteUser (IAM: cognito-idp:AdminDeleteUser)")
        #expect(
            denied.message(in: .spanish)
                == "Estas credenciales no pueden llamar a AdminDeleteUser (IAM: cognito-idp:AdminDeleteUser)")
        // A pool ID that is not one: refused before anything.
        #expect(throws: CognitoError.self) {
            _ = try CognitoAdminClient(userPoolID: "pool", credentials: AWSCredentials(accessKeyID: "a", secretAccessKey: "b"))
        }
    }

    @Test("Every administration number is its block's base plus the type's place, with a text in both languages")
    func numbering() {
        let administration = CognitoAPIOperation.allCases.filter(\.isAdministration)
        // 15 of `credkit cognito admin`, 5 of `credkit audit pool:ID`.
        #expect(administration.count == 20)
        #expect(Set(administration.map(\.baseNumber)).count == 20)
        for operation in administration {
            #expect(operation.isSigned)
            for (type, number) in operation.numberedErrors {
                #expect((operation.baseNumber + 1...operation.baseNumber + 26).contains(number), "\(operation) \(type)")
                let error = CognitoError(operation, .service(type: type + "Exception", message: "detail"))
                #expect(error.number == number)
                let english = error.message(in: .english)
                let spanish = error.message(in: .spanish)
                #expect(!english.isEmpty && english != spanish && !english.contains("{"), "\(number)")
            }
            // InternalError and anything unnumbered: the base number, the generic text with Cognito's type.
            let other = CognitoError(operation, .service(type: "InternalErrorException", message: "boom"))
            #expect(other.number == operation.baseNumber)
            #expect(other.message(in: .english) == "\(operation.rawValue) failed: InternalErrorException: boom")
        }
        #expect(CognitoAPIOperation.adminCreateUser.numberedErrors["UsernameExists"] == 3111)
        #expect(CognitoAPIOperation.listUsers.numberedErrors["TooManyRequests"] == 5204)
        #expect(CognitoAPIOperation.adminSetUserMFAPreference.numberedErrors["TooManyRequests"] == nil)
        #expect(!CognitoAPIOperation.getUser.isSigned && CognitoAPIOperation.describeUserPool.isSigned)
    }
}
