// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitC
import CredKitCore
import Foundation
import Testing

/// The C interface called as C calls it: pointers, lengths, handles, error objects.
enum C {
    /// A failed call's error object, read and freed.
    struct Failure: Equatable {
        var domain: String
        var code: String
        var english: String
        var spanish: String
    }

    /// Takes the error a call left in `slot` (and frees it).
    static func failure(_ slot: OpaquePointer?) -> Failure? {
        guard let slot else { return nil }
        defer { credkit_error_free(slot) }
        return Failure(
            domain: String(cString: credkit_error_domain(slot)!), code: String(cString: credkit_error_code(slot)!),
            english: String(cString: credkit_error_message(slot, "en")!),
            spanish: String(cString: credkit_error_message(slot, "es")!))
    }

    /// A returned string, read and freed.
    static func take(_ string: UnsafeMutablePointer<CChar>?) -> String? {
        guard let string else { return nil }
        defer { credkit_string_free(string) }
        return String(cString: string)
    }

    /// Loads a policy; the handle or the failure.
    static func policy(_ name: String, options: String? = nil) -> (OpaquePointer?, Failure?) {
        var error: OpaquePointer?
        let policy = credkit_policy_load(name, options, &error)
        return (policy, failure(error))
    }

    /// `body` with `text`'s UTF-8 bytes as a pointer and a length.
    static func withBytes<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>?, Int) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
    }

    /// The policy's check record for `password`.
    static func checkRecord(
        _ policy: OpaquePointer?, _ password: [UInt8], line: Int64 = 1, language: String? = nil, operation: String? = nil
    ) -> (String?, Failure?) {
        var error: OpaquePointer?
        let record = withBytes(password) { credkit_policy_check_record(policy, $0, $1, line, language, operation, &error) }
        return (take(record), failure(error))
    }

    /// A batch as Arrow lays it out: the items' bytes end to end and `count + 1` offsets.
    static func column(_ items: [[UInt8]]) -> (data: [UInt8], offsets: [Int64]) {
        var data: [UInt8] = []
        var offsets: [Int64] = [0]
        for item in items {
            data += item
            offsets.append(Int64(data.count))
        }
        return (data, offsets)
    }
}

@Suite("The C interface (include/credkit.h)")
struct CInterfaceTests {
    static let short = Array("short".utf8)

    @Test("Version, rule names, and freeing NULL")
    func basics() {
        #expect(String(cString: credkit_version()) == CredKitVersionText.current)
        #expect(String(cString: credkit_rule_name(0)!) == "InvalidEncoding")
        #expect(String(cString: credkit_rule_name(1)!) == "MinimumLength")
        var index: UInt32 = 0
        while credkit_rule_name(index) != nil { index += 1 }
        #expect(index == 16)
        credkit_string_free(nil)
        credkit_error_free(nil)
        credkit_policy_free(nil)
        credkit_strength_free(nil)
        credkit_email_free(nil)
        credkit_jwt_verifier_free(nil)
    }

    @Test("A preset's check: the verdict, the failed rules as bits, -1 for NULL")
    func check() {
        let (policy, failure) = C.policy("cognito-default")
        #expect(failure == nil)
        defer { credkit_policy_free(policy) }
        var failed: UInt32 = 99
        #expect(C.withBytes(Array("Passw0rd!".utf8)) { credkit_policy_check(policy, $0, $1, &failed) } == 1)
        #expect(failed == 0)
        #expect(C.withBytes(Self.short) { credkit_policy_check(policy, $0, $1, &failed) } == 0)
        // MinimumLength (bit 1), RequireUppercase (4), RequireNumbers (6), RequireSymbols (7).
        #expect(failed == 1 << 1 | 1 << 4 | 1 << 6 | 1 << 7)
        #expect(C.withBytes([0xFF]) { credkit_policy_check(policy, $0, $1, &failed) } == 0)
        #expect(failed == 1)
        #expect(credkit_policy_check(nil, nil, 0, &failed) == -1)
        #expect(credkit_policy_check(policy, nil, 3, &failed) == -1)
        // The empty password: NULL with no length is allowed.
        #expect(credkit_policy_check(policy, nil, 0, nil) == 0)
    }

