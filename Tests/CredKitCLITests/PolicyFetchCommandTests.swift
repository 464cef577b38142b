// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit policy fetch` and `--policy pool:ID`: DescribeUserPool signed with Signature Version 4,
/// against the front, which signs each request again with botocore and compares.
@Suite("policy fetch and --policy pool:ID, end to end", .serialized, .waitsOnThreads)
struct PolicyFetchCommandTests {
    static let keyID = "AKIACREDKITCLI001"
    static let secret = "cli-secret-Xq9/verylongvalue"

    /// A pool with an 11-character, no-symbol policy, the front knowing the test's keys.
    static func pool() throws -> (MotoServer.Pool, CognitoGapServer) {
        let front = try CognitoGapServer.shared
        try front.registerCredentials(accessKeyID: keyID, secretAccessKey: secret)
        let pool = try MotoServer.shared.makePool(policy: [
            "MinimumLength": 11, "RequireUppercase": false, "RequireLowercase": true, "RequireNumbers": true,
            "RequireSymbols": false,
        ])
        return (pool, front)
    }

    static func environment(_ front: CognitoGapServer, home: URL, keys: Bool = true) -> [String: String] {
        var environment = [
            "CREDKIT_ENDPOINT": front.endpoint.absoluteString, "HOME": home.path, "AWS_ACCESS_KEY_ID": "",
            "AWS_SECRET_ACCESS_KEY": "", "AWS_SESSION_TOKEN": "", "AWS_PROFILE": "", "AWS_SHARED_CREDENTIALS_FILE": "",
            "AWS_CONFIG_FILE": "",
        ]
        if keys {
            environment["AWS_ACCESS_KEY_ID"] = keyID
            environment["AWS_SECRET_ACCESS_KEY"] = secret
        }
        return environment
    }

