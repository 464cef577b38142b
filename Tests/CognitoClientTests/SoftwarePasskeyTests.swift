// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKitCore
import Foundation
import Testing

@testable import CognitoClient

/// The software passkey against py_webauthn 3.0.1 (Duo Labs' relying-party library, used by real
/// relying parties): its registrations and assertions verify, and each thing a relying party checks
/// — origin, relying party ID, challenge, counter, signature — is refused when wrong.
@Suite("The software passkey, verified by py_webauthn", .serialized)
struct SoftwarePasskeyTests {
    static let relyingParty = "auth.example.com"

    static func json(_ text: String) throws -> JSONObject {
        try #require(try Array(text.utf8).withUnsafeBufferPointer { try JSONValue(parsing: $0) }.objectValue)
    }

    /// Runs a py_webauthn script with JSON arguments; its standard output, parsed.
    static func python(_ script: String, _ arguments: [String]) throws -> [String: Any] {
        let header = """
            import base64, json, sys
            from webauthn import (generate_registration_options, verify_registration_response, options_to_json,
                                  generate_authentication_options, verify_authentication_response)
            from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
            from webauthn.helpers.structs import PublicKeyCredentialDescriptor, UserVerificationRequirement

            """
        let output = try MotoServer.python(header + script, arguments)
        return try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
    }

    static let verifyRegistration = """
        credential, challenge, cases = sys.argv[1], base64url_to_bytes(sys.argv[2]), json.loads(sys.argv[3])
        results = {}
        for name, (expected_challenge, origin, rp_id) in cases.items():
            try:
                verified = verify_registration_response(
                    credential=credential, expected_challenge=base64url_to_bytes(expected_challenge) if expected_challenge else challenge,
                    expected_origin=origin, expected_rp_id=rp_id, require_user_verification=True)
                results[name] = {"ok": True, "publicKey": bytes_to_base64url(verified.credential_public_key),
                                 "id": bytes_to_base64url(verified.credential_id), "signCount": verified.sign_count,
                                 "fmt": getattr(verified.fmt, "value", verified.fmt), "uv": verified.user_verified}
            except Exception as error:
                results[name] = {"ok": False, "error": type(error).__name__ + ": " + str(error)}
        print(json.dumps(results))
        """

    static let verifyAssertion = """
        credential, challenge, public_key, cases = sys.argv[1], base64url_to_bytes(sys.argv[2]), base64url_to_bytes(sys.argv[3]), json.loads(sys.argv[4])
        results = {}
        for name, (expected_challenge, origin, rp_id, count, tamper) in cases.items():
            sent = json.loads(credential)
            if tamper:
                signature = bytearray(base64url_to_bytes(sent["response"]["signature"]))
                signature[-1] ^= 1
                sent["response"]["signature"] = bytes_to_base64url(bytes(signature))
            try:
                verified = verify_authentication_response(
                    credential=json.dumps(sent), expected_challenge=base64url_to_bytes(expected_challenge) if expected_challenge else challenge,
                    expected_origin=origin, expected_rp_id=rp_id, credential_public_key=public_key,
                    credential_current_sign_count=count, require_user_verification=True)
                results[name] = {"ok": True, "signCount": verified.new_sign_count, "uv": verified.user_verified}
            except Exception as error:
                results[name] = {"ok": False, "error": type(error).__name__ + ": " + str(error)}
        print(json.dumps(results))
        """

