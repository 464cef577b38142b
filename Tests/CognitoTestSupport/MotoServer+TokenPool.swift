// SPDX-License-Identifier: Apache-2.0
import Foundation

extension MotoServer {
    /// A pool for machine tokens and token exchange: a resource server `api` (scopes `read` and
    /// `write`); a machine client with a secret, the client-credentials grant and the
    /// `ALLOW_CLIENT_TOKEN_AUTH` flow (given to moto without boto3's enum check: botocore 1.44.8's
    /// `ExplicitAuthFlowsType` lacks it); a user client with a secret whose flows are password
    /// sign-in, refresh and both token-exchange flows; a plain client (password sign-in only, no
    /// secret); and a confirmed user with a password.
    public struct TokenPool: Sendable {
        public var userPoolID: String
        public var machineClientID: String
        public var machineClientSecret: String
        public var userClientID: String
        public var userClientSecret: String
        public var plainClientID: String
        public var username: String
        public var password: String
    }

    public func makeTokenPool() throws -> TokenPool {
        let script = """
            import boto3, json, sys, uuid
            from botocore.config import Config
            client = boto3.client("cognito-idp", endpoint_url=sys.argv[1], region_name="us-east-1",
                                  aws_access_key_id="testing", aws_secret_access_key="testing",
                                  config=Config(parameter_validation=False))
            pool = client.create_user_pool(PoolName="credkit-tokens", UsernameAttributes=["email"],
                                           AutoVerifiedAttributes=["email"])["UserPool"]["Id"]
            client.create_resource_server(UserPoolId=pool, Identifier="api", Name="api",
                Scopes=[{"ScopeName": "read", "ScopeDescription": "read"}, {"ScopeName": "write", "ScopeDescription": "write"}])
            machine = client.create_user_pool_client(UserPoolId=pool, ClientName="machine", GenerateSecret=True,
                AllowedOAuthFlows=["client_credentials"], AllowedOAuthScopes=["api/read", "api/write"],
                AllowedOAuthFlowsUserPoolClient=True, ExplicitAuthFlows=["ALLOW_CLIENT_TOKEN_AUTH"])["UserPoolClient"]
            user_client = client.create_user_pool_client(UserPoolId=pool, ClientName="exchanging", GenerateSecret=True,
                ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH",
                                   "ALLOW_TOKEN_EXCHANGE_IMPERSONATION", "ALLOW_TOKEN_EXCHANGE_DELEGATION"])["UserPoolClient"]
            plain = client.create_user_pool_client(UserPoolId=pool, ClientName="plain",
                ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"])["UserPoolClient"]
            user = "eva." + uuid.uuid4().hex[:8] + "@example.com"
            password = "Tokens-" + uuid.uuid4().hex[:10] + "!A1"
            client.admin_create_user(UserPoolId=pool, Username=user, MessageAction="SUPPRESS",
                                     UserAttributes=[{"Name": "email", "Value": user}, {"Name": "email_verified", "Value": "true"}])
            client.admin_set_user_password(UserPoolId=pool, Username=user, Password=password, Permanent=True)
            print(json.dumps({"pool": pool, "machine": machine["ClientId"], "machineSecret": machine["ClientSecret"],
                              "user": user_client["ClientId"], "userSecret": user_client["ClientSecret"],
                              "plain": plain["ClientId"], "username": user, "password": password}))
            """
        let output = try Self.python(script, [endpoint.absoluteString])
        let object = try JSONSerialization.jsonObject(with: output) as! [String: Any]
        return TokenPool(
            userPoolID: object["pool"] as! String, machineClientID: object["machine"] as! String,
            machineClientSecret: object["machineSecret"] as! String, userClientID: object["user"] as! String,
            userClientSecret: object["userSecret"] as! String, plainClientID: object["plain"] as! String,
            username: object["username"] as! String, password: object["password"] as! String)
    }
}

extension CognitoGapServer {
    /// How many tokens the front issued to `clientID` through `operation` (`GetClientToken` or
    /// `GetDerivedToken`).
    public func issued(_ operation: String, clientID: String) throws -> Int {
        let data = try Data(contentsOf: endpoint.appendingPathComponent("_credkit/issued"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: Int]]
        return object?[operation]?[clientID] ?? 0
    }
}
