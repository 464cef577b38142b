import Foundation
import Testing

/// Runs `credkit` with a pseudo-terminal as standard input (Python's `pty` module plays the user):
/// waits for each prompt on standard error, then types the next answer.
private func runOnTerminal(_ arguments: [String], answers: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let driver = #"""
        import json, os, pty, subprocess, sys, time
        binary, arguments, answers = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
        master, slave = pty.openpty()
        process = subprocess.Popen([binary] + arguments, stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        os.close(slave)
        os.set_blocking(process.stderr.fileno(), False)
        seen = b""
        for number, answer in enumerate(answers):
            deadline = time.time() + 20
            while seen.count(b": ") <= number and time.time() < deadline and process.poll() is None:
                chunk = process.stderr.read() or b""
                seen += chunk
                time.sleep(0.02)
            time.sleep(0.05)  # the prompt is written before echo is turned off
            os.write(master, answer.encode() + b"\n")
        os.set_blocking(process.stderr.fileno(), True)
        out, err = process.communicate(timeout=20)
        seen += err or b""
        print(json.dumps({"status": process.returncode, "stdout": out.decode(), "stderr": seen.decode()}))
        """#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let encode = { (value: [String]) in String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self) }
    process.arguments = ["python3", "-c", driver, CLI.binary.path, try encode(arguments), try encode(answers)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (Int32(result["status"] as? Int ?? -1), result["stdout"] as? String ?? "", result["stderr"] as? String ?? "")
}

@Suite("Prompts on a terminal")
struct TerminalPromptTests {
    @Test("check --confirm: the two entries must match before anything is checked; nothing echoes the password")
    func confirm() throws {
        let matching = try runOnTerminal(["check", "--confirm"], answers: ["Hunter2-Secret!", "Hunter2-Secret!"])
        #expect(matching.status == 0)
        #expect(matching.stdout == "1: valid\n")
        #expect(matching.stderr.contains("Password: ") && matching.stderr.contains("Confirm password: "))
        #expect(!matching.stdout.contains("Hunter2") && !matching.stderr.contains("Hunter2"))

        let different = try runOnTerminal(["check", "--confirm", "--lang", "es"], answers: ["Hunter2-Secret!", "Hunter2-Secret?"])
        #expect(different.status == 1 && different.stdout == "")
        #expect(different.stderr.contains("credkit: error: Las contraseñas no coinciden"))
        #expect(!different.stderr.contains("Hunter2"))
    }

    @Test("check --confirm needs a terminal; strength asks once on a terminal")
    func pipedAndStrength() throws {
        let piped = try CLI.run(["check", "--confirm"], input: "abc\n")
        #expect(piped.status == 2 && piped.stdout == "")
        #expect(piped.stderr == "credkit: error: --confirm asks for the password twice on a terminal; standard input is not one\n")
        let strength = try runOnTerminal(["strength"], answers: ["Password1!"])
        #expect(strength.status == 0)
        #expect(strength.stdout.hasPrefix("1: ■□□□ Weak"))
    }
}
