// SPDX-License-Identifier: Apache-2.0
import ArgumentParser
import CognitoClient
import CredKit
import CredKitCore
import Foundation

/// `credkit jwt keygen`: a signing key for test tokens, private (0600) and its public JWKS.
struct JWTKeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen", abstract: Console.help(.helpJWTKeygen), discussion: Console.help(.helpJWTKeygenDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionKeyAlgorithm), valueName: JWTSigningKey.Algorithm.valueName))
    var alg: JWTSigningKey.Algorithm

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionKeyID), valueName: "kid"))
    var kid: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionRSABits), valueName: "bits"))
    var rsaBits: Int = JWTSigningKey.rsaBits

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionKeyOut), valueName: "path"), completion: .file())
    var keyOut: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionJWKSOut), valueName: "path"), completion: .file())
    var jwksOut: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let language = Console.language
        // A key is never replaced: tokens signed with it would stop verifying.
        var status = stat()
        if lstat(keyOut, &status) == 0 {
            throw CLIFailure(message: CLITexts.string(.jwtKeyFileExists, in: language, ["file": keyOut]))
        }
        let key: JWTSigningKey
        do {
            key = try JWTSigningKey.generate(alg, keyID: kid, rsaBits: rsaBits)
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
        try SigningKeyFile.write(Array((key.privateJWK + "\n").utf8), to: keyOut, private: true, language: language)
        if let jwksOut {
            try SigningKeyFile.write(Array((key.jwks + "\n").utf8), to: jwksOut, private: false, language: language)
        } else {
            Console.writeOutput(key.jwks + "\n")
        }
        Console.writeError(
            CLITexts.string(
                .jwtKeyWritten, in: language,
                ["file": keyOut, "alg": key.algorithm.rawValue, "kid": key.keyID, "jwks": jwksOut ?? "-"]) + "\n")
    }
}

/// `credkit jwt mint`: a token shaped as Cognito issues it, signed with a `keygen` key.
struct JWTMintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mint", abstract: Console.help(.helpJWTMint), discussion: Console.help(.helpJWTMintDiscussion))

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionSigningKey), valueName: "path"), completion: .file())
    var key: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintUserPoolID), valueName: "id"))
    var userPoolId: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintIssuer), valueName: "url"))
    var issuer: String?

    @Option(
        name: .long, help: ArgumentHelp(Console.help(.helpOptionMintTokenUse), valueName: JWTVerifier.TokenUse.valueName))
    var tokenUse: JWTVerifier.TokenUse

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintSubject), valueName: "sub"))
    var sub: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintUsername), valueName: "name"))
    var username: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintClientID), valueName: "id"))
    var clientId: String

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintGroup), valueName: "group"))
    var group: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintScope), valueName: "scope"))
    var scope: [String] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintClaim), valueName: "name=value"))
    var claim: [Assignment] = []

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionClaimsFile), valueName: "path"), completion: .file())
    var claimsFile: String?

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionExpiresIn), valueName: "duration"))
    var expiresIn: Lifetime = Lifetime(seconds: 3600)

    @Option(name: .long, help: ArgumentHelp(Console.help(.helpOptionIssuedAt), valueName: "time"))
    var issuedAt: Moment?

    @Flag(name: .long, help: ArgumentHelp(Console.help(.helpOptionMintExpired)))
    var expired = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        let language = Console.language
        if (userPoolId == nil) == (issuer == nil) {
            throw ValidationError(CLITexts.string(.jwtMintIssuerChoice, in: language))
        }
        if let userPoolId, CognitoUserPoolID(userPoolId) == nil {
            throw ValidationError(Texts.string(.cognitoSettingInvalidUserPool, in: language, ["value": userPoolId]))
        }
    }

    func run() throws {
        let language = Console.language
        let signingKey = try SigningKeyFile.load(key, language: language)
        var request = CognitoTokenMinter.Request(
            issuer: issuer ?? CognitoTokenMinter.issuer(userPoolID: userPoolId ?? ""), tokenUse: tokenUse, subject: sub,
            clientID: clientId, issuedAt: issuedAt?.date ?? Date(), now: Date())
        request.username = username
        request.groups = group
        request.scopes = scope
        request.lifetime = expiresIn.seconds
        request.allowsExpired = expired
        if let claimsFile { request.claims = try Self.claims(in: claimsFile, language: language) }
        for assignment in claim {
            let value: JSONValue =
                CognitoTokenMinter.booleanClaims.contains(assignment.name) && ["true", "false"].contains(assignment.value)
                ? .bool(assignment.value == "true") : .string(assignment.value)
            // --claim wins over the file's value, in the file's place.
            if let index = request.claims.firstIndex(where: { $0.key == assignment.name }) {
                request.claims[index].value = value
            } else {
                request.claims.append(.init(key: assignment.name, value: value))
            }
        }
        do {
            Console.writeOutput(try CognitoTokenMinter.mint(request, key: signingKey) + "\n")
        } catch {
            throw CLIFailure(message: error.message(in: language))
        }
    }

    /// The claims of a JSON file holding one object (at most 1 MiB), in its order.
    static func claims(in path: String, language: Language) throws -> [JSONObject.Member] {
        let bytes = try CLIFailure.readSmallFile(path, unreadable: .jwtClaimsFileUnreadable, language: language)
        let parsed = try? bytes.withUnsafeBufferPointer { (buffer) throws(JSONValue.ParseError) in
            try JSONValue(parsing: buffer)
        }
        guard let object = parsed?.objectValue else {
            throw CLIFailure(message: CLITexts.string(.jwtClaimsFileNotObject, in: language, ["file": path]))
        }
        return object.members
    }
}

