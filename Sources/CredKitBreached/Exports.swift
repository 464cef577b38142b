// SPDX-License-Identifier: Apache-2.0
// The shared types this module's public API uses, so importing it alone is enough.

@_exported import protocol _CredKitCore.CredKitError
@_exported import protocol _CredKitCore.CredKitErrorCode
@_exported import enum _CredKitCore.Language
