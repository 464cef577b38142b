// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// An Application Load Balancer's ARN (`arn:aws:elasticloadbalancing:eu-west-1:123456789012:
/// loadbalancer/app/my-alb/50dc6c495c0c9188`), the `signer` of the tokens it forwards, and where
/// its signing keys are published.
public struct LoadBalancerARN: Sendable, Hashable, CustomStringConvertible {
    /// The ARN as given.
    public let rawValue: String
    /// `aws`, `aws-us-gov` or `aws-cn`.
    public let partition: String
    /// The load balancer's region.
    public let region: String

    /// Reads an ARN: the three partitions, `elasticloadbalancing`, a region of that partition
    /// (`us-gov-…` only in `aws-us-gov`, `cn-…` only in `aws-cn`), a 12-digit account and an
    /// `loadbalancer/app/NAME/ID` resource; `nil` for anything else. The partition decides where
    /// keys are fetched from: a GovCloud partition with a commercial region would name an S3 bucket
    /// anyone can create.
    public init?(_ rawValue: String) {
        let parts = rawValue.split(separator: ":", maxSplits: 5, omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == "arn", parts[1] == Self.partition(of: parts[3]),
            parts[2] == "elasticloadbalancing", CognitoUserPoolID.isRegion(parts[3]), parts[4].utf8.count == 12,
            parts[4].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        let resource = parts[5].split(separator: "/", omittingEmptySubsequences: false)
        guard resource.count == 4, resource[0] == "loadbalancer", resource[1] == "app", !resource[2].isEmpty,
            !resource[3].isEmpty, rawValue.utf8.count <= 512,
            rawValue.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        self.rawValue = rawValue
        partition = String(parts[1])
        region = String(parts[3])
    }

    public var description: String { rawValue }

    /// The partition a region belongs to.
    private static func partition(of region: Substring) -> Substring {
        region.hasPrefix("us-gov-") ? "aws-us-gov" : region.hasPrefix("cn-") ? "aws-cn" : "aws"
    }

    /// Where this load balancer's keys are published, a key's URL being this base, `/` and its `kid`:
    /// `https://public-keys.auth.elb.REGION.amazonaws.com` in the commercial partition,
    /// `https://s3-REGION.amazonaws.com/aws-elb-public-keys-prod-REGION` in GovCloud, and
    /// `https://public-keys.auth.elb.REGION.amazonaws.com.cn` in China (AWS documents the first two;
    /// the third follows the commercial scheme — give the base when it differs).
    public var keyBaseURL: String {
        switch partition {
        case "aws-us-gov": "https://s3-\(region).amazonaws.com/aws-elb-public-keys-prod-\(region)"
        case "aws-cn": "https://public-keys.auth.elb.\(region).amazonaws.com.cn"
        default: "https://public-keys.auth.elb.\(region).amazonaws.com"
        }
    }
}
