// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitNetwork
import Crypto
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// AWS Signature Version 4 for a JSON API request (the administrator operations, such as
/// `DescribeUserPool`, that Cognito only answers signed).
///
/// Every header of the request is signed, with `host` and `x-amz-date` (and
/// `x-amz-security-token` for temporary credentials) added first — what botocore's `SigV4Auth`
/// does, which the tests compare byte for byte.
package struct SigV4Signer: Sendable {
    /// The keys.
    package var credentials: AWSCredentials
    /// The region, such as `eu-west-1`.
    package var region: String
    /// The service's signing name, `cognito-idp`.
    package var service: String

    package init(credentials: AWSCredentials, region: String, service: String = "cognito-idp") {
        self.credentials = credentials
        self.region = region
        self.service = service
    }

    /// `request` with `Host`, `X-Amz-Date`, `X-Amz-Security-Token` and `Authorization` added.
    /// - Parameters:
    ///   - request: the request to sign; its body is hashed as sent.
    ///   - date: the signing time.
    /// - Returns: the signed request.
    package func sign(_ request: HTTPRequest, at date: Date) -> HTTPRequest {
        var request = request
        let (amzDate, day) = Self.timestamps(date)
        var headers = request.headers
        headers["Host"] = Self.host(of: request.url)
        headers["X-Amz-Date"] = amzDate
        if let token = credentials.sessionToken { headers["X-Amz-Security-Token"] = token }
        // Canonical headers: lower-case names, sorted, values with outer spaces trimmed and inner
        // runs of spaces folded.
        let canonical = headers.map { (name: $0.key.lowercased(), value: Self.fold($0.value)) }.sorted { $0.name < $1.name }
        let signedHeaders = canonical.map(\.name).joined(separator: ";")
        let bodyHash = Self.hex(SHA256.hash(data: request.body ?? Data()))
        let path = request.url.path.isEmpty ? "/" : Self.encodePath(request.url.path)
        let query = Self.canonicalQuery(request.url)
        let canonicalRequest = [
            request.method.uppercased(), path, query, canonical.map { "\($0.name):\($0.value)\n" }.joined(), signedHeaders,
            bodyHash,
        ].joined(separator: "\n")
        let scope = "\(day)/\(region)/\(service)/aws4_request"
        let stringToSign = [
            "AWS4-HMAC-SHA256", amzDate, scope, Self.hex(SHA256.hash(data: Data(canonicalRequest.utf8))),
        ].joined(separator: "\n")
        var key = SymmetricKey(data: Data(("AWS4" + credentials.secretAccessKey).utf8))
        for part in [day, region, service, "aws4_request"] {
            key = SymmetricKey(data: Data(HMAC<SHA256>.authenticationCode(for: Data(part.utf8), using: key)))
        }
        let signature = Self.hex(HMAC<SHA256>.authenticationCode(for: Data(stringToSign.utf8), using: key))
        headers["Authorization"] =
            "AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(scope), SignedHeaders=\(signedHeaders), Signature=\(signature)"
        request.headers = headers
        return request
    }

    /// `20261126T013000Z` and `20261126`, in UTC.
    static func timestamps(_ date: Date) -> (String, String) {
        let civil = CivilTime(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)))
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : String(value) }
        let day = "\(civil.year)\(two(civil.month))\(two(civil.day))"
        return ("\(day)T\(two(civil.hour))\(two(civil.minute))\(two(civil.second))Z", day)
    }

    /// The `Host` header for a URL: the host, with the port when it is not the scheme's default.
    static func host(of url: URL) -> String {
        let host = url.host ?? ""
        guard let port = url.port else { return host }
        let standard = url.scheme?.lowercased() == "https" ? 443 : 80
        return port == standard ? host : "\(host):\(port)"
    }

    static func fold(_ value: String) -> String {
        value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// RFC 3986 encoding of each path segment (unreserved characters kept, `%XX` upper case, as
    /// SigV4 wants: what form encoding already writes).
    static func encodePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { FormEncoding.escape(String($0)) }.joined(
            separator: "/")
    }

    static func canonicalQuery(_ url: URL) -> String {
        guard let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems, !items.isEmpty else {
            return ""
        }
        return items.map { (FormEncoding.escape($0.name), FormEncoding.escape($0.value ?? "")) }.sorted { $0 < $1 }.map {
            "\($0.0)=\($0.1)"
        }
        .joined(separator: "&")
    }

    static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        let digits = Array("0123456789abcdef")
        var text = ""
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return text
    }
}