    @Test("Registration and assertion verify; a wrong origin, relying party, challenge, counter or signature is refused")
    func verifiedByPyWebAuthn() throws {
        let options = try Self.python(
            """
            options = generate_registration_options(rp_id=sys.argv[1], rp_name="credkit tests", user_name="ana@example.com",
                                                    user_id=b"user-handle-0001")
            print(json.dumps({"options": options_to_json(options), "challenge": bytes_to_base64url(options.challenge)}))
            """, [Self.relyingParty])
        let challenge = try #require(options["challenge"] as? String)
        var (passkey, registration) = try SoftwarePasskey.register(
            options: try Self.json(try #require(options["options"] as? String)))
        #expect(passkey.relyingPartyID == Self.relyingParty && passkey.signCount == 0)
        #expect(passkey.userHandle == Array("user-handle-0001".utf8) && passkey.credentialID.count == 32)
        let origin = "https://" + Self.relyingParty
        let other = String(repeating: "A", count: 43)
        let cases: [String: [String?]] = [
            "right": [nil, origin, Self.relyingParty],
            "origin": [nil, "https://evil.example.com", Self.relyingParty],
            "rpId": [nil, origin, "other.example.com"],
            "challenge": [other, origin, Self.relyingParty],
        ]
        let registered = try Self.python(
            Self.verifyRegistration,
            [
                JSONValue.object(registration).jsonText, challenge,
                String(
                    decoding: try JSONSerialization.data(
                        withJSONObject: cases.mapValues { $0.map { $0.map { $0 as Any } ?? NSNull() } }), as: UTF8.self),
            ])
        let right = try #require(registered["right"] as? [String: Any])
        #expect(right["ok"] as? Bool == true, "\(right)")
        #expect(right["id"] as? String == passkey.credentialIDText && right["signCount"] as? Int == 0)
        #expect(right["fmt"] as? String == "none" && right["uv"] as? Bool == true)
        for name in ["origin", "rpId", "challenge"] {
            let refused = try #require(registered[name] as? [String: Any])
            #expect(refused["ok"] as? Bool == false, "\(name) was not refused")
            #expect((refused["error"] as? String)?.hasPrefix("InvalidRegistrationResponse") == true, "\(refused)")
        }
        let publicKey = try #require(right["publicKey"] as? String)

        // An assertion for request options naming this credential.
        let request = try Self.python(
            """
            options = generate_authentication_options(rp_id=sys.argv[1], allow_credentials=[
                PublicKeyCredentialDescriptor(id=base64url_to_bytes(sys.argv[2]))],
                user_verification=UserVerificationRequirement.REQUIRED)
            print(json.dumps({"options": options_to_json(options), "challenge": bytes_to_base64url(options.challenge)}))
            """, [Self.relyingParty, passkey.credentialIDText])
        let assertion = try passkey.assert(options: try Self.json(try #require(request["options"] as? String)))
        #expect(passkey.signCount == 1)
        let assertionCases: [String: [Any]] = [
            "right": [NSNull(), origin, Self.relyingParty, 0, false],
            "origin": [NSNull(), "https://evil.example.com", Self.relyingParty, 0, false],
            "rpId": [NSNull(), origin, "other.example.com", 0, false],
            "challenge": [other, origin, Self.relyingParty, 0, false],
            "counter": [NSNull(), origin, Self.relyingParty, 5, false],
            "signature": [NSNull(), origin, Self.relyingParty, 0, true],
        ]
        let asserted = try Self.python(
            Self.verifyAssertion,
            [
                JSONValue.object(assertion).jsonText, try #require(request["challenge"] as? String), publicKey,
                String(decoding: try JSONSerialization.data(withJSONObject: assertionCases), as: UTF8.self),
            ])
        let signedIn = try #require(asserted["right"] as? [String: Any])
        #expect(signedIn["ok"] as? Bool == true, "\(signedIn)")
        #expect(signedIn["signCount"] as? Int == 1 && signedIn["uv"] as? Bool == true)
        for name in ["origin", "rpId", "challenge", "counter", "signature"] {
            let refused = try #require(asserted[name] as? [String: Any])
            #expect(refused["ok"] as? Bool == false, "\(name) was not refused")
            #expect((refused["error"] as? String)?.hasPrefix("InvalidAuthenticationResponse") == true, "\(refused)")
        }

        // The file: read back, it signs on with the counter where it was; 0600 is the caller's.
        let restored = try SoftwarePasskey(fileContents: passkey.fileContents, file: "passkey.json")
        #expect(restored.credentialID == passkey.credentialID && restored.signCount == 1)
        #expect(restored.relyingPartyID == Self.relyingParty && restored.userHandle == passkey.userHandle)
    }

    @Test("Options the authenticator cannot serve are refused with what is wrong, in both languages")
    func refusals() throws {
        let base = """
            {"rp":{"id":"auth.example.com","name":"x"},"user":{"id":"dXNlcg","name":"ana","displayName":"ana"},\
            "challenge":"Y2hhbGxlbmdl","pubKeyCredParams":[{"type":"public-key","alg":-257}]}
            """
        let rsaOnly = try Self.json(base)
        do throws(PasskeyError) {
            _ = try SoftwarePasskey.register(options: rsaOnly)
            Issue.record("RS256-only options were accepted")
        } catch {
            #expect(error.code == .unsupportedAlgorithm)
            #expect(
                error.message(in: .english)
                    == "The relying party accepts none of this authenticator's algorithms (ES256): it offers -257")
            #expect(
                error.message(in: .spanish)
                    == "El usuario de confianza no acepta ningún algoritmo de este autenticador (ES256): ofrece -257")
        }
        for (options, detail) in [
            (#"{"rp":{"id":"auth.example.com"},"user":{"id":"dXNlcg"}}"#, "challenge"),
            (#"{"challenge":"Y2g","user":{"id":"dXNlcg"}}"#, "rp.id"),
            (#"{"challenge":"Y2g","rp":{"id":"auth.example.com"},"user":{}}"#, "user.id"),
        ] {
            let parsed = try Self.json(options)
            do throws(PasskeyError) {
                _ = try SoftwarePasskey.register(options: parsed)
                Issue.record("accepted: \(options)")
            } catch {
                #expect(error.code == .invalidOptions && error.detail == detail)
                #expect(error.message(in: .english) == "The relying party's passkey options are not usable: \(detail)")
            }
        }
        var (passkey, _) = try SoftwarePasskey.register(
            options: try Self.json(base.replacingOccurrences(of: "-257", with: "-7")))
        let otherParty = try Self.json(#"{"challenge":"Y2g","rpId":"other.example.com"}"#)
        do throws(PasskeyError) {
            _ = try passkey.assert(options: otherParty)
            Issue.record("another relying party was served")
        } catch {
            #expect(error.code == .relyingPartyMismatch)
            #expect(
                error.message(in: .english)
                    == "The passkey is for another relying party: other.example.com, not auth.example.com")
        }
        let others = try Self.json(
            #"{"challenge":"Y2g","rpId":"auth.example.com","allowCredentials":[{"id":"AAAA","type":"public-key"}]}"#)
        do throws(PasskeyError) {
            _ = try passkey.assert(options: others)
            Issue.record("a passkey not asked for answered")
        } catch {
            #expect(error.code == .notAllowed)
            #expect(error.message(in: .english) == "auth.example.com asks for other passkeys than this one")
        }
        #expect(passkey.signCount == 0, "a refused assertion does not count")
        for contents in ["", "{}", #"{"format":"credkit-software-passkey","version":1}"#] {
            #expect(throws: PasskeyError.self) { try SoftwarePasskey(fileContents: Array(contents.utf8), file: "p.json") }
        }
    }
}
