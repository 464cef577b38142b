// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The error object a C caller receives (`credkit_error`): the stable code, the domain whose code it
/// is, and the message in every language, each a C string that lives as long as the object.
final class ABIFailure {
    /// The domain: `policy`, `strength`, `email`, `jwt`, `words` or `abi` (the call itself).
    let domain: UnsafeMutablePointer<CChar>
    /// The stable kebab-case code (`unreadable`, `invalid-value` …).
    let code: UnsafeMutablePointer<CChar>
    /// The messages, in `Language.allCases` order.
    let messages: [UnsafeMutablePointer<CChar>]

    init(_ error: some CredKitError, domain: String) {
        self.domain = strdup(domain)
        self.code = strdup(error.code.rawValue)
        self.messages = Language.allCases.map { strdup(error.message(in: $0)) }
    }

    deinit {
        free(domain)
        free(code)
        for message in messages { free(message) }
    }

    /// The message in `language`.
    func message(in language: Language) -> UnsafeMutablePointer<CChar> {
        messages[Language.allCases.firstIndex(of: language) ?? 0]
    }

    /// Hands `error` to the caller through `slot` (when the caller gave one; it owns the object).
    static func report(_ error: some CredKitError, domain: String, to slot: UnsafeMutablePointer<OpaquePointer?>?) {
        guard let slot else { return }
        slot.pointee = OpaquePointer(Unmanaged.passRetained(ABIFailure(error, domain: domain)).toOpaque())
    }

    /// The object behind a handle the caller holds.
    static func from(_ handle: OpaquePointer) -> ABIFailure {
        Unmanaged<ABIFailure>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
    }
}

/// The error's stable code (`credkit_error_code`).
@_cdecl("credkit_error_code")
public func credkit_error_code(_ error: OpaquePointer?) -> UnsafePointer<CChar>? {
    error.map { UnsafePointer(ABIFailure.from($0).code) }
}

/// The domain the code belongs to (`credkit_error_domain`).
@_cdecl("credkit_error_domain")
public func credkit_error_domain(_ error: OpaquePointer?) -> UnsafePointer<CChar>? {
    error.map { UnsafePointer(ABIFailure.from($0).domain) }
}

/// The message in a language (`en`, `es`; `NULL` is English); an unknown language gives English.
@_cdecl("credkit_error_message")
public func credkit_error_message(_ error: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> UnsafePointer<CChar>? {
    guard let error else { return nil }
    let chosen = language.flatMap { Language(rawValue: String(cString: $0)) } ?? .english
    return UnsafePointer(ABIFailure.from(error).message(in: chosen))
}

/// Frees an error object (`NULL` is allowed).
@_cdecl("credkit_error_free")
public func credkit_error_free(_ error: OpaquePointer?) {
    guard let error else { return }
    Unmanaged<ABIFailure>.fromOpaque(UnsafeRawPointer(error)).release()
}
