// SPDX-License-Identifier: Apache-2.0
import CredKitCore
import CredKitPipeline
import CredKitPolicy
import CredKitPolicyTools

/// A loaded policy for one user (`credkit_policy`): the checker, what its import could not carry over
/// exactly, and the workers lent to the threads that call it. Immutable but for the pool, so one
/// handle serves any number of threads.
final class ABIPolicy: Sendable {
    let checker: PasswordChecker
    let context: UserContext
    let notes: [ImportNote]
    let workers: LendingPool<Worker>

    init(checker: PasswordChecker, context: UserContext, notes: [ImportNote]) {
        self.checker = checker
        self.context = context
        self.notes = notes
        self.workers = LendingPool { Worker(evaluator: checker.makeEvaluator(context: context), checker: checker) }
    }

    /// What one thread uses at a time: the evaluator and the record encoders (which cache Cognito's
    /// messages as they meet them), by language and operation, made on first use.
    final class Worker {
        let evaluator: PolicyEvaluator
        private let checker: PasswordChecker
        private var encoders: [String: CheckRecordEncoder] = [:]
        private var csvEncoders: [String: CheckCSVEncoder] = [:]

        init(evaluator: PolicyEvaluator, checker: PasswordChecker) {
            self.evaluator = evaluator
            self.checker = checker
        }

        /// The encoder of `credkit check --format json`'s records for `language` and `operation`.
        func encoder(_ language: Language, _ operation: CognitoOperation) -> CheckRecordEncoder {
            let key = language.rawValue + "/" + operation.rawValue
            if let encoder = encoders[key] { return encoder }
            let encoder = CheckRecordEncoder(checker: checker, language: language, operation: operation, includesPassword: false)
            encoders[key] = encoder
            return encoder
        }

        /// The encoder of `credkit check --format csv`'s rows for `language` and `operation`.
        func csvEncoder(_ language: Language, _ operation: CognitoOperation) -> CheckCSVEncoder {
            let key = language.rawValue + "/" + operation.rawValue
            if let encoder = csvEncoders[key] { return encoder }
            let encoder = CheckCSVEncoder(checker: checker, language: language, operation: operation, includesPassword: false)
            csvEncoders[key] = encoder
            return encoder
        }
    }

    /// Loads a preset or a policy file of any format `--policy` reads.
    static func load(_ nameOrPath: String, options: ABIOptions) throws -> ABIPolicy {
        if nameOrPath.hasPrefix("pool:") { throw ABIError(.needsNetwork, ["value": nameOrPath]) }
        // Deploy-time values as the command line orders them: variable files first, then variables.
        var variables: [String: String] = [:]
        for path in try options.strings("var_files") {
            variables.merge(try DeployTimeValues.variables(tfvarsAt: path)) { _, new in new }
        }
        variables.merge(try options.stringMap("variables")) { _, new in new }
        let values = DeployTimeValues(
            parameters: try options.stringMap("parameters"), usesParameterDefaults: try options.bool("use_parameter_defaults"),
            variables: variables)
        let imported = try PolicyImporter.load(
            nameOrPath, format: try options.choice("format", PolicyFormat.self), resource: try options.string("resource"),
            values: values)
        if case .online? = imported.policy.extraRules.breached?.source {
            throw ABIError(.onlineBreachedRule, ["value": nameOrPath])
        }
        return ABIPolicy(checker: try PasswordChecker(policy: imported.policy), context: UserContext(), notes: imported.notes)
    }
}

