// SPDX-License-Identifier: Apache-2.0
import Foundation

extension CognitoGapServer {
    /// An identity pool in moto for a user pool's app client: authenticated identities only, an IAM
    /// role `credkit-authenticated-…` as its authenticated role (unless `withRole` is false) and a
    /// second role `credkit-chosen-…` in a token-based role mapping (a role the token may choose
    /// with `CustomRoleArn`). The roles are set through the front (moto has no
    /// SetIdentityPoolRoles).
    public struct IdentityPool: Sendable {
        public var identityPoolID: String
        public var authenticatedRoleARN: String?
        public var chosenRoleARN: String?
    }

    public func makeIdentityPool(userPoolID: String, clientID: String, withRole: Bool = true) throws -> IdentityPool {
        let script = """
            import boto3, json, sys, uuid
            settings = dict(endpoint_url=sys.argv[1], region_name="us-east-1", aws_access_key_id="testing",
                            aws_secret_access_key="testing")
            identity = boto3.client("cognito-identity", **settings)
            front = boto3.client("cognito-identity", **dict(settings, endpoint_url=sys.argv[5]))
            iam = boto3.client("iam", **settings)
            provider = "cognito-idp.us-east-1.amazonaws.com/" + sys.argv[2]
            pool = identity.create_identity_pool(IdentityPoolName="credkit_" + uuid.uuid4().hex[:8],
                AllowUnauthenticatedIdentities=False,
                CognitoIdentityProviders=[{"ProviderName": provider, "ClientId": sys.argv[3]}])["IdentityPoolId"]
            roles = {}
            if sys.argv[4] == "1":
                trust = json.dumps({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
                    "Principal": {"Federated": "cognito-identity.amazonaws.com"},
                    "Action": "sts:AssumeRoleWithWebIdentity",
                    "Condition": {"StringEquals": {"cognito-identity.amazonaws.com:aud": pool}}}]})
                for name in ("authenticated", "chosen"):
                    roles[name] = iam.create_role(RoleName=f"credkit-{name}-" + uuid.uuid4().hex[:8],
                                                  AssumeRolePolicyDocument=trust)["Role"]["Arn"]
                front.set_identity_pool_roles(IdentityPoolId=pool, Roles={"authenticated": roles["authenticated"]},
                    RoleMappings={provider: {"Type": "Token", "AmbiguousRoleResolution": "AuthenticatedRole",
                        "RulesConfiguration": {"Rules": [{"Claim": "cognito:groups", "MatchType": "Contains",
                                                          "Value": "chosen", "RoleARN": roles["chosen"]}]}}})
            print(json.dumps({"pool": pool, "authenticated": roles.get("authenticated"), "chosen": roles.get("chosen")}))
            """
        let output = try MotoServer.python(
            script,
            [MotoServer.shared.endpoint.absoluteString, userPoolID, clientID, withRole ? "1" : "0", endpoint.absoluteString])
        let object = try JSONSerialization.jsonObject(with: output) as! [String: Any]
        return IdentityPool(
            identityPoolID: object["pool"] as! String, authenticatedRoleARN: object["authenticated"] as? String,
            chosenRoleARN: object["chosen"] as? String)
    }

}

extension MotoServer {
    /// STS GetCallerIdentity on moto with these keys: the ARN it names (an assumed role's for keys
    /// from the identity pool).
    public func callerARN(accessKeyID: String, secretAccessKey: String, sessionToken: String) throws -> String {
        let script = """
            import boto3, sys
            sts = boto3.client("sts", endpoint_url=sys.argv[1], region_name="us-east-1", aws_access_key_id=sys.argv[2],
                               aws_secret_access_key=sys.argv[3], aws_session_token=sys.argv[4])
            print(sts.get_caller_identity()["Arn"])
            """
        let output = try Self.python(script, [endpoint.absoluteString, accessKeyID, secretAccessKey, sessionToken])
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
