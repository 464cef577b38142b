// SPDX-License-Identifier: Apache-2.0
import Foundation

extension CognitoGapServer {
    /// `audit_pool.py`: makes a pool through the front with boto3, then writes its CloudFormation from
    /// the pool's description (the template built from the live pool).
    public static let auditPoolScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("audit_pool.py")

    /// Makes a pool for `credkit audit pool:ID` and writes its CloudFormation template.
    /// - Parameters:
    ///   - spec: `{"pool": CreateUserPool's parameters, "mfa"?, "clients"?, "risk"?, "domain"?}`.
    ///   - template: where the template (JSON) is written.
    /// - Returns: the pool's ID.
    public func makeAuditPool(_ spec: [String: Any], template: URL) throws -> String {
        let script = try String(contentsOf: Self.auditPoolScript, encoding: .utf8)
        let json = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
        let output = try MotoServer.python(script, [endpoint.absoluteString, json, template.path])
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
