// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// moto's Cognito emulator in server mode on a loopback port, started by the tests (not a mock of
/// ours): pools and clients are created through its admin API with boto3, as an administrator would.
public final class MotoServer: @unchecked Sendable {
    public let port: Int
    let process: Process
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// Seconds a test's client waits for moto or the front. Two Python servers in a row, every
    /// Cognito suite at once and a build beside them on two cores answered later than the default
    /// 10 s in CI; what these tests check is the exchange, not the deadline (`FaultTests` test that).
    public static let requestTimeout: TimeInterval = 60

    /// One server for the whole test run; each test makes its own pool. When it cannot start, every
    /// test that needs it fails with the reason (never skips).
    public static var shared: MotoServer {
        get throws { try started.get() }
    }

    private static let started = Result { try MotoServer() }.mapError { error in
        MotoServerError(
            description: "moto_server did not start: \(error) (make test installs it: pip install 'moto[server]==5.2.1' boto3)")
    }

    /// Starts moto in a Python process (`serial_moto.py`: one request at a time, since moto's
    /// backends are not safe to change from several threads) that prints its port (the OS picks a
    /// free one) and stops when this test process is gone (test runners may ignore SIGTERM).
    private init() throws {
        // moto checks TOTP codes only when told to (one fixed secret, `asdfasdfasdf`, for every user).
        var environment = ProcessInfo.processInfo.environment
        environment["MOTO_COGNITO_IDP_USER_POOL_ENABLE_TOTP"] = "true"
        let (process, port) = try Self.startServer([Self.script.path], environment: environment)
        self.port = port
        self.process = process
    }

    /// The script, read by path from the source tree as the fixtures are.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "serial_moto.py")

    /// A fresh pool (in us-east-1, where moto's region-less lookups find it) and app client.
    public struct Pool: Sendable {
        public var userPoolID: String
        public var clientID: String
        public var clientSecret: String?
    }

    /// Creates a pool with `policy` (Cognito's PasswordPolicyType) and a client, with a secret when asked;
    /// `mfa` (`ON` or `OPTIONAL`) turns on MFA with authenticator apps and SMS; `tokenRevocation`
    /// false makes an app client without RevokeToken (as clients made before 2021 are).
    public func makePool(
        policy: [String: Any] = [
            "MinimumLength": 8, "RequireUppercase": true, "RequireLowercase": true, "RequireNumbers": true,
            "RequireSymbols": true,
        ], withSecret: Bool = false, emailUsername: Bool = true, mfa: String? = nil, tokenRevocation: Bool = true
    ) throws -> Pool {
        let policyJSON = String(decoding: try JSONSerialization.data(withJSONObject: policy), as: UTF8.self)
        let script = """
            import boto3, json, sys
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            extra = {"UsernameAttributes": ["email"], "AutoVerifiedAttributes": ["email"]} if sys.argv[4] == "1" else {}
            pool = client.create_user_pool(PoolName="credkit-test", Policies={"PasswordPolicy": json.loads(sys.argv[2])}, **extra)["UserPool"]
            app = client.create_user_pool_client(UserPoolId=pool["Id"], ClientName="credkit", GenerateSecret=sys.argv[3] == "1",
                ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
                EnableTokenRevocation=sys.argv[6] == "1")["UserPoolClient"]
            if sys.argv[5]:
                client.set_user_pool_mfa_config(UserPoolId=pool["Id"], MfaConfiguration=sys.argv[5],
                    SoftwareTokenMfaConfiguration={"Enabled": True},
                    SmsMfaConfiguration={"SmsAuthenticationMessage": "{####}", "SmsConfiguration": {"SnsCallerArn": "arn:aws:iam::123456789012:role/sns"}})
            print(json.dumps({"pool": pool["Id"], "client": app["ClientId"], "secret": app.get("ClientSecret")}))
            """
        let output = try Self.python(
            script,
            [
                endpoint.absoluteString, policyJSON, withSecret ? "1" : "0", emailUsername ? "1" : "0", mfa ?? "",
                tokenRevocation ? "1" : "0",
            ])
        let object = try JSONSerialization.jsonObject(with: output) as! [String: Any]
        return Pool(
            userPoolID: object["pool"] as! String, clientID: object["client"] as! String,
            clientSecret: object["secret"] as? String)
    }

