// SPDX-License-Identifier: Apache-2.0
import CredKitOTP
import Testing

// This file imports only CredKitOTP, as an app that links it alone would: it compiles only if the
// module re-exports the shared types its API names (the error shape, the language).
@Suite("CredKitOTP alone is enough to use its API")
struct OTPModuleSurfaceTests {
    @Test("Language and the error shape come with the module")
    func reExports() throws {
        let language: Language = .spanish
        var thrown: (any CredKitError)?
        do {
            _ = try OTPSecret(base32: "not base32!")
        } catch {
            thrown = error
        }
        let error = try #require(thrown)
        #expect("\(error.code)" == "invalid-secret")
        #expect(error.message(in: language).hasPrefix("Secreto de contraseña de un solo uso no válido"))
    }
}
