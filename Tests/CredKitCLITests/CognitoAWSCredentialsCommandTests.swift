// SPDX-License-Identifier: Apache-2.0
import CognitoTestSupport
import Foundation
import Testing

/// `credkit cognito aws-credentials` end to end: the built binary, moto's identity pools behind the
/// front (which checks the ID token and assumes the pool's role with moto's STS), and boto3 using
/// it as a profile's `credential_process`.
@Suite("credkit cognito aws-credentials (identity pools, credential_process)", .serialized, .waitsOnThreads)
struct CognitoAWSCredentialsCommandTests {
    static func document(_ result: CLIResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("The credential_process document, cached 0600 until near expiry; boto3 signs STS with it as a profile")
    func credentialProcess() throws {
        let setup = try CognitoTokenCommandTests.Setup()
        let front = try CognitoGapServer.shared
        let identityPool = try front.makeIdentityPool(userPoolID: setup.pool.userPoolID, clientID: setup.pool.userClientID)
        let signIn = try setup.run(
            ["sign-in", "--email", setup.pool.username, "--password-stdin"], input: setup.pool.password + "\n",
            environment: setup.user)
        #expect(signIn.status == 0, "\(signIn.stderr)")
        let arguments = ["aws-credentials", "--identity-pool-id", identityPool.identityPoolID]
        let first = try setup.run(arguments, environment: setup.user)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "")
        #expect(first.stdout.hasPrefix(#"{"Version":1,"AccessKeyId":"#) && first.stdout.hasSuffix("\"}\n"))
        let document = try Self.document(first)
        #expect(Set(document.keys) == ["Version", "AccessKeyId", "SecretAccessKey", "SessionToken", "Expiration"])
        let keyID = try #require(document["AccessKeyId"] as? String)
        let secret = try #require(document["SecretAccessKey"] as? String)
        let token = try #require(document["SessionToken"] as? String)
        let role = try #require(identityPool.authenticatedRoleARN?.split(separator: "/").last)
        #expect(
            try MotoServer.shared.callerARN(accessKeyID: keyID, secretAccessKey: secret, sessionToken: token)
                == "arn:aws:sts::123456789012:assumed-role/\(role)/CognitoIdentityCredentials")
        let expiration = try #require(document["Expiration"] as? String)
        let date = try #require(ISO8601DateFormatter().date(from: expiration))
        #expect((3500...3700).contains(date.timeIntervalSinceNow))

        // Cached: the same keys, nothing asked (GetCredentialsForIdentity names the identity the
        // cache keeps); the file 0600.
        let cache = setup.state.url.appendingPathComponent("cache/credkit/aws-credentials")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        try #require(files.count == 1)
        let cached = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: cache.appendingPathComponent(files[0]))) as? [String: Any])
        let identityID = try #require(cached["IdentityId"] as? String)
        let mode = try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent(files[0]).path)[
            .posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o600)
        let before = try front.received(clientID: identityID)
        #expect(before == 1)
        let second = try setup.run(arguments, environment: setup.user)
        #expect(second.stdout == first.stdout)
        #expect(try front.received(clientID: identityID) == before, "the cached credentials were used")
        // --no-cache asks again (new keys for the same identity); the identity pool from the environment.
        let fresh = try setup.run(
            ["aws-credentials", "--no-cache"],
            environment: setup.user.merging(["CREDKIT_IDENTITY_POOL_ID": identityPool.identityPoolID]) { $1 })
        let freshKey = try Self.document(fresh)["AccessKeyId"] as? String
        #expect(fresh.status == 0 && freshKey != keyID)
        // The token-chosen role.
        let chosen = try setup.run(
            arguments + ["--role-arn", try #require(identityPool.chosenRoleARN), "--no-cache"], environment: setup.user)
        let chosenDocument = try Self.document(chosen)
        let chosenName = try #require(identityPool.chosenRoleARN?.split(separator: "/").last)
        #expect(
            try MotoServer.shared.callerARN(
                accessKeyID: try #require(chosenDocument["AccessKeyId"] as? String),
                secretAccessKey: try #require(chosenDocument["SecretAccessKey"] as? String),
                sessionToken: try #require(chosenDocument["SessionToken"] as? String))
                == "arn:aws:sts::123456789012:assumed-role/\(chosenName)/CognitoIdentityCredentials")

        // boto3 with credential_process = credkit … in its config file: STS names the pool's role,
        // and the keys are the ones credkit cached.
        let config = setup.state.url.appendingPathComponent("aws-config")
        try Data(
            "[profile app-user]\ncredential_process = \(CLI.binary.path) cognito \(arguments.joined(separator: " "))\n".utf8
        ).write(to: config)
        let script = """
            import boto3, json, sys
            session = boto3.Session(profile_name="app-user", region_name="us-east-1")
            arn = session.client("sts", endpoint_url=sys.argv[1]).get_caller_identity()["Arn"]
            print(json.dumps({"arn": arn, "key": session.get_credentials().get_frozen_credentials().access_key}))
            """
        var environment = setup.environment.merging(setup.user) { $1 }
        environment["AWS_CONFIG_FILE"] = config.path
        environment["AWS_SHARED_CREDENTIALS_FILE"] = setup.state.url.appendingPathComponent("none").path
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let data = try MotoServer.pythonProcess(
            script, [try MotoServer.shared.endpoint.absoluteString], environment: environment)
        let boto = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(boto["arn"] == "arn:aws:sts::123456789012:assumed-role/\(role)/CognitoIdentityCredentials")
        let cachedKey = try Self.document(try setup.run(arguments, environment: setup.user))["AccessKeyId"] as? String
        #expect(boto["key"] == cachedKey)

        // Errors: no pool (exit 2), a malformed one (1000, nothing sent), an unknown one (2702).
        let none = try setup.run(["aws-credentials"], environment: setup.user)
        #expect(none.status == 2)
        #expect(
            none.stderr
                == "credkit: error: aws-credentials needs the identity pool: --identity-pool-id REGION:UUID (or CREDKIT_IDENTITY_POOL_ID)\n"
        )
        let malformed = try setup.run(["aws-credentials", "--identity-pool-id", "my-pool"], environment: setup.user)
        #expect(malformed.status == 2)
        #expect(
            malformed.stderr
                == "credkit: error: The request was not sent: identityPoolID: \"my-pool\" is not an identity pool ID (REGION:UUID, at most 55 characters) (1000)\n"
        )
        let unknown = try setup.run(
            ["aws-credentials", "--identity-pool-id", "us-east-1:00000000-0000-0000-0000-000000000000"], environment: setup.user)
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr
                == "credkit: error: This identity pool does not exist in this region (2702 ResourceNotFoundException)\n")
        let spanish = try setup.run(
            ["aws-credentials", "--identity-pool-id", "us-east-1:00000000-0000-0000-0000-000000000000", "--lang", "es"],
            environment: setup.user)
        #expect(
            spanish.stderr
                == "credkit: error: Este grupo de identidades no existe en esta región (2702 ResourceNotFoundException)\n")
        let session = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: setup.state.url.appendingPathComponent("credkit/session.json"))) as? [String: Any])
        let idToken = try #require((session["tokens"] as? [String: Any])?["idToken"] as? String)
        setup.expectNothingPrinted([idToken, setup.pool.userClientSecret])
    }
}
