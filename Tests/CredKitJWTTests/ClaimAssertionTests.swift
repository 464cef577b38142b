// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import Foundation
import Testing

@testable import CredKitJWT

/// What an API checks after the signature: one claim's value (`--claim`), a member of a list
/// (`--claim-includes`), every required scope and group, and tokens of any OpenID issuer (their
/// audience in `aud`, no `token_use`, groups in `groups`). Each check passes and fails here, with its
/// own code and exact message.
@Suite("Claim assertions, required scopes and groups, the OpenID profile")
struct ClaimAssertionTests {
    static let moment = Date(timeIntervalSince1970: 1_790_000_000)
    static let issuer = "https://id.example.com/realms/shop"
    static let key = try! JWTSigningKey.generate(.es256, keyID: "k1")
    static let keys = try! JSONWebKeySet(json: Array(key.jwks.utf8))

    /// A Keycloak-shaped access token: nested roles, an array audience, a namespaced claim with dots.
    static func token(_ extra: [JSONObject.Member] = []) throws -> String {
        var members: [JSONObject.Member] = [
            .init(key: "iss", value: .string(issuer)),
            .init(key: "sub", value: .string("user-1")),
            .init(key: "aud", value: .array([.string("orders-api"), .string("account")])),
            .init(key: "exp", value: .number("1790003600")),
            .init(key: "iat", value: .number("1790000000")),
            .init(key: "scope", value: .string("openid orders:read orders:write")),
            .init(key: "groups", value: .array([.string("staff"), .string("admins")])),
            .init(key: "realm_access", value: .object(JSONObject([.init(key: "roles", value: .array([.string("auditor")]))]))),
            .init(key: "https://example.com/roles", value: .array([.string("buyer")])),
            .init(key: "email_verified", value: .bool(true)),
            .init(key: "tier", value: .number("2")),
            .init(key: "nickname", value: .null),
        ]
        members += extra
        return try key.sign(JSONObject(members))
    }

    static func options(audiences: [String]? = ["orders-api"]) -> JWTVerifier.Options {
        var options = JWTVerifier.Options(issuers: [issuer], clientIDs: audiences, tokenUse: nil, clock: { moment })
        options.profile = .openID
        return options
    }

    static func verify(_ options: JWTVerifier.Options, token: String? = nil) throws -> JWTError? {
        let compact = try token ?? Self.token()
        do throws(JWTError) {
            _ = try JWTVerifier(options).verify(compact, keys: keys)
            return nil
        } catch {
            return error
        }
    }

