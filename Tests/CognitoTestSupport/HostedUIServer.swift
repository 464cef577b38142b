// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A user pool domain (managed login) for the tests: `hosted_ui.py`, an Authlib authorization
/// server over ``MotoServer`` (whose pools, app clients, users and signing key it uses), with the
/// Cognito API passed on to ``CognitoGapServer``. `browser.py` is the user agent that signs in on its
/// form the way a browser does.
public final class HostedUIServer: @unchecked Sendable {
    public let port: Int
    let process: Process
    /// The domain's base URL; it also serves the pools' discovery documents and JWKS and passes the
    /// Cognito API on (so it is the tests' `--endpoint` as well).
    public var base: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// One server for the whole run.
    public static var shared: HostedUIServer {
        get throws { try started.get() }
    }

    private static let started = Result {
        try HostedUIServer(moto: try MotoServer.shared, api: try CognitoGapServer.shared)
    }.mapError { error in
        MotoServerError(description: "the hosted-UI server (hosted_ui.py) did not start: \(error) (make test installs authlib)")
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The user agent (`browser.py`), for `$BROWSER`.
    public static let browser = folder.appendingPathComponent("browser.py")

    private init(moto: MotoServer, api: CognitoGapServer) throws {
        let (process, port) = try MotoServer.startServer([
            Self.folder.appendingPathComponent("hosted_ui.py").path, moto.endpoint.absoluteString, api.endpoint.absoluteString,
        ])
        self.port = port
        self.process = process
    }

    /// A pool for the domain: an app client for the browser (code grant, `openid email profile`,
    /// callback `http://HOST:PORT/callback`, sign-out `http://HOST:PORT/signed-out`), a machine client
    /// (client credentials, scopes `api/read` and `api/write` of resource server `api`, always with a
    /// secret), a confirmed user with a password, and a domain unless `domain` is false.
    public struct Pool: Sendable {
        public var userPoolID: String
        public var clientID: String
        public var clientSecret: String?
        public var machineClientID: String
        public var machineClientSecret: String
        public var username: String
        public var password: String
        public var callbackPort: Int
    }

    ///
    /// With `selfIssued`, the pool's tokens and discovery document name this server
    /// (`BASE/POOL`) as their issuer, as a self-hosted OpenID provider's do.
    public func makePool(
        withSecret: Bool, callbackHost: String = "127.0.0.1", domain: Bool = true, providers: [String] = ["COGNITO"],
        selfIssued: Bool = false
    ) throws -> Pool {
        let port = try Self.freePort()
        let script = """
            import boto3, json, sys, uuid
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing")
            pool = client.create_user_pool(PoolName="credkit-hosted", UsernameAttributes=["email"],
                                           AutoVerifiedAttributes=["email"])["UserPool"]["Id"]
            if sys.argv[4] == "1":
                client.create_user_pool_domain(Domain="credkit-" + uuid.uuid4().hex[:12], UserPoolId=pool)
            base = "http://" + sys.argv[5] + ":" + sys.argv[3]
            app = client.create_user_pool_client(UserPoolId=pool, ClientName="browser", GenerateSecret=sys.argv[2] == "1",
                CallbackURLs=[base + "/callback"], LogoutURLs=[base + "/signed-out"], AllowedOAuthFlows=["code"],
                AllowedOAuthScopes=["openid", "email", "profile"], AllowedOAuthFlowsUserPoolClient=True,
                SupportedIdentityProviders=json.loads(sys.argv[6]),
                ExplicitAuthFlows=["ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"])["UserPoolClient"]
            client.create_resource_server(UserPoolId=pool, Identifier="api", Name="api",
                Scopes=[{"ScopeName": "read", "ScopeDescription": "read"}, {"ScopeName": "write", "ScopeDescription": "write"}])
            machine = client.create_user_pool_client(UserPoolId=pool, ClientName="machine", GenerateSecret=True,
                AllowedOAuthFlows=["client_credentials"], AllowedOAuthScopes=["api/read", "api/write"],
                AllowedOAuthFlowsUserPoolClient=True)["UserPoolClient"]
            user = "ana." + uuid.uuid4().hex[:8] + "@example.com"
            password = "Hosted-" + uuid.uuid4().hex[:10] + "!A1"
            client.admin_create_user(UserPoolId=pool, Username=user, MessageAction="SUPPRESS",
                                     UserAttributes=[{"Name": "email", "Value": user}, {"Name": "email_verified", "Value": "true"}])
            client.admin_set_user_password(UserPoolId=pool, Username=user, Password=password, Permanent=True)
            import urllib.request
            registration = {"pool": pool, "clients": [app["ClientId"], machine["ClientId"]]}
            if sys.argv[8] == "1":
                registration["issuer"] = "self"
            registration = json.dumps(registration).encode()
            urllib.request.urlopen(urllib.request.Request(sys.argv[7] + "/_test/clients", data=registration)).read()
            print(json.dumps({"pool": pool, "client": app["ClientId"], "secret": app.get("ClientSecret"),
                              "machine": machine["ClientId"], "machineSecret": machine["ClientSecret"],
                              "user": user, "password": password}))
            """
        let providersJSON = String(decoding: try JSONSerialization.data(withJSONObject: providers), as: UTF8.self)
        let output = try MotoServer.python(
            script,
            [
                try MotoServer.shared.endpoint.absoluteString, withSecret ? "1" : "0", String(port), domain ? "1" : "0",
                callbackHost, providersJSON, base.absoluteString, selfIssued ? "1" : "0",
            ])
        let object = try JSONSerialization.jsonObject(with: output) as! [String: Any]
        return Pool(
            userPoolID: object["pool"] as! String, clientID: object["client"] as! String,
            clientSecret: object["secret"] as? String, machineClientID: object["machine"] as! String,
            machineClientSecret: object["machineSecret"] as! String, username: object["user"] as! String,
            password: object["password"] as! String, callbackPort: port)
    }

    /// What the server counted: `client_credentials` (tokens issued) and `revoked` per app client,
    /// `userinfo`, and `token_auth` (`grant_type`, client authentication `method` and `client_id`
    /// of each token request).
    public func stats() throws -> [String: Any] {
        let data = try Data(contentsOf: base.appendingPathComponent("_test/stats"))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    /// How many client-credentials tokens (`client_credentials`) or revocations (`revoked`) the
    /// server counted for one app client.
    public func count(_ key: String, clientID: String) throws -> Int {
        (try stats()[key] as? [String: Int])?[clientID] ?? 0
    }

    /// How many token requests the server received for one app client (refused ones included).
    public func tokenRequests(clientID: String) throws -> Int {
        (try stats()["token_auth"] as? [[String: String]] ?? []).filter { $0["client_id"] == clientID }.count
    }

    /// Runs the user agent on `url` and returns its report.
    public static func browse(_ url: URL, arguments: [String]) throws -> [String: Any] {
        let output = try MotoServer.python(
            "import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')",
            [browser.path] + arguments + [url.absoluteString])
        return try JSONSerialization.jsonObject(with: output) as! [String: Any]
    }

    /// A loopback port nothing listens on now (the OS's pick for port 0).
    public static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw MotoServerError(description: "no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
