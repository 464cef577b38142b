// SPDX-License-Identifier: Apache-2.0
import CredKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every export shares: reading C arguments, returning C strings, handles.
enum ABI {
    /// The bytes at `pointer` (`NULL` with length 0 is the empty string).
    static func bytes(_ pointer: UnsafePointer<UInt8>?, _ length: Int, argument: String) throws(ABIError)
        -> UnsafeBufferPointer<UInt8>
    {
        guard length >= 0 else {
            throw ABIError(.invalidValue, ["argument": argument, "value": String(length), "expected": "0…"])
        }
        guard let pointer else {
            if length == 0 { return UnsafeBufferPointer(start: nil, count: 0) }
            throw ABIError(.nullArgument, ["argument": argument])
        }
        return UnsafeBufferPointer(start: pointer, count: length)
    }

    /// A NUL-terminated UTF-8 argument.
    static func text(_ pointer: UnsafePointer<CChar>?, argument: String) throws(ABIError) -> String {
        guard let pointer else { throw ABIError(.nullArgument, ["argument": argument]) }
        guard let text = String(validatingCString: pointer) else { throw ABIError(.notUTF8, ["argument": argument]) }
        return text
    }

    /// An optional NUL-terminated UTF-8 argument (`NULL` is `nil`).
    static func optionalText(_ pointer: UnsafePointer<CChar>?, argument: String) throws(ABIError) -> String? {
        guard pointer != nil else { return nil }
        return try text(pointer, argument: argument)
    }

    /// `en` or `es`; `NULL` is English.
    static func language(_ pointer: UnsafePointer<CChar>?) throws(ABIError) -> Language {
        guard let name = try optionalText(pointer, argument: "language") else { return .english }
        guard let language = Language(rawValue: name) else {
            throw ABIError(
                .invalidValue,
                ["argument": "language", "value": name, "expected": Language.allCases.map(\.rawValue).joined(separator: ", ")])
        }
        return language
    }

    /// A C string the caller frees with `credkit_string_free`: the bytes and a NUL.
    static func cString(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeMutablePointer<CChar> {
        let memory = malloc(bytes.count + 1)!.bindMemory(to: CChar.self, capacity: bytes.count + 1)
        if let base = bytes.baseAddress { memcpy(memory, base, bytes.count) }
        memory[bytes.count] = 0
        return memory
    }

    /// The pending bytes of `output` as a C string.
    static func cString(_ output: OutputBuffer) -> UnsafeMutablePointer<CChar> {
        output.bytes.withUnsafeBufferPointer { cString($0) }
    }

    /// A record the pipeline's encoders wrote (which end it with a newline), as a C string without
    /// the newline.
    static func record(_ output: OutputBuffer) -> UnsafeMutablePointer<CChar> {
        var bytes = output.bytes
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return bytes.withUnsafeBufferPointer { cString($0) }
    }

    /// Runs `body`; an error goes to the caller's slot and the result is `nil`.
    static func catching<Result>(
        domain: String, _ slot: UnsafeMutablePointer<OpaquePointer?>?, _ body: () throws -> Result
    ) -> Result? {
        do {
            return try body()
        } catch let error as ABIError {
            ABIFailure.report(error, domain: "abi", to: slot)
        } catch let error as any CredKitError {
            ABIFailure.report(error, domain: domain, to: slot)
        } catch {
            ABIFailure.report(ABIError(.unexpected, ["value": "\(type(of: error))"]), domain: "abi", to: slot)
        }
        return nil
    }

    /// A new handle for `object`, owned by the caller.
    static func handle(_ object: AnyObject) -> OpaquePointer {
        OpaquePointer(Unmanaged.passRetained(object).toOpaque())
    }

    /// The object behind a handle.
    static func object<Object: AnyObject>(_ handle: OpaquePointer, as type: Object.Type) -> Object {
        Unmanaged<Object>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
    }

    /// Releases a handle.
    static func release<Object: AnyObject>(_ handle: OpaquePointer?, as type: Object.Type) {
        guard let handle else { return }
        Unmanaged<Object>.fromOpaque(UnsafeRawPointer(handle)).release()
    }
}

/// Frees a string a credkit function returned (`NULL` is allowed).
@_cdecl("credkit_string_free")
public func credkit_string_free(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}

/// The library's version, e.g. `0.9.0` (a static string: do not free it).
@_cdecl("credkit_version")
public func credkit_version() -> UnsafePointer<CChar> {
    ABIVersion.text
}

/// The version as a C string made once.
enum ABIVersion {
    nonisolated(unsafe) static let text: UnsafePointer<CChar> = UnsafePointer(strdup(CredKitVersion.current)!)
}
