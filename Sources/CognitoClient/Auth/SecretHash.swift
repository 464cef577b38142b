// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Cognito's `SECRET_HASH` for app clients that have a secret:
/// `Base64(HMAC-SHA256(key: clientSecret, message: username + clientID))`.
///
/// Which username to hash matters: the one sent in that request, except in challenge responses and
/// token refreshes, which hash the user's internal username (the challenge's `USERNAME`, or the
/// access token's `username` claim).
public enum SecretHash {
    /// The hash for one request.
    /// - Parameters:
    ///   - username: the username the request carries (see the type's note).
    ///   - clientID: the app client ID.
    ///   - clientSecret: the app client secret.
    /// - Returns: standard base64, with padding.
    public static func compute(username: String, clientID: String, clientSecret: String) -> String {
        let key = SymmetricKey(data: Array(clientSecret.utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Array((username + clientID).utf8), using: key)
        return Data(code).base64EncodedString()
    }
}