    @Test("Check records are credkit check's, in English and Spanish, for each operation")
    func checkRecords() {
        let (policy, _) = C.policy("cognito-default")
        defer { credkit_policy_free(policy) }
        #expect(
            C.checkRecord(policy, Array("Passw0rd!".utf8), line: 7).0
                == #"{"line":7,"valid":true,"violations":[],"cognitoMessage":null}"#)
        #expect(
            C.checkRecord(policy, Self.short).0
                == #"{"line":1,"valid":false,"violations":[{"rule":"MinimumLength","message":"Password must be at least 8 characters"},{"rule":"RequireUppercase","message":"Password must contain an uppercase letter (A–Z)"},{"rule":"RequireNumbers","message":"Password must contain a number (0–9)"},{"rule":"RequireSymbols","message":"Password must contain a symbol (^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-) or an inner space"}],"cognitoMessage":"Password did not conform with policy: Password not long enough"}"#
        )
        let spanish = C.checkRecord(policy, Array("abcdefgh".utf8), language: "es", operation: "change-password").0
        #expect(
            spanish
                == #"{"line":1,"valid":false,"violations":[{"rule":"RequireUppercase","message":"La contraseña debe contener una letra mayúscula (A–Z)"},{"rule":"RequireNumbers","message":"La contraseña debe contener un número (0–9)"},{"rule":"RequireSymbols","message":"La contraseña debe contener un símbolo (^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-) o un espacio interior"}],"cognitoMessage":"Password does not conform to policy: Password must have uppercase characters"}"#
        )
        let (none, language) = C.checkRecord(policy, Self.short, language: "fr")
        #expect(none == nil)
        #expect(language?.code == "invalid-value")
        #expect(language?.domain == "abi")
        #expect(language?.english == #"language "fr" is not one of en, es"#)
        #expect(language?.spanish == "language «fr» no es ninguno de en, es")
        let (_, operation) = C.checkRecord(policy, Self.short, operation: "sign-in")
        #expect(operation?.english == #"operation "sign-in" is not one of sign-up, change-password, confirm-forgot-password"#)
        let (_, null) = C.checkRecord(nil, Self.short)
        #expect(null == C.Failure(domain: "abi", code: "null-argument", english: "policy is NULL", spanish: "policy es NULL"))
    }

    @Test("Policies that cannot be loaded: the library's error, in both languages, with its domain")
    func loadErrors() throws {
        let (none, unknown) = C.policy("nope")
        #expect(none == nil)
        #expect(unknown?.domain == "policy")
        #expect(unknown?.code == "unknown-preset")
        #expect(unknown?.english.hasPrefix(#"unknown policy "nope"; bundled policies: cognito-default"#) == true)
        #expect(unknown?.spanish.hasPrefix(#"política desconocida "nope"; políticas incluidas: cognito-default"#) == true)
        #expect(C.policy("pool:eu-west-1_AbC123xyz").1?.code == "needs-network")
        var error: OpaquePointer?
        #expect(credkit_policy_load(nil, nil, &error) == nil)
        #expect(C.failure(error)?.english == "name_or_path is NULL")
        #expect(credkit_policy_load(nil, nil, nil) == nil)  // no error slot: nothing to report into
        let invalidUTF8: [CChar] = [CChar(bitPattern: 0xFF), 0]
        #expect(credkit_policy_load(invalidUTF8, nil, &error) == nil)
        #expect(C.failure(error)?.code == "not-utf8")
        #expect(
            C.policy("cognito-default", options: #"{"formats": "cognito"}"#).1?.english
                == #"the options have no field "formats"; the fields: format, resource, parameters, use_parameter_defaults, variables, var_files"#
        )
        #expect(
            C.policy("cognito-default", options: #"{"format": 3}"#).1?.english == #"option "format" must be a string"#)
        #expect(
            C.policy("cognito-default", options: #"{"format": "yaml"}"#).1?.spanish
                == "la opción «format» es «yaml»: debe ser una de cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak, auth0"
        )
        #expect(C.policy("cognito-default", options: "[]").1?.code == "options-not-object")
        let notJSON = C.policy("cognito-default", options: #"{"format": }"#).1
        #expect(notJSON?.code == "invalid-options")
        #expect(notJSON?.english.hasSuffix("at byte 11") == true, "\(notJSON?.english ?? "")")
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("pool.json")
        try Data(#"{"PasswordPolicy": {"MinimumLength": 6}}"#.utf8).write(to: file)
        let (policy, loaded) = C.policy(file.path)
        #expect(loaded == nil)
        #expect(C.withBytes(Array("abcdef".utf8)) { credkit_policy_check(policy, $0, $1, nil) } == 1)
        credkit_policy_free(policy)
        try Data(#"{"PasswordPolicy": {"MinimumLength": 8}, "CredKit": {"Breached": {"Online": true}}}"#.utf8).write(to: file)
        let online = C.policy(file.path).1
        #expect(online?.code == "online-breached-rule")
        #expect(online?.english.hasPrefix(file.path + ": the policy's breached-password rule asks the online service") == true)
        try Data(#"{"PasswordPolicy": {"MinimumLength": 6,}}"#.utf8).write(to: file)
        let broken = C.policy(file.path).1
        #expect(broken?.domain == "policy")
        #expect(broken?.english.contains("pool.json:1") == true, "\(broken?.english ?? "")")
    }

    @Test("A policy for one user refuses the user's own details; the base policy does not")
    func forUser() {
        let (base, _) = C.policy("nist-800-63b")
        defer { credkit_policy_free(base) }
        var error: OpaquePointer?
        let user = credkit_policy_for_user(base, "marisol.quintero@example.com", nil, "Marisol Quintero", &error)
        #expect(error == nil)
        defer { credkit_policy_free(user) }
        var failed: UInt32 = 0
        let password = Array("quintero-1987".utf8)
        #expect(C.withBytes(password) { credkit_policy_check(base, $0, $1, &failed) } == 1)
        #expect(C.withBytes(password) { credkit_policy_check(user, $0, $1, &failed) } == 0)
        #expect(String(cString: credkit_rule_name(UInt32(failed.trailingZeroBitCount))!) == "ContainsUserContext")
        #expect(credkit_policy_for_user(nil, nil, nil, nil, &error) == nil)
        #expect(C.failure(error)?.code == "null-argument")
    }

    @Test("Import notes, and deploy-time values as --var gives them")
    func notes() throws {
        let (preset, _) = C.policy("cognito-default")
        defer { credkit_policy_free(preset) }
        #expect(C.take(credkit_policy_notes(preset, "es", nil)) == "[]")
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/policy-import")
        let (keycloak, failure) = C.policy(fixtures.appendingPathComponent("keycloak-no-policy.json").path)
        #expect(failure == nil)
        defer { credkit_policy_free(keycloak) }
        #expect(
            C.take(credkit_policy_notes(keycloak, "en", nil))
                == #"[{"code":"keycloak-no-policy","kind":"translated","field":"passwordPolicy","line":1,"message":"the realm has no password policy: Keycloak accepts any password; Cognito's minimum of 6 is used"}]"#
        )
        var error: OpaquePointer?
        #expect(credkit_policy_notes(nil, "en", &error) == nil)
        #expect(C.failure(error)?.code == "null-argument")
        let computed = fixtures.appendingPathComponent("computed.tf").path
        #expect(C.policy(computed).1?.code == "computed-value")
        let (given, none) = C.policy(computed, options: #"{"variables": {"min_length": "12"}}"#)
        #expect(none == nil)
        defer { credkit_policy_free(given) }
        var failed: UInt32 = 0
        #expect(C.withBytes(Array("abcdefgh1".utf8)) { credkit_policy_check(given, $0, $1, &failed) } == 0)
        #expect(failed == 1 << 1)
        #expect(
            C.policy(computed, options: #"{"variables": {"min_length": 12}}"#).1?.english
                == #"option "variables.min_length" must be an object of strings ({"name": "value"})"#)
    }
}

/// A folder of its own under the temporary directory, removed with the value.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-c-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The version as the library states it.
enum CredKitVersionText {
    static let current = "0.1.0"
}
