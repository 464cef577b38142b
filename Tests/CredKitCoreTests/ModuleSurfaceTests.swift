// SPDX-License-Identifier: Apache-2.0
import CredKitJWT
import CredKitPolicy
import Testing

// This file imports only the domain modules, as an app that links one of them would: it compiles
// only if each module re-exports the shared types its API names.
@Suite("A single domain module is enough to use its API")
struct ModuleSurfaceTests {
    @Test("Language, the error shape and the JSON values come with the module")
    func reExports() throws {
        let language: Language = .spanish
        var thrown: (any CredKitError)?
        do throws(PolicyError) {
            _ = try PasswordPolicy.load("no-such-preset")
        } catch {
            thrown = error
        }
        let error = try #require(thrown)
        #expect("\(error.code)" == "unknown-preset")
        #expect(!error.message(in: language).isEmpty)
        let claims: JSONValue = .object(JSONObject([.init(key: "sub", value: .string("abc"))]))
        #expect(claims.jsonText == #"{"sub":"abc"}"#)
    }
}
