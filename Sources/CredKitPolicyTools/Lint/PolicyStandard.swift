// SPDX-License-Identifier: Apache-2.0
/// A standard a policy can be linted against.
public enum PolicyStandard: String, CaseIterable, Sendable, Hashable {
    /// NIST SP 800-63B-4 (2025), §3.1.1.2 password verifiers.
    case nist80063b4 = "nist-800-63b-4"
    /// OWASP Application Security Verification Standard 5.0, V6.2 password security.
    case asvs5 = "asvs-5"
    /// PCI DSS v4.0, requirements 8.3.6, 8.3.7 and 8.3.9.
    case pciDSS4 = "pci-dss-4"
    /// Cognito's own limits and what only credkit can check; the contradictions every lint reports.
    case cognito
}

/// A user pool's feature plan, which decides what Cognito allows (password history needs
/// Essentials or Plus).
public enum UserPoolTier: String, CaseIterable, Sendable, Hashable {
    case lite = "LITE"
    case essentials = "ESSENTIALS"
    case plus = "PLUS"
}