/// Loads a bundled preset (`cognito-default`, `nist-800-63b` …) or a policy file of any format
/// `credkit --policy` reads. Options (JSON, or `NULL`): `format` (`cognito`, `cloudformation`,
/// `serverless`, `terraform`, `terraform-hcl`, `firebase`, `keycloak`, `auth0`; told from the file
/// when absent), `resource` (which pool, connection or realm when the file holds several), and the
/// values given when deploying, as `--parameter`, `--use-defaults`, `--var` and `--var-file`:
/// `parameters` and `variables` (objects of strings), `use_parameter_defaults`, `var_files` (paths).
@_cdecl("credkit_policy_load")
public func credkit_policy_load(
    _ nameOrPath: UnsafePointer<CChar>?, _ options: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> OpaquePointer? {
    ABI.catching(domain: "policy", error) {
        let name = try ABI.text(nameOrPath, argument: "name_or_path")
        let options = try ABIOptions(
            options, known: ["format", "resource", "parameters", "use_parameter_defaults", "variables", "var_files"])
        return ABI.handle(try ABIPolicy.load(name, options: options))
    }
}

/// The same policy for one user: the rule `ContainsUserContext` and the `guesses` meter use the
/// user's email, username and name (each may be `NULL`).
@_cdecl("credkit_policy_for_user")
public func credkit_policy_for_user(
    _ policy: OpaquePointer?, _ email: UnsafePointer<CChar>?, _ username: UnsafePointer<CChar>?,
    _ name: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> OpaquePointer? {
    ABI.catching(domain: "policy", error) {
        guard let policy else { throw ABIError(.nullArgument, ["argument": "policy"]) }
        let base = ABI.object(policy, as: ABIPolicy.self)
        let context = UserContext(
            email: try ABI.optionalText(email, argument: "email"), username: try ABI.optionalText(username, argument: "username"),
            name: try ABI.optionalText(name, argument: "name"))
        return ABI.handle(ABIPolicy(checker: base.checker, context: context, notes: base.notes))
    }
}

/// Frees a policy (`NULL` is allowed).
@_cdecl("credkit_policy_free")
public func credkit_policy_free(_ policy: OpaquePointer?) {
    ABI.release(policy, as: ABIPolicy.self)
}

/// What the import could not carry over exactly, as a JSON array of `{"code","kind","field","line",
/// "message"}` in `language` (`NULL`: English); free it with `credkit_string_free`.
@_cdecl("credkit_policy_notes")
public func credkit_policy_notes(
    _ policy: OpaquePointer?, _ language: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABI.catching(domain: "policy", error) {
        guard let policy else { throw ABIError(.nullArgument, ["argument": "policy"]) }
        let language = try ABI.language(language)
        let output = OutputBuffer(descriptor: -1, flushThreshold: 4096)
        output.append(byte: UInt8(ascii: "["))
        for (index, note) in ABI.object(policy, as: ABIPolicy.self).notes.enumerated() {
            if index > 0 { output.append(byte: UInt8(ascii: ",")) }
            var object = JSONObjectWriter(into: output)
            object.string("code", note.code)
            object.string("kind", note.kind.rawValue)
            object.string("field", note.field)
            if let line = note.line { object.int("line", line) } else { object.null("line") }
            object.string("message", note.message(in: language))
            object.end()
        }
        output.append(byte: UInt8(ascii: "]"))
        return ABI.cString(output)
    }
}

/// Checks one password (UTF-8 bytes, `length` of them): 1 when it passes, 0 when it fails, -1 for a
/// `NULL` policy or password. `failed_rules` (may be `NULL`) receives the failed rules as bits,
/// bit `i` for `credkit_rule_name(i)`.
@_cdecl("credkit_policy_check")
public func credkit_policy_check(
    _ policy: OpaquePointer?, _ password: UnsafePointer<UInt8>?, _ length: Int, _ failedRules: UnsafeMutablePointer<UInt32>?
) -> Int32 {
    guard let policy, password != nil || length == 0, length >= 0 else { return -1 }
    let outcome = ABI.object(policy, as: ABIPolicy.self).workers.with {
        $0.evaluator.evaluate(UnsafeBufferPointer(start: password, count: length))
    }
    failedRules?.pointee = outcome.failedRules.rawValue
    return outcome.isValid ? 1 : 0
}

/// The code of rule bit `index` (`MinimumLength`, `RequireUppercase` …), or `NULL` past the last
/// (a static string: do not free it).
@_cdecl("credkit_rule_name")
public func credkit_rule_name(_ index: UInt32) -> UnsafePointer<CChar>? {
    index < UInt32(ABIRuleNames.names.count) ? ABIRuleNames.names[Int(index)] : nil
}

/// The rule codes as C strings made once.
enum ABIRuleNames {
    nonisolated(unsafe) static let names: [UnsafePointer<CChar>] = PolicyRule.allRules.map { UnsafePointer(strdup($0.rawValue)!) }
}

/// One password's record exactly as `credkit check --format json` writes it for line `line`
/// (without the newline): verdict, violations with their messages in `language`, Cognito's own
/// message for `operation` (`sign-up`, `change-password`, `confirm-forgot-password`; `NULL`:
/// sign-up). Free it with `credkit_string_free`.
@_cdecl("credkit_policy_check_record")
public func credkit_policy_check_record(
    _ policy: OpaquePointer?, _ password: UnsafePointer<UInt8>?, _ length: Int, _ line: Int64,
    _ language: UnsafePointer<CChar>?, _ operation: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> UnsafeMutablePointer<CChar>? {
    ABI.catching(domain: "policy", error) {
        guard let policy else { throw ABIError(.nullArgument, ["argument": "policy"]) }
        let bytes = try ABI.bytes(password, length, argument: "password")
        let language = try ABI.language(language)
        let operation = try ABI.operation(operation)
        let output = OutputBuffer(descriptor: -1, flushThreshold: 4096)
        ABI.object(policy, as: ABIPolicy.self).workers.with { worker in
            worker.encoder(language, operation).encode(
                line: Int(line), password: bytes, outcome: worker.evaluator.evaluate(bytes), end: RecordEnd(format: .json),
                into: output)
        }
        return ABI.record(output)
    }
}

extension ABIPolicy {
    /// Checks every item of `batch` with one evaluator: `valid[i]` 1, 0, or 255 for a null item;
    /// `failed[i]` the failed rules' bits (0 for a null item).
    func check<Offset>(
        _ batch: ABIBatch<Offset>, valid: UnsafeMutablePointer<UInt8>?, failed: UnsafeMutablePointer<UInt32>?
    ) {
        workers.with { worker in
            for index in 0..<batch.count {
                if batch.isNull(index) {
                    valid?[index] = 255
                    failed?[index] = 0
                    continue
                }
                let outcome = worker.evaluator.evaluate(batch.item(index))
                valid?[index] = outcome.isValid ? 1 : 0
                failed?[index] = outcome.failedRules.rawValue
            }
        }
    }
}

extension ABIPolicy {
    /// The body of both batch exports: checks the arguments, then the batch.
    static func checkBatch<Offset: FixedWidthInteger>(
        _ policy: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Offset>?,
        _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ valid: UnsafeMutablePointer<UInt8>?,
        _ failedRules: UnsafeMutablePointer<UInt32>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 {
        ABI.catching(domain: "policy", error) {
            guard let policy else { throw ABIError(.nullArgument, ["argument": "policy"]) }
            guard valid != nil || failedRules != nil else { throw ABIError(.nullArgument, ["argument": "valid"]) }
            let batch = try ABIBatch(
                data: data, dataLength: dataLength, offsets: offsets, count: count, validity: validity,
                validityOffset: validityOffset)
            ABI.object(policy, as: ABIPolicy.self).check(batch, valid: valid, failed: failedRules)
            return 0
        } ?? -1
    }
}

/// Checks a batch of passwords laid out as an Arrow `large_string` column (64-bit offsets, `count + 1`
/// of them; `validity` may be `NULL`). Writes `valid[i]` (1 passes, 0 fails, 255 null) and, when not
/// `NULL`, `failed_rules[i]`. Returns 0, or -1 with `error` set (nothing written then). The caller's
/// thread does the work; call it from several threads on parts of a column to use several cores.
@_cdecl("credkit_policy_check_batch")
public func credkit_policy_check_batch(
    _ policy: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int64>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ valid: UnsafeMutablePointer<UInt8>?,
    _ failedRules: UnsafeMutablePointer<UInt32>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    ABIPolicy.checkBatch(policy, data, dataLength, offsets, count, validity, validityOffset, valid, failedRules, error)
}

/// `credkit_policy_check_batch` for an Arrow `string` column (32-bit offsets).
@_cdecl("credkit_policy_check_batch32")
public func credkit_policy_check_batch32(
    _ policy: OpaquePointer?, _ data: UnsafePointer<UInt8>?, _ dataLength: Int, _ offsets: UnsafePointer<Int32>?,
    _ count: Int, _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ valid: UnsafeMutablePointer<UInt8>?,
    _ failedRules: UnsafeMutablePointer<UInt32>?, _ error: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    ABIPolicy.checkBatch(policy, data, dataLength, offsets, count, validity, validityOffset, valid, failedRules, error)
}

extension ABI {
    /// The Cognito operation named by `pointer` (`sign-up`, `change-password`,
    /// `confirm-forgot-password`; `NULL`: sign-up), whose wording Cognito's message takes.
    static func operation(_ pointer: UnsafePointer<CChar>?) throws(ABIError) -> CognitoOperation {
        let name = try ABI.optionalText(pointer, argument: "operation") ?? CognitoOperation.signUp.rawValue
        guard let operation = CognitoOperation(rawValue: name) else {
            throw ABIError(
                .invalidValue,
                [
                    "argument": "operation", "value": name,
                    "expected": CognitoOperation.allCases.map(\.rawValue).joined(separator: ", "),
                ])
        }
        return operation
    }
}
