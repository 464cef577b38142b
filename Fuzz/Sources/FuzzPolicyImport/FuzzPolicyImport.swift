// SPDX-License-Identifier: Apache-2.0
import CredKit
import CredKitPolicyTools
import FuzzSupport

/// Policy files as teams keep them, from pull requests (issue 54): the first byte picks the reader —
/// YAML (CloudFormation, Serverless, Auth0, Keycloak), HCL (`.tf`), JSON, or the format told from the
/// contents — and the rest is the file. Whatever the file, the importer must answer with a policy
/// or a `PolicyError`, within the fuzzer's time and memory limits (aliases, nesting, duplicate keys
/// and templates in strings are all bounded); an accepted policy is listed and its entries named.
@main
enum FuzzPolicyImport {
    static let names = ["fuzz.yaml", "fuzz.tf", "fuzz.json", "fuzz-file"]

    static func main() {
        Fuzzer.run { input in
            guard let kind = input.first else { return }
            let name = names[Int(kind) % names.count]
            let bytes = Array(input.dropFirst())
            guard let imported = try? PolicyImporter.read(bytes, file: name) else { return }
            _ = imported.notes.map { $0.message(in: .spanish) }
            _ = try? PasswordChecker(policy: imported.policy).requirements(in: .english)
        }
    }
}