    /// A pool for user imports: `autoVerified` attributes, `mfa` (`OFF`, `OPTIONAL` or `ON`), a
    /// required standard attribute `required`, a custom attribute `custom:NAME`, and case-sensitive
    /// usernames or not.
    /// - Returns: the pool ID.
    public func makeImportPool(
        autoVerified: [String], mfa: String, required: String, custom: String, caseSensitive: Bool
    ) throws -> String {
        let script = """
            import boto3, json, sys
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            pool = client.create_user_pool(
                PoolName="credkit-import", AutoVerifiedAttributes=json.loads(sys.argv[2]),
                Schema=[{"Name": sys.argv[4], "AttributeDataType": "String", "Required": True, "Mutable": True},
                        {"Name": sys.argv[5], "AttributeDataType": "String", "Mutable": True}],
                UsernameConfiguration={"CaseSensitive": sys.argv[6] == "1"})["UserPool"]
            if sys.argv[3] != "OFF":
                client.set_user_pool_mfa_config(UserPoolId=pool["Id"], MfaConfiguration=sys.argv[3],
                    SmsMfaConfiguration={"SmsAuthenticationMessage": "{####}", "SmsConfiguration": {"SnsCallerArn": "arn:aws:iam::123456789012:role/sns"}})
            print(json.dumps({"pool": pool["Id"]}))
            """
        let attributes = String(decoding: try JSONSerialization.data(withJSONObject: autoVerified), as: UTF8.self)
        let output = try Self.python(
            script, [endpoint.absoluteString, attributes, mfa, required, custom, caseSensitive ? "1" : "0"])
        let object = try JSONSerialization.jsonObject(with: output) as! [String: Any]
        return object["pool"] as! String
    }

    /// A pool for the administration tests: plain usernames, a 10-character policy with every class,
    /// `name` required, `custom:team` (text, 2 to 8 characters), `custom:level` (a number, 1 to 5) and
    /// `custom:vip` (true or false), and the groups `ops` and `audit`.
    /// - Returns: the pool ID.
    public func makeAdminPool() throws -> String {
        let script = """
            import boto3, json, sys
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            pool = client.create_user_pool(
                PoolName="credkit-admin",
                Policies={"PasswordPolicy": {"MinimumLength": 10, "RequireUppercase": True, "RequireLowercase": True,
                                             "RequireNumbers": True, "RequireSymbols": True}},
                Schema=[{"Name": "name", "AttributeDataType": "String", "Required": True, "Mutable": True},
                        {"Name": "team", "AttributeDataType": "String", "Mutable": True,
                         "StringAttributeConstraints": {"MinLength": "2", "MaxLength": "8"}},
                        {"Name": "level", "AttributeDataType": "Number", "Mutable": True,
                         "NumberAttributeConstraints": {"MinValue": "1", "MaxValue": "5"}},
                        {"Name": "vip", "AttributeDataType": "Boolean", "Mutable": True}])["UserPool"]
            for group in ("ops", "audit"):
                client.create_group(UserPoolId=pool["Id"], GroupName=group, Description=group + " team", Precedence=len(group))
            print(json.dumps({"pool": pool["Id"]}))
            """
        let output = try Self.python(script, [endpoint.absoluteString])
        let object = try JSONSerialization.jsonObject(with: output) as! [String: Any]
        return object["pool"] as! String
    }

    /// Runs `admin_create_user` (a user who must set a new password at first sign-in).
    public func adminCreateUser(pool: Pool, username: String, temporaryPassword: String) throws {
        let script = """
            import boto3, sys
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            client.admin_create_user(UserPoolId=sys.argv[2], Username=sys.argv[3], TemporaryPassword=sys.argv[4],
                                     UserAttributes=[{"Name": "email", "Value": sys.argv[3]}], MessageAction="SUPPRESS")
            """
        _ = try Self.python(script, [endpoint.absoluteString, pool.userPoolID, username, temporaryPassword])
    }