    @Test("fetch prints the pool's policy; --output writes it; the signature is botocore's; no secret anywhere")
    func fetch() throws {
        let (pool, front) = try Self.pool()
        let home = try TemporaryDirectory()
        let before = try front.signatures().count
        let result = try CLI.run(
            ["policy", "fetch", "--user-pool-id", pool.userPoolID], environment: Self.environment(front, home: home.url))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let userPool = try #require(object["UserPool"] as? [String: Any])
        #expect(userPool["Id"] as? String == pool.userPoolID)
        let policy = try #require((userPool["Policies"] as? [String: Any])?["PasswordPolicy"] as? [String: Any])
        #expect(policy["MinimumLength"] as? Int == 11)
        #expect(policy["RequireSymbols"] as? Bool == false)
        // Other suites use the front at the same time: only this test's key.
        let signatures = try front.signatures().dropFirst(before).filter { $0.received.contains("Credential=\(Self.keyID)/") }
        #expect(signatures.map(\.operation) == ["DescribeUserPool"])
        #expect(signatures.first?.match == true)
        #expect(signatures.first?.received == signatures.first?.expected)
        let file = home.url.appendingPathComponent("pool-policy.json")
        let written = try CLI.run(
            ["policy", "fetch", "--user-pool-id", pool.userPoolID, "--output", file.path, "--lang", "es"],
            environment: Self.environment(front, home: home.url))
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(
            written.stderr
                == "escrito \(file.path): la política de contraseñas de \(pool.userPoolID) (mínimo 11 caracteres)\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == result.stdout)
        for text in [result.stdout, result.stderr, written.stderr] { #expect(!text.contains(Self.secret)) }
        // The file works wherever --policy does.
        let checked = try CLI.run(["check", "--policy", file.path, "--quiet"], stdin: Array("abcdefghij1\nabcdefghi1\n".utf8))
        #expect(checked.stdout == "1: valid\n2: invalid: Password must be at least 11 characters\n")
    }

    @Test("--policy pool:ID: check judges with the live pool's policy; a profile's keys from ~/.aws/credentials")
    func poolPolicy() throws {
        let (pool, front) = try Self.pool()
        let home = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: home.url.appendingPathComponent(".aws"), withIntermediateDirectories: true)
        try Data("[audit]\naws_access_key_id = \(Self.keyID)\naws_secret_access_key = \(Self.secret)\n".utf8).write(
            to: home.url.appendingPathComponent(".aws/credentials"))
        var environment = Self.environment(front, home: home.url, keys: false)
        environment["AWS_PROFILE"] = "audit"
        let result = try CLI.run(
            ["check", "--policy", "pool:\(pool.userPoolID)"], stdin: Array("abcdefghij1\nabcdefghi1\n".utf8),
            environment: environment)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == "1: valid\n2: invalid: Password must be at least 11 characters\n")
        let shown = try CLI.run(["policy", "show", "pool:\(pool.userPoolID)", "--format", "json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: shown.stdoutBytes) as? [String: Any])
        #expect(object["name"] as? String == "pool:\(pool.userPoolID)")
        #expect(object["source"] as? String == "DescribeUserPool \(pool.userPoolID)")
    }

    @Test("A wrong secret is AWS's refusal (exit 1); no credentials, a bad pool or another region are exit 2, nothing sent")
    func failures() throws {
        let (pool, front) = try Self.pool()
        let home = try TemporaryDirectory()
        var wrong = Self.environment(front, home: home.url)
        wrong["AWS_SECRET_ACCESS_KEY"] = "not-the-secret"
        let refused = try CLI.run(["policy", "fetch", "--user-pool-id", pool.userPoolID], environment: wrong)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "credkit: error: The request's signature does not match: check the secret access key (9986 InvalidSignature)\n"
        )
        #expect(!refused.stderr.contains("not-the-secret"))
        // The rest must fail before sending: pointed at a port nothing listens on, a request that
        // left would be exit 3 ("no answer"), not 2.
        var closed = Self.environment(front, home: home.url)
        closed["CREDKIT_ENDPOINT"] = "http://127.0.0.1:9/"
        closed["CREDKIT_TIMEOUT"] = "2"
        var closedWithoutKeys = Self.environment(front, home: home.url, keys: false)
        closedWithoutKeys["CREDKIT_ENDPOINT"] = "http://127.0.0.1:9/"
        let none = try CLI.run(
            ["policy", "fetch", "--user-pool-id", pool.userPoolID, "--lang", "es"], environment: closedWithoutKeys)
        #expect(none.status == 2)
        #expect(
            none.stderr
                == "credkit: error: no hay credenciales de AWS: define AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY, o da al perfil default claves o un credential_process en \(home.url.path)/.aws/credentials o \(home.url.path)/.aws/config\n"
        )
        let badPool = try CLI.run(
            ["policy", "fetch", "--user-pool-id", "pool-1"], environment: closed)
        #expect(badPool.status == 2)
        #expect(badPool.stderr == "credkit: error: pool-1 is not a Cognito user pool ID (such as eu-west-1_AbC123)\n")
        let otherRegion = try CLI.run(
            ["policy", "fetch", "--user-pool-id", pool.userPoolID, "--region", "eu-west-1"], environment: closed)
        #expect(otherRegion.status == 2)
        #expect(otherRegion.stderr == "credkit: error: the user pool \(pool.userPoolID) is not in the region eu-west-1\n")
        let missing = try CLI.run(["policy", "fetch"], environment: closed)
        #expect(missing.status == 2)
        #expect(missing.stderr == "credkit: error: give the user pool: --user-pool-id ID or CREDKIT_USER_POOL_ID\n")
        let unreachable = try CLI.run(["policy", "fetch", "--user-pool-id", pool.userPoolID], environment: closed)
        #expect(unreachable.status == 3, "\(unreachable.stderr)")
    }

    @Test("A credential_process's standard error reaches the user; its failure is named, nothing is sent (issue 54)")
    func credentialProcessStandardError() throws {
        let home = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: home.url.appendingPathComponent(".aws"), withIntermediateDirectories: true)
        let helper = home.url.appendingPathComponent("helper.sh")
        try Data("#!/bin/sh\necho 'helper: touch your security key' >&2\nexit 3\n".utf8).write(to: helper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: helper.path)
        try Data("[default]\ncredential_process = \(helper.path)\n".utf8).write(
            to: home.url.appendingPathComponent(".aws/config"))
        let environment = [
            "CREDKIT_ENDPOINT": "http://127.0.0.1:9/", "CREDKIT_TIMEOUT": "2", "HOME": home.url.path, "AWS_ACCESS_KEY_ID": "",
            "AWS_SECRET_ACCESS_KEY": "", "AWS_SESSION_TOKEN": "", "AWS_PROFILE": "", "AWS_SHARED_CREDENTIALS_FILE": "",
            "AWS_CONFIG_FILE": "",
        ]
        let result = try CLI.run(["policy", "fetch", "--user-pool-id", "us-east-1_AbC123"], environment: environment)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "helper: touch your security key\ncredkit: error: the credential_process of profile default failed: exit status 3\n"
        )
    }
}
