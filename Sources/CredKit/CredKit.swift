// `import CredKit` brings in every domain: policies (and the password field), strength meters,
// email checks, JWTs and one-time passwords. Link a single domain's product instead to keep an
// app smaller.
@_exported import CredKitBreached
@_exported import CredKitEmail
@_exported import CredKitJWT
@_exported import CredKitOTP
@_exported import CredKitPolicy
@_exported import CredKitStrength