    /// Starts a password reset as an app would and returns the digits of the code moto hands out in
    /// its `x-moto-forgot-password-confirmation-code` response header (real Cognito emails it).
    public func forgotPasswordCode(pool: Pool, username: String) throws -> String {
        let script = """
            import boto3, sys
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            response = client.forgot_password(ClientId=sys.argv[2], Username=sys.argv[3])
            print(response["ResponseMetadata"]["HTTPHeaders"]["x-moto-forgot-password-confirmation-code"])
            """
        let output = try Self.python(script, [endpoint.absoluteString, pool.clientID, username])
        let issued = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // moto writes it moto-confirmation-code:DIGITS; a user types the digits (the front puts the
        // prefix back so that moto checks them).
        return String(issued.dropFirst(issued.hasPrefix(Self.codePrefix) ? Self.codePrefix.count : 0))
    }

    /// How moto writes the codes it checks.
    public static let codePrefix = "moto-confirmation-code:"

    /// Starts `python3 ARGUMENTS` (with `environment` when given), a server that prints the port it
    /// listens on as its first line, and keeps draining its standard error so it never blocks.
    /// - Returns: the running process and its port.
    /// - Throws: ``MotoServerError`` with the server's standard error when it printed no port.
    public static func startServer(_ arguments: [String], environment: [String: String]? = nil) throws -> (
        process: Process, port: Int
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let line = output.fileHandleForReading.readFirstLineRetrying()
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            let reason = String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
            throw MotoServerError(description: "python printed no port: " + reason.suffix(2000))
        }
        // Drained so the server never blocks on a full pipe; the Python tracebacks in it are kept
        // (``tracebacks``) for the failure messages of tests that met a server error.
        let reading = errors.fileHandleForReading
        Thread {
            while case let chunk = reading.availableData, !chunk.isEmpty { ServerErrorLog.shared.append(chunk) }
        }.start()
        return (process, port)
    }

    /// The Python tracebacks the servers this test process started have written so far (the last
    /// 64 KiB of them), for a failure message: an HTTP 500 from moto is one of these.
    public static var tracebacks: String { ServerErrorLog.shared.tracebacks }

    /// Runs `script` with `arguments` as `python3 -c script arguments…` would, in one of the
    /// long-lived interpreters of ``PythonWorkers`` (boto3 already imported): its standard output, or
    /// an error carrying its standard error. A script that changes a module for itself, or runs
    /// another program as a script, takes ``pythonProcess(_:_:)``.
    public static func python(_ script: String, _ arguments: [String]) throws -> Data {
        let result = try PythonWorkers.shared.run(script, arguments)
        guard result.status == 0 else { throw MotoServerError(description: result.stderr) }
        return result.stdout
    }

    /// Runs `python3 -c script arguments…` in an interpreter of its own, with `environment` when
    /// given (else this process's): its standard output, or an error carrying its standard error.
    public static func pythonProcess(_ script: String, _ arguments: [String], environment: [String: String]? = nil) throws
        -> Data
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readAllRetrying()
        let errorText = String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw MotoServerError(description: errorText) }
        return data
    }
}

/// The emulator could not be started or driven; the description says why.
public struct MotoServerError: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
}

/// The standard error of the servers ``MotoServer/startServer(_:environment:)`` started, of which
/// only the Python tracebacks are kept (request logs are dropped line by line), at most 64 KiB.
final class ServerErrorLog: @unchecked Sendable {
    static let shared = ServerErrorLog()
    private let lock = NSLock()
    private var pending = Data()
    private var kept = ""
    private var inTraceback = false

    func append(_ chunk: Data) {
        lock.lock()
        defer { lock.unlock() }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            if line.hasPrefix("Traceback ") { inTraceback = true }
            if inTraceback { kept += line + "\n" }
            // A traceback ends with its exception's line, the first one not indented.
            if inTraceback && !line.hasPrefix(" ") && !line.hasPrefix("Traceback ") { inTraceback = false }
        }
        if kept.utf8.count > 64 << 10 { kept = String(kept.suffix(48 << 10)) }
    }

    var tracebacks: String {
        lock.lock()
        defer { lock.unlock() }
        return kept.isEmpty ? "(no server tracebacks)" : "server tracebacks:\n" + kept
    }
}
