// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import CredKit
import Foundation
import Testing

@testable import CognitoClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Signature Version 4 against botocore's signer, the credential chain, and DescribeUserPool
/// through the front (which re-signs each request with botocore and compares).
@Suite("Signed requests: SigV4, credentials, DescribeUserPool", .waitsOnThreads)
struct SignedRequestTests {
    /// botocore's `SigV4Auth` over the same request at the same time (its clock,
    /// `botocore.auth.get_current_datetime`, pinned): its Authorization header.
    static func botocoreAuthorization(
        _ request: HTTPRequest, credentials: AWSCredentials, region: String, amzDate: String
    ) throws -> String {
        let script = """
            import datetime, json, sys, unittest.mock
            from botocore.auth import SigV4Auth
            from botocore.awsrequest import AWSRequest
            from botocore.credentials import Credentials
            spec = json.loads(sys.argv[1])
            request = AWSRequest(method=spec["method"], url=spec["url"], data=spec["body"].encode(), headers=spec["headers"])
            moment = datetime.datetime.strptime(spec["date"], "%Y%m%dT%H%M%SZ")
            with unittest.mock.patch("botocore.auth.get_current_datetime", return_value=moment):
                SigV4Auth(Credentials(spec["key"], spec["secret"], spec["token"]), "cognito-idp", spec["region"]).add_auth(request)
            print(request.headers["Authorization"], end="")
            """
        let spec: [String: Any] = [
            "method": request.method, "url": request.url.absoluteString,
            "body": String(decoding: request.body ?? Data(), as: UTF8.self), "headers": request.headers,
            "date": amzDate, "key": credentials.accessKeyID, "secret": credentials.secretAccessKey,
            "token": credentials.sessionToken as Any, "region": region,
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
        return String(decoding: try MotoServer.python(script, [json]), as: UTF8.self)
    }

    @Test(
        "The Authorization header equals botocore's, byte for byte",
        arguments: [
            ("https://cognito-idp.eu-west-1.amazonaws.com/", "eu-west-1", nil as String?, 1_764_120_600.0),
            ("http://127.0.0.1:4566/", "us-east-1", "FwoGZXIvYXdzEJr//////////wEaDOKEN", 1_700_000_000.0),
            ("https://cognito-idp.ap-southeast-2.amazonaws.com/", "ap-southeast-2", nil, 951_782_400.0),
        ])
    func matchesBotocore(url: String, region: String, token: String?, seconds: Double) throws {
        let credentials = AWSCredentials(
            accessKeyID: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", sessionToken: token)
        let request = HTTPRequest(
            url: URL(string: url)!, method: "POST",
            headers: [
                "Content-Type": "application/x-amz-json-1.1",
                "X-Amz-Target": "AWSCognitoIdentityProviderService.DescribeUserPool", "Cache-Control": "no-store",
            ],
            body: Data(#"{"UserPoolId":"eu-west-1_AbC123"}"#.utf8))
        let signed = SigV4Signer(credentials: credentials, region: region).sign(request, at: Date(timeIntervalSince1970: seconds))
        let amzDate = try #require(signed.headers["X-Amz-Date"])
        let authorization = try #require(signed.headers["Authorization"])
        #expect(signed.headers["X-Amz-Security-Token"] == token)
        // botocore adds Host, X-Amz-Date and the token itself: give it the request as it was.
        #expect(
            authorization == (try Self.botocoreAuthorization(request, credentials: credentials, region: region, amzDate: amzDate))
        )
        #expect(authorization.hasPrefix("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/"))
    }

    @Test("AWS's published example: the signing key and signature of the IAM ListUsers request")
    func awsExample() {
        // docs.aws.amazon.com, "Create a signed AWS API request" (SigV4 examples): GET
        // https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08 at 20150830T123600Z.
        let credentials = AWSCredentials(accessKeyID: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY")
        let request = HTTPRequest(
            url: URL(string: "https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08")!, method: "GET",
            headers: ["Content-Type": "application/x-www-form-urlencoded; charset=utf-8"])
        let signed = SigV4Signer(credentials: credentials, region: "us-east-1", service: "iam").sign(
            request, at: Date(timeIntervalSince1970: 1_440_938_160))
        #expect(signed.headers["X-Amz-Date"] == "20150830T123600Z")
        #expect(
            signed.headers["Authorization"]
                == "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7"
        )
    }

    @Test("Credentials never show their secret")
    func redaction() {
        let credentials = AWSCredentials(
            accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            sessionToken: "IQoJb3JpZ2luX2VjEXAMPLETOKEN", source: "environment")
        for text in [
            String(describing: credentials), String(reflecting: credentials),
            "\(Mirror(reflecting: credentials).children.map(\.value))",
        ] {
            #expect(!text.contains("wJalr") && !text.contains("IQoJ") && !text.contains("IOSFODNN"), "\(text)")
        }
    }
}

@Suite("The AWS credential chain", .waitsOnThreads)
struct CredentialChainTests {
    static func folder(_ files: [String: String]) throws -> TemporaryDirectoryForChain {
        let directory = try TemporaryDirectoryForChain()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".aws"), withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.url.appendingPathComponent(".aws/\(name)"))
        }
        return directory
    }