/// `--expires-in`: seconds, or a number with `s`, `m`, `h` or `d`; from a second to ten years.
struct Lifetime: ExpressibleByArgument {
    let seconds: TimeInterval

    init(seconds: TimeInterval) { self.seconds = seconds }

    init?(argument: String) {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var text = argument
        var unit = 1.0
        if let last = text.last, let scale = units[last] {
            unit = scale
            text.removeLast()
        }
        guard let number = Double(text), number.isFinite, number * unit >= 1, number * unit <= 86_400 * 3650 else {
            ArgumentRejection.record(value: argument) { option in
                CLITexts.string(.invalidLifetime, in: Console.language, ["option": option, "value": argument])
            }
            return nil
        }
        seconds = number * unit
    }
}

/// A signing key's file: written atomically (the private key 0600), read only when private to this user.
enum SigningKeyFile {
    static func load(_ path: String, language: Language) throws -> JWTSigningKey {
        let bytes: [UInt8]
        switch PrivateFile.readTrusted(path, forbiddenMode: 0o077, maximumBytes: 65_536) {
        case .contents(let contents): bytes = contents
        case .missing: throw failure(.jwtKeyFileMissing, path, language)
        case .loosePermissions: throw failure(.jwtKeyFileLoose, path, language)
        case .notOwned: throw failure(.jwtKeyFileNotOwned, path, language)
        case .unreadable: throw failure(.jwtKeyFileUnreadable, path, language)
        }
        do {
            return try JWTSigningKey(jwk: bytes)
        } catch {
            throw CLIFailure(message: "\(path): " + error.message(in: language))
        }
    }

    static func write(_ bytes: [UInt8], to path: String, private isPrivate: Bool, language: Language) throws {
        do {
            try PrivateFile.write(bytes, to: URL(fileURLWithPath: path))
            // The JWKS is public: readable by the API under test.
            if !isPrivate { _ = chmod(path, 0o644) }
        } catch {
            throw CLIFailure(
                message: CLITexts.string(
                    .jwtKeyFileNotWritten, in: language, ["file": path, "reason": systemReason(error, in: language)]))
        }
    }

    private static func failure(_ key: CLITextKey, _ path: String, _ language: Language) -> CLIFailure {
        CLIFailure(message: CLITexts.string(key, in: language, ["file": path]))
    }
}
