# SPDX-License-Identifier: Apache-2.0
"""Makes a user pool for `credkit audit pool:ID` with boto3, then writes its CloudFormation from what
the pool's description says — the infrastructure code of that pool, built from the live one, as
tools that export a deployed pool to a template (former2, `cdk import`) do.

Usage: python3 audit_pool.py ENDPOINT SPEC TEMPLATE
- ENDPOINT: the Cognito front (tests) in front of moto.
- SPEC: JSON {"pool": CreateUserPool's parameters, "mfa": SetUserPoolMfaConfig's (optional),
  "clients": [CreateUserPoolClient's], "risk": SetRiskConfiguration's (optional), "domain": a prefix
  (optional)}.
- TEMPLATE: where the CloudFormation template (JSON) is written.
Prints the pool's ID.
"""
import json
import sys

import boto3

endpoint, spec, template_path = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
cognito = boto3.client("cognito-idp", endpoint_url=endpoint, region_name="us-east-1",
                       aws_access_key_id="testing", aws_secret_access_key="testing")

# The live pool.
pool_id = cognito.create_user_pool(**spec["pool"])["UserPool"]["Id"]
if "mfa" in spec:
    cognito.set_user_pool_mfa_config(UserPoolId=pool_id, **spec["mfa"])
for client in spec.get("clients", []):
    cognito.create_user_pool_client(UserPoolId=pool_id, **client)
if "risk" in spec:
    cognito.set_risk_configuration(UserPoolId=pool_id, **spec["risk"])
if "domain" in spec:
    cognito.create_user_pool_domain(UserPoolId=pool_id, Domain=spec["domain"])

# Its infrastructure code, from its description alone.
described = cognito.describe_user_pool(UserPoolId=pool_id)["UserPool"]
properties = {"UserPoolName": described["Name"]}
for key in ("Policies", "MfaConfiguration", "DeletionProtection", "UserPoolAddOns", "AdminCreateUserConfig",
            "AccountRecoverySetting", "UserPoolTier"):
    if key in described:
        properties[key] = described[key]
mfa = cognito.get_user_pool_mfa_config(UserPoolId=pool_id)
enabled = []
if mfa.get("SoftwareTokenMfaConfiguration", {}).get("Enabled"):
    enabled.append("SOFTWARE_TOKEN_MFA")
if "SmsMfaConfiguration" in mfa:
    enabled.append("SMS_MFA")
if "EmailMfaConfiguration" in mfa:
    enabled.append("EMAIL_OTP")
if enabled:
    properties["EnabledMfas"] = enabled
resources = {"UserPool": {"Type": "AWS::Cognito::UserPool", "Properties": properties}}
for listed in cognito.list_user_pool_clients(UserPoolId=pool_id, MaxResults=60)["UserPoolClients"]:
    client = cognito.describe_user_pool_client(UserPoolId=pool_id, ClientId=listed["ClientId"])["UserPoolClient"]
    client_properties = {"UserPoolId": {"Ref": "UserPool"}, "ClientName": client["ClientName"],
                         "GenerateSecret": "ClientSecret" in client}
    for key in ("ExplicitAuthFlows", "PreventUserExistenceErrors", "EnableTokenRevocation", "AllowedOAuthFlows",
                "AllowedOAuthFlowsUserPoolClient", "AllowedOAuthScopes", "CallbackURLs", "LogoutURLs",
                "SupportedIdentityProviders", "RefreshTokenRotation"):
        if key in client:
            client_properties[key] = client[key]
    # The logical ID is the client's name (the tests' names are alphanumeric), so that findings name
    # the same client either way.
    resources[client["ClientName"]] = {"Type": "AWS::Cognito::UserPoolClient", "Properties": client_properties}
if described.get("UserPoolAddOns", {}).get("AdvancedSecurityMode", "OFF") != "OFF":
    risk = cognito.describe_risk_configuration(UserPoolId=pool_id)["RiskConfiguration"]
    if "CompromisedCredentialsRiskConfiguration" in risk:
        resources["RiskConfiguration"] = {
            "Type": "AWS::Cognito::UserPoolRiskConfigurationAttachment",
            "Properties": {"UserPoolId": {"Ref": "UserPool"}, "ClientId": "ALL",
                           "CompromisedCredentialsRiskConfiguration": risk["CompromisedCredentialsRiskConfiguration"]}}
if described.get("Domain"):
    resources["Domain"] = {"Type": "AWS::Cognito::UserPoolDomain",
                           "Properties": {"UserPoolId": {"Ref": "UserPool"}, "Domain": described["Domain"]}}
with open(template_path, "w") as output:
    json.dump({"AWSTemplateFormatVersion": "2010-09-09", "Resources": resources}, output, indent=2)
print(pool_id)
