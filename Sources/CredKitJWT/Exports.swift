// SPDX-License-Identifier: Apache-2.0
// The shared types this module's public API uses, so importing it alone is enough.

@_exported import protocol CredKitCore.CredKitError
@_exported import protocol CredKitCore.CredKitErrorCode
@_exported import struct CredKitCore.JSONObject
@_exported import enum CredKitCore.JSONValue
@_exported import enum CredKitCore.Language
