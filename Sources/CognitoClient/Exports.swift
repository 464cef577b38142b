// SPDX-License-Identifier: Apache-2.0
// The modules this module's public API uses, so importing it alone is enough: every CredKit domain
// (the client checks passwords, emails and tokens before sending) and the network layer (transports,
// endpoint rule, retry policy).

@_exported import CredKit
@_exported import CredKitNetwork
