// SPDX-License-Identifier: Apache-2.0
#if PCRE2 && canImport(CPCRE2)
    import CPCRE2

    /// A compiled, JIT-compiled PCRE2 pattern in UTF mode.
    ///
    /// Compile once and share: the compiled code is read-only after compilation, so one pattern serves
    /// every thread. Matching needs per-thread scratch space; get it from ``makeMatcher()``.
    package final class PCRE2Pattern: @unchecked Sendable {
        // @unchecked: `code` is written once in init and only read afterwards (PCRE2 documents compiled
        // code as safe to share between threads); it is freed in deinit.
        let code: OpaquePointer
        let isJITCompiled: Bool
        /// The step and depth limits every match runs under; read-only after init, so shared.
        let matchContext: OpaquePointer?
        /// The pattern's source text.
        package let source: String

        /// The deepest backtracking the interpreter may nest (the JIT keeps its own stack).
        package static let depthLimit: UInt32 = 10_000

        /// Compiles `pattern` in UTF mode and JIT-compiles it when the platform supports it.
        /// - Parameters:
        ///   - pattern: PCRE2 syntax. Use `(*UCP)` for Unicode-aware `\d`, `\w` and `\b`.
        ///   - caseless: match without regard to case.
        /// - Throws: ``PCRE2Error`` with PCRE2's message and the offset of the error in `pattern`.
        package init(_ pattern: String, caseless: Bool = false) throws(PCRE2Error) {
            var errorCode: Int32 = 0
            var errorOffset = 0
            var options = UInt32(PCRE2_UTF)
            if caseless { options |= UInt32(PCRE2_CASELESS) }
            var source = pattern
            let compiled = source.withUTF8 { buffer in
                pcre2_compile_8(buffer.baseAddress, buffer.count, options, &errorCode, &errorOffset, nil)
            }
            guard let compiled else {
                throw PCRE2Error(code: errorCode, offset: errorOffset)
            }
            self.code = compiled
            self.isJITCompiled = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
            let context = pcre2_match_context_create_8(nil)
            if let context {
                pcre2_set_match_limit_8(context, RegexPattern.stepLimit)
                pcre2_set_depth_limit_8(context, Self.depthLimit)
            }
            self.matchContext = context
            self.source = pattern
        }

        deinit {
            pcre2_match_context_free_8(matchContext)
            pcre2_code_free_8(code)
        }

        /// Scratch space for matching this pattern on one thread at a time.
        /// - Returns: a new matcher; keep it and reuse it for every subject.
        package func makeMatcher() -> PCRE2Matcher {
            PCRE2Matcher(pattern: self)
        }

        /// Whether `subject` contains a match. Allocates match data per call; hot loops use a matcher.
        /// - Parameter subject: the text to search.
        /// - Returns: `true` when the pattern matches somewhere in `subject`.
        /// - Throws: ``PCRE2Error`` when matching fails (for example the match limit is hit).
        package func matches(_ subject: String) throws(PCRE2Error) -> Bool {
            let matcher = makeMatcher()
            var subject = subject
            let result = subject.withUTF8 { buffer in
                Result { () throws(PCRE2Error) -> Bool in try matcher.matches(buffer) }
            }
            return try result.get()
        }
    }

    /// Per-thread match data for one ``PCRE2Pattern``. Not `Sendable`: use it from one thread at a time.
    package final class PCRE2Matcher {
        /// Keeps the compiled code alive.
        private let pattern: PCRE2Pattern
        // The pattern's fields, copied: reading them through `pattern` on every match would retain
        // and release an object that other threads' matchers share, and two cores updating one
        // reference count slow each other down.
        private let code: OpaquePointer
        private let isJITCompiled: Bool
        private let matchContext: OpaquePointer?
        private let matchData: OpaquePointer
        // Never written after initialisation, so sharing it is safe.
        nonisolated(unsafe) private static let emptySubject: UnsafeMutablePointer<UInt8> = {
            let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
            pointer.initialize(to: 0)
            return pointer
        }()

        init(pattern: PCRE2Pattern) {
            self.pattern = pattern
            self.code = pattern.code
            self.isJITCompiled = pattern.isJITCompiled
            self.matchContext = pattern.matchContext
            self.matchData = pcre2_match_data_create_from_pattern_8(pattern.code, nil)
        }

        deinit {
            pcre2_match_data_free_8(matchData)
        }

        /// Whether the pattern matches somewhere in `subject`.
        /// - Parameter subject: UTF-8 bytes that the caller has already validated.
        /// - Returns: `true` on a match.
        /// - Throws: ``PCRE2Error`` when PCRE2 gives up (match or depth limit, JIT stack).
        package func matches(_ subject: UnsafeBufferPointer<UInt8>) throws(PCRE2Error) -> Bool {
            // An empty buffer may have no base address, and PCRE2 wants a non-null pointer even for length 0.
            let base = subject.baseAddress ?? UnsafePointer(Self.emptySubject)
            let rc: Int32
            if isJITCompiled {
                rc = pcre2_jit_match_8(code, base, subject.count, 0, 0, matchData, matchContext)
            } else {
                rc = pcre2_match_8(code, base, subject.count, 0, UInt32(PCRE2_NO_UTF_CHECK), matchData, matchContext)
            }
            if rc >= 0 { return true }
            if rc == PCRE2_ERROR_NOMATCH { return false }
            throw PCRE2Error(code: rc, offset: 0)
        }
    }

    /// An error from PCRE2, with its own message text.
    package struct PCRE2Error: Error, Sendable, Hashable, CustomStringConvertible {
        /// PCRE2's error code.
        package var code: Int32
        /// For compile errors, the offset in the pattern (in bytes) where PCRE2 stopped.
        package var offset: Int

        /// PCRE2's message for ``code`` (PCRE2 provides it in English only).
        package var message: String {
            var buffer = [UInt8](repeating: 0, count: 256)
            let length = pcre2_get_error_message_8(code, &buffer, buffer.count)
            guard length > 0 else { return "PCRE2 error \(code)" }
            return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
        }

        package var description: String { message }

        /// Whether PCRE2 gave up because the match took too many steps, nested too deep or ran out
        /// of JIT stack: the pattern backtracks too much for this subject.
        package var isTooCostly: Bool {
            [PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_JIT_STACKLIMIT].contains(code)
        }
    }
#endif
