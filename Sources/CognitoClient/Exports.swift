// SPDX-License-Identifier: Apache-2.0
// The modules this module's public API uses, so importing it alone is enough: the domains the client
// checks with before sending (policies, emails, tokens, one-time passwords) and the network layer
// (transports, endpoint rule, retry policy). It depends on those domains, not on the umbrella
// `CredKit`: the generator and the range API's client are not linked in through it.

@_exported import CredKitEmail
@_exported import CredKitJWT
@_exported import CredKitNetwork
@_exported import CredKitOTP
@_exported import CredKitPolicy
