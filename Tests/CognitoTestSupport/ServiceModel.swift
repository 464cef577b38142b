// SPDX-License-Identifier: Apache-2.0
import Foundation

/// AWS's own model of Cognito (botocore's `cognito-idp` service-2.json, read by `cognito_model.py`)
/// as the oracle for what goes over the wire: the operations, their input and output shapes, and
/// the errors each may answer with.
public enum ServiceModel {
    /// The script, read by path from the source tree as the fixtures are.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "cognito_model.py")

    /// The error shapes (`NotAuthorizedException`, …) each operation may answer with; `nil` for an
    /// operation the model does not have.
    public static func errors(of operations: [String]) throws -> [String: [String]?] {
        let request = try JSONSerialization.data(withJSONObject: ["errors": operations])
        guard let answer = try JSONSerialization.jsonObject(with: try run(request)) as? [String: Any] else {
            throw MotoServerError(description: "cognito_model.py answered with no object")
        }
        return answer.mapValues { $0 as? [String] }
    }

    /// The botocore release whose model the oracle reads, and how many operations that model has.
    public static func version() throws -> (botocore: String, operations: Int) {
        let request = try JSONSerialization.data(withJSONObject: ["version": true])
        guard let answer = try JSONSerialization.jsonObject(with: try run(request)) as? [String: Any],
            let release = answer["botocore"] as? String, let operations = answer["operations"] as? Int
        else { throw MotoServerError(description: "cognito_model.py answered no version") }
        return (release, operations)
    }

    /// One request and its answer, as they crossed the wire (JSON text; `nil` when not checked).
    public struct Exchange: Sendable, Equatable {
        public var operation: String
        public var request: String?
        public var answer: String?

        public init(operation: String, request: String?, answer: String?) {
            self.operation = operation
            self.request = request
            self.answer = answer
        }
    }

    /// What the model finds wrong with each exchange: `"Operation request: …"` or `"Operation
    /// answer: …"` lines; empty when every request fits its input shape and every answer its output
    /// shape (members, types, lengths, patterns and enum values).
    public static func problems(_ exchanges: [Exchange]) throws -> [String] {
        func object(_ text: String?) throws -> Any {
            guard let text else { return NSNull() }
            return try JSONSerialization.jsonObject(with: Data(text.utf8))
        }
        let list = try exchanges.map {
            ["operation": $0.operation, "request": try object($0.request), "answer": try object($0.answer)] as [String: Any]
        }
        let request = try JSONSerialization.data(withJSONObject: ["exchanges": list])
        guard let answer = try JSONSerialization.jsonObject(with: try run(request)) as? [[String: String]] else {
            throw MotoServerError(description: "cognito_model.py answered with no list")
        }
        var problems: [String] = []
        for item in answer {
            let operation = item["operation"] ?? "?"
            if let text = item["request"], !text.isEmpty { problems.append("\(operation) request: \(text)") }
            if let text = item["answer"], !text.isEmpty { problems.append("\(operation) answer: \(text)") }
        }
        return problems
    }

    private static func run(_ input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let stdin = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readAllRetrying()
        let errorText = String(decoding: errors.fileHandleForReading.readAllRetrying(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw MotoServerError(description: "cognito_model.py failed: " + errorText.suffix(2000))
        }
        return data
    }
}