    @Test("--claim compares by the claim's type: strings exactly, numbers numerically, booleans, null")
    func equals() throws {
        let passing: [(String, String)] = [
            ("sub", "user-1"), ("tier", "2"), ("tier", "2.0"), ("email_verified", "true"), ("nickname", "null"),
        ]
        for (name, value) in passing {
            var options = Self.options()
            options.claimAssertions = [JWTClaimAssertion(name: name, equals: value)]
            #expect(try Self.verify(options) == nil, "\(name)=\(value)")
        }
        let failing: [(String, String, String)] = [
            ("sub", "user-2", #"sub is "user-1"; required: "user-2""#),
            ("tier", "3", #"tier is 2; required: "3""#),
            ("tier", "two", #"tier is 2; required: "two""#),
            ("email_verified", "True", #"email_verified is true; required: "True""#),
            ("realm_access.roles", "auditor", #"realm_access.roles is ["auditor"]; required: "auditor""#),
            ("nickname", "", #"nickname is null; required: """#),
        ]
        for (name, value, reason) in failing {
            var options = Self.options()
            options.claimAssertions = [JWTClaimAssertion(name: name, equals: value)]
            let error = try #require(try Self.verify(options), "\(name)=\(value)")
            #expect(error.code == .claimMismatch)
            #expect(error.code.rawValue == "claim-mismatch")
            #expect(error.message(in: .english) == "a claim is not the required value: " + reason)
        }
        var missing = Self.options()
        missing.claimAssertions = [JWTClaimAssertion(name: "custom:team", equals: "payments")]
        let error = try #require(try Self.verify(missing))
        #expect(error.message(in: .english) == #"a claim is not the required value: claim "custom:team" is missing"#)
        #expect(error.message(in: .spanish) == #"un claim no tiene el valor requerido: falta el claim "custom:team""#)
    }

    @Test("--claim-includes: arrays, space-separated lists, nested members, names that hold dots")
    func includes() throws {
        for (name, value) in [
            ("groups", "admins"), ("scope", "orders:write"), ("realm_access.roles", "auditor"),
            ("https://example.com/roles", "buyer"), ("aud", "account"),
        ] {
            var options = Self.options()
            options.claimAssertions = [JWTClaimAssertion(name: name, includes: value)]
            #expect(try Self.verify(options) == nil, "\(name) ∋ \(value)")
        }
        let failing: [(String, String, String)] = [
            ("groups", "owners", #"groups is ["staff","admins"]; required: it includes "owners""#),
            ("scope", "orders", #"scope is "openid orders:read orders:write"; required: it includes "orders""#),
            ("tier", "2", #"tier is 2; required: it includes "2""#),
            ("realm_access", "roles", #"realm_access is {"roles":["auditor"]}; required: it includes "roles""#),
        ]
        for (name, value, reason) in failing {
            var options = Self.options()
            options.claimAssertions = [JWTClaimAssertion(name: name, includes: value)]
            let error = try #require(try Self.verify(options), "\(name) ∋ \(value)")
            #expect(error.code == .claimNotIncluded)
            #expect(error.code.rawValue == "claim-not-included")
            #expect(error.message(in: .english) == "a claim does not include the required value: " + reason)
        }
        let spanish = Self.options()
        var options = spanish
        options.claimAssertions = [JWTClaimAssertion(name: "groups", includes: "owners")]
        #expect(
            try Self.verify(options)?.message(in: .spanish)
                == #"un claim no incluye el valor requerido: groups es ["staff","admins"]; se requiere que incluya "owners""#)
    }

    @Test("NAME=VALUE splits at the first =; an empty or over-long name is refused")
    func assignments() {
        let parsed = JWTClaimAssertion(assignment: "custom:note=a=b", kind: .equals)
        #expect(parsed?.name == "custom:note" && parsed?.value == "a=b" && parsed?.kind == .equals)
        #expect(JWTClaimAssertion(assignment: "tier=", kind: .includes)?.value == "")
        #expect(JWTClaimAssertion(assignment: "=x", kind: .equals) == nil)
        #expect(JWTClaimAssertion(assignment: "no-equals", kind: .equals) == nil)
        #expect(JWTClaimAssertion(assignment: String(repeating: "n", count: 256) + "=1", kind: .equals) != nil)
        #expect(JWTClaimAssertion(assignment: String(repeating: "n", count: 257) + "=1", kind: .equals) == nil)
    }

    @Test("Every required scope and group (all of), beside the any-of checks")
    func requiredScopesAndGroups() throws {
        var options = Self.options()
        options.requiredScopes = ["orders:read", "orders:write"]
        options.requiredGroups = ["staff", "admins"]
        #expect(try Self.verify(options) == nil)
        options.requiredScopes = ["orders:read", "orders:delete", "refunds"]
        let scope = try #require(try Self.verify(options))
        #expect(scope.code == .requiredScopeMissing && scope.code.rawValue == "required-scope-missing")
        #expect(
            scope.message(in: .english)
                == #"the token lacks a required scope: scope is "openid", "orders:read", "orders:write"; required: all of "orders:read", "orders:delete", "refunds"; missing: "orders:delete", "refunds""#
        )
        options.requiredScopes = []
        options.requiredGroups = ["staff", "owners"]
        let group = try #require(try Self.verify(options))
        #expect(group.code == .requiredGroupMissing && group.code.rawValue == "required-group-missing")
        #expect(
            group.message(in: .spanish)
                == #"el usuario no está en todos los grupos requeridos: groups es "staff", "admins"; se requieren todos: "staff", "owners"; faltan: "owners""#
        )
        // A Cognito token's groups are cognito:groups; one without them lacks the claim.
        let minter = CognitoTokenMinter.Request(
            issuer: CognitoTokenMinter.issuer(userPoolID: "eu-west-1_AbC123"), tokenUse: .access, subject: "u",
            clientID: "c", issuedAt: Self.moment, now: Self.moment)
        let cognito = try CognitoTokenMinter.mint(minter, key: Self.key)
        var cognitoOptions = JWTVerifier.Options(
            issuers: nil, clientIDs: ["c"], tokenUse: .access, clock: { Self.moment })
        cognitoOptions.requiredGroups = ["admins"]
        let none = try #require(try Self.verify(cognitoOptions, token: cognito))
        #expect(none.message(in: .english) == #"the user is not in every required group: claim "cognito:groups" is missing"#)
        cognitoOptions.requiredGroups = []
        cognitoOptions.requiredScopes = ["aws.cognito.signin.user.admin"]
        #expect(try Self.verify(cognitoOptions, token: cognito) == nil)
    }

    @Test("The OpenID profile: aud holds an accepted audience, no token_use needed; Cognito's still needs it")
    func openIDProfile() throws {
        #expect(try Self.verify(Self.options(audiences: ["account"])) == nil)
        #expect(try Self.verify(Self.options(audiences: nil)) == nil)
        let other = try #require(try Self.verify(Self.options(audiences: ["billing-api"])))
        #expect(other.code == .clientIDMismatch)
        #expect(
            other.message(in: .english)
                == #"the token is for another app client: aud is "orders-api", "account"; accepted: "billing-api""#)
        var cognito = Self.options()
        cognito.profile = .cognito
        #expect(try Self.verify(cognito)?.code == .tokenUseMismatch)
        // Without aud, an audience cannot be checked.
        let noAudience = try Self.key.sign(
            JSONObject([.init(key: "iss", value: .string(Self.issuer)), .init(key: "exp", value: .number("1790003600"))]))
        #expect(
            try Self.verify(Self.options(), token: noAudience)?.message(in: .english)
                == #"the token is for another app client: claim "aud" is missing"#)
    }
}
