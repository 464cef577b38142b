// `import CredKit` brings in every domain: policies (and the password field), strength meters,
// email checks and JWTs. Link a single domain's product instead to keep an app smaller.
@_exported import CredKitEmail
@_exported import CredKitJWT
@_exported import CredKitPolicy
@_exported import CredKitStrength
