// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CredKit
import CredKitCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `credkit jwt serve-jwks`: a public JWKS, and the discovery document naming it, served over HTTP on
/// this machine — what an API's tests point their verifier at in place of a user pool.
struct JWTServeJWKSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-jwks", abstract: Console.help(.helpJWTServeJWKS),
        discussion: Console.help(.helpJWTServeJWKSDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionServeJWKS), valueName: "file"))
    var jwks: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionListen), valueName: "host:port"))
    var listen: ListenAddress = ListenAddress(address: .loopbackIPv4, port: 0, text: "127.0.0.1:0")

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionServeUserPoolID), valueName: "id"))
    var userPoolId: String?

    @Option(name: .customLong("for"), help: ArgumentHelp(Console.help(.helpOptionServeFor), valueName: "duration"))
    var duration: Lifetime?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionAllowRemote)))
    var allowRemote = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        let language = Console.language
        guard listen.address.isLoopback || allowRemote else {
            throw CLIFailure(message: CLITexts.string(.serveNotLoopback, in: language, ["address": listen.text]))
        }
        var pool: CognitoUserPoolID?
        if let userPoolId {
            guard let parsed = CognitoUserPoolID(userPoolId) else {
                throw CLIFailure(message: CLITexts.string(.invalidUserPool, in: language, ["value": userPoolId]))
            }
            pool = parsed
        }
        let document = try Self.publicKeySet(jwks, language: language)
        let socket: Int32
        do {
            socket = try HTTPSocket.listen(listen.address, port: listen.port, backlog: 64)
        } catch .portInUse {
            throw CLIFailure(message: CLITexts.string(.servePortInUse, in: language, ["address": listen.text]))
        } catch .socket(let error) {
            throw CLIFailure(
                message: CLITexts.string(
                    .serveCannotListen, in: language, ["address": listen.text, "reason": error.message(in: language)]))
        }
        let base = "http://\(listen.address.urlHost):\(HTTPSocket.port(of: socket))"
        let server = JWKSServer(
            socket: socket, base: base, prefix: pool.map { "/" + $0.rawValue } ?? "", jwks: document.bytes,
            algorithms: document.algorithms)
        // The URL first, alone on standard output, so that a script can read it and go on.
        Console.writeOutput(base + "\n")
        Console.writeError(
            "credkit: "
                + CLITexts.string(
                    pool == nil ? .serveServingIssuer : .serveServingPool, in: language,
                    [
                        "file": jwks, "jwks": server.jwksURL, "discovery": server.discoveryURL, "url": base,
                        "pool": pool?.rawValue ?? "",
                    ]) + "\n")
        server.serve(until: duration.map { Date() + $0.seconds })
    }

    /// The key set to serve: a JWKS with public keys only (a private member anywhere is refused:
    /// serving it would publish the signing key), its algorithms for the discovery document.
    static func publicKeySet(_ path: String, language: Language) throws -> (bytes: [UInt8], algorithms: [String]) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: JSONWebKeySet.maximumLength)
        } catch {
            throw CLIFailure(message: "\(path): " + error.reason.string(in: language))
        }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONValue.ParseError) in try JSONValue(parsing: buffer) }
        }
        // A private key is named as such whatever its shape (one JWK, or a set holding one).
        var entries: [JSONValue] = []
        if case .success(.object(let object)) = parsed {
            if case .array(let keys)? = object["keys"] {
                entries = keys
            } else if object["kty"] != nil {
                entries = [.object(object)]
            }
        }
        try checkPublic(entries, path: path, language: language)
        do {
            // Every key usable, as a verifier will read them (the file's name in the message).
            _ = try JSONWebKeySet(json: bytes, file: path)
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
        var algorithms: [String] = []
        for case .object(let key) in entries {
            if let alg = key["alg"]?.stringValue, !algorithms.contains(alg) { algorithms.append(alg) }
        }
        return (bytes, algorithms)
    }

    /// Refuses keys that hold private members.
    private static func checkPublic(_ entries: [JSONValue], path: String, language: Language) throws {
        for (index, entry) in entries.enumerated() {
            guard case .object(let key) = entry else { continue }
            let secret = key.members.map { $0.key }.filter { Self.privateMembers.contains($0) }
            guard secret.isEmpty else {
                throw CLIFailure(
                    message: CLITexts.string(
                        .servePrivateKey, in: language,
                        ["file": path, "index": String(index + 1), "members": secret.joined(separator: ", ")]))
            }
        }
    }

    /// The members of a JWK that hold private or secret key material (RFC 7518 §6.2.2, §6.3.2, §6.4).
    static let privateMembers: Set<String> = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"]
}

/// `--listen HOST:PORT`: an IPv4 or bracketed IPv6 address (or `localhost`) and a port, parsed once.
struct ListenAddress: ExpressibleByArgument {
    let address: HTTPSocket.Address
    let port: Int
    let text: String

    init(address: HTTPSocket.Address, port: Int, text: String) {
        self.address = address
        self.port = port
        self.text = text
    }

    init?(argument: String) {
        var host = Substring(argument)
        var portText: Substring = ""
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            portText = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":") {
            portText = host[colon...]
            host = host[..<colon]
            // An IPv6 address must be bracketed: `::1:8080` cannot be told apart.
            if host.contains(":") { host = "" }
        }
        let address = host == "localhost" ? HTTPSocket.Address.loopbackIPv4 : HTTPSocket.Address(literal: String(host))
        guard let address, portText.hasPrefix(":"), let port = Int(portText.dropFirst()), (0...65_535).contains(port),
            !portText.dropFirst().hasPrefix("+")
        else {
            ArgumentRejection.record(message: CLITexts.string(.invalidListen, in: Console.language, ["value": argument]))
            return nil
        }
        self.init(address: address, port: port, text: argument)
    }

    var defaultValueDescription: String { text }
}
