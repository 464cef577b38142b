// SPDX-License-Identifier: Apache-2.0

/// The fields of a `credkit jwt decode` or `jwt verify` record, declared once:
/// ``JWTRecordEncoder`` writes the JSON members by these names (JWT records have no CSV form).
///
/// ```json
/// {"header":{…},"payload":{…},"status":"active","expiresAt":"…","expiresIn":3599,"valid":true,"error":null,"message":null,"signatureVerified":true}
/// ```
public enum JWTRecord {
    /// The token's header, as it was.
    public static let header = RecordField("header", columns: [])
    /// Its payload, as it was.
    public static let payload = RecordField("payload", columns: [])
    /// Active, expired, not yet valid, or without an expiry.
    public static let status = RecordField("status")
    /// The expiry in ISO 8601, or `null`.
    public static let expiresAt = RecordField("expiresAt")
    /// Whole seconds until the expiry (negative after it), or `null`.
    public static let expiresIn = RecordField("expiresIn")
    /// Whether the token verified (`jwt verify` only).
    public static let valid = RecordField("valid")
    /// Why it was refused, as the error's code, or `null` (the ``RecordField/error`` field, a code
    /// here: an unreadable row's is an object).
    public static let error = RecordField.error
    /// Why it was refused, in words, or `null`.
    public static let message = RecordField("message")
    /// Whether the signature was checked and found good.
    public static let signatureVerified = RecordField("signatureVerified")
    /// Which pool accepted the token (several `--user-pool-id`).
    public static let pool = RecordField("pool")
    /// What the online check found (`--online`).
    public static let online = RecordField("online")

    /// The fields of a run's records.
    /// - Parameters:
    ///   - verifying: `jwt verify` (records say whether the token is valid).
    ///   - pool: whether records say which pool accepted the token.
    ///   - online: whether records carry the online check's outcome.
    public static func schema(verifying: Bool = false, pool: Bool = false, online: Bool = false) -> RecordSchema {
        RecordSchema(
            [header, payload, status, expiresAt, expiresIn] + (verifying ? [valid] : []) + [error, message, signatureVerified]
                + (pool ? [self.pool] : []) + (online ? [self.online] : []))
    }
}