    @Test("The environment first; both halves needed")
    func environment() throws {
        let home = try Self.folder([
            "credentials": "[default]\naws_access_key_id = AKIAFILE\naws_secret_access_key = filesecret\n"
        ])
        let chain = AWSCredentialChain(
            environment: ["AWS_ACCESS_KEY_ID": "AKIAENV", "AWS_SECRET_ACCESS_KEY": "envsecret", "AWS_SESSION_TOKEN": "tok"],
            home: home.url.path)
        let credentials = try chain.resolve()
        #expect(credentials.accessKeyID == "AKIAENV" && credentials.secretAccessKey == "envsecret")
        #expect(credentials.sessionToken == "tok" && credentials.source == "environment")
        #expect(throws: AWSCredentialsError.self) {
            try AWSCredentialChain(environment: ["AWS_ACCESS_KEY_ID": "AKIAENV"], home: home.url.path).resolve()
        }
    }

    @Test("A profile in the credentials file, then in the config file; comments and spacing")
    func profiles() throws {
        let home = try Self.folder([
            "credentials":
                "# keys\n[default]\naws_access_key_id=AKIADEFAULT\naws_secret_access_key = s1\n\n[ci]\n; other\naws_access_key_id = AKIACI\naws_secret_access_key = s2\naws_session_token = t2\n",
            "config":
                "[default]\nregion = eu-west-1\n[profile cfg]\naws_access_key_id = AKIACFG\naws_secret_access_key = s3\ns3 =\n  max_concurrent_requests = 2\n",
        ])
        let path = home.url.path
        #expect(try AWSCredentialChain(environment: [:], home: path).resolve().accessKeyID == "AKIADEFAULT")
        let ci = try AWSCredentialChain(environment: ["AWS_PROFILE": "ci"], home: path).resolve()
        #expect(ci.accessKeyID == "AKIACI" && ci.sessionToken == "t2")
        #expect(ci.source == "profile ci (\(path)/.aws/credentials)")
        #expect(try AWSCredentialChain(environment: ["AWS_PROFILE": "cfg"], home: path).resolve().accessKeyID == "AKIACFG")
        do {
            _ = try AWSCredentialChain(environment: ["AWS_PROFILE": "nope"], home: path).resolve()
            Issue.record("no error")
        } catch {
            #expect(error.code == .unknownProfile)
            #expect(
                error.message(in: .english)
                    == "the AWS profile nope is in neither \(path)/.aws/credentials nor \(path)/.aws/config")
        }
    }

    @Test("credential_process: run without a shell, its JSON read; failures named")
    func credentialProcess() throws {
        let home = try Self.folder([:])
        let script = home.url.appendingPathComponent("creds.sh")
        try Data(
            "#!/bin/sh\necho \"{\\\"Version\\\": 1, \\\"AccessKeyId\\\": \\\"AKIAPROC\\\", \\\"SecretAccessKey\\\": \\\"$1\\\", \\\"SessionToken\\\": \\\"tp\\\"}\"\n"
                .utf8
        )
        .write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try Data(
            "[profile proc]\ncredential_process = \(script.path) 'quoted secret'\n[profile bad]\ncredential_process = /bin/false\n[profile role]\nrole_arn = arn:aws:iam::123456789012:role/x\nsource_profile = default\n"
                .utf8
        )
        .write(to: home.url.appendingPathComponent(".aws/config"))
        let credentials = try AWSCredentialChain(environment: ["AWS_PROFILE": "proc"], home: home.url.path).resolve()
        #expect(credentials.accessKeyID == "AKIAPROC" && credentials.secretAccessKey == "quoted secret")
        #expect(credentials.sessionToken == "tp")
        do {
            _ = try AWSCredentialChain(environment: ["AWS_PROFILE": "bad"], home: home.url.path).resolve()
            Issue.record("no error")
        } catch {
            #expect(error.message(in: .english) == "the credential_process of profile bad failed: exit status 1")
        }
        do {
            _ = try AWSCredentialChain(environment: ["AWS_PROFILE": "role"], home: home.url.path).resolve()
            Issue.record("no error")
        } catch {
            #expect(error.code == .unsupportedSource)
            #expect(error.message(in: .spanish).hasPrefix("el perfil de AWS role usa role_arn, que credkit no admite"))
        }
        #expect(CredentialProcess.split(#"a 'b c' "d \" e" f\ g"#) == ["a", "b c", "d \" e", "f g"])
    }

    /// A helper script in `home`, executable.
    static func script(_ home: TemporaryDirectoryForChain, _ name: String, _ body: String) throws -> URL {
        let url = home.url.appendingPathComponent(name)
        // Written through a close-on-exec descriptor: a process another test spawns meanwhile must not
        // inherit it open for writing, or running the script fails with "Text file busy" (ETXTBSY).
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let bytes = Array(("#!/bin/sh\n" + body).utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw POSIXError(.EIO) }
        return url
    }

    static let json = #"echo '{"Version": 1, "AccessKeyId": "AKIAPROC", "SecretAccessKey": "s"}'"#

    @Test(
        "credential_process: a hung helper is ended at its timeout with its group; one that leaves a child returns at once (issue 54)"
    )
    func credentialProcessBounds() throws {
        let home = try Self.folder([:])
        // Hangs: ended after the timeout (one second here; sixty by default).
        let hung = try Self.script(home, "hung.sh", "sleep 30\n")
        let started = Date()
        do {
            _ = try CredentialProcess.run(hung.path, profile: "p", environment: [:], timeout: 1)
            Issue.record("no error")
        } catch {
            #expect(
                error.message(in: .english)
                    == "the credential_process of profile p failed: it did not finish within 1 s; it and its process group were ended"
            )
            #expect(
                error.message(in: .spanish)
                    == "el credential_process del perfil p falló: no terminó en 1 s; se terminaron él y su grupo de procesos")
        }
        #expect(Date().timeIntervalSince(started) < 10)
        // Prints its JSON and leaves a background child holding standard output: before, credkit
        // waited for that child (~25 s); now it reads the JSON when the helper exits and ends the rest.
        let pidFile = home.url.appendingPathComponent("child.pid")
        let leaving = try Self.script(home, "leaving.sh", "sleep 30 &\necho $! > \(pidFile.path)\n\(Self.json)\n")
        let before = Date()
        let credentials = try CredentialProcess.run(leaving.path, profile: "p", environment: [:])
        #expect(credentials.accessKeyID == "AKIAPROC")
        #expect(Date().timeIntervalSince(before) < 10)
        let child = try #require(
            Int32(String(decoding: try Data(contentsOf: pidFile), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Gone, or a zombie waiting for whoever reaps orphans here (a container's first process may not).
        func ended() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8) else { return true }
            return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
        }
        var gone = false
        for _ in 0..<50 where !gone {
            gone = ended()
            if !gone { usleep(20_000) }
        }
        #expect(gone, "the background child \(child) outlived the helper")
        // Ended by a signal: named as such.
        let killed = try Self.script(home, "killed.sh", "kill -TERM $$\n")
        do {
            _ = try CredentialProcess.run(killed.path, profile: "p", environment: [:])
            Issue.record("no error")
        } catch {
            #expect(error.message(in: .english) == "the credential_process of profile p failed: it was ended by signal 15")
        }
    }

    @Test("credential_process gets the user's environment without credkit's secrets (issue 54)")
    func credentialProcessEnvironment() throws {
        let home = try Self.folder([:])
        let dump = home.url.appendingPathComponent("env.txt")
        let helper = try Self.script(home, "env.sh", "env > \(dump.path)\n\(Self.json)\n")
        try Data("[profile proc]\ncredential_process = \(helper.path)\n".utf8).write(
            to: home.url.appendingPathComponent(".aws/config"))
        let environment = [
            "AWS_PROFILE": "proc", "CREDKIT_CLIENT_SECRET": "client-secret-value", "AWS_SESSION_TOKEN": "session-token-value",
            "AWS_SECURITY_TOKEN": "security-token-value", "KEEP_ME": "yes",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        _ = try AWSCredentialChain(environment: environment, home: home.url.path).resolve()
        let seen = String(decoding: try Data(contentsOf: dump), as: UTF8.self)
        #expect(seen.contains("KEEP_ME=yes"))
        for secret in ["client-secret-value", "session-token-value", "security-token-value"] {
            #expect(!seen.contains(secret), "\(secret) reached the helper")
        }
    }

    @Test("Keys beside role_arn (or SSO, or web identity) are refused: the AWS CLI would assume the role (issue 54)")
    func keysBesideRole() throws {
        let home = try Self.folder([
            "credentials": "[both]\naws_access_key_id = AKIABOTH\naws_secret_access_key = s\n",
            "config":
                "[profile both]\nrole_arn = arn:aws:iam::123456789012:role/admin\nsource_profile = base\n[profile sso]\nsso_session = corp\ncredential_process = /bin/true\n",
        ])
        for (profile, setting, keys) in [("both", "role_arn", "aws_access_key_id"), ("sso", "sso_session", "credential_process")]
        {
            do {
                _ = try AWSCredentialChain(environment: ["AWS_PROFILE": profile], home: home.url.path).resolve()
                Issue.record("no error for \(profile)")
            } catch {
                #expect(error.code == .shadowedKeys)
                #expect(
                    error.message(in: .english)
                        == "the AWS profile \(profile) has \(keys) and also \(setting), which the AWS CLI would use instead and credkit does not support: remove one of them, or use another profile"
                )
            }
        }
        // botocore's order: the config file's credential_process before its keys.
        let helper = try Self.script(home, "proc.sh", Self.json + "\n")
        try Data(
            "[profile mixed]\naws_access_key_id = AKIACONFIG\naws_secret_access_key = s\ncredential_process = \(helper.path)\n"
                .utf8
        ).write(to: home.url.appendingPathComponent(".aws/config"))
        #expect(
            try AWSCredentialChain(environment: ["AWS_PROFILE": "mixed"], home: home.url.path).resolve().accessKeyID == "AKIAPROC"
        )
    }

    @Test("Nothing anywhere, and a malformed file, are named")
    func nothing() throws {
        let empty = try Self.folder([:])
        do {
            _ = try AWSCredentialChain(environment: [:], home: empty.url.path).resolve()
            Issue.record("no error")
        } catch {
            #expect(error.code == .notFound)
        }
        let broken = try Self.folder(["credentials": "[default\naws_access_key_id = x\n"])
        do {
            _ = try AWSCredentialChain(environment: [:], home: broken.url.path).resolve()
            Issue.record("no error")
        } catch {
            #expect(error.message(in: .english) == "\(broken.url.path)/.aws/credentials:1: a section without \"]\"")
        }
    }
}

