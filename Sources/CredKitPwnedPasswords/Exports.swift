// SPDX-License-Identifier: Apache-2.0
// The shared types this module's public API uses, so importing it alone is enough: the breached
// password source protocols and errors, and the client's transport, retry policy and endpoint rule.
@_exported import CredKitBreached
@_exported import CredKitNetwork
