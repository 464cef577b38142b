// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A profile's `credential_process`: the command, split like a POSIX shell's words but run without
/// one, must print `{"Version": 1, "AccessKeyId", "SecretAccessKey", "SessionToken"?, "Expiration"?}`.
///
/// It is the user's program, run on the user's behalf, so credkit keeps it on a short leash:
/// - it starts in a process group of its own, with standard input from `/dev/null`, credkit's
///   standard error (its prompts and errors are the user's to read), default signal handling and
///   an environment without credkit's secrets (``ChildEnvironment``);
/// - it has ``timeout`` seconds; past them, or once it has exited, its whole group is ended, so
///   neither a hung helper nor a background child it left holding the pipe keeps credkit waiting;
/// - at most ``maximumOutput`` bytes of its output are read.
package enum CredentialProcess {
    /// The most bytes of output read from the command (its JSON is a few hundred).
    static let maximumOutput = 1 << 20
    /// The most seconds the command may take (time enough to answer an MFA prompt).
    package static let timeout = 60

    static func run(
        _ command: String, profile: String, environment: [String: String], timeout: Int = timeout
    ) throws(AWSCredentialsError) -> AWSCredentials {
        func failed(_ key: CognitoTextKey, _ arguments: [String: String] = [:]) -> AWSCredentialsError {
            AWSCredentialsError(
                .processFailed, ["profile": profile], localized: ["reason": LocalizedText(key: key, arguments: arguments)])
        }
        #if os(macOS) || os(Linux)
            let words = split(command)
            guard !words.isEmpty else { throw failed(.credentialsReasonEmptyCommand) }
            let output: [UInt8]
            switch spawnAndRead(words, environment: ChildEnvironment.scrubbed(environment), timeout: timeout) {
            case .failure(.spawn(let code)):
                throw AWSCredentialsError(
                    .processFailed, ["profile": profile], localized: ["reason": SystemError(code).localized])
            case .failure(.tooLarge):
                throw failed(.credentialsReasonOutputTooLarge, ["limit": String(maximumOutput)])
            case .failure(.timedOut):
                throw failed(.credentialsReasonTimeout, ["seconds": String(timeout)])
            case .failure(.exitStatus(let status)):
                throw failed(.credentialsReasonExitStatus, ["status": String(status)])
            case .failure(.signal(let signal)):
                throw failed(.credentialsReasonSignal, ["signal": String(signal)])
            case .success(let bytes):
                output = bytes
            }
            let object = output.withUnsafeBufferPointer { try? JSONValue(parsing: $0).objectValue }
            guard let object else { throw failed(.credentialsReasonNotJSON) }
            guard object["Version"]?.doubleValue == 1 else { throw failed(.credentialsReasonVersion) }
            guard let keyID = object["AccessKeyId"]?.stringValue, let secret = object["SecretAccessKey"]?.stringValue,
                !keyID.isEmpty, !secret.isEmpty
            else { throw failed(.credentialsReasonMissingKeys) }
            return AWSCredentials(
                accessKeyID: keyID, secretAccessKey: secret, sessionToken: object["SessionToken"]?.stringValue,
                source: "profile \(profile) (credential_process)")
        #else
            throw failed(.credentialsReasonUnavailable)
        #endif
    }

    #if os(macOS) || os(Linux)
        enum Failure: Error {
            case spawn(Int32)
            case tooLarge
            case timedOut
            case exitStatus(Int32)
            case signal(Int32)
        }

        /// Runs `words` (found on `PATH`) and returns what it wrote to standard output.
        static func spawnAndRead(_ words: [String], environment: [String: String], timeout: Int) -> Result<[UInt8], Failure> {
            var ends: [Int32] = [-1, -1]
            guard ends.withUnsafeMutableBufferPointer({ pipe($0.baseAddress!) }) == 0 else { return .failure(.spawn(errno)) }
            let reader = ends[0]
            let writer = ends[1]
            defer { _ = LibC.close(reader) }
            _ = fcntl(reader, F_SETFD, FD_CLOEXEC)
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)

            #if canImport(Glibc)
                var actions = posix_spawn_file_actions_t()
                var attributes = posix_spawnattr_t()
            #else
                var actions: posix_spawn_file_actions_t?
                var attributes: posix_spawnattr_t?
            #endif
            posix_spawn_file_actions_init(&actions)
            posix_spawnattr_init(&attributes)
            defer {
                posix_spawn_file_actions_destroy(&actions)
                posix_spawnattr_destroy(&attributes)
            }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, writer, 1)
            posix_spawn_file_actions_addclose(&actions, writer)
            #if canImport(Glibc)
                let flags = Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
            #else
                let flags = Int16(
                    POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT)
            #endif
            posix_spawnattr_setflags(&attributes, flags)
            posix_spawnattr_setpgroup(&attributes, 0)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGPIPE)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            var mask = sigset_t()
            sigemptyset(&mask)
            posix_spawnattr_setsigmask(&attributes, &mask)

            let arguments = words.map { strdup($0) } + [nil]
            let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                for pointer in arguments { free(pointer) }
                for pointer in variables { free(pointer) }
            }
            var pid: pid_t = 0
            var spawned = posix_spawnp(&pid, words[0], &actions, &attributes, arguments, variables)
            // "Text file busy": the program was written a moment ago and a child another thread of
            // this process was starting still held it open for writing (every fork copies the open
            // files until its exec closes them). It passes within milliseconds; try again for a while.
            var busyRetries = 0
            while spawned == ETXTBSY && busyRetries < 20 {
                busyRetries += 1
                usleep(50_000)
                spawned = posix_spawnp(&pid, words[0], &actions, &attributes, arguments, variables)
            }
            _ = LibC.close(writer)
            guard spawned == 0 else { return .failure(.spawn(spawned)) }

            let deadline = Date() + TimeInterval(timeout)
            var output: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var status: Int32 = 0
            func drain() -> Bool {
                while true {
                    let count = buffer.withUnsafeMutableBytes { LibC.read(reader, $0.baseAddress, $0.count) }
                    guard count > 0 else { return true }
                    output += buffer[..<count]
                    if output.count > maximumOutput { return false }
                }
            }
            /// Whether the helper has ended, without reaping it: until `endGroup()` reaps it its pid
            /// (and so its group's id) cannot be reused, so the group kill never reaches a stranger.
            func hasEnded() -> Bool {
                var info = siginfo_t()
                guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return false }
                #if canImport(Glibc)
                    return info._sifields._sigchld.si_pid == pid
                #else
                    return info.si_pid == pid
                #endif
            }
            /// Ends the helper's whole group (a background child it left included), then reaps the helper.
            func endGroup() {
                _ = kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
            }
            while true {
                var entry = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, 100)
                guard drain() else {
                    endGroup()
                    return .failure(.tooLarge)
                }
                if hasEnded() { break }
                if Date() >= deadline {
                    endGroup()
                    return .failure(.timedOut)
                }
            }
            let complete = drain()
            // The helper is done: whatever it left running in its group goes with it.
            endGroup()
            guard complete else { return .failure(.tooLarge) }
            let signal = status & 0x7F
            if signal != 0 { return .failure(.signal(signal)) }
            let code = (status >> 8) & 0xFF
            return code == 0 ? .success(output) : .failure(.exitStatus(code))
        }
    #endif

    /// Words as a POSIX shell splits them: blanks separate, single quotes keep everything,
    /// double quotes keep all but `\"` and `\\`, a backslash outside quotes escapes the next character.
    package static func split(_ command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""): quote = nil
            case ("'", _): word.append(character)
            case ("\"", "\\"): escaped = true
            case ("\"", _): word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, "\\"):
                escaped = true
                inWord = true
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