@Suite("DescribeUserPool, signed, through the front", .serialized, .waitsOnThreads)
struct DescribeUserPoolTests {
    @Test("The pool's policy and plan; every signature equal to botocore's; wrong secret 9986, unknown key 9985")
    func describe() async throws {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: "AKIACREDKITTEST1", secretAccessKey: "secret-one")
        // The wrong secret goes with a key of its own, so its requests are told apart by key, not by
        // when they arrived (a slow answer's first try may reach the front after the retry).
        try front.registerCredentials(accessKeyID: "AKIACREDKITTEST2", secretAccessKey: "secret-two")
        let pool = try MotoServer.shared.makePool(policy: [
            "MinimumLength": 11, "RequireUppercase": false, "RequireLowercase": true, "RequireNumbers": true,
            "RequireSymbols": false, "TemporaryPasswordValidityDays": 3,
        ])
        let client = try CognitoIdentityClient(.init(region: "us-east-1", clientID: "", endpoint: front.endpoint))
        let before = try front.signatures().count
        let description = try await client.describeUserPool(
            pool.userPoolID, credentials: AWSCredentials(accessKeyID: "AKIACREDKITTEST1", secretAccessKey: "secret-one"))
        #expect(description.id == pool.userPoolID)
        #expect(description.policy.minimumLength == 11)
        #expect(description.policy.requireNumbers && description.policy.requireLowercase && !description.policy.requireSymbols)
        #expect(description.policy.temporaryPasswordValidityDays == 3)
        #expect(description.policyJSON.hasPrefix(#"{"UserPool":{"Id":"\#(pool.userPoolID)","Name":"credkit-test","#))
        await CognitoClientMotoTests.expectError(9986) { () throws(CognitoError) in
            _ = try await client.describeUserPool(
                pool.userPoolID, credentials: AWSCredentials(accessKeyID: "AKIACREDKITTEST2", secretAccessKey: "wrong"))
        }
        await CognitoClientMotoTests.expectError(9985) { () throws(CognitoError) in
            _ = try await client.describeUserPool(
                pool.userPoolID, credentials: AWSCredentials(accessKeyID: "AKIAUNKNOWN00000", secretAccessKey: "x"))
        }
        await CognitoClientMotoTests.expectError(1000) { () throws(CognitoError) in
            _ = try await client.describeUserPool(
                "not-a-pool", credentials: AWSCredentials(accessKeyID: "AKIACREDKITTEST1", secretAccessKey: "secret-one"))
        }
        // Other suites use the front at the same time: only this test's keys. The client may have
        // sent a request more than once (it retries a slow or failed answer): every one signed with
        // the right secret is botocore's signature, every one with the wrong secret is not.
        let signatures = try front.signatures().dropFirst(before)
        let checked = signatures.filter { $0.received.contains("Credential=AKIACREDKITTEST1/") }
        let wrong = signatures.filter { $0.received.contains("Credential=AKIACREDKITTEST2/") }
        #expect(!checked.isEmpty && checked.allSatisfy(\.match))
        #expect(!wrong.isEmpty && wrong.allSatisfy { !$0.match })
        #expect(checked.first?.received == checked.first?.expected)
        #expect(
            checked.first?.signedHeaders == ["cache-control", "content-type", "host", "x-amz-date", "x-amz-target"])
    }
}

/// A temporary folder removed when the value goes away.
final class TemporaryDirectoryForChain {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("credkit-chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}
