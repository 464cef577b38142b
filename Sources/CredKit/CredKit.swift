// SPDX-License-Identifier: Apache-2.0
// `import CredKit` brings in every domain: policies (and the password field), strength meters,
// email checks, JWTs, one-time passwords, breached passwords (with the range API's client) and the
// password generator. Link a single domain's product instead to keep an app smaller: the domains
// never open the network.
@_exported import CredKitBreached
@_exported import CredKitEmail
@_exported import CredKitGenerator
@_exported import CredKitJWT
@_exported import CredKitOTP
@_exported import CredKitPolicy
@_exported import CredKitPwnedPasswords
@_exported import CredKitStrength
