// The shared types this module's public API uses, so importing it alone is enough.
@_exported import enum _CredKitCore.Language
